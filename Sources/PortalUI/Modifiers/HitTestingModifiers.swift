import PortalGraphics

/// Orders the view among its siblings: higher values draw later (in front) and are hit first.
struct ZIndexView<Content: View>: View, SingleChildModifier {
  let content: Content
  let zIndexValue: Double
}

/// Turns hit testing off for a subtree: clicks pass through to what is behind.
struct HitTestingSwitchView<Content: View>: View, SingleChildModifier, HitTestable {
  let content: Content
  let enabled: Bool

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? { enabled ? node.hitTestChildren(point, purpose: purpose) : nil }
}

/// Makes a shape in the frame the view's hit area, transparent parts included.
struct ContentShapeView<Content: View, HitShape: Shape>: View, SingleChildModifier, HitTestable {
  let content: Content
  let shape: HitShape

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard shape.windowPath(in: node.frame).contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}

/// The kinds of content shape a view can set with `contentShape(_:_:eoFill:)`, as in SwiftUI.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The area that receives clicks (what `contentShape(_:)` sets).
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The outline the keyboard focus ring follows, at an even gap.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 1)
}

/// A shape set for some kinds of content shape: the hit area (`.interaction`), the outline of
/// the focus ring (`.focusEffect`), or both.
struct KindedContentShapeView<Content: View, ContentShape: Shape>: View, SingleChildModifier, HitTestable,
  FocusEffectShaping
{
  let content: Content
  let kinds: ContentShapeKinds
  let shape: ContentShape

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard kinds.contains(.interaction) else { return node.hitTestChildren(point, purpose: purpose) }
    guard shape.windowPath(in: node.frame).contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }

  func focusRingPath(around frame: Rect, gap: Double) -> Path? {
    guard kinds.contains(.focusEffect) else { return nil }
    let outset = frame.insetBy(dx: -gap, dy: -gap)
    // A rounded rectangle's ring is concentric with it: its corners round by the gap more.
    if let rounded = shape as? RoundedRectangle {
      let concentric = RoundedRectangle(cornerRadius: rounded.cornerRadius + gap, style: rounded.style)
      return concentric.windowPath(in: outset)
    }
    return shape.windowPath(in: outset)
  }
}

/// A view that gives the focus ring of the view around it an outline to follow.
@MainActor
protocol FocusEffectShaping {
  /// The ring's centre line for this view's `frame`, `gap` outside its shape; nil when the
  /// view sets no focus-effect shape.
  func focusRingPath(around frame: Rect, gap: Double) -> Path?
}

extension View {
  /// Orders the view among its siblings in a stack: higher values draw in front and receive
  /// clicks first. Apply it as the outermost modifier of a stack's child.
  ///
  /// ```swift
  /// ZStack { front.zIndex(1); back }
  /// ```
  public func zIndex(_ value: Double) -> some View { ZIndexView(content: self, zIndexValue: value) }

  /// With false, the view and its content ignore the pointer: clicks reach what is behind.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    HitTestingSwitchView(content: self, enabled: enabled)
  }

  /// Makes `shape` (in the view's frame) the area that receives clicks, even where the content
  /// draws nothing, such as the gaps of a stack.
  ///
  /// ```swift
  /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { select() }
  /// ```
  public func contentShape<S: Shape>(_ shape: S) -> some View {
    ContentShapeView(content: self, shape: shape)
  }

  /// Sets `shape` (in the view's frame) as the view's content shape of the given kinds: with
  /// `.interaction` the area that receives clicks, with `.focusEffect` the outline the
  /// keyboard focus ring follows when the view (or the focusable view around it) has focus.
  /// `eoFill` is accepted as SwiftUI spells it and not used.
  ///
  /// ```swift
  /// card.contentShape(.focusEffect, RoundedRectangle(cornerRadius: 12))
  /// ```
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    KindedContentShapeView(content: self, kinds: kinds, shape: shape)
  }

  /// With true, controls inside ignore taps and look disabled (`isEnabled` becomes false).
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }
}

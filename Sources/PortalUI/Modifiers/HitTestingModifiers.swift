import PortalGraphics

/// Orders the view among its siblings: higher values draw later (in front) and are hit first.
struct ZIndexView<Content: View>: View, SingleChildModifier, ZIndexed {
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

  /// With true, controls inside ignore taps and look disabled (`isEnabled` becomes false).
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }
}

import Foundation
import PortalGraphics

/// Effects drawn on a view without changing its layout (`.visualEffect`, `.scrollTransition`):
/// offsets, scales, rotations and fades, computed from where the view is.
///
/// The effect methods return effects; chained, they apply in order, as a view's modifiers do.
public protocol VisualEffect: Sendable {
  /// The effect's operations, in order.
  var visualEffectOperations: [VisualEffectOperation] { get }
}

/// The effect that changes nothing: what a `.visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
  public var visualEffectOperations: [VisualEffectOperation] { [] }
}

/// One operation of a visual effect.
public struct VisualEffectOperation: Sendable {
  enum Kind: Sendable {
    case offset(Double, Double)
    case scale(Double, Double, UnitPoint)
    case rotation(Double, UnitPoint)
    case opacity(Double)
    /// Accepted and not drawn here: blurs, colour changes.
    case other
  }

  let kind: Kind

  /// This operation `fraction` of the way towards `other` (of the same kind; else the nearer).
  func interpolated(to other: VisualEffectOperation, _ fraction: Double) -> VisualEffectOperation {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    switch (kind, other.kind) {
    case (.offset(let x0, let y0), .offset(let x1, let y1)):
      return VisualEffectOperation(kind: .offset(mix(x0, x1), mix(y0, y1)))
    case (.scale(let x0, let y0, let anchor), .scale(let x1, let y1, _)):
      return VisualEffectOperation(kind: .scale(mix(x0, x1), mix(y0, y1), anchor))
    case (.rotation(let r0, let anchor), .rotation(let r1, _)):
      return VisualEffectOperation(kind: .rotation(mix(r0, r1), anchor))
    case (.opacity(let o0), .opacity(let o1)):
      return VisualEffectOperation(kind: .opacity(mix(o0, o1)))
    default:
      return fraction < 0.5 ? self : other
    }
  }
}

/// A chain of effect operations: what every effect method returns.
public struct VisualEffectChain: VisualEffect {
  public let visualEffectOperations: [VisualEffectOperation]
}

extension VisualEffect {
  private func adding(_ kind: VisualEffectOperation.Kind) -> VisualEffectChain {
    VisualEffectChain(visualEffectOperations: visualEffectOperations + [VisualEffectOperation(kind: kind)])
  }

  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding(.offset(Double(offset.width), Double(offset.height)))
  }
  /// Moves the view by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(Double(x), Double(y))) }
  /// Scales the view about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(Double(scale.width), Double(scale.height), anchor))
  }
  /// Scales the view by `s` about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(Double(s), Double(s), anchor))
  }
  /// Scales the view by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(Double(x), Double(y), anchor))
  }
  /// Turns the view by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.rotation(angle.radians, anchor))
  }
  /// Fades the view.
  public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
  /// Accepted: a visual effect's blur is not drawn here.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.other) }
  /// Accepted: not drawn here.
  public func brightness(_ amount: Double) -> some VisualEffect { adding(.other) }
  /// Accepted: not drawn here.
  public func contrast(_ amount: Double) -> some VisualEffect { adding(.other) }
  /// Accepted: not drawn here.
  public func saturation(_ amount: Double) -> some VisualEffect { adding(.other) }
  /// Accepted: not drawn here.
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(.other) }
  /// Accepted: not drawn here.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.other) }
  /// Accepted: not drawn here.
  public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.other) }
  /// Turns the view about an axis in space, drawn as its projection (see `rotation3DEffect`).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect { adding(.other) }
}

extension [VisualEffectOperation] {
  /// The transform and opacity these operations draw a view in `frame` with.
  func resolved(in frame: Rect) -> (transform: Transform, opacity: Double) {
    var transform = Transform.identity
    var opacity = 1.0
    for operation in self {
      switch operation.kind {
      case .offset(let x, let y):
        transform = transform.concatenating(.translation(x: x, y: y))
      case .scale(let x, let y, let anchor):
        let pivot = anchor.point(in: frame)
        transform = transform.concatenating(
          Transform.translation(x: pivot.x, y: pivot.y).concatenating(.scale(x: x, y: y))
            .translated(x: -pivot.x, y: -pivot.y))
      case .rotation(let radians, let anchor):
        let pivot = anchor.point(in: frame)
        transform = transform.concatenating(
          Transform.translation(x: pivot.x, y: pivot.y).concatenating(.rotation(radians: radians))
            .translated(x: -pivot.x, y: -pivot.y))
      case .opacity(let value):
        opacity *= value
      case .other:
        break
      }
    }
    return (transform, opacity)
  }

  /// These operations `fraction` of the way towards `other`, operation by operation.
  func interpolated(to other: [VisualEffectOperation], _ fraction: Double) -> [VisualEffectOperation] {
    guard count == other.count else { return fraction < 0.5 ? self : other }
    return zip(self, other).map { $0.interpolated(to: $1, fraction) }
  }
}

/// Draws its content with the effect its closure computes from where it is, each time it is
/// placed (a scroll moves it: it is placed again).
struct VisualEffectView<Content: View>: View, SingleChildModifier, HitTestable {
  let content: Content
  let effect: @MainActor (Node) -> [VisualEffectOperation]

  /// Laid out wherever it moves: its effect depends on where it is.
  var placementFollowsTranslation: Bool { false }
  var drawsOnlyChildren: Bool { false }

  func place(in frame: Rect, node: Node) {
    let (transform, opacity) = effect(node).resolved(in: frame)
    let changed = node[PresentedOpacity.self] != opacity || node.renderTransform != (transform.isIdentity ? nil : transform)
    // A change of the effect alone (a scroll moving the view, whose pixels the scroll would
    // otherwise copy) draws the view again where it was and where it is.
    if changed { node.graph.addDamage(node.paintBounds, from: node, changed: true) }
    node[PresentedOpacity.self] = opacity
    node.placeContent(in: frame, renderTransform: transform)
    if changed { node.graph.addDamage(node.paintBounds, from: node, changed: true) }
  }

  private func opacity(_ node: Node) -> Double { min(max(node[PresentedOpacity.self] ?? 1, 0), 1) }

  func draw(node: Node, in context: DrawContext) { node.drawChildrenFaded(opacity(node), in: context) }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    opacity(node) > 0 ? node.hitTestChildren(point, purpose: purpose) : nil
  }
}

extension View {
  /// Draws this view with an effect computed from its geometry (where it is in the window or
  /// a scroll view), without changing its layout.
  ///
  /// ```swift
  /// Image("hero").visualEffect { content, proxy in
  ///   content.offset(y: -proxy.frame(in: .global).minY * 0.3)
  /// }
  /// ```
  public func visualEffect(
    _ effect: @escaping @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  )
    -> some View
  {
    VisualEffectView(content: self) { node in
      effect(EmptyVisualEffect(), GeometryProxy(node: node)).visualEffectOperations
    }
  }
}

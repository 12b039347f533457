import Foundation
import PortalGraphics

/// Scales or rotates the content about an anchor when it is drawn; layout keeps the
/// unscaled frame, so neighbours do not move. Hit testing and damage follow the transform.
struct RenderTransformView<Content: View>: View, SingleChildModifier {
  enum Effect {
    case scale(x: Double, y: Double)
    case rotation(Angle)
    /// A turn about an axis in space, drawn as its projection onto the screen (no perspective).
    case rotation3D(Angle, axis: (x: Double, y: Double, z: Double))
  }

  let content: Content
  let effect: Effect
  let anchor: UnitPoint

  func transform(in frame: Rect, node: Node) -> Transform {
    let pivot = anchor.point(in: frame)
    let around = Transform.translation(x: pivot.x, y: pivot.y)
    let effectTransform: Transform
    switch effect {
    case .scale(let x, let y):
      let scale = node.animatedEffect("scale", AnimatablePair(x, y))
      effectTransform = .scale(x: scale.first, y: scale.second)
    case .rotation(let angle):
      effectTransform = .rotation(radians: node.animatedEffect("rotation", angle.radians))
    case .rotation3D(let angle, let axis):
      effectTransform = Self.projectedRotation(radians: node.animatedEffect("rotation3D", angle.radians), axis: axis)
    }
    return around.concatenating(effectTransform).translated(x: -pivot.x, y: -pivot.y)
  }

  /// The screen part of a rotation by `radians` about `axis` (Rodrigues' formula, the z row
  /// and column dropped): a turn about the vertical axis narrows the view to a line at 90°
  /// and mirrors it past that, as a card turning over does, seen from far away.
  static func projectedRotation(radians: Double, axis: (x: Double, y: Double, z: Double)) -> Transform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0 else { return .identity }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let (c, s) = (cos(radians), sin(radians))
    return Transform(
      a: c + x * x * (1 - c), b: y * x * (1 - c) + z * s, c: x * y * (1 - c) - z * s, d: c + y * y * (1 - c),
      tx: 0, ty: 0)
  }

  /// Laid out wherever it moves: it transforms about a point of its frame.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame, renderTransform: transform(in: frame, node: node))
  }
}

/// Moves the content by a distance without changing the frame its parent laid out.
struct OffsetView<Content: View>: View, SingleChildModifier {
  let content: Content
  let offset: Size

  /// Laid out wherever it moves: it sets a render transform.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame.offsetBy(dx: offset.width, dy: offset.height))
  }
}

extension Node {
  /// Sets the node's render transform and places its content under it. When only the
  /// transform changed (the frames did not), the whole subtree's old and new painted areas
  /// are damaged, since no frame change would report them.
  ///
  /// A subtree effect of the node that moved in this placement (`animatedSubtreeEffect`) is
  /// reported here too, once, under the new transform.
  func placeContent(in rect: Rect, renderTransform transform: Transform) {
    let previous = self[PresentedTransform.self]
    self[PresentedTransform.self] = transform
    renderTransform = transform.isIdentity ? nil : transform
    let moved = previous.map { $0 != transform } ?? false || subtreeEffectMoved
    subtreeEffectMoved = false
    // Nodes placed from here on are stamped, so the walk below passes over those placed anew
    // (the content's frame changed too).
    if moved { graph.placementStamp += 1 }
    placeContent(in: rect)
    if moved {
      // Where the subtree shows on screen changed while its layout did not: what inside depends
      // on where it shows (anchors and layout hooks report window coordinates) is placed again
      // where it is and reports anew. The nodes between keep their placement: a grid of cards
      // sliding with its page would otherwise place every card's modifiers again each frame.
      for child in children { child.placePositionDependentsAgain() }
      subtreeMoved()
    }
  }
}

extension Node {
  /// Places again, where it is, every node of the subtree whose placement depends on where it
  /// is (`placementFollowsTranslation` false) and that was not placed since the stamp last
  /// changed; the other nodes keep their placement.
  func placePositionDependentsAgain() {
    if !placementFollowsTranslation, placedStamp != graph.placementStamp, let target = targetFrame {
      place(in: target)
    }
    for child in children { child.placePositionDependentsAgain() }
  }
}

extension View {
  /// Draws the view scaled about `anchor`; its layout frame does not change.
  ///
  /// ```swift
  /// Text("Pressed").scaleEffect(0.95)
  /// ```
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
    RenderTransformView(content: self, effect: .scale(x: scale, y: scale), anchor: anchor)
  }

  /// Draws the view scaled by different factors across and down.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
    RenderTransformView(content: self, effect: .scale(x: x, y: y), anchor: anchor)
  }

  /// Draws the view scaled by a size's width and height factors.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    RenderTransformView(content: self, effect: .scale(x: scale.width, y: scale.height), anchor: anchor)
  }

  /// Draws the view rotated about `anchor`; positive angles turn clockwise.
  ///
  /// ```swift
  /// Image(systemName: "arrow.right").rotationEffect(.degrees(90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    RenderTransformView(content: self, effect: .rotation(angle), anchor: anchor)
  }

  /// Draws the view turned by `angle` about `axis` in space, about `anchor`. There is no depth
  /// here: the turn is drawn as its projection onto the screen, without perspective
  /// (`anchorZ` and `perspective` are accepted for SwiftUI's spelling).
  ///
  /// ```swift
  /// CardFace().rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
  /// ```
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    RenderTransformView(
      content: self, effect: .rotation3D(angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z))), anchor: anchor)
  }

  /// Moves the view by `x` and `y` logical pixels; its parent lays out as if it had not moved.
  public func offset(x: Double = 0, y: Double = 0) -> some View {
    OffsetView(content: self, offset: Size(width: x, height: y))
  }

  /// Moves the view by a size's width and height.
  public func offset(_ offset: CGSize) -> some View { OffsetView(content: self, offset: Size(offset)) }

  /// Places the view's centre at `position` in its parent's coordinates; the modified view
  /// takes all the space it is offered, as SwiftUI's does.
  ///
  /// ```swift
  /// Circle().frame(width: 8, height: 8).position(x: 20, y: 30)
  /// ```
  public func position(_ position: CGPoint) -> some View { PositionView(content: self, position: Point(position)) }

  /// Places the view's centre at (`x`, `y`) in its parent's coordinates.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    PositionView(content: self, position: Point(x: Double(x), y: Double(y)))
  }
}

/// Centres the content on a point of its parent's space and takes the whole proposal.
struct PositionView<Content: View>: View, PrimitiveView {
  let content: Content
  let position: Point

  func children() -> [ChildView] { flattenedChildren(content) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    proposal.replacingUnspecified()
  }

  /// Laid out wherever it moves, like `offset`: the content's place depends on the point.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let size = node.contentSize(.unspecified)
    let origin = Point(x: frame.minX + position.x - size.width / 2, y: frame.minY + position.y - size.height / 2)
    node.placeContent(in: Rect(origin: origin, size: size))
  }
}

/// The render transform a node last presented.
enum PresentedTransform: NodeStateSlot {
  typealias Value = Transform
}

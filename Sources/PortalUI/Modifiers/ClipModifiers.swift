import PortalGraphics

/// Draws the content only inside a shape laid over the frame; outside the shape, the content
/// is neither visible nor clickable.
struct ClipShapeView<Content: View, ClipShape: Shape>: View, SingleChildModifier, HitTestable {
  let content: Content
  let shape: ClipShape

  func place(in frame: Rect, node: Node) {
    var animated = shape
    animated.animatableData = node.animatedSubtreeEffect("clip", shape.animatableData)
    node[PresentedShape<ClipShape>.self] = animated
    node.placeContent(in: frame)
  }

  /// The shape as shown now: its animatable data (a corner radius) interpolated.
  private func presented(_ node: Node) -> ClipShape { node[PresentedShape<ClipShape>.self] ?? shape }

  var drawsOnlyChildren: Bool { false }
  var paintsOnlyWhereChildrenPaint: Bool { true }

  /// A rectangle cuts nothing inside the frame; a rounded one cuts its corners, which are drawn
  /// again (a continuous corner leaves the edge 1.28 radii from the corner). Other shapes: nil.
  func scrollCopyEffect(node: Node, viewport: Rect, opaqueBelow: Bool) -> ScrollCopyEffect? {
    let shape = presented(node)
    if shape is Rectangle { return ScrollCopyEffect() }
    guard let rounded = shape as? RoundedRectangle else { return nil }
    let side = (rounded.cornerRadius * (rounded.style == .continuous ? 1.28 : 1)).rounded(.up) + 1
    let f = node.frame
    let corners = [
      Rect(x: f.minX, y: f.minY, width: side, height: side), Rect(x: f.maxX - side, y: f.minY, width: side, height: side),
      Rect(x: f.minX, y: f.maxY - side, width: side, height: side),
      Rect(x: f.maxX - side, y: f.maxY - side, width: side, height: side),
    ]
    return ScrollCopyEffect(redrawn: corners.map { $0.intersection(viewport) }.filter { !$0.isEmpty })
  }

  func draw(node: Node, in context: DrawContext) {
    context.canvas.withState {
      context.canvas.clip(to: presented(node).windowPath(in: node.frame))
      node.drawChildren(in: context)
    }
  }

  /// Content that covers the frame opaquely is cut to the shape: the shape is its outline.
  func opaqueOutline(node: Node) -> Path? {
    guard node.childrenPaintOpaque(over: node.frame) else { return nil }
    return presented(node).windowPath(in: node.frame)
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    presented(node).windowPath(in: node.frame).contains(point) ? node.hitTestChildren(point, purpose: purpose) : nil
  }
}

/// A type-erased look at a clip: the corners it cuts when its shape is a rounded rectangle.
@MainActor
protocol ClipsToShape {
  var roundedCornerStyle: RoundedCornerStyle? { get }
}

extension ClipShapeView: ClipsToShape {
  var roundedCornerStyle: RoundedCornerStyle? { (shape as? RoundedRectangle)?.style }
}

extension View {
  /// Clips drawing and hit testing to a shape in the view's frame.
  ///
  /// ```swift
  /// Image("avatar").resizable().frame(width: 40, height: 40).clipShape(Circle())
  /// ```
  public func clipShape<S: Shape>(_ shape: S) -> some View { ClipShapeView(content: self, shape: shape) }

  /// Clips the view to its frame with rounded corners.
  public func cornerRadius(_ radius: Double) -> some View {
    ClipShapeView(content: self, shape: RoundedRectangle(cornerRadius: radius, style: .circular))
  }

  /// Clips the view to its frame, cutting off whatever overflows it.
  public func clipped() -> some View { ClipShapeView(content: self, shape: Rectangle()) }
}

import PortalGraphics

/// Where a subtree paints opaque pixels, and the outline of what it paints when that is one
/// opaque shape.
///
/// A drop shadow is the blurred silhouette of what its content paints. Content that fills one
/// shape opaquely and paints nothing outside it (a picture clipped to a rounded rectangle, a
/// pane on an opaque background) has that shape for a silhouette: its shadow is the shape's,
/// blurred once and kept (`Canvas.drawShadow(for:shadow:)`), instead of a silhouette drawn from
/// the content, compared and perhaps blurred again on every frame that draws it.
extension Node {
  /// Whether drawing the subtree now paints every pixel of `rect` (layout coordinates) opaque.
  /// False when it cannot be shown.
  ///
  /// A subtree under a render transform answers only when the transform moves it by whole
  /// device pixels (a slide): its pixels land unfiltered, as opaque as it paints them. A subtree
  /// whose frame does not hold `rect` answers false without looking inside: only overflowing
  /// content could cover it, and asking every subtree of a window would walk the whole tree.
  func paintsOpaque(over rect: Rect) -> Bool {
    guard !rect.isEmpty else { return false }
    var rect = rect
    if let transform = renderTransform {
      guard let inside = transform.rectInsideWholePixelSlide(rect, scale: displayScale) else { return false }
      rect = inside
    }
    guard frame.encloses(rect) else { return false }
    guard let primitive else { return childrenPaintOpaque(over: rect) }
    return primitive.paintsOpaque(over: rect, node: self)
  }

  /// Whether one of the drawn children paints every pixel of `rect` opaque.
  func childrenPaintOpaque(over rect: Rect) -> Bool { drawnChildren.contains { $0.paintsOpaque(over: rect) } }

  /// The outline of everything the subtree now paints, when it paints that shape opaquely and
  /// nothing else (layout coordinates); nil otherwise, or when it cannot be shown.
  var opaqueOutline: Path? {
    guard renderTransform == nil else { return nil }
    guard let primitive else { return soleDrawnChild?.opaqueOutline }
    return primitive.opaqueOutline(node: self)
  }

  /// The one child drawn, if exactly one is.
  var soleDrawnChild: Node? {
    let drawn = drawnChildren
    return drawn.count == 1 ? drawn[0] : nil
  }
}

extension PrimitiveView {
  /// A view that draws only its children paints opaque wherever one of them does.
  func paintsOpaque(over rect: Rect, node: Node) -> Bool { drawsOnlyChildren && node.childrenPaintOpaque(over: rect) }

  /// A leaf that paints its frame opaque has the frame for its outline; a view that draws only
  /// its one child has that child's outline.
  func opaqueOutline(node: Node) -> Path? {
    if node.children.isEmpty { return paintsOpaque(over: node.frame, node: node) ? Path(rect: node.frame) : nil }
    guard drawsOnlyChildren else { return nil }
    return node.soleDrawnChild?.opaqueOutline
  }
}

extension Transform {
  /// `rect` brought back through this transform when it only translates, by whole device
  /// pixels at `scale`; nil otherwise.
  func rectInsideWholePixelSlide(_ rect: Rect, scale: Double) -> Rect? {
    guard a == 1, b == 0, c == 0, d == 1 else { return nil }
    let (x, y) = (tx * scale, ty * scale)
    guard x == x.rounded(), y == y.rounded() else { return nil }
    return rect.offsetBy(dx: -tx, dy: -ty)
  }
}

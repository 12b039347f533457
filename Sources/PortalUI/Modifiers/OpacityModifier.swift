import PortalGraphics

/// Draws the content as one translucent layer; fully transparent content is not drawn and
/// lets clicks through to what is behind it.
struct OpacityView<Content: View>: View, ContentWrapper, HitTestable {
  let content: Content
  let opacity: Double

  func draw(node: Node, in context: DrawContext) {
    context.canvas.withOpacity(min(max(opacity, 0), 1)) { node.drawChildren(in: context) }
  }

  func hitTest(_ point: Point, node: Node) -> Node? {
    opacity > 0 ? node.hitTestChildren(point) : nil
  }
}

extension View {
  /// Makes the view translucent: 1 is opaque, 0 invisible (and not clickable). Overlapping
  /// parts of the content blend as one layer, not one over the other.
  ///
  /// ```swift
  /// Text("Disabled").opacity(0.4)
  /// ```
  public func opacity(_ opacity: Double) -> some View { OpacityView(content: self, opacity: opacity) }
}

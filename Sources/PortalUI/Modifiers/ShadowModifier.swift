import PortalGraphics

/// Draws the content with a blurred drop shadow of everything it draws.
struct ShadowView<Content: View>: View, SingleChildModifier {
  let content: Content
  let shadow: Shadow

  var drawsOnlyChildren: Bool { false }

  /// The shadow is drawn under the content, where an opaque colour under the scrolled content
  /// hides it, except at a clip's antialiased edge. A piece drawn again there blurs its shadow
  /// from the silhouette inside the piece, so each piece must reach the shadow's blur further
  /// into the viewport; and all of the silhouette must lie in the viewport (the shadowed view is
  /// the scroll view's frame).
  func scrollCopyEffect(node: Node, viewport: Rect, opaqueBelow: Bool) -> ScrollCopyEffect? {
    guard opaqueBelow, viewport.insetBy(dx: -1, dy: -1).encloses(node.frame) else { return nil }
    return ScrollCopyEffect(reach: paintOutset)
  }

  func draw(node: Node, in context: DrawContext) {
    let canvas = context.canvas
    if let clip = context.contentClip {
      // The content is cut to `clip` and the shadow is the clip's (an overlay layer's corners).
      context.contentClip = nil
      canvas.drawShadow(for: clip, shadow: shadow)
      canvas.withState {
        canvas.clip(to: clip)
        node.drawChildren(in: context)
      }
      return
    }
    if let outline = node.soleDrawnChild?.opaqueOutline {
      // The content fills one shape opaquely: its shadow is the shape's, blurred once and kept.
      canvas.drawShadow(for: outline, shadow: shadow)
      node.drawChildren(in: context)
      return
    }
    canvas.withState {
      // The clip bounds the silhouette the shadow is blurred from: keeping it to the paint
      // area keeps the offscreen mask small instead of window-sized.
      let reach = paintOutset
      canvas.clip(to: node.frame.insetBy(dx: -reach, dy: -reach))
      canvas.withShadow(shadow) { node.drawChildren(in: context) }
    }
  }

  /// The blur reaches about three sigmas (1.5 radii) past the offset silhouette.
  var paintOutset: Double { (shadow.radius * 2).rounded(.up) + 2 + max(abs(shadow.x), abs(shadow.y)) }
}

/// A type-erased look at a shadow view.
protocol CastsShadow {}
extension ShadowView: CastsShadow {}

extension Node {
  /// Whether the first thing the subtree draws is a shadow under all of the rest: a chain of
  /// views that draw only their one child, untransformed, down to a `shadow`.
  var castsShadowFirst: Bool {
    var node: Node = self
    while node.renderTransform == nil {
      if node.view is any CastsShadow { return true }
      guard node.primitive?.drawsOnlyChildren ?? true, let child = node.soleDrawnChild else { return false }
      node = child
    }
    return false
  }
}

extension View {
  /// Adds a drop shadow under everything the view draws.
  ///
  /// ```swift
  /// card.shadow(color: .black.opacity(0.2), radius: 8, y: 4)
  /// ```
  public func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0)
    -> some View
  {
    ShadowView(content: self, shadow: Shadow(color: color, radius: radius, x: x, y: y))
  }
}

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
    node.draw(casting: shadow, outline: node.soleDrawnChild?.opaqueOutline, in: context) {
      node.drawChildren(in: context)
    }
  }

  /// The blur reaches about three sigmas (1.5 radii) past the offset silhouette.
  var paintOutset: Double { shadow.paintOutset }
}

extension Shadow {
  /// How far past what casts it the shadow can paint: the blur reaches about three sigmas
  /// (1.5 radii) past the offset silhouette.
  var paintOutset: Double { (radius * 2).rounded(.up) + 2 + max(abs(x), abs(y)) }
}

extension Node {
  /// Draws `content` (this node's children, or the node itself) with `shadow` under it. The
  /// shadow is cast by the context's content clip when there is one (the content is cut to it:
  /// an overlay layer's corners), else by `outline` when the content fills that one shape
  /// opaquely, else by the silhouette of what the content draws near this node's frame. A
  /// `.shadow` modifier and a flying layer's shadow both draw through here, so the same content
  /// casts the same pixels in the window and in the overlay.
  func draw(casting shadow: Shadow, outline: Path?, in context: DrawContext, content: () -> Void) {
    let canvas = context.canvas
    if let clip = context.contentClip {
      context.contentClip = nil
      // Content that paints all of the clip's box opaque (a flying picture) covers the clip's
      // inside: the shadow is painted around it.
      canvas.drawShadow(for: clip, shadow: shadow, coveredByShape: paintsOpaque(over: clip.boundingBox))
      canvas.withState {
        canvas.clip(to: clip)
        content()
      }
      return
    }
    if let outline {
      // The content fills one shape opaquely: its shadow is the shape's, blurred once and kept,
      // and painted only around the shape's inside, which the content covers.
      canvas.drawShadow(for: outline, shadow: shadow, coveredByShape: true)
      content()
      return
    }
    canvas.withState {
      // The clip bounds the silhouette the shadow is blurred from: keeping it to the paint
      // area keeps the offscreen mask small instead of window-sized.
      let reach = shadow.paintOutset
      canvas.clip(to: frame.insetBy(dx: -reach, dy: -reach))
      canvas.withShadow(shadow) { content() }
    }
  }
}

/// A type-erased look at a shadow view.
protocol CastsShadow {
  var shadow: Shadow { get }
}
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

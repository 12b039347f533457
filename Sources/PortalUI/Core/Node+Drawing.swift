import PortalGraphics

/// Drawing a node's subtree: only what meets the damage, under its render transform, in its
/// subtree's appearance.
extension Node {

  func draw(in context: DrawContext) {
    let outerDamage = context.visibleDamage
    if let t = renderTransform {
      // A transform that collapses the view (a scale of zero) shows nothing.
      context.visibleDamage = t.inverted.map { $0.apply(to: outerDamage) } ?? .zero
    }
    defer { context.visibleDamage = outerDamage }
    // A subtree that paints nothing inside the damage draws nothing that would show: it is
    // skipped whole (see `subtreeBounds`), which for a leaf spares laying out its text.
    guard subtreeBounds.intersects(context.visibleDamage) else { return }
    graph.nodesDrawn += 1
    // Adaptive colours follow the appearance of the subtree they are drawn in.
    let dark = isDark
    let outerDark = context.canvas.prefersDark
    context.canvas.prefersDark = dark
    defer { context.canvas.prefersDark = outerDark }
    readingEnvironment {
      if let t = renderTransform {
        context.canvas.withState {
          context.canvas.concat(t)
          drawContent(in: context)
        }
      } else {
        drawContent(in: context)
      }
    }
  }

  private func drawContent(in context: DrawContext) {
    if let retainedLayer, graph.drawsRetainedLayers {
      retainedLayer.draw(self, in: context) { drawOwnContent(in: $0) }
    } else {
      drawOwnContent(in: context)
    }
  }

  /// What the node draws under its render transform: its primitive's paint, or its children.
  /// A retained layer draws this into its pixels.
  func drawOwnContent(in context: DrawContext) {
    if let primitive {
      primitive.draw(node: self, in: context)
    } else {
      drawChildren(in: context)
    }
  }

  public func drawChildren(in context: DrawContext) {
    // Siblings with a z-index draw in the same order as they are hit tested.
    for child in graph.hitOrder(drawnChildren) { child.draw(in: context) }
  }
}

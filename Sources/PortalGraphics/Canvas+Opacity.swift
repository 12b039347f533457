import CCairo

extension Canvas {
  /// Draws `body` as one layer and then blends the layer at `alpha`, so overlapping shapes
  /// inside do not show through each other the way they would if each were translucent.
  ///
  /// At `alpha` 1 the layer is skipped (no extra memory or blending); at 0 nothing is drawn
  /// and `body` does not run. State changes inside `body` do not leak out. `within` (user
  /// coordinates) bounds what `body` paints: the layer is only that large, rather than as
  /// large as the clip.
  ///
  /// ```swift
  /// canvas.withOpacity(0.5) {
  ///   canvas.fill(cardBackground, with: .white)
  ///   canvas.draw(title, at: titleOrigin)
  /// }
  /// ```
  public func withOpacity(_ alpha: Double, within bounds: Rect? = nil, _ body: () throws -> Void) rethrows {
    guard alpha > 0 else { return }
    guard alpha < 1 else { return try withState(body) }
    cairo_save(context)
    if let bounds {
      // cairo sizes the group to the clip's extents.
      cairo_rectangle(context, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(context)
    }
    cairo_push_group(context)
    defer {
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, alpha)
      cairo_restore(context)
    }
    try body()
  }
}

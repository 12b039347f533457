import CCairo

extension Canvas {
  /// Draws `paint` where `body` draws, as much as `body` covers: what `body` draws serves only
  /// as a mask, so text or a symbol drawn in any opaque colour shows a gradient instead.
  ///
  /// ```swift
  /// canvas.fill(with: .linear(rainbow, from: top, to: bottom)) { canvas.draw(title, at: origin) }
  /// ```
  public func fill(with paint: Paint, maskedBy body: () throws -> Void) rethrows {
    cairo_save(context)
    cairo_push_group(context)
    defer {
      let mask = cairo_pop_group(context)
      paint.apply(to: context, dark: prefersDark)
      cairo_mask(context, mask)
      cairo_pattern_destroy(mask)
      cairo_restore(context)
    }
    try body()
  }
}

import CCairo

extension Canvas {
  /// Blends `bitmap`, whose pixels are this canvas's device pixels, over the canvas with its
  /// top-left corner at `origin` (logical pixels, under the current transform), at `opacity`.
  ///
  /// Where the transform maps the bitmap onto whole device pixels at 1:1 (a translation by
  /// whole pixels, the usual case for a retained layer), the pixels are copied unfiltered, so
  /// they look exactly as when they were drawn; otherwise they are filtered bilinearly.
  /// `replacing` copies the bitmap over what is under it instead of blending (for opaque
  /// pixels, the same result, several times faster).
  public func draw(_ bitmap: Bitmap, at origin: Point, opacity: Double = 1, replacing: Bool = false) {
    guard opacity > 0 else { return }
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_translate(context, origin.x, origin.y)
    cairo_scale(context, 1 / scale, 1 / scale)
    cairo_set_source_surface(context, bitmap.surface, 0, 0)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    let whole =
      matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
      && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
    cairo_pattern_set_filter(cairo_get_source(context), whole ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    if replacing, opacity >= 1 {
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_rectangle(context, 0, 0, Double(bitmap.width), Double(bitmap.height))
      cairo_fill(context)
    } else if opacity >= 1 {
      cairo_paint(context)
    } else {
      cairo_paint_with_alpha(context, opacity)
    }
  }
}

import CCairo

extension Canvas {
  /// Blends `bitmap`, whose pixels are this canvas's device pixels, over the canvas with its
  /// top-left corner at `origin` (logical pixels, under the current transform), at `opacity`.
  ///
  /// Where the transform maps the bitmap onto whole device pixels at 1:1 (a translation by
  /// whole pixels, the usual case for a retained layer), the pixels are copied unfiltered, so
  /// they look exactly as when they were drawn; otherwise they are filtered bilinearly.
  /// `replacing` copies the bitmap over what is under it instead of blending (for opaque
  /// pixels, the same result, several times faster). `opaqueArea` (in the bitmap's pixels) is
  /// a rectangle known to hold only opaque pixels: it is copied, and only the rest blended.
  /// Returns the part of the bitmap (in its pixels) whose pixels were copied one for one
  /// (replaced, unfaded, on whole device pixels): there what was under them does not show
  /// through, and they are exactly the bitmap's. Nil when no part was.
  @discardableResult
  public func draw(
    _ bitmap: Bitmap, at origin: Point, opacity: Double = 1, replacing: Bool = false, opaqueArea: Rect? = nil
  ) -> Rect? {
    guard opacity > 0 else { return nil }
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
      return whole ? Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)) : nil
    } else if opacity >= 1, let opaque = opaqueArea, matrix.xy == 0, matrix.yx == 0,
      let inner = Self.wholePixels(inside: opaque.insetBy(dx: whole ? 0 : 1, dy: whole ? 0 : 1), under: matrix)
    {
      // The opaque part is copied, the rest blended; the two meet on whole device pixels, so no
      // pixel is partly covered by both. (Filtered between device pixels, a pixel reads its
      // neighbours: a pixel in from the edge, every sample is opaque.)
      let bounds = Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
      cairo_rectangle(context, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_rectangle(context, inner.minX, inner.minY, inner.width, inner.height)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_fill(context)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_rectangle(context, inner.minX, inner.minY, inner.width, inner.height)
      cairo_fill(context)
      cairo_restore(context)
      // At 1:1 the copied device pixels are the opaque rectangle's, moved.
      return whole && opaque == opaque.integral ? opaque : nil
    } else if opacity >= 1 {
      cairo_paint(context)
    } else {
      cairo_paint_with_alpha(context, opacity)
    }
    return nil
  }

  /// The device pixels wholly inside `rect` (bitmap pixels) under `matrix` (a scale and
  /// translation); nil when there are none.
  private static func wholePixels(inside rect: Rect, under matrix: cairo_matrix_t) -> Rect? {
    guard !rect.isEmpty else { return nil }
    let (x0, x1) = (matrix.xx * rect.minX + matrix.x0, matrix.xx * rect.maxX + matrix.x0)
    let (y0, y1) = (matrix.yy * rect.minY + matrix.y0, matrix.yy * rect.maxY + matrix.y0)
    let left = min(x0, x1).rounded(.up)
    let right = max(x0, x1).rounded(.down)
    let top = min(y0, y1).rounded(.up)
    let bottom = max(y0, y1).rounded(.down)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

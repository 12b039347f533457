import CCairo

extension Canvas {
  /// Draws `body` as one layer, blurs the layer with a Gaussian of `sigma` (user units), and
  /// paints it. `within` (user coordinates) bounds the layer: it should reach three sigmas past
  /// what `body` paints, or the blur is cut there.
  ///
  /// Each channel of the premultiplied pixels is blurred alone, so colours do not bleed into
  /// one another and transparent edges fade as they should.
  public func withBlur(sigma: Double, within bounds: Rect, _ body: () throws -> Void) rethrows {
    guard sigma > 0.05 else { return try withState(body) }
    cairo_save(context)
    cairo_rectangle(context, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_clip(context)
    cairo_push_group(context)
    defer {
      let pattern = cairo_pop_group(context)
      var surface: OpaquePointer?
      if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
      {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let pixelSigma = sigma * (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()
        Self.blurChannels(of: surface, sigma: pixelSigma)
      }
      cairo_set_source(context, pattern)
      cairo_paint(context)
      cairo_pattern_destroy(pattern)
      cairo_restore(context)
    }
    try body()
  }

  /// Blurs the four channels of an ARGB32 image surface in place, one plane at a time.
  static func blurChannels(of surface: OpaquePointer, sigma: Double) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0 else { return }
    let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    defer { plane.deallocate() }
    for channel in 0..<4 {
      for y in 0..<height {
        let row = data + y * stride
        for x in 0..<width { plane[y * width + x] = row[x * 4 + channel] }
      }
      GaussianBlur.blur(plane, width: width, height: height, stride: width, sigma: sigma)
      for y in 0..<height {
        let row = data + y * stride
        for x in 0..<width { row[x * 4 + channel] = plane[y * width + x] }
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}

import CCairo

extension Canvas {
  /// Draws `body` as one layer, maps the colour of every pixel of the layer through `matrix`,
  /// and then blends the layer in; the identity matrix skips the layer.
  ///
  /// ```swift
  /// canvas.withColorMatrix(.hueRotation(radians: .pi)) { canvas.draw(title, at: origin) }
  /// ```
  public func withColorMatrix(_ matrix: ColorMatrix, _ body: () throws -> Void) rethrows {
    guard !matrix.isIdentity else { return try withState(body) }
    cairo_save(context)
    cairo_push_group(context)
    defer {
      let layer = cairo_pop_group(context)!
      var surface: OpaquePointer?
      if cairo_pattern_get_surface(layer, &surface) == CAIRO_STATUS_SUCCESS, let surface {
        // The layer is an image surface when the canvas draws into a bitmap; mapping makes
        // any other kind of surface readable too.
        let image = cairo_surface_map_to_image(surface, nil)!
        matrix.apply(toImage: image)
        cairo_surface_unmap_image(surface, image)
      }
      cairo_set_source(context, layer)
      cairo_paint(context)
      cairo_pattern_destroy(layer)
      cairo_restore(context)
    }
    try body()
  }
}

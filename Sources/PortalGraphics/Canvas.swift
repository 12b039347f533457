import CCairo

/// Draws into a bitmap with cairo.
public final class Canvas {
  public let bitmap: Bitmap
  /// The cairo context; valid for the canvas's lifetime.
  public let context: OpaquePointer

  public init(bitmap: Bitmap) {
    self.bitmap = bitmap
    context = cairo_create(bitmap.surface)
  }

  deinit { cairo_destroy(context) }

  public func fill(_ rect: Rect, with color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(context)
  }
}

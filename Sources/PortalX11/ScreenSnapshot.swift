import CCairo
import CX11
import PortalGraphics

/// Reads what the screen shows in a rectangle of the root window, for the shaped overlay's
/// backdrop where none of the app's windows is.
@MainActor
enum ScreenSnapshot {
  /// The root's pixels in `rect` (device pixels), opaque; nil when the server cannot give them.
  static func read(_ connection: X11Connection, _ rect: Rect) -> Bitmap? {
    let (x, y, w, h) = (Int32(rect.minX), Int32(rect.minY), Int(rect.width), Int(rect.height))
    guard w > 0, h > 0,
      let image = XGetImage(connection.display, connection.root, x, y, UInt32(w), UInt32(h), ~0, ZPixmap)
    else { return nil }
    defer { portal_x_destroy_image(image) }
    guard let out = try? Bitmap(width: w, height: h), let source = image.pointee.data else { return nil }
    let sourceStride = Int(image.pointee.bytes_per_line)
    if image.pointee.bits_per_pixel == 32, image.pointee.byte_order == LSBFirst,
      sourceStride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(w)))
    {
      // The server's 32-bit pixels are cairo's RGB24: painted over in one call.
      let wrapped = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(source).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(w), Int32(h),
        Int32(sourceStride))
      let cr = cairo_create(out.surface)!
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(cr, wrapped, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      cairo_surface_destroy(wrapped)
      return out
    }
    for py in 0..<h {
      for px in 0..<w {
        let value = UInt32(truncatingIfNeeded: portal_x_get_pixel(image, Int32(px), Int32(py)))
        out.data.storeBytes(of: value | 0xFF00_0000, toByteOffset: py * out.stride + px * 4, as: UInt32.self)
      }
    }
    out.markDirty()
    return out
  }
}

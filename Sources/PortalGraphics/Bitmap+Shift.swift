import CCairo
import Foundation

extension Bitmap {
  /// Moves the pixels inside `rect` (device pixels) by `dx`, `dy`, within `rect`: what moves
  /// out of it is dropped, and the part of it nothing moved into keeps its old pixels (the
  /// caller draws it). How a scrolled view keeps what stays in view without drawing it again.
  public func shiftPixels(in rect: Rect, dx: Int, dy: Int) {
    let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    let area = rect.integral.intersection(bounds)
    let (x0, y0, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
    guard w > 0, h > 0, dx != 0 || dy != 0, abs(dx) < w, abs(dy) < h else { return }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    // Rows (and columns) that have a source inside the rectangle, in destination coordinates.
    let rows = max(0, dy)..<(h + min(0, dy))
    let columns = max(0, dx)..<(w + min(0, dx))
    let bytes = columns.count * 4
    for i in 0..<rows.count {
      // Rows are copied in the order that never reads a row already overwritten.
      let row = dy > 0 ? rows.upperBound - 1 - i : rows.lowerBound + i
      let destination = data + (y0 + row) * stride + (x0 + columns.lowerBound) * 4
      let source = data + (y0 + row - dy) * stride + (x0 + columns.lowerBound - dx) * 4
      memmove(destination, source, bytes)
    }
    cairo_surface_mark_dirty(surface)
  }
}

import Testing

@testable import PortalGraphics

/// Moving pixels inside a rectangle, as a scroll does.
@Suite("Bitmap pixel shifting")
struct BitmapShiftTests {
  /// A bitmap whose every pixel encodes its own position.
  private func numbered(width: Int, height: Int) throws -> Bitmap {
    let bitmap = try Bitmap(width: width, height: height)
    let canvas = Canvas(bitmap: bitmap)
    for y in 0..<height {
      for x in 0..<width {
        canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), with: color(x, y))
      }
    }
    return bitmap
  }

  private func color(_ x: Int, _ y: Int) -> Color {
    Color(red: Double(x) / 255, green: Double(y) / 255, blue: 0.5, alpha: 1)
  }

  @Test(arguments: [(0, -3), (0, 4), (2, 0), (-5, 0), (3, -2)])
  func pixelsInsideTheRectangleMoveAndTheRestStay(dx: Int, dy: Int) throws {
    let bitmap = try numbered(width: 24, height: 20)
    let area = Rect(x: 4, y: 3, width: 14, height: 12)
    bitmap.shiftPixels(in: area, dx: dx, dy: dy)
    for y in 0..<20 {
      for x in 0..<24 {
        let inside = area.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let source = (x - dx, y - dy)
        let sourceInside = area.contains(Point(x: Double(source.0) + 0.5, y: Double(source.1) + 0.5))
        // Moved where a source lies inside the rectangle; untouched everywhere else.
        let expected = inside && sourceInside ? color(source.0, source.1) : color(x, y)
        #expect(bitmap.pixel(x: x, y: y).isNear(expected), "pixel \(x), \(y)")
      }
    }
  }

  @Test func aShiftAsLargeAsTheRectangleChangesNothing() throws {
    let bitmap = try numbered(width: 10, height: 10)
    bitmap.shiftPixels(in: Rect(x: 0, y: 0, width: 10, height: 10), dx: 0, dy: 10)
    #expect(bitmap.pixel(x: 3, y: 3).isNear(color(3, 3)))
  }
}

extension Color {
  fileprivate func isNear(_ other: Color) -> Bool {
    abs(red - other.red) < 0.002 && abs(green - other.green) < 0.002 && abs(blue - other.blue) < 0.003
  }
}

import PortalGraphics
import Testing

/// A transparent bitmap and a canvas on it, for tests that read back what they draw.
func makeCanvas(width: Int, height: Int, scale: Double = 1) throws -> (Bitmap, Canvas) {
  let bitmap = try Bitmap(width: width, height: height)
  return (bitmap, Canvas(bitmap: bitmap, scale: scale))
}

/// Whether two colours differ by at most `tolerance` in every component.
func isClose(_ a: Color, _ b: Color, tolerance: Double = 2.0 / 255) -> Bool {
  abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    && abs(a.alpha - b.alpha) <= tolerance
}

extension Bitmap {
  /// The alpha of a pixel, 0…1.
  func alpha(x: Int, y: Int) -> Double { pixel(x: x, y: y).alpha }

  /// Expects full ink (alpha 1) at each of `points`.
  func expectInk(at points: [(x: Int, y: Int)], sourceLocation: SourceLocation = #_sourceLocation) {
    for (x, y) in points { #expect(alpha(x: x, y: y) == 1, "at (\(x), \(y))", sourceLocation: sourceLocation) }
  }

  /// Expects no ink (alpha 0) at each of `points`.
  func expectNoInk(at points: [(x: Int, y: Int)], sourceLocation: SourceLocation = #_sourceLocation) {
    for (x, y) in points { #expect(alpha(x: x, y: y) == 0, "at (\(x), \(y))", sourceLocation: sourceLocation) }
  }

  /// The smallest pixel rectangle holding every pixel with alpha above `threshold`, or nil.
  func inkBounds(threshold: Double = 0) -> Rect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for y in 0..<height {
      for x in 0..<width where alpha(x: x, y: y) > threshold {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    guard minX <= maxX else { return nil }
    return Rect(
      x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
  }
}

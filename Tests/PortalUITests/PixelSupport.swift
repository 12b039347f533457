import PortalGraphics
import PortalHost

@testable import PortalUI

extension Harness {
  /// The colour of one logical pixel of the main surface (scale 1).
  func pixel(_ x: Double, _ y: Double) -> Color { host.main.bitmap.pixel(x: Int(x), y: Int(y)) }

  /// Pixels inside `rect` that are close to `color`.
  func count(_ color: Color, in rect: Rect, tolerance: Double = 0.08) -> Int {
    var n = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX)
      where host.main.bitmap.pixel(x: x, y: y).isClose(to: color, tolerance) {
        n += 1
      }
    }
    return n
  }

  /// The node the pointer would hit at a window point.
  func hit(_ x: Double, _ y: Double) -> Node? { graph.hitTest(Point(x: x, y: y)) }
}

extension Color {
  func isClose(to other: Color, _ tolerance: Double = 0.03) -> Bool {
    abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
      && abs(blue - other.blue) <= tolerance
      && abs(alpha - other.alpha) <= tolerance
  }

  /// How light the colour is, 0 (black) to 1 (white).
  var luminance: Double { 0.299 * red + 0.587 * green + 0.114 * blue }
}

/// Views placed from the window's top-leading corner, so frames in tests are easy to read.
@MainActor
func atOrigin<V: View>(@ViewBuilder _ content: () -> V) -> some View {
  ZStack(alignment: .topLeading) { content() }
}

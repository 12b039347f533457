import Testing

@testable import PortalGraphics

/// A shadow under a shape filled opaque next is painted only around the shape's inside: the
/// frame must come out exactly as with the shadow painted whole.
@Suite("Shadows under an opaque shape")
struct CoveredShadowTests {
  /// A window-coloured bitmap with the shadow of `path`, then `path` filled opaque over it.
  private func card(_ path: Path, scale: Double, covered: Bool, fill: Bool = true) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: Int(420 * scale), height: Int(320 * scale), scale: scale)
    canvas.fill(Rect(x: 0, y: 0, width: 420, height: 320), with: Color(hex: 0xF2F2F7))
    canvas.drawShadow(for: path, shadow: Shadow(color: .black.opacity(0.35), radius: 10, y: 6), coveredByShape: covered)
    if fill { canvas.fill(path, with: Color(hex: 0x3478F6)) }
    return bitmap
  }

  private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
    }
    return count
  }

  @Test(arguments: [1.0, 1.5, 2.0])
  func aCardsShadowPaintedAroundItsInsideLooksAsPaintedWhole(scale: Double) throws {
    // Fractional frames, arcs and a plain rectangle.
    let shapes = [
      Path(roundedRect: Rect(x: 40.3, y: 30.7, width: 233.4, height: 175.2), radii: CornerRadii(12)),
      Path(roundedRect: Rect(x: 60, y: 50, width: 200, height: 150), radii: CornerRadii(30)),
      Path(rect: Rect(x: 80.5, y: 70.25, width: 120, height: 90)),
    ]
    for shape in shapes {
      let around = try card(shape, scale: scale, covered: true)
      let whole = try card(shape, scale: scale, covered: false)
      #expect(differing(around, whole) == 0)
    }
  }

  @Test func theInsideIsLeftUnpaintedAndTheRingIsPainted() throws {
    let shape = Path(roundedRect: Rect(x: 60, y: 50, width: 200, height: 150), radii: CornerRadii(16))
    let around = try card(shape, scale: 1, covered: true, fill: false)
    let whole = try card(shape, scale: 1, covered: false, fill: false)
    let background = Color(hex: 0xF2F2F7)
    // The middle of the shape: shadowed when painted whole, untouched around its inside.
    #expect(whole.pixel(x: 160, y: 125) != background)
    #expect(around.pixel(x: 160, y: 125) == background)
    // Below the shape, where the shadow shows: the same either way.
    #expect(around.pixel(x: 160, y: 206) == whole.pixel(x: 160, y: 206))
    #expect(around.pixel(x: 160, y: 206) != background)
  }

  @Test func aShapeWithoutStraightSidesIsPaintedWhole() throws {
    let (_, canvas) = try makeCanvas(width: 200, height: 200)
    #expect(canvas.deviceInside(of: Path(ellipseIn: Rect(x: 20, y: 20, width: 100, height: 80))).isEmpty)
    canvas.rotate(radians: 0.3)
    #expect(canvas.deviceInside(of: Path(rect: Rect(x: 20, y: 20, width: 100, height: 80))).isEmpty)
  }
}

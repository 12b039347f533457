import Testing

@testable import PortalGraphics

@Suite("Colour matrices")
struct ColorMatrixTests {
  @Test func hueRotationKeepsGreysAndAlpha() throws {
    let (bitmap, canvas) = try makeCanvas(width: 10, height: 4)
    canvas.withColorMatrix(.hueRotation(radians: 1)) {
      canvas.fill(Rect(x: 0, y: 0, width: 5, height: 4), with: Color(red: 0.25, green: 0.25, blue: 0.25))
      canvas.fill(Rect(x: 5, y: 0, width: 5, height: 4), with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
    #expect(isClose(bitmap.pixel(x: 2, y: 2), Color(red: 0.25, green: 0.25, blue: 0.25), tolerance: 0.01))
    let turned = bitmap.pixel(x: 7, y: 2)
    #expect(abs(turned.alpha - 0.5) < 0.01)
    // About 57° round the wheel: red towards orange.
    #expect(turned.red > turned.green && turned.green > 0.15 && turned.blue < 0.02)
  }

  @Test func aTurnOfZeroOrAFullTurnIsTheIdentity() {
    #expect(ColorMatrix.hueRotation(radians: 0).isIdentity)
    #expect(ColorMatrix.hueRotation(radians: 2 * .pi).isIdentity)
    #expect(!ColorMatrix.hueRotation(radians: 0.1).isIdentity)
  }
}

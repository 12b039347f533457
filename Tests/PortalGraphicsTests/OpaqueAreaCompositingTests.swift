import Testing

@testable import PortalGraphics

/// A kept layer whose middle is opaque is copied there and blended only around it: the same
/// pixels as blending all of it, at whole and at fractional positions.
@Suite("Copying a layer's opaque area")
struct OpaqueAreaCompositingTests {
  /// A 60 × 40 layer: an opaque card (a gradient with text-like stripes) inside a soft,
  /// translucent margin of 6 pixels.
  private func layer() throws -> (Bitmap, Rect) {
    let (bitmap, canvas) = try makeCanvas(width: 60, height: 40)
    canvas.fill(Rect(x: 1, y: 1, width: 58, height: 38), with: Color.black.opacity(0.2))
    canvas.fill(
      Rect(x: 6, y: 6, width: 48, height: 28),
      with: .linear(
        Gradient(colors: [Color(hex: 0xF6B26B), Color(hex: 0x8E7CC3)]), from: Point(x: 6, y: 6),
        to: Point(x: 54, y: 34)))
    for row in stride(from: 10.0, to: 30, by: 4) {
      canvas.fill(Rect(x: 10, y: row, width: 30, height: 1.5), with: Color.white)
    }
    bitmap.flush()
    return (bitmap, Rect(x: 6, y: 6, width: 48, height: 28))
  }

  private func ground() throws -> (Bitmap, Canvas) {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 80)
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 80), with: Color(hex: 0x3366CC))
    canvas.fill(Rect(x: 0, y: 0, width: 50, height: 80), with: Color(hex: 0xEEEEEE))
    return (bitmap, canvas)
  }

  @Test func theOpaqueMiddleIsFound() throws {
    let (bitmap, opaque) = try layer()
    #expect(bitmap.isOpaque(in: opaque))
    #expect(!bitmap.isOpaque(in: opaque.insetBy(dx: -1, dy: 0)))
    #expect(!bitmap.isOpaque(in: Rect(x: 0, y: 0, width: 60, height: 40)))
    #expect(!bitmap.isOpaque(in: .zero))
  }

  @Test(arguments: [Point(x: 20, y: 15), Point(x: 20.5, y: 15.25), Point(x: 33.7, y: 9.9)])
  func copyingTheOpaqueAreaGivesThePixelsOfBlendingItAll(at origin: Point) throws {
    let (pixels, opaque) = try layer()
    let (blended, blendCanvas) = try ground()
    blendCanvas.draw(pixels, at: origin)
    let (copied, copyCanvas) = try ground()
    copyCanvas.draw(pixels, at: origin, opaqueArea: opaque)
    blended.flush()
    copied.flush()
    var largest = 0
    for y in 0..<80 {
      for x in 0..<100 {
        let (a, b) = (blended.rawPixel(x: x, y: y), copied.rawPixel(x: x, y: y))
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
          largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
      }
    }
    #expect(largest <= 1)
  }
}

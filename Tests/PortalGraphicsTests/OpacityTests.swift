import Testing

@testable import PortalGraphics

@Suite("Opacity groups")
struct OpacityTests {
  /// Two opaque squares overlapping from x = 10 to 20.
  private func drawOverlappingSquares(on canvas: Canvas, color: Color) {
    canvas.fill(Rect(x: 0, y: 0, width: 20, height: 10), with: color)
    canvas.fill(Rect(x: 10, y: 0, width: 20, height: 10), with: color)
  }

  @Test func groupBlendsOverlappingShapesAsOneLayer() throws {
    let (bitmap, canvas) = try makeCanvas(width: 30, height: 10)
    canvas.withOpacity(0.5) { drawOverlappingSquares(on: canvas, color: .red) }
    #expect(abs(bitmap.alpha(x: 5, y: 5) - 0.5) < 0.01)
    #expect(abs(bitmap.alpha(x: 15, y: 5) - 0.5) < 0.01)
    #expect(abs(bitmap.alpha(x: 25, y: 5) - 0.5) < 0.01)
    #expect(bitmap.rawPixel(x: 5, y: 5) == bitmap.rawPixel(x: 15, y: 5))
  }

  @Test func withoutAGroupTranslucentShapesDoubleUpWhereTheyOverlap() throws {
    let (bitmap, canvas) = try makeCanvas(width: 30, height: 10)
    drawOverlappingSquares(on: canvas, color: Color.red.opacity(0.5))
    #expect(abs(bitmap.alpha(x: 5, y: 5) - 0.5) < 0.01)
    #expect(abs(bitmap.alpha(x: 15, y: 5) - 0.75) < 0.01)
  }

  @Test func zeroOpacityDrawsNothingAndSkipsTheBody() throws {
    let (bitmap, canvas) = try makeCanvas(width: 30, height: 10)
    var ran = false
    canvas.withOpacity(0) {
      ran = true
      drawOverlappingSquares(on: canvas, color: .red)
    }
    #expect(!ran)
    #expect(bitmap.inkBounds() == nil)
  }

  @Test func fullOpacityDrawsAsIfThereWereNoGroup() throws {
    let (grouped, groupedCanvas) = try makeCanvas(width: 30, height: 10)
    let (direct, directCanvas) = try makeCanvas(width: 30, height: 10)
    groupedCanvas.withOpacity(1) { drawOverlappingSquares(on: groupedCanvas, color: Color.red.opacity(0.5)) }
    drawOverlappingSquares(on: directCanvas, color: Color.red.opacity(0.5))
    for x in 0..<30 { #expect(grouped.rawPixel(x: x, y: 5) == direct.rawPixel(x: x, y: 5)) }
  }

  @Test func stateChangedInsideTheGroupDoesNotLeak() throws {
    let (_, canvas) = try makeCanvas(width: 30, height: 10)
    canvas.withOpacity(0.5) { canvas.translate(x: 5, y: 5) }
    canvas.withOpacity(1) { canvas.translate(x: 5, y: 5) }
    #expect(canvas.transform == .identity)
  }

  @Test func groupsNest() throws {
    let (bitmap, canvas) = try makeCanvas(width: 10, height: 10)
    canvas.withOpacity(0.5) {
      canvas.withOpacity(0.5) { canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black) }
    }
    #expect(abs(bitmap.alpha(x: 5, y: 5) - 0.25) < 0.01)
  }
}

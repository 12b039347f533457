import Testing

@testable import PortalGraphics

@Suite("Canvas shapes")
struct CanvasShapeTests {
  @Test func filledRectHasExactlyTheColourInsideAndNothingOutside() throws {
    let (bitmap, canvas) = try makeCanvas(width: 20, height: 20)
    let color = Color(red: 0.2, green: 0.4, blue: 0.8)
    canvas.fill(Rect(x: 5, y: 5, width: 10, height: 10), with: color)
    #expect(bitmap.pixel(x: 5, y: 5) == Color(hex: 0x3366CC))
    #expect(bitmap.pixel(x: 14, y: 14) == Color(hex: 0x3366CC))
    #expect(bitmap.rawPixel(x: 4, y: 5) == 0)
    #expect(bitmap.rawPixel(x: 15, y: 14) == 0)
    #expect(bitmap.rawPixel(x: 10, y: 15) == 0)
  }

  @Test func roundedRectLeavesCornersTransparentAndFillsTheMiddle() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.fill(
      roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(12), with: .color(.red))
    for (x, y) in [(0, 0), (1, 1), (39, 0), (39, 39), (0, 39)] { #expect(bitmap.alpha(x: x, y: y) == 0) }
    #expect(bitmap.pixel(x: 20, y: 20) == .red)
    #expect(bitmap.pixel(x: 20, y: 0) == .red)
    #expect(bitmap.pixel(x: 0, y: 20) == .red)
  }

  @Test func eachCornerHasItsOwnRadius() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    let radii = CornerRadii(topLeft: 0, topRight: 16, bottomRight: 0, bottomLeft: 16)
    canvas.fill(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), radii: radii, with: .color(.blue))
    #expect(bitmap.alpha(x: 0, y: 0) == 1)
    #expect(bitmap.alpha(x: 39, y: 0) == 0)
    #expect(bitmap.alpha(x: 39, y: 39) == 1)
    #expect(bitmap.alpha(x: 0, y: 39) == 0)
  }

  @Test func circleIsFilledInsideAndEmptyOutside() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.fill(circleCenter: Point(x: 20, y: 20), radius: 10, with: .color(.green))
    #expect(bitmap.pixel(x: 20, y: 20) == .green)
    #expect(bitmap.alpha(x: 26, y: 26) == 1)
    #expect(bitmap.alpha(x: 20, y: 11) == 1)
    #expect(bitmap.alpha(x: 28, y: 28) == 0)
    #expect(bitmap.alpha(x: 20, y: 8) == 0)
    #expect(bitmap.alpha(x: 31, y: 20) == 0)
  }

  @Test func capsuleEndsAreRound() throws {
    let (bitmap, canvas) = try makeCanvas(width: 60, height: 20)
    canvas.fill(capsuleIn: Rect(x: 0, y: 0, width: 60, height: 20), with: .color(.black))
    #expect(bitmap.alpha(x: 0, y: 0) == 0)
    #expect(bitmap.alpha(x: 59, y: 19) == 0)
    #expect(bitmap.alpha(x: 30, y: 0) == 1)
    #expect(bitmap.alpha(x: 1, y: 10) > 0.9)
    #expect(bitmap.alpha(x: 1, y: 2) == 0)
  }

  @Test func strokeCoversItsWidthCentredOnThePath() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 20)
    var line = Path()
    line.move(to: Point(x: 0, y: 10))
    line.line(to: Point(x: 40, y: 10))
    canvas.stroke(line, with: .color(.black), lineWidth: 4)
    for y in 8...11 { #expect(bitmap.alpha(x: 20, y: y) == 1) }
    #expect(bitmap.alpha(x: 20, y: 7) == 0)
    #expect(bitmap.alpha(x: 20, y: 12) == 0)
  }

  @Test func strokedRectLeavesTheInsideEmpty() throws {
    let (bitmap, canvas) = try makeCanvas(width: 20, height: 20)
    canvas.stroke(Rect(x: 4, y: 4, width: 12, height: 12), with: .color(.black), lineWidth: 2)
    #expect(bitmap.alpha(x: 4, y: 10) == 1)
    #expect(bitmap.alpha(x: 3, y: 10) == 1)
    #expect(bitmap.alpha(x: 10, y: 10) == 0)
    #expect(bitmap.alpha(x: 1, y: 10) == 0)
  }

  @Test func evenOddRuleLeavesTheOverlapOfTwoSubpathsEmpty() throws {
    let (bitmap, canvas) = try makeCanvas(width: 30, height: 30)
    var ring = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
    ring.addPath(Path(rect: Rect(x: 10, y: 10, width: 10, height: 10)))
    canvas.fill(ring, with: .color(.black), rule: .evenOdd)
    #expect(bitmap.alpha(x: 5, y: 5) == 1)
    #expect(bitmap.alpha(x: 15, y: 15) == 0)
  }

  @Test func dashedStrokeLeavesGaps() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 10)
    var line = Path()
    line.move(to: Point(x: 0, y: 5))
    line.line(to: Point(x: 40, y: 5))
    canvas.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [5, 5]))
    #expect(bitmap.alpha(x: 2, y: 5) == 1)
    #expect(bitmap.alpha(x: 7, y: 5) == 0)
    #expect(bitmap.alpha(x: 12, y: 5) == 1)
  }
}

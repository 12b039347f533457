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
    bitmap.expectNoInk(at: [(0, 0), (1, 1), (39, 0), (39, 39), (0, 39)])
    #expect(bitmap.pixel(x: 20, y: 20) == .red)
    #expect(bitmap.pixel(x: 20, y: 0) == .red)
    #expect(bitmap.pixel(x: 0, y: 20) == .red)
  }

  @Test func eachCornerHasItsOwnRadius() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    let radii = CornerRadii(topLeft: 0, topRight: 16, bottomRight: 0, bottomLeft: 16)
    canvas.fill(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), radii: radii, with: .color(.blue))
    bitmap.expectInk(at: [(0, 0), (39, 39)])
    bitmap.expectNoInk(at: [(39, 0), (0, 39)])
  }

  @Test func circleIsFilledInsideAndEmptyOutside() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.fill(circleCenter: Point(x: 20, y: 20), radius: 10, with: .color(.green))
    #expect(bitmap.pixel(x: 20, y: 20) == .green)
    bitmap.expectInk(at: [(26, 26), (20, 11)])
    bitmap.expectNoInk(at: [(28, 28), (20, 8), (31, 20)])
  }

  @Test func capsuleEndsAreRound() throws {
    let (bitmap, canvas) = try makeCanvas(width: 60, height: 20)
    canvas.fill(capsuleIn: Rect(x: 0, y: 0, width: 60, height: 20), with: .color(.black))
    bitmap.expectNoInk(at: [(0, 0), (59, 19), (1, 2)])
    bitmap.expectInk(at: [(30, 0)])
    #expect(bitmap.alpha(x: 1, y: 10) > 0.9)
  }

  @Test func strokeCoversItsWidthCentredOnThePath() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 20)
    var line = Path()
    line.move(to: Point(x: 0, y: 10))
    line.line(to: Point(x: 40, y: 10))
    canvas.stroke(line, with: .color(.black), lineWidth: 4)
    bitmap.expectInk(at: (8...11).map { (20, $0) })
    bitmap.expectNoInk(at: [(20, 7), (20, 12)])
  }

  @Test func strokedRectLeavesTheInsideEmpty() throws {
    let (bitmap, canvas) = try makeCanvas(width: 20, height: 20)
    canvas.stroke(Rect(x: 4, y: 4, width: 12, height: 12), with: .color(.black), lineWidth: 2)
    bitmap.expectInk(at: [(4, 10), (3, 10)])
    bitmap.expectNoInk(at: [(10, 10), (1, 10)])
  }

  @Test func evenOddRuleLeavesTheOverlapOfTwoSubpathsEmpty() throws {
    let (bitmap, canvas) = try makeCanvas(width: 30, height: 30)
    var ring = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
    ring.addPath(Path(rect: Rect(x: 10, y: 10, width: 10, height: 10)))
    canvas.fill(ring, with: .color(.black), rule: .evenOdd)
    bitmap.expectInk(at: [(5, 5)])
    bitmap.expectNoInk(at: [(15, 15)])
  }

  @Test func dashedStrokeLeavesGaps() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 10)
    var line = Path()
    line.move(to: Point(x: 0, y: 5))
    line.line(to: Point(x: 40, y: 5))
    canvas.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [5, 5]))
    bitmap.expectInk(at: [(2, 5), (12, 5)])
    bitmap.expectNoInk(at: [(7, 5)])
  }
}

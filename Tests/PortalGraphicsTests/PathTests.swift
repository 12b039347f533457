import Testing

@testable import PortalGraphics

@Suite("Path")
struct PathTests {
  @Test func rectangleBoundingBoxIsTheRectangle() {
    let rect = Rect(x: 3, y: 4, width: 10, height: 6)
    #expect(Path(rect: rect).boundingBox == rect)
  }

  @Test func circleBoundingBoxIsTheSquareAroundIt() {
    let box = Path(circleCenter: Point(x: 20, y: 30), radius: 10).boundingBox
    #expect(abs(box.minX - 10) < 1e-9 && abs(box.minY - 20) < 1e-9)
    #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 20) < 1e-9)
  }

  @Test func cubicBoundingBoxFollowsTheCurveNotItsControlPoints() {
    var path = Path()
    path.move(to: .zero)
    path.curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
    let box = path.boundingBox
    #expect(abs(box.height - 7.5) < 1e-9)
    #expect(abs(box.width - 10) < 1e-9)
  }

  @Test func arcBoundingBoxIncludesTheAxisItCrosses() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: -.pi / 4, endAngle: .pi / 4)
    let box = path.boundingBox
    #expect(abs(box.maxX - 10) < 1e-9)
    #expect(abs(box.minY + 10 / 2.0.squareRoot()) < 1e-9)
    #expect(abs(box.minX - 10 / 2.0.squareRoot()) < 1e-9)
  }

  @Test func emptyPathHasZeroBoundingBox() {
    #expect(Path().boundingBox == .zero)
    #expect(Path().isEmpty)
  }

  @Test func quadCurveBecomesTheEquivalentCubic() {
    var path = Path()
    path.move(to: .zero)
    path.quadCurve(to: Point(x: 30, y: 0), control: Point(x: 15, y: 30))
    #expect(
      path.elements.last
        == .cubic(control1: Point(x: 10, y: 20), control2: Point(x: 20, y: 20), end: Point(x: 30, y: 0)))
    #expect(abs(path.boundingBox.height - 15) < 1e-9)
  }

  @Test func oversizedCornerRadiiAreClampedToHalfTheShorterSide() {
    let rect = Rect(x: 0, y: 0, width: 40, height: 20)
    #expect(Path(roundedRect: rect, radii: CornerRadii(100)) == Path(roundedRect: rect, cornerRadius: 10))
    #expect(Path(capsuleIn: rect) == Path(roundedRect: rect, cornerRadius: 10))
  }

  @Test func closeReturnsToTheSubpathStart() {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.line(to: Point(x: 5, y: 2))
    path.close()
    #expect(path.currentPoint == Point(x: 1, y: 2))
  }
}

import Foundation
import Testing

@testable import PortalGraphics

@Suite("Paint and gradients")
struct PaintTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  @Test func anAdaptiveColourPaintsItsVariantForTheCanvasAppearance() throws {
    let adaptive = Color(light: red, dark: blue)
    let (bitmap, canvas) = try makeCanvas(width: 20, height: 4)
    canvas.fill(Rect(x: 0, y: 0, width: 10, height: 4), with: adaptive)
    canvas.prefersDark = true
    canvas.fill(Rect(x: 10, y: 0, width: 10, height: 4), with: adaptive.opacity(1))
    #expect(isClose(bitmap.pixel(x: 2, y: 2), red, tolerance: 0.01))
    #expect(isClose(bitmap.pixel(x: 15, y: 2), blue, tolerance: 0.01))
    // A plain colour ignores the appearance.
    #expect(red.resolved(dark: true) == red)
    #expect(adaptive.opacity(0.5).resolved(dark: true).alpha == 0.5)
  }

  @Test func evenlySpacedStopsRunFromZeroToOne() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
  }

  @Test func linearGradientBlendsFromStartToEnd() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 4)
    let paint = Paint.linear(Gradient(colors: [red, blue]), from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 4), with: paint)
    #expect(isClose(bitmap.pixel(x: 0, y: 2), red, tolerance: 0.02))
    #expect(isClose(bitmap.pixel(x: 49, y: 2), red.interpolated(to: blue, 0.495), tolerance: 0.02))
    #expect(isClose(bitmap.pixel(x: 99, y: 2), blue, tolerance: 0.02))
  }

  @Test func linearGradientIsConstantAcrossItsDirection() throws {
    let (bitmap, canvas) = try makeCanvas(width: 10, height: 50)
    let paint = Paint.linear(Gradient(colors: [.white, .black]), from: .zero, to: Point(x: 0, y: 50))
    canvas.fill(Rect(x: 0, y: 0, width: 10, height: 50), with: paint)
    #expect(bitmap.rawPixel(x: 0, y: 25) == bitmap.rawPixel(x: 9, y: 25))
    #expect(bitmap.pixel(x: 5, y: 10).red > bitmap.pixel(x: 5, y: 40).red)
  }

  @Test func radialGradientRunsFromCentreToRadiusAndPadsBeyond() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    let paint = Paint.radial(Gradient(colors: [.white, .black]), center: Point(x: 50, y: 50), radius: 40)
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: paint)
    #expect(isClose(bitmap.pixel(x: 50, y: 50), .white, tolerance: 0.03))
    let halfway = bitmap.pixel(x: 70, y: 50)
    #expect(abs(halfway.red - 0.5) < 0.03)
    #expect(bitmap.pixel(x: 50, y: 70) == halfway)
    #expect(bitmap.pixel(x: 1, y: 1) == .black)
  }

  @Test func threeStopsPassThroughTheMiddleColour() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 2)
    let gradient = Gradient(colors: [red, Color(red: 0, green: 1, blue: 0), blue])
    canvas.fill(
      Rect(x: 0, y: 0, width: 100, height: 2), with: .linear(gradient, from: .zero, to: Point(x: 100, y: 0)))
    #expect(bitmap.pixel(x: 50, y: 0).green > 0.97)
  }

  @Test func translucentColourBlendsOverWhatIsBelow() throws {
    let (bitmap, canvas) = try makeCanvas(width: 4, height: 4)
    canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .white)
    canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Color.black.opacity(0.5))
    #expect(isClose(bitmap.pixel(x: 1, y: 1), Color(red: 0.5, green: 0.5, blue: 0.5)))
  }

  @Test func radialGradientInsideItsStartRadiusHoldsTheFirstColour() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    let paint = Paint.radial(
      Gradient(colors: [.white, .black]), center: Point(x: 50, y: 50), startRadius: 20, radius: 40)
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: paint)
    #expect(isClose(bitmap.pixel(x: 65, y: 50), .white, tolerance: 0.03))
    #expect(abs(bitmap.pixel(x: 80, y: 50).red - 0.5) < 0.04)
  }

  @Test func conicGradientTurnsClockwiseFromItsStartAngle() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    let green = Color(red: 0, green: 1, blue: 0)
    let paint = Paint.conic(
      Gradient(colors: [red, green, blue, red]), center: Point(x: 50, y: 50), startAngle: 0, endAngle: 0,
      radius: 80)
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: paint)
    // A third of a turn clockwise from the positive x axis (below the centre on screen) is
    // green; two thirds (above the centre, to the left) is blue.
    let third = 2 * Double.pi / 3
    func pixel(at angle: Double) -> Color {
      bitmap.pixel(x: Int(50 + 30 * cos(angle)), y: Int(50 + 30 * sin(angle)))
    }
    #expect(isClose(pixel(at: third), green, tolerance: 0.08))
    #expect(isClose(pixel(at: 2 * third), blue, tolerance: 0.08))
    #expect(isClose(pixel(at: 0.02), red, tolerance: 0.08))
    // Halfway between two stops the colours mix.
    let between = pixel(at: third / 2)
    #expect(between.red > 0.3 && between.green > 0.3 && between.blue < 0.1)
  }

  @Test func conicGradientShorterThanATurnFillsTheGapWithItsEndColours() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    // A quarter turn clockwise, from the right of the centre to below it. Of the gap, the first
    // half (on round to the top-left) holds the end's blue, the second half the start's red.
    let paint = Paint.conic(
      Gradient(colors: [red, blue]), center: Point(x: 50, y: 50), startAngle: 0, endAngle: .pi / 2, radius: 80
    )
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: paint)
    #expect(isClose(bitmap.pixel(x: 30, y: 80), blue, tolerance: 0.05))  // just past the end
    #expect(isClose(bitmap.pixel(x: 80, y: 20), red, tolerance: 0.05))  // just before the start
  }

  @Test func fadedPaintKeepsItsGeometryAndScalesEveryAlpha() {
    let paint = Paint.linear(Gradient(colors: [red, blue]), from: .zero, to: Point(x: 10, y: 0)).opacity(0.5)
    guard case .linearGradient(let faded) = paint else {
      Issue.record("a faded linear gradient is still linear")
      return
    }
    #expect(faded.end == Point(x: 10, y: 0))
    #expect(faded.gradient.stops.map(\.color.alpha) == [0.5, 0.5])
    #expect(Paint.color(red).opacity(0.25) == .color(red.opacity(0.25)))
  }

  @Test func aColourFadingToClearFadesInItsOwnColour() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 2)
    canvas.fill(Rect(x: 0, y: 0, width: 100, height: 2), with: .white)
    canvas.fill(
      Rect(x: 0, y: 0, width: 100, height: 2),
      with: .linear(Gradient(colors: [red, .clear]), from: .zero, to: Point(x: 100, y: 0)))
    // Red at half strength over white, not a greyed red.
    #expect(isClose(bitmap.pixel(x: 50, y: 1), Color(red: 1, green: 0.5, blue: 0.5), tolerance: 0.03))
  }

  @Test func aClearStopBetweenTwoColoursTakesEachNeighboursColour() {
    let stops = Gradient(colors: [red, .clear, blue]).drawnStops(dark: false)
    #expect(stops.map(\.location) == [0, 0.5, 0.5, 1])
    #expect(stops[1].color == red.opacity(0) && stops[2].color == blue.opacity(0))
  }
}

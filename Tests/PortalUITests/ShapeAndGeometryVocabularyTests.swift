import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Geometry and shape calls real apps make: angle arithmetic, inset shapes, affine transforms
/// on paths, a shape style made more transparent, and the older presentation mode.
@Suite("Shape and geometry vocabulary") @MainActor
struct ShapeAndGeometryVocabularyTests {
  @Test func anglesAddSubtractAndScale() {
    let a = Angle.degrees(90) - .degrees(30)
    #expect(abs(a.degrees - 60) < 1e-9)
    #expect(abs((Angle.degrees(-90) / 8).degrees + 11.25) < 1e-9)
    #expect(abs((2 * Angle.degrees(10) + .degrees(5)).degrees - 25) < 1e-9)
    #expect(abs((-Angle.radians(1)).radians + 1) < 1e-9)
    var b = Angle()
    b += .degrees(45)
    #expect(abs(b.degrees - 45) < 1e-9)
  }

  @Test func anInsetCircleStrokesInsideItsFrame() throws {
    // A 100-point circle inset by 20: its 10-wide border runs from 20 to 30 points in.
    let h = try Harness(atOrigin { Circle().inset(by: 20).strokeBorder(Color.blue, lineWidth: 10).frame(width: 100, height: 100) })
    #expect(h.pixel(25, 50).isClose(to: .blue), "the border is 20–30 points in")
    #expect(h.pixel(12, 50).isClose(to: .white), "outside the inset circle is untouched")
    #expect(h.pixel(50, 50).isClose(to: .white), "the middle is not filled")
  }

  @Test func anInsetRoundedRectangleTightensItsCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let inset = RoundedRectangle(cornerRadius: 12, style: .circular).inset(by: 10).path(in: rect)
    let box = inset.boundingBox
    #expect(abs(box.minX - 10) < 0.5 && abs(box.maxX - 90) < 0.5 && abs(box.minY - 10) < 0.5 && abs(box.maxY - 50) < 0.5)
    #expect(inset.contains(Point(x: 11, y: 30)))
    #expect(!inset.contains(Point(x: 10.5, y: 10.5)), "the corner is still rounded")
  }

  @Test func affineTransformsComposeAsCoreGraphicsDoes() {
    let rotate = CGAffineTransform(rotationAngle: .pi / 2)
    let move = CGAffineTransform(translationX: 100, y: 0)
    // Rotated first, then moved.
    let p = CGPoint(x: 10, y: 0).applying(rotate.concatenating(move))
    #expect(abs(p.x - 100) < 1e-9 && abs(p.y - 10) < 1e-9)
    // `translatedBy` translates first.
    let q = CGPoint(x: 0, y: 0).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0))
    #expect(abs(q.x - 10) < 1e-9)
    let back = CGPoint(x: 3, y: 4).applying(rotate).applying(rotate.inverted())
    #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
  }

  @Test func aPathWithArcsIsTransformedAsCurves() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let moved = circle.applying(CGAffineTransform(scaleX: 3, y: 1).concatenating(CGAffineTransform(translationX: 50, y: 50)))
    let box = moved.boundingBox
    #expect(abs(box.minX - 20) < 0.5 && abs(box.maxX - 80) < 0.5, "scaled three times as wide, then moved")
    #expect(abs(box.minY - 40) < 0.5 && abs(box.maxY - 60) < 0.5)
    var arc = Path()
    arc.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    let turned = arc.applying(CGAffineTransform(rotationAngle: .pi))
    #expect(turned.contains(Point(x: 0, y: -5)), "the lower half-disc turned half a turn is the upper one")
    #expect(!turned.contains(Point(x: 0, y: 5)))
  }

  @Test func aShapeStyleMadeMoreTransparentBlendsWithTheBackground() throws {
    let h = try Harness(atOrigin { Rectangle().foregroundStyle(.primary.opacity(0.5)).frame(width: 40, height: 40) })
    let half = h.pixel(20, 30)
    #expect(abs(half.red - 0.5) < 0.08, "primary (near black) at half opacity over white is mid grey")
  }

  @Test func presentationModeDismissesTheSheet() throws {
    let h = try Harness(atOrigin { PresentationModeHost() })
    try h.clickFirstFrame(onText: "Open")
    h.settle()
    #expect(h.frame(ofText: "Presented: true") != nil)
    try h.clickFirstFrame(onText: "Close")
    h.settle()
    #expect(h.frame(ofText: "Presented: true") == nil, "the sheet closed")
  }
}

private struct PresentationModeHost: View {
  @State private var showing = false

  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) { PresentedPage() }
  }
}

private struct PresentedPage: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack {
      Text("Presented: \(presentationMode.wrappedValue.isPresented ? "true" : "false")")
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

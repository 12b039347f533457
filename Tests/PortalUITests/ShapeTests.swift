import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Shapes") @MainActor
struct ShapeTests {
  @Test func aRectangleFillsItsFrameWithTheFillColour() throws {
    let h = try Harness(atOrigin { Rectangle().fill(.red).frame(width: 40, height: 20) })
    #expect(h.node(ShapeView<Rectangle>.self)?.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(h.pixel(20, 10).isClose(to: .red))
    #expect(h.pixel(39, 19).isClose(to: .red))
    #expect(h.pixel(41, 10).isClose(to: .white))
    #expect(h.pixel(20, 21).isClose(to: .white))
  }

  @Test func aShapeTakesTheSizeItIsOffered() throws {
    let h = try Harness(atOrigin { Ellipse().frame(width: 120, height: 30) })
    #expect(h.node(ShapeView<Ellipse>.self)?.frame == Rect(x: 0, y: 0, width: 120, height: 30))
  }

  @Test func aCircleFitsTheShorterSideAndIsCentred() throws {
    let h = try Harness(atOrigin { Circle().fill(.blue).frame(width: 100, height: 40) })
    #expect(h.pixel(50, 20).isClose(to: .blue))
    #expect(h.pixel(33, 20).isClose(to: .blue))
    #expect(h.pixel(27, 20).isClose(to: .white))
    #expect(h.pixel(73, 20).isClose(to: .white))
    #expect(h.pixel(50, 2).isClose(to: .blue))
  }

  @Test func aShapeFillsWithTheForegroundColourByDefault() throws {
    let h = try Harness(atOrigin { Capsule().frame(width: 60, height: 20).foregroundStyle(.green) })
    #expect(h.pixel(30, 10).isClose(to: .green))
    #expect(h.pixel(0, 0).isClose(to: .white))
  }

  @Test func withoutAForegroundColourAShapeFillsWithThePrimaryColour() throws {
    let h = try Harness(atOrigin { Rectangle().frame(width: 10, height: 10) })
    #expect(h.pixel(5, 5).isClose(to: Color(hex: 0x1C1C1E)))
  }

  @Test func roundedRectangleCornersAreLeftUnpainted() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          RoundedRectangle(cornerRadius: 12, style: .circular).fill(.red).frame(width: 40, height: 40)
          RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.red).frame(width: 40, height: 40)
        }
      })
    for x in [0.0, 40] {
      #expect(h.pixel(x + 1, 1).isClose(to: .white))
      #expect(h.pixel(x + 38, 38).isClose(to: .white))
      #expect(h.pixel(x + 20, 1).isClose(to: .red))
      #expect(h.pixel(x + 20, 20).isClose(to: .red))
    }
  }

  @Test func strokeDrawsACentredOutlineAndStrokeBorderAnInsideOne() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 20) {
          Rectangle().stroke(.red, lineWidth: 4).frame(width: 40, height: 40)
          Rectangle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)
        }
        .padding(10)
      })
    // The stroke straddles x = 10; the border lies within x = 70 … 74.
    #expect(h.pixel(9, 30).isClose(to: .red))
    #expect(h.pixel(11, 30).isClose(to: .red))
    #expect(h.pixel(30, 30).isClose(to: .white))
    #expect(h.pixel(69, 30).isClose(to: .white))
    #expect(h.pixel(71, 30).isClose(to: .blue))
    #expect(h.pixel(73, 30).isClose(to: .blue))
    #expect(h.pixel(90, 30).isClose(to: .white))
  }

  @Test func aLinearGradientRunsBetweenUnitPointsOfTheFrame() throws {
    let h = try Harness(
      atOrigin {
        Rectangle()
          .fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
          .frame(width: 20, height: 100)
          .padding(.top, 50)
      })
    #expect(h.pixel(10, 50).isClose(to: .red, 0.05))
    #expect(h.pixel(10, 149).isClose(to: .blue, 0.05))
    #expect(h.pixel(10, 100).isClose(to: Color.red.interpolated(to: .blue, 0.5), 0.05))
  }

  @Test func aShapeIsHitByItsOutlineNotItsFrame() throws {
    let h = try Harness(atOrigin { Circle().fill(.blue).frame(width: 100, height: 100) })
    let circle = try #require(h.node(ShapeView<Circle>.self))
    #expect(h.hit(50, 50) === circle)
    #expect(h.hit(95, 50) === circle)
    #expect(h.hit(5, 5) == nil)
    #expect(h.hit(95, 95) == nil)
  }

  @Test func pathContainmentFollowsTheFillRule() {
    var ring = Path(circleCenter: Point(x: 50, y: 50), radius: 40)
    ring.addPath(Path(circleCenter: Point(x: 50, y: 50), radius: 20))
    #expect(ring.contains(Point(x: 50, y: 50), rule: .winding))
    #expect(!ring.contains(Point(x: 50, y: 50), rule: .evenOdd))
    #expect(ring.contains(Point(x: 50, y: 15), rule: .evenOdd))
    #expect(!ring.contains(Point(x: 50, y: 5)))
    #expect(
      Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10).contains(
        Point(x: 20, y: 1)))
    #expect(
      !Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10).contains(
        Point(x: 1, y: 1)))
  }
}

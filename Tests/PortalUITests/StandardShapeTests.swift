import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Standard shapes by name") @MainActor
struct StandardShapeTests {
  @Test func clipShapeTakesARoundedRectByName() throws {
    let h = try Harness(
      atOrigin { Color.red.frame(width: 100, height: 100).clipShape(.rect(cornerRadius: 20)) })
    #expect(h.pixel(1, 1).isClose(to: .white))
    #expect(h.pixel(98, 98).isClose(to: .white))
    #expect(h.pixel(50, 1).isClose(to: .red))
    #expect(h.pixel(1, 50).isClose(to: .red))
  }

  @Test func clipShapeTakesACircleCapsuleAndEllipseByName() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 100).clipShape(.circle)
          Color.red.frame(width: 200, height: 50).clipShape(.capsule)
          Color.red.frame(width: 200, height: 100).clipShape(.ellipse)
        }
      })
    #expect(
      h.pixel(5, 5).isClose(to: .white) && h.pixel(50, 50).isClose(to: .red)
        && h.pixel(97, 50).isClose(to: .red))
    #expect(h.pixel(3, 103).isClose(to: .white) && h.pixel(100, 102).isClose(to: .red))
    #expect(h.pixel(170, 148).isClose(to: .red))  // inside a capsule's round end, outside an ellipse
    #expect(
      h.pixel(10, 160).isClose(to: .white) && h.pixel(100, 153).isClose(to: .red)
        && h.pixel(3, 200).isClose(to: .red))
  }

  @Test func clipShapeTakesThePlainRectByName() throws {
    let h = try Harness(
      atOrigin {
        Color.red.frame(width: 200, height: 200).frame(width: 50, height: 50).clipShape(.rect).padding(50)
      })
    #expect(h.pixel(75, 75).isClose(to: .red))
    #expect(h.pixel(40, 75).isClose(to: .white))
    #expect(h.pixel(75, 110).isClose(to: .white))
  }

  @Test func eachCornerTakesItsOwnRadius() throws {
    let h = try Harness(
      atOrigin {
        Color.red.frame(width: 100, height: 100)
          .clipShape(.rect(topLeadingRadius: 40, bottomTrailingRadius: 20, style: .circular))
      })
    #expect(h.pixel(5, 5).isClose(to: .white))  // top leading, 40
    #expect(h.pixel(98, 1).isClose(to: .red))  // top trailing, square
    #expect(h.pixel(1, 98).isClose(to: .red))  // bottom leading, square
    #expect(h.pixel(96, 96).isClose(to: .white))  // bottom trailing, 20
    #expect(h.pixel(90, 90).isClose(to: .red))  // inside the 20 radius's arc
    #expect(h.pixel(10, 10).isClose(to: .white))  // still outside the 40 radius's arc
  }

  @Test func evenRadiiDrawTheSameAsARoundedRectangle() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          RoundedRectangle(cornerRadius: 24).fill(.black).frame(width: 80, height: 80)
          UnevenRoundedRectangle(
            topLeadingRadius: 24, bottomLeadingRadius: 24, bottomTrailingRadius: 24, topTrailingRadius: 24
          )
          .fill(.black).frame(width: 80, height: 80)
        }
      })
    for y in stride(from: 0.0, to: 80, by: 3) {
      for x in stride(from: 0.0, to: 80, by: 3) { #expect(h.pixel(x, y) == h.pixel(x + 80, y)) }
    }
  }

  @Test func aStyleFillsANamedShapeBehindTheView() throws {
    let h = try Harness(
      atOrigin { Color.clear.frame(width: 120, height: 40).background(.blue, in: .capsule) })
    #expect(h.pixel(60, 20).isClose(to: .blue))
    #expect(h.pixel(2, 2).isClose(to: .white))
  }
}

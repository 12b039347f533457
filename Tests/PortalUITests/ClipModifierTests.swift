import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Clipping") @MainActor
struct ClipModifierTests {
  @Test func clipShapeLeavesTheCornersUnpainted() throws {
    let h = try Harness(atOrigin { Color.red.frame(width: 60, height: 60).clipShape(Circle()) })
    #expect(h.pixel(1, 1).isClose(to: .white))
    #expect(h.pixel(58, 58).isClose(to: .white))
    #expect(h.pixel(30, 30).isClose(to: .red))
    #expect(h.pixel(30, 1).isClose(to: .red))
  }

  @Test func clipShapeExcludesTheCornersFromHitTesting() throws {
    var taps = 0
    let h = try Harness(
      atOrigin { Color.red.frame(width: 60, height: 60).onTapGesture { taps += 1 }.clipShape(Circle()) })
    h.click(Point(x: 2, y: 2))
    #expect(taps == 0)
    h.click(Point(x: 30, y: 30))
    #expect(taps == 1)
  }

  @Test func cornerRadiusRoundsTheCorners() throws {
    let h = try Harness(atOrigin { Color.blue.frame(width: 40, height: 40).cornerRadius(10) })
    #expect(h.pixel(0, 0).isClose(to: .white))
    #expect(h.pixel(39, 39).isClose(to: .white))
    #expect(h.pixel(10, 1).isClose(to: .blue))
  }

  @Test func clippedCutsOffWhatOverflowsTheFrame() throws {
    let h = try Harness(
      atOrigin { Color.green.frame(width: 80, height: 80).frame(width: 40, height: 40).clipped().padding(20) }
    )
    #expect(h.pixel(30, 30).isClose(to: .green))
    #expect(h.pixel(15, 15).isClose(to: .white))
    #expect(h.pixel(65, 40).isClose(to: .white))
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Hit testing and z-order") @MainActor
struct HitTestingModifierTests {
  @Test func zIndexDrawsAnEarlierSiblingInFrontAndHitsItFirst() throws {
    var tapped: [String] = []
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.red.frame(width: 40, height: 40).onTapGesture { tapped.append("red") }.zIndex(1)
          Color.blue.frame(width: 40, height: 40).onTapGesture { tapped.append("blue") }
        }
      })
    #expect(h.pixel(20, 20).isClose(to: .red))
    h.click(Point(x: 20, y: 20))
    #expect(tapped == ["red"])
  }

  @Test func withoutZIndexTheLaterSiblingIsInFront() throws {
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40)
        }
      })
    #expect(h.pixel(20, 20).isClose(to: .blue))
    #expect((h.hit(20, 20)?.view as? Color) == .blue)
  }

  @Test func allowsHitTestingFalseLetsClicksThrough() throws {
    var tapped: [String] = []
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.blue.frame(width: 40, height: 40).onTapGesture { tapped.append("back") }
          Color.red.frame(width: 40, height: 40).onTapGesture { tapped.append("front") }.allowsHitTesting(
            false)
        }
      })
    #expect(h.pixel(20, 20).isClose(to: .red))
    h.click(Point(x: 20, y: 20))
    #expect(tapped == ["back"])
  }

  @Test func contentShapeMakesTransparentGapsTappable() throws {
    var taps = 0
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20); Spacer()
    }.frame(width: 200)
    let h = try Harness(
      atOrigin {
        VStack(spacing: 10) {
          row.onTapGesture { taps += 1 }
          row.contentShape(Rectangle()).onTapGesture { taps += 10 }
        }
      })
    h.click(Point(x: 150, y: 10))
    #expect(taps == 0)
    h.click(Point(x: 150, y: 40))
    #expect(taps == 10)
  }

  @Test func contentShapeLimitsTheHitAreaToTheShape() throws {
    var taps = 0
    let h = try Harness(
      atOrigin { Color.red.frame(width: 60, height: 60).contentShape(Circle()).onTapGesture { taps += 1 } })
    h.click(Point(x: 2, y: 2))
    #expect(taps == 0)
    h.click(Point(x: 30, y: 30))
    #expect(taps == 1)
  }

  @Test func disabledViewsIgnoreTapsAndSeeIsEnabledFalse() throws {
    var taps = 0
    let h = try Harness(
      atOrigin { Color.red.frame(width: 40, height: 40).onTapGesture { taps += 1 }.disabled(true) })
    h.click(Point(x: 20, y: 20))
    #expect(taps == 0)
    #expect(h.node(Color.self)?.environment.isEnabled == false)
  }

  @Test func disabledFalseInsideDisabledTrueStaysDisabled() throws {
    let h = try Harness(atOrigin { Color.red.frame(width: 4, height: 4).disabled(false).disabled(true) })
    #expect(h.node(Color.self)?.environment.isEnabled == false)
  }
}

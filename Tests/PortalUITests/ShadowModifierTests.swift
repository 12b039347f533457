import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Shadow") @MainActor
struct ShadowModifierTests {
  @Test func theShadowDarkensJustOutsideTheContent() throws {
    let h = try Harness(
      atOrigin {
        Color.white.frame(width: 60, height: 60).shadow(color: .black.opacity(0.5), radius: 6, y: 4).padding(
          30)
      })
    let below = h.pixel(60, 92)
    let farAway = h.pixel(60, 140)
    #expect(below.luminance < 0.95)
    #expect(farAway.isClose(to: .white))
    #expect(h.pixel(60, 60).isClose(to: .white))
  }

  @Test func theShadowIsCoveredByTheDamageOfItsView() throws {
    let h = try Harness(
      atOrigin { Color.white.frame(width: 60, height: 60).shadow(radius: 8, x: 0, y: 6).padding(30) })
    let node = try #require(h.node(ShadowView<FixedFrameView<Color>>.self))
    #expect(node.paintBounds.maxY >= 30 + 60 + 6 + 12)
    #expect(node.paintBounds.minX <= 30 - 12)
  }
}

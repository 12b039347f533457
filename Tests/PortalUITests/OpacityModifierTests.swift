import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Opacity") @MainActor
struct OpacityModifierTests {
  @Test func halfOpacityBlendsWithWhatIsBehind() throws {
    let h = try Harness(atOrigin { Color.black.frame(width: 20, height: 20).opacity(0.5) })
    let p = h.pixel(10, 10)
    #expect(abs(p.red - 0.5) < 0.02 && abs(p.green - 0.5) < 0.02 && abs(p.blue - 0.5) < 0.02)
  }

  @Test func overlappingContentFadesAsOneLayer() throws {
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.black.frame(width: 20, height: 20); Color.black.frame(width: 10, height: 10)
        }.opacity(0.5)
      })
    // As a group, the doubled area is no darker than the single one.
    #expect(h.pixel(10, 10).isClose(to: h.pixel(2, 2), 0.01))
  }

  @Test func zeroOpacityIsNotDrawnAndNotHit() throws {
    var tapped = false
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.blue.frame(width: 40, height: 40).onTapGesture { tapped = true }
          Color.red.frame(width: 40, height: 40).opacity(0)
        }
      })
    #expect(h.pixel(20, 20).isClose(to: .blue))
    h.click(Point(x: 20, y: 20))
    #expect(tapped)
  }
}

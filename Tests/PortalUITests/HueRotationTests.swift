import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Hue rotation") @MainActor
struct HueRotationTests {
  private let red = Color(red: 1, green: 0, blue: 0)

  @Test func redTurnedByAThirdOfATurnBecomesADarkGreen() throws {
    let h = try Harness(atOrigin { red.frame(width: 20, height: 20).hueRotation(.degrees(120)) })
    // The hue-rotate matrix maps (1, 0, 0) at 120° to (0, 0.443, 0): green, as dark as red is.
    #expect(h.pixel(10, 10).isClose(to: Color(red: 0, green: 0.443, blue: 0), 0.01))
  }

  @Test func aHalfTurnSendsBlueToADarkYellow() throws {
    let h = try Harness(
      atOrigin { Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).hueRotation(.degrees(180)) })
    let turned = h.pixel(10, 10)
    // (0, 0, 1) at 180° is (0.144, 0.144, 0).
    #expect(turned.isClose(to: Color(red: 0.144, green: 0.144, blue: 0), 0.01))
  }

  @Test func aWholeTurnAndNoTurnChangeNothing() throws {
    let colour = Color(hex: 0x34C759)
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          colour.frame(width: 20, height: 20).hueRotation(.zero)
          colour.frame(width: 20, height: 20).hueRotation(.degrees(360))
        }
      })
    #expect(h.pixel(10, 10) == colour)
    #expect(h.pixel(30, 10).isClose(to: colour, 0.01))
  }

  @Test func greysAndWhatIsOutsideTheViewKeepTheirColour() throws {
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          HStack(spacing: 0) {
            grey.frame(width: 20, height: 20)
            red.frame(width: 20, height: 20)
          }
          .hueRotation(.degrees(90))
          red.frame(width: 20, height: 20)
        }
      })
    #expect(h.pixel(10, 10).isClose(to: grey, 0.01))
    #expect(!h.pixel(30, 10).isClose(to: red, 0.1))
    #expect(h.pixel(50, 10) == red)
  }

  @Test func translucentContentIsTurnedBeforeItBlends() throws {
    let h = try Harness(
      atOrigin { red.opacity(0.5).frame(width: 20, height: 20).hueRotation(.degrees(120)) })
    // (0, 0.443, 0) at half over the white window.
    #expect(h.pixel(10, 10).isClose(to: Color(red: 0.5, green: 0.72, blue: 0.5), 0.015))
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI
import UIKit

@Suite("Semantic colours") @MainActor
struct SemanticColorTests {
  /// The colour drawn by a 20 × 20 swatch in each appearance, over a white window.
  func swatch(_ color: Color) throws -> (light: Color, dark: Color) {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          color.frame(width: 20, height: 20)
          color.frame(width: 20, height: 20).environment(\.colorScheme, .dark)
        }
      })
    return (h.pixel(10, 10), h.pixel(30, 10))
  }

  @Test func systemBackgroundIsWhiteInLightAndBlackInDark() throws {
    let drawn = try swatch(Color(.systemBackground))
    #expect(drawn.light.isClose(to: .white))
    #expect(drawn.dark.isClose(to: .black))
  }

  @Test func uiColorLabelsSpellTheSameColour() throws {
    let unlabelled = try swatch(Color(UIColor.secondarySystemBackground))
    let labelled = try swatch(Color(uiColor: .secondarySystemBackground))
    #expect(unlabelled.light.isClose(to: Color(hex: 0xF2F2F7)))
    #expect(unlabelled.dark.isClose(to: Color(hex: 0x1C1C1E)))
    #expect(labelled.light.isClose(to: unlabelled.light) && labelled.dark.isClose(to: unlabelled.dark))
  }

  @Test func groupedBackgroundsLayerAsOnIOS() throws {
    let grouped = try swatch(Color(.systemGroupedBackground))
    let row = try swatch(Color(.secondarySystemGroupedBackground))
    #expect(grouped.light.isClose(to: Color(hex: 0xF2F2F7)) && row.light.isClose(to: .white))
    #expect(grouped.dark.isClose(to: .black) && row.dark.isClose(to: Color(hex: 0x1C1C1E)))
  }

  @Test func translucentFillsBlendWithWhatIsBehind() throws {
    // systemFill is (120, 120, 128) at 20 % in light appearance: over white it is a pale grey.
    let drawn = try swatch(Color(.systemFill))
    #expect(abs(drawn.light.red * 255 - (255 - 0.20 * (255 - 120))) < 2)
    #expect(drawn.light.blue > drawn.light.red)
    // 36 % in dark appearance: darker over the same white window.
    #expect(abs(drawn.dark.red * 255 - (255 - 0.36 * (255 - 120))) < 2)
  }

  @Test func systemTintsAreBrighterInDarkAppearance() throws {
    let blue = try swatch(Color(.systemBlue))
    #expect(blue.light.isClose(to: Color(hex: 0x007AFF)))
    #expect(blue.dark.isClose(to: Color(hex: 0x0A84FF)))
    let greys = try [UIColor.systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6].map {
      try swatch(Color($0))
    }
    // Each grey is a step closer to the background: lighter in light, darker in dark.
    for (a, b) in zip(greys, greys.dropFirst()) {
      #expect(a.light.luminance < b.light.luminance)
      #expect(a.dark.luminance > b.dark.luminance)
    }
  }

  @Test func labelTextFollowsTheAppearance() throws {
    let h = try Harness(
      atOrigin {
        VStack(spacing: 0) {
          Text("MMMM").font(.system(size: 30)).foregroundStyle(Color(.label)).padding(4)
            .background(Color(.systemBackground))
          Text("WWWW").font(.system(size: 30)).foregroundStyle(Color(.label)).padding(4)
            .background(Color(.systemBackground)).environment(\.colorScheme, .dark)
        }
      })
    let light = try #require(h.frame(ofText: "MMMM"))
    let dark = try #require(h.frame(ofText: "WWWW"))
    #expect(h.count(.black, in: light) > 40)
    #expect(h.count(.white, in: dark) > 40)
    #expect(h.count(.white, in: light) > 40)
    #expect(h.count(.black, in: dark) > 40)
  }

  @Test func withAlphaComponentKeepsBothAppearances() {
    let faded = UIColor.systemRed.withAlphaComponent(0.5)
    #expect(Color(faded).resolved(dark: false).isClose(to: Color(hex: 0xFF3B30, alpha: 0.5)))
    #expect(Color(faded).resolved(dark: true).isClose(to: Color(hex: 0xFF453A, alpha: 0.5)))
    #expect(Color(UIColor.red).isClose(to: Color(red: 1, green: 0, blue: 0)))
  }
}

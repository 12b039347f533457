import PortalGraphics
import Testing

@testable import PortalUI

@Suite("Materials") @MainActor
struct MaterialTests {
  /// A red block half under a material panel: the panel's left pixel covers red.
  private func panelOverRed(_ material: Material, dark: Bool = false) throws -> Color {
    let h = try Harness(
      atOrigin {
        ZStack(alignment: .topLeading) {
          Color.red.frame(width: 100, height: 100)
          Color.clear.frame(width: 200, height: 60).background(material)
        }
        .environment(\.colorScheme, dark ? .dark : .light)
      })
    return h.pixel(20, 30)
  }

  @Test func whatIsBehindShowsThroughAMaterial() throws {
    let over = try panelOverRed(.regularMaterial)
    #expect(over.red > over.green + 0.1)
    #expect(over.green > 0.3)
  }

  @Test func thickerMaterialsCoverMore() throws {
    let thin = try panelOverRed(.ultraThinMaterial)
    let thick = try panelOverRed(.ultraThickMaterial)
    #expect(thin.green < thick.green)
  }

  @Test func aMaterialIsDarkInTheDarkScheme() throws {
    let over = try panelOverRed(.thickMaterial, dark: true)
    #expect(over.luminance < 0.25)
  }

  @Test func aMaterialFillsAShape() throws {
    let h = try Harness(
      atOrigin {
        ZStack(alignment: .topLeading) {
          Color.blue.frame(width: 200, height: 100)
          Text("Now playing").padding(20).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
      })
    // Inside the shape the blue is lightened; in its rounded corner it is not.
    #expect(h.pixel(20, 20).luminance > Color.blue.luminance + 0.1)
    #expect(h.pixel(1, 1).isClose(to: .blue, 0.03))
  }

  @Test func glassEffectPutsTheViewOnAMaterial() throws {
    let h = try Harness(
      atOrigin {
        ZStack(alignment: .topLeading) {
          Color.blue.frame(width: 200, height: 100)
          Text("Play").padding(20).glassEffect()
        }
      })
    let text = try #require(h.frame(ofText: "Play"))
    #expect(h.pixel(text.minX - 4, text.midY).luminance > Color.blue.luminance + 0.1)
  }
}

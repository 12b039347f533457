import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

private struct FadeScene: View {
  @State var open = false
  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 100) {
          Color(hex: 0xFF0000).frame(width: 40, height: 40).portalSource(id: "card")
          Color(hex: 0x0000FF).frame(width: 160, height: 120).portalDestination(id: "card")
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
      .portalTransition(id: "card", isActive: $open, animation: .linear(duration: 1), crossFade: true) {
        PortalCrossFade(from: Color(hex: 0xFF0000), to: Color(hex: 0x0000FF))
      }
    }
  }
}

private struct StyledScene: View {
  @State var open = false
  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 100) {
          Color(hex: 0xFF0000).frame(width: 40, height: 40).portalSource(id: "card")
          Color(hex: 0x0000FF).frame(width: 160, height: 120).portalDestination(id: "card")
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
      .portalTransition(id: "card", isActive: $open, animation: .linear(duration: 1)) {
        Color(hex: 0x00FF00)
      } configuration: { content, isActive in
        content.opacity(isActive ? 0.5 : 1)
      }
    }
  }
}

@Suite("Layer styling") @MainActor
struct LayerStylingTests {
  @Test func aCrossFadeDissolvesFromTheSourceToTheDestinationContent() throws {
    let h = try FlightHarness(FadeScene())
    h.tapToggle()
    h.host.step(by: 0)
    let start = try #require(h.layerFrame)
    let first = h.host.overlaySurface.bitmap.pixel(x: Int(start.midX), y: Int(start.midY))
    #expect(first.red > 0.95 && first.blue < 0.05)
    h.host.step(by: 0.5)
    let middle = try #require(h.layerFrame)
    let mixed = h.host.overlaySurface.bitmap.pixel(x: Int(middle.midX), y: Int(middle.midY))
    #expect(mixed.red > 0.3 && mixed.blue > 0.3)
    h.host.step(by: 0.49)
    let end = try #require(h.layerFrame)
    let last = h.host.overlaySurface.bitmap.pixel(x: Int(end.midX), y: Int(end.midY))
    #expect(last.blue > 0.95 && last.red < 0.05)
  }

  @Test func theConfigurationStylesTheLayerByDirection() throws {
    let h = try FlightHarness(StyledScene())
    h.tapToggle()
    h.host.step(by: 0)
    h.host.step(by: 0.3)
    let frame = try #require(h.layerFrame)
    let forward = h.host.overlaySurface.bitmap.pixel(x: Int(frame.midX), y: Int(frame.midY))
    #expect(abs(forward.alpha - 0.5) < 0.02)
    h.host.runUntilIdle()
    h.tapToggle()
    h.host.step(by: 0)
    h.host.step(by: 0.3)
    let back = try #require(h.layerFrame)
    let reverse = h.host.overlaySurface.bitmap.pixel(x: Int(back.midX), y: Int(back.midY))
    #expect(reverse.alpha > 0.98)
  }
}

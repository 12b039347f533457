import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

@Suite("Desktop settings during a flight") @MainActor
struct DesktopSettingsFlightTests {
  @Test func theDesktopTurningDarkMidFlightNeitherStopsNorMovesTheLayerOffItsPath() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep()
    h.host.step(by: 0.5)
    let before = try #require(h.layerFrame)
    h.host.desktopSettings = DesktopSettings(preferredAppearance: .dark)
    h.host.step(by: 1.0 / 120)
    let after = try #require(h.layerFrame, "the flight goes on")
    #expect(h.graph.environment.colorScheme == .dark)
    // One frame's worth of the path, no more: a linear path of ~1 s covers its distance in
    // 120 frames.
    let step = abs(destination.minX - source.minX) / 120
    #expect(after.minX >= before.minX - 0.01 && after.minX - before.minX <= 2 * step + 0.5)
    #expect(abs(after.width - before.width) <= abs(destination.width - source.width) / 60 + 0.5)
    h.host.step(by: 0.6)
    #expect(h.layerFrame == destination)
    h.host.step(by: 1.0 / 120)
    #expect(h.layerFrame == nil)
    #expect(log.completions == [true])
  }
}

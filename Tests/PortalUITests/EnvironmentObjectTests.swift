import Observation
import PortalGraphics
import Testing

@testable import PortalUI

@Observable
@MainActor
private final class Settings {
  var title = "first"
}

@Observable
@MainActor
private final class Other {}

/// Reads the settings placed above it, by type.
private struct Reader: View {
  @Environment(Settings.self) private var settings
  var body: some View { Text(settings.title) }
}

/// Reads a model that may be missing.
private struct OptionalReader: View {
  @Environment(Other.self) private var other: Other?
  var body: some View { Text(other == nil ? "no model" : "a model") }
}

@Suite("Environment objects") @MainActor
struct EnvironmentObjectTests {
  @Test func aModelPlacedAboveIsReadByItsTypeAndFollowed() throws {
    let settings = Settings()
    let h = try Harness(VStack { Reader() }.environment(settings))
    #expect(h.frame(ofText: "first") != nil)
    settings.title = "second"
    h.settle()
    #expect(h.frame(ofText: "second") != nil)
  }

  @Test func anOptionalReadSeesNilWhereNoneWasPlaced() throws {
    let h = try Harness(OptionalReader())
    #expect(h.frame(ofText: "no model") != nil)
    let placed = try Harness(OptionalReader().environment(Other()))
    #expect(placed.frame(ofText: "a model") != nil)
  }

  @Test func theInnermostModelOfATypeWins() throws {
    let outer = Settings()
    let inner = Settings()
    inner.title = "inner"
    let h = try Harness(VStack { Reader().environment(inner) }.environment(outer))
    #expect(h.frame(ofText: "inner") != nil)
    #expect(h.frame(ofText: "first") == nil)
  }
}

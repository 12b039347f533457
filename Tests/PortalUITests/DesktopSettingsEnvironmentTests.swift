import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// What views read from their environment, recorded each time they are evaluated.
@MainActor
final class AppearanceLog {
  var schemes: [ColorScheme] = []
  var reduceMotion: [Bool] = []
  var contrast: [ColorSchemeContrast] = []
  var tints: [Color] = []
  var accents: [Color] = []
}

private struct SchemeReader: View {
  let log: AppearanceLog
  @Environment(\.colorScheme) private var scheme
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.colorSchemeContrast) private var contrast
  var body: some View {
    log.schemes.append(scheme)
    log.reduceMotion.append(reduceMotion)
    log.contrast.append(contrast)
    return Color.clear.frame(width: 10, height: 10)
  }
}

private struct AccentReader: View {
  let log: AppearanceLog
  @Environment(\.tint) private var tint
  var body: some View {
    log.tints.append(tint)
    log.accents.append(Color.accentColor)
    return Color.clear.frame(width: 10, height: 10)
  }
}

/// Whether the window prefers a scheme, changed by the test.
@Observable @MainActor
final class PreferenceModel {
  var scheme: ColorScheme?
  init(_ scheme: ColorScheme?) { self.scheme = scheme }
}

private struct Preferring: View {
  let log: AppearanceLog
  let model: PreferenceModel
  var body: some View { SchemeReader(log: log).preferredColorScheme(model.scheme) }
}

@Suite("Desktop settings in the environment") @MainActor
struct DesktopSettingsEnvironmentTests {
  @Test func theDesktopsAppearanceMotionAndContrastReachTheViewsThatReadThem() throws {
    let log = AppearanceLog()
    let h = try Harness(SchemeReader(log: log))
    #expect(log.schemes.last == .light)
    h.host.desktopSettings = DesktopSettings(reduceMotion: true, increasedContrast: true)
    h.host.step()
    #expect(log.reduceMotion.last == true)
    #expect(log.contrast.last == .increased)
    h.host.desktopSettings = DesktopSettings(preferredAppearance: .dark, reduceMotion: true, increasedContrast: true)
    h.host.step()
    #expect(log.schemes.last == .dark)
    #expect(h.host.appearances[.main] == .dark)
    h.host.desktopSettings = DesktopSettings()
    h.host.step()
    #expect(log.schemes.last == .light)
    #expect(log.reduceMotion.last == false)
    #expect(h.host.appearances[.main] == .light)
  }

  @Test func theWindowDrawsItsBackgroundInTheDesktopsScheme() throws {
    let h = try Harness(Color(light: .white, dark: .black))
    #expect(h.host.main.bitmap.rawPixel(x: 5, y: 5) & 0xFFFFFF == 0xFFFFFF)
    h.host.desktopSettings = DesktopSettings(preferredAppearance: .dark)
    h.host.step()
    #expect(h.host.main.bitmap.rawPixel(x: 5, y: 5) & 0xFFFFFF == 0x000000)
  }

  @Test func aPreferredColorSchemeWinsOverTheDesktopForItsWindow() throws {
    let log = AppearanceLog()
    let h = try Harness(SchemeReader(log: log).preferredColorScheme(.light))
    h.settle()
    #expect(log.schemes.last == .light)
    h.host.desktopSettings = DesktopSettings(preferredAppearance: .dark)
    h.settle()
    #expect(log.schemes.last == .light)
    #expect(h.host.appearances[.main] == .light)
  }

  @Test func withoutAPreferredColorSchemeTheWindowReturnsToTheDesktops() throws {
    let log = AppearanceLog()
    let model = PreferenceModel(.light)
    let h = try Harness(Preferring(log: log, model: model))
    h.host.desktopSettings = DesktopSettings(preferredAppearance: .dark)
    h.settle()
    #expect(log.schemes.last == .light)
    model.scheme = nil
    h.settle()
    #expect(log.schemes.last == .dark)
  }

  @Test func theAccentColourAndTheDefaultTintFollowTheDesktopsAccent() throws {
    let log = AppearanceLog()
    let h = try Harness(AccentReader(log: log))
    let standard = try #require(log.accents.last)
    #expect(log.tints.last == standard)
    let accent = Color(red: 0.8, green: 0.2, blue: 0.4)
    h.host.desktopSettings = DesktopSettings(accentColor: accent)
    h.host.step()
    #expect(log.accents.last == accent)
    #expect(log.tints.last == accent)
  }

  @Test func aTintSetByTheAppStaysOverTheDesktopsAccent() throws {
    let log = AppearanceLog()
    let h = try Harness(AccentReader(log: log).tint(.green))
    h.host.desktopSettings = DesktopSettings(accentColor: Color(red: 0.8, green: 0.2, blue: 0.4))
    h.host.step()
    #expect(log.tints.last == .green)
  }
}

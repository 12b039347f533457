import PortalGraphics
import PortalHost
import Testing

@testable import PortalX11

@Suite("Desktop settings sources")
struct DesktopSettingsSourcesTests {
  private func settings(
    _ values: [String: XSettings.Value], portal: PortalAppearance? = nil, resources: String? = nil,
    environment: [String: String] = [:]
  ) -> DesktopSettings {
    DesktopSettingsSources(
      xsettings: XSettings(values: values), portal: portal, resources: resources, environment: environment
    ).settings
  }

  @Test func aDesktopThatSaysNothingStatesNoAppearanceAndScaleOne() {
    let none = DesktopSettingsSources().settings
    #expect(none == DesktopSettings())
    #expect(none.preferredAppearance == nil)
  }

  @Test(arguments: ["Adwaita-dark", "Yaru-dark", "Adwaita:dark", "HighContrastInverse"])
  func aDarkThemeNamePrefersDark(theme: String) {
    #expect(settings(["Net/ThemeName": .string(theme)]).preferredAppearance == .dark)
  }

  @Test func aLightThemeNamePrefersLightAndApplicationPreferDarkThemeWins() {
    #expect(settings(["Net/ThemeName": .string("Adwaita")]).preferredAppearance == .light)
    let both = settings(["Net/ThemeName": .string("Adwaita"), "Gtk/ApplicationPreferDarkTheme": .integer(1)])
    #expect(both.preferredAppearance == .dark)
  }

  @Test func animationsOffMeansReducedMotionAndAHighContrastThemeIncreasedContrast() {
    #expect(settings(["Gtk/EnableAnimations": .integer(0)]).reduceMotion)
    #expect(!settings(["Gtk/EnableAnimations": .integer(1)]).reduceMotion)
    #expect(settings(["Net/ThemeName": .string("HighContrast")]).increasedContrast)
  }

  @Test func thePortalWinsOverXSettingsKeyByKey() {
    let x: [String: XSettings.Value] = ["Net/ThemeName": .string("Adwaita-dark"), "Gtk/EnableAnimations": .integer(0)]
    let portal = PortalAppearance(colorScheme: 2, accentColor: (0.2, 0.4, 0.6), contrast: 1)
    let result = settings(x, portal: portal)
    #expect(result.preferredAppearance == .light)
    #expect(result.increasedContrast)
    // The portal said nothing about motion: XSETTINGS decides it.
    #expect(result.reduceMotion)
    #expect(result.accentColor == Color(red: 0.2, green: 0.4, blue: 0.6))
    #expect(settings(x, portal: PortalAppearance(colorScheme: 0)).preferredAppearance == nil)
    #expect(settings(x, portal: PortalAppearance(accentColor: (2, 0, 0))).accentColor == nil)
  }

  @Test func theScaleComesFromPortalScaleThenXSettingsThenTheXftDpiResource() {
    let dpi: [String: XSettings.Value] = ["Xft/DPI": .integer(147_456)]
    #expect(settings(dpi).scale == 1.5)
    #expect(settings(["Gdk/WindowScalingFactor": .integer(2)]).scale == 2)
    #expect(settings(dpi, environment: ["PORTAL_SCALE": "1.25"]).scale == 1.25)
    #expect(settings([:], resources: "Xft.dpi:\t144\n").scale == 1.5)
    #expect(settings(dpi, resources: "Xft.dpi:\t192\n").scale == 1.5)
  }

  @Test func xftSettingsChooseAntialiasingHintingAndSubpixelOrder() {
    let subpixel = settings([
      "Xft/Antialias": .integer(1), "Xft/Hinting": .integer(1), "Xft/HintStyle": .string("hintfull"),
      "Xft/RGBA": .string("bgr"),
    ]).fontRendering
    #expect(subpixel == FontRendering(antialias: .subpixel, hintStyle: .full, subpixelOrder: .bgr))
    let off = settings(["Xft/Antialias": .integer(0), "Xft/Hinting": .integer(0), "Xft/HintStyle": .string("hintfull")])
    #expect(off.fontRendering.antialias == .none)
    #expect(off.fontRendering.hintStyle == .none)
  }

  @Test func cursorAndCaretComeFromGtkAndNetSettingsElseTheEnvironment() {
    let x = settings([
      "Gtk/CursorThemeName": .string("Adwaita"), "Gtk/CursorThemeSize": .integer(32), "Net/CursorBlink": .integer(0),
      "Net/CursorBlinkTime": .integer(1000),
    ])
    #expect(x.cursorThemeName == "Adwaita" && x.cursorSize == 32)
    #expect(!x.caretBlinks && x.caretBlinkPeriod == 1)
    let environment = settings([:], environment: ["XCURSOR_THEME": "DMZ-White", "XCURSOR_SIZE": "48"])
    #expect(environment.cursorThemeName == "DMZ-White" && environment.cursorSize == 48)
  }
}

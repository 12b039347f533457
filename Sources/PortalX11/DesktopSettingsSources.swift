import Foundation
import PortalGraphics
import PortalHost

/// Where each desktop setting comes from on X11, and which source wins.
///
/// - Appearance, contrast, reduced motion, accent colour: the settings portal where it
///   answered; else XSETTINGS (`Gtk/ApplicationPreferDarkTheme`, `Net/ThemeName` ending in
///   `-dark` or naming a `:dark` variant, a `HighContrast` theme, `Gtk/EnableAnimations`).
/// - Scale: `PORTAL_SCALE` (0.5–4); else XSETTINGS (`Gdk/WindowScalingFactor`, and `Xft/DPI`
///   in 1024ths of a dpi over 96, the larger); else the `Xft.dpi` resource over 96; else 1.
///   Rounded to quarters so pixel grids stay aligned.
/// - Font rendering: `Xft/Antialias`, `Xft/Hinting`, `Xft/HintStyle`, `Xft/RGBA`.
/// - Cursor: `Gtk/CursorThemeName` and `Gtk/CursorThemeSize`, else `XCURSOR_THEME` and
///   `XCURSOR_SIZE`. Caret: `Net/CursorBlink` and `Net/CursorBlinkTime` (milliseconds).
public struct DesktopSettingsSources: Equatable, Sendable {
  /// What the XSETTINGS manager publishes, or nil when none runs.
  public var xsettings: XSettings?
  /// What the settings portal answered, or nil when none did.
  public var portal: PortalAppearance?
  /// The X resources (`RESOURCE_MANAGER`), for `Xft.dpi`.
  public var resources: String?
  /// The process's environment, for `PORTAL_SCALE` and `XCURSOR_*`.
  public var environment: [String: String]

  public init(
    xsettings: XSettings? = nil, portal: PortalAppearance? = nil, resources: String? = nil,
    environment: [String: String] = [:]
  ) {
    self.xsettings = xsettings
    self.portal = portal
    self.resources = resources
    self.environment = environment
  }

  /// The settings these sources add up to.
  public var settings: DesktopSettings {
    var settings = DesktopSettings()
    let x = xsettings ?? XSettings()
    let theme = x.string("Net/ThemeName")
    if let prefersDark = x.integer("Gtk/ApplicationPreferDarkTheme"), prefersDark != 0 {
      settings.preferredAppearance = .dark
    } else if let theme {
      settings.preferredAppearance = Self.themeIsDark(theme) ? .dark : .light
    }
    if let theme, theme.lowercased().hasPrefix("highcontrast") { settings.increasedContrast = true }
    if let animations = x.integer("Gtk/EnableAnimations") { settings.reduceMotion = animations == 0 }
    if let portal {
      switch portal.colorScheme {
      case 1: settings.preferredAppearance = .dark
      case 2: settings.preferredAppearance = .light
      case 0: settings.preferredAppearance = nil
      default: break
      }
      if let contrast = portal.contrast { settings.increasedContrast = contrast == 1 }
      if let reduced = portal.reducedMotion { settings.reduceMotion = reduced == 1 }
      if let accent = portal.accentColor, [accent.red, accent.green, accent.blue].allSatisfy({ (0...1).contains($0) }) {
        settings.accentColor = Color(red: accent.red, green: accent.green, blue: accent.blue)
      }
    }
    settings.scale = scale
    settings.fontRendering = fontRendering
    settings.cursorThemeName = x.string("Gtk/CursorThemeName") ?? environment["XCURSOR_THEME"].flatMap { $0.isEmpty ? nil : $0 }
    if let size = x.integer("Gtk/CursorThemeSize"), size > 0 {
      settings.cursorSize = Int(size)
    } else if let size = environment["XCURSOR_SIZE"].flatMap({ Int($0) }), size > 0 {
      settings.cursorSize = size
    }
    if let blinks = x.integer("Net/CursorBlink") { settings.caretBlinks = blinks != 0 }
    if let time = x.integer("Net/CursorBlinkTime"), time > 0 { settings.caretBlinkPeriod = Double(time) / 1000 }
    return settings
  }

  /// `Adwaita-dark`, `Yaru-dark`, `Adwaita:dark` (GTK's theme-variant spelling),
  /// `HighContrastInverse`.
  static func themeIsDark(_ theme: String) -> Bool {
    let lower = theme.lowercased()
    return lower.hasSuffix("-dark") || lower.hasSuffix(":dark") || lower == "highcontrastinverse"
  }

  /// The display scale: see the type's description for the order.
  var scale: Double {
    if let forced = environment["PORTAL_SCALE"].flatMap(Double.init), (0.5...4).contains(forced) { return forced }
    if let x = xsettings {
      let factor = x.integer("Gdk/WindowScalingFactor").flatMap { $0 >= 1 ? Double($0) : nil }
      let dpi = x.integer("Xft/DPI").flatMap { $0 > 0 ? Double($0) / 1024 / 96 : nil }
      if factor != nil || dpi != nil { return Self.quarters(max(factor ?? 0, dpi ?? 0)) }
    }
    return X11Connection.displayScale(environment: nil, resources: resources)
  }

  /// Rounded to quarters, within 0.5…4.
  static func quarters(_ scale: Double) -> Double { min(4, max(0.5, (scale * 4).rounded() / 4)) }

  /// Antialiasing, hinting and subpixel order from the `Xft/*` settings.
  var fontRendering: FontRendering {
    var rendering = FontRendering()
    guard let x = xsettings else { return rendering }
    let order: FontRendering.SubpixelOrder? =
      switch x.string("Xft/RGBA") {
      case "rgb": .rgb
      case "bgr": .bgr
      case "vrgb": .vrgb
      case "vbgr": .vbgr
      case "none": FontRendering.SubpixelOrder.unknown
      default: nil
      }
    if let order { rendering.subpixelOrder = order }
    if x.integer("Xft/Antialias") == 0 {
      rendering.antialias = .none
    } else if let order, order != .unknown {
      rendering.antialias = .subpixel
    }
    if x.integer("Xft/Hinting") == 0 {
      rendering.hintStyle = .none
    } else {
      switch x.string("Xft/HintStyle") {
      case "hintnone": rendering.hintStyle = .none
      case "hintslight": rendering.hintStyle = .slight
      case "hintmedium": rendering.hintStyle = .medium
      case "hintfull": rendering.hintStyle = .full
      default: break
      }
    }
    return rendering
  }
}

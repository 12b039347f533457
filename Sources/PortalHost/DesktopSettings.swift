import PortalGraphics

/// What the desktop says about how programs should look and behave: its appearance, motion,
/// contrast and accent colour, its scale, how text is rendered, its cursor and its caret.
///
/// A host reads them from wherever its platform publishes them (on X11: the freedesktop
/// settings portal, XSETTINGS and X resources) and tells its client when they change
/// (`HostClient.host(_:desktopSettingsChanged:)`). Each field is what the desktop says or,
/// where it says nothing, the value a desktop with no settings behaves as.
public struct DesktopSettings: Equatable, Sendable {
  /// Light or dark, as the desktop prefers it.
  public enum Appearance: String, Equatable, Sendable {
    case light, dark
  }

  /// The appearance the desktop prefers; nil when it states no preference, so the program's
  /// own (light unless it says otherwise) stands.
  public var preferredAppearance: Appearance?
  /// Whether the desktop asks for less motion (animations turned off).
  public var reduceMotion: Bool
  /// Whether the desktop asks for increased contrast.
  public var increasedContrast: Bool
  /// The desktop's accent colour; nil when it has none, so the program's own stands.
  public var accentColor: Color?
  /// Device pixels per logical pixel.
  public var scale: Double
  /// How glyphs are rasterised.
  public var fontRendering: FontRendering
  /// The cursor theme's name (as libXcursor looks it up); nil for the server's own cursors.
  public var cursorThemeName: String?
  /// The cursor's size in logical pixels (a host shows it `scale` times as many device
  /// pixels); nil for the default, 24.
  public var cursorSize: Int?
  /// Whether a text caret blinks.
  public var caretBlinks: Bool
  /// Seconds of one whole blink (shown, then hidden) of a text caret.
  public var caretBlinkPeriod: Double

  /// A desktop that says nothing: no preferred appearance, motion on, standard contrast, no
  /// accent, scale 1, greyscale antialiasing with slight hinting, the server's cursors, and a
  /// caret blinking once every 1.2 s (GTK's defaults).
  public init(
    preferredAppearance: Appearance? = nil, reduceMotion: Bool = false, increasedContrast: Bool = false,
    accentColor: Color? = nil, scale: Double = 1, fontRendering: FontRendering = FontRendering(),
    cursorThemeName: String? = nil, cursorSize: Int? = nil, caretBlinks: Bool = true, caretBlinkPeriod: Double = 1.2
  ) {
    self.preferredAppearance = preferredAppearance
    self.reduceMotion = reduceMotion
    self.increasedContrast = increasedContrast
    self.accentColor = accentColor
    self.scale = scale
    self.fontRendering = fontRendering
    self.cursorThemeName = cursorThemeName
    self.cursorSize = cursorSize
    self.caretBlinks = caretBlinks
    self.caretBlinkPeriod = caretBlinkPeriod
  }
}

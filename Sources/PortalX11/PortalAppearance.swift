import PortalGraphics

/// What the freedesktop settings portal answered in the `org.freedesktop.appearance`
/// namespace; each field is nil where it answered nothing (an older portal, a key unknown to
/// its backend), so XSETTINGS decides that one.
public struct PortalAppearance: Equatable, Sendable {
  /// `color-scheme`: 0 no preference, 1 prefers dark, 2 prefers light.
  public var colorScheme: UInt32?
  /// `accent-color`: red, green and blue in 0…1; out of range means none.
  public var accentColor: (red: Double, green: Double, blue: Double)?
  /// `contrast`: 0 standard, 1 higher.
  public var contrast: UInt32?
  /// `reduced-motion`: 0 no preference, 1 reduced.
  public var reducedMotion: UInt32?

  public init(
    colorScheme: UInt32? = nil, accentColor: (red: Double, green: Double, blue: Double)? = nil,
    contrast: UInt32? = nil, reducedMotion: UInt32? = nil
  ) {
    self.colorScheme = colorScheme
    self.accentColor = accentColor
    self.contrast = contrast
    self.reducedMotion = reducedMotion
  }

  /// True when the portal answered nothing at all.
  public var isEmpty: Bool { colorScheme == nil && accentColor == nil && contrast == nil && reducedMotion == nil }

  public static func == (a: PortalAppearance, b: PortalAppearance) -> Bool {
    a.colorScheme == b.colorScheme && a.contrast == b.contrast && a.reducedMotion == b.reducedMotion
      && a.accentColor?.red == b.accentColor?.red && a.accentColor?.green == b.accentColor?.green
      && a.accentColor?.blue == b.accentColor?.blue
  }
}

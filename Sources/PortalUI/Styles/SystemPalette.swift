import PortalGraphics

// The values are Apple's published light and dark components of the iOS system colours.

/// The iOS system colours, for the views that draw in them; UIKit's `UIColor` names them
/// publicly (`UIColor.systemBackground`, …).
package enum SystemPalette {
  // MARK: Backgrounds

  /// The background of the main interface: white, black in dark appearance.
  package static let systemBackground = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x000000))
  /// The background of content layered over the main background.
  package static let secondarySystemBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
  /// The background of content layered over secondary backgrounds.
  package static let tertiarySystemBackground = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x2C2C2E))
  /// The background of a grouped interface, such as a grouped list.
  package static let systemGroupedBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x000000))
  /// The background of content (a row, a card) layered over a grouped background.
  package static let secondarySystemGroupedBackground = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
  /// The background of content layered over secondary grouped backgrounds.
  package static let tertiarySystemGroupedBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E))

  // MARK: Fills

  /// A translucent fill for thin and small shapes, such as a slider's track.
  package static let systemFill = Color(light: Color(hex: 0x787880, alpha: 0.20), dark: Color(hex: 0x787880, alpha: 0.36))
  /// A translucent fill for medium-size shapes, such as a switch's background.
  package static let secondarySystemFill = Color(light: Color(hex: 0x787880, alpha: 0.16), dark: Color(hex: 0x787880, alpha: 0.32))
  /// A translucent fill for large shapes, such as a search field.
  package static let tertiarySystemFill = Color(light: Color(hex: 0x767680, alpha: 0.12), dark: Color(hex: 0x767680, alpha: 0.24))
  /// A translucent fill for large areas holding complex content.
  package static let quaternarySystemFill = Color(light: Color(hex: 0x747480, alpha: 0.08), dark: Color(hex: 0x767680, alpha: 0.18))

  // MARK: Text

  /// Primary text: black, white in dark appearance.
  package static let label = Color(light: Color(hex: 0x000000), dark: Color(hex: 0xFFFFFF))
  /// Secondary text, such as a subtitle.
  package static let secondaryLabel = textGrey(lightAlpha: 0.6, darkAlpha: 0.6)
  /// Tertiary text, such as disabled text.
  package static let tertiaryLabel = textGrey(lightAlpha: 0.3, darkAlpha: 0.3)
  /// Quaternary text, such as watermarks.
  package static let quaternaryLabel = textGrey(lightAlpha: 0.18, darkAlpha: 0.16)
  /// The placeholder of an empty text field.
  package static let placeholderText = textGrey(lightAlpha: 0.3, darkAlpha: 0.3)

  /// The lesser text colours are one grey in each appearance, at several opacities.
  private static func textGrey(lightAlpha: Double, darkAlpha: Double) -> Color {
    Color(light: Color(hex: 0x3C3C43, alpha: lightAlpha), dark: Color(hex: 0xEBEBF5, alpha: darkAlpha))
  }
  /// Links.
  package static let link = Color(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0984FF))

  // MARK: Separators

  /// A thin line between pieces of content, letting some of what is behind show through.
  package static let separator = Color(light: Color(hex: 0x3C3C43, alpha: 0.29), dark: Color(hex: 0x545458, alpha: 0.6))
  /// A separator that hides what is behind it.
  package static let opaqueSeparator = Color(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))

  // MARK: Greys

  /// The base grey, the same in both appearances.
  package static let systemGray = Color(light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))
  /// A grey one step closer to the background than `systemGray`.
  package static let systemGray2 = Color(light: Color(hex: 0xAEAEB2), dark: Color(hex: 0x636366))
  /// A grey two steps closer to the background than `systemGray`.
  package static let systemGray3 = Color(light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x48484A))
  /// A grey three steps closer to the background than `systemGray`.
  package static let systemGray4 = Color(light: Color(hex: 0xD1D1D6), dark: Color(hex: 0x3A3A3C))
  /// A grey four steps closer to the background than `systemGray`.
  package static let systemGray5 = Color(light: Color(hex: 0xE5E5EA), dark: Color(hex: 0x2C2C2E))
  /// The grey closest to the background.
  package static let systemGray6 = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))

  // MARK: Tints, a little brighter in dark appearance

  /// The system blue.
  package static let systemBlue = Color(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
  /// The system red.
  package static let systemRed = Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
  /// The system green.
  package static let systemGreen = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
  /// The system orange.
  package static let systemOrange = Color(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
  /// The system yellow.
  package static let systemYellow = Color(light: Color(hex: 0xFFCC00), dark: Color(hex: 0xFFD60A))
  /// The system pink.
  package static let systemPink = Color(light: Color(hex: 0xFF2D55), dark: Color(hex: 0xFF375F))
  /// The system purple.
  package static let systemPurple = Color(light: Color(hex: 0xAF52DE), dark: Color(hex: 0xBF5AF2))
  /// The system teal.
  package static let systemTeal = Color(light: Color(hex: 0x30B0C7), dark: Color(hex: 0x40C8E0))
  /// The system indigo.
  package static let systemIndigo = Color(light: Color(hex: 0x5856D6), dark: Color(hex: 0x5E5CE6))
  /// The system mint.
  package static let systemMint = Color(light: Color(hex: 0x00C7BE), dark: Color(hex: 0x66D4CF))
  /// The system cyan.
  package static let systemCyan = Color(light: Color(hex: 0x32ADE6), dark: Color(hex: 0x64D2FF))
  /// The system brown.
  package static let systemBrown = Color(light: Color(hex: 0xA2845E), dark: Color(hex: 0xAC8E68))

  // MARK: Fixed colours, the same in both appearances

  /// Plain white, as UIKit names it.
  package static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
  /// Plain black, as UIKit names it.
  package static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
  /// Fully transparent.
  package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Plain dark gray, as UIKit names it.
  package static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)
  /// Plain gray, as UIKit names it.
  package static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  /// Plain light gray, as UIKit names it.
  package static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)
  /// Plain red, as UIKit names it.
  package static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Plain green, as UIKit names it.
  package static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Plain blue, as UIKit names it.
  package static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Plain cyan, as UIKit names it.
  package static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Plain yellow, as UIKit names it.
  package static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Plain magenta, as UIKit names it.
  package static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Plain orange, as UIKit names it.
  package static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Plain purple, as UIKit names it.
  package static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Plain brown, as UIKit names it.
  package static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

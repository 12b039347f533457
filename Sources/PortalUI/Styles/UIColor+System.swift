import PortalGraphics

// The values are Apple's published light and dark components of the iOS system colours.

extension UIColor {
  // MARK: Backgrounds

  /// The background of the main interface: white, black in dark appearance.
  public static let systemBackground = UIColor(light: 0xFFFFFF, dark: 0x000000)
  /// The background of content layered over the main background.
  public static let secondarySystemBackground = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)
  /// The background of content layered over secondary backgrounds.
  public static let tertiarySystemBackground = UIColor(light: 0xFFFFFF, dark: 0x2C2C2E)
  /// The background of a grouped interface, such as a grouped list.
  public static let systemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x000000)
  /// The background of content (a row, a card) layered over a grouped background.
  public static let secondarySystemGroupedBackground = UIColor(light: 0xFFFFFF, dark: 0x1C1C1E)
  /// The background of content layered over secondary grouped backgrounds.
  public static let tertiarySystemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x2C2C2E)

  // MARK: Fills

  /// A translucent fill for thin and small shapes, such as a slider's track.
  public static let systemFill = UIColor(light: 0x787880, lightAlpha: 0.20, dark: 0x787880, darkAlpha: 0.36)
  /// A translucent fill for medium-size shapes, such as a switch's background.
  public static let secondarySystemFill = UIColor(
    light: 0x787880, lightAlpha: 0.16, dark: 0x787880, darkAlpha: 0.32)
  /// A translucent fill for large shapes, such as a search field.
  public static let tertiarySystemFill = UIColor(
    light: 0x767680, lightAlpha: 0.12, dark: 0x767680, darkAlpha: 0.24)
  /// A translucent fill for large areas holding complex content.
  public static let quaternarySystemFill = UIColor(
    light: 0x747480, lightAlpha: 0.08, dark: 0x767680, darkAlpha: 0.18)

  // MARK: Text

  /// Primary text: black, white in dark appearance.
  public static let label = UIColor(light: 0x000000, dark: 0xFFFFFF)
  /// Secondary text, such as a subtitle.
  public static let secondaryLabel = textGrey(lightAlpha: 0.6, darkAlpha: 0.6)
  /// Tertiary text, such as disabled text.
  public static let tertiaryLabel = textGrey(lightAlpha: 0.3, darkAlpha: 0.3)
  /// Quaternary text, such as watermarks.
  public static let quaternaryLabel = textGrey(lightAlpha: 0.18, darkAlpha: 0.16)
  /// The placeholder of an empty text field.
  public static let placeholderText = textGrey(lightAlpha: 0.3, darkAlpha: 0.3)

  /// The lesser text colours are one grey in each appearance, at several opacities.
  private static func textGrey(lightAlpha: Double, darkAlpha: Double) -> UIColor {
    UIColor(light: 0x3C3C43, lightAlpha: lightAlpha, dark: 0xEBEBF5, darkAlpha: darkAlpha)
  }
  /// Links.
  public static let link = UIColor(light: 0x007AFF, dark: 0x0984FF)

  // MARK: Separators

  /// A thin line between pieces of content, letting some of what is behind show through.
  public static let separator = UIColor(light: 0x3C3C43, lightAlpha: 0.29, dark: 0x545458, darkAlpha: 0.6)
  /// A separator that hides what is behind it.
  public static let opaqueSeparator = UIColor(light: 0xC6C6C8, dark: 0x38383A)

  // MARK: Greys

  /// The base grey, the same in both appearances.
  public static let systemGray = UIColor(light: 0x8E8E93, dark: 0x8E8E93)
  /// A grey one step closer to the background than `systemGray`.
  public static let systemGray2 = UIColor(light: 0xAEAEB2, dark: 0x636366)
  /// A grey two steps closer to the background than `systemGray`.
  public static let systemGray3 = UIColor(light: 0xC7C7CC, dark: 0x48484A)
  /// A grey three steps closer to the background than `systemGray`.
  public static let systemGray4 = UIColor(light: 0xD1D1D6, dark: 0x3A3A3C)
  /// A grey four steps closer to the background than `systemGray`.
  public static let systemGray5 = UIColor(light: 0xE5E5EA, dark: 0x2C2C2E)
  /// The grey closest to the background.
  public static let systemGray6 = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)

  // MARK: Tints, a little brighter in dark appearance

  /// The system blue.
  public static let systemBlue = UIColor(light: 0x007AFF, dark: 0x0A84FF)
  /// The system red.
  public static let systemRed = UIColor(light: 0xFF3B30, dark: 0xFF453A)
  /// The system green.
  public static let systemGreen = UIColor(light: 0x34C759, dark: 0x30D158)
  /// The system orange.
  public static let systemOrange = UIColor(light: 0xFF9500, dark: 0xFF9F0A)
  /// The system yellow.
  public static let systemYellow = UIColor(light: 0xFFCC00, dark: 0xFFD60A)
  /// The system pink.
  public static let systemPink = UIColor(light: 0xFF2D55, dark: 0xFF375F)
  /// The system purple.
  public static let systemPurple = UIColor(light: 0xAF52DE, dark: 0xBF5AF2)
  /// The system teal.
  public static let systemTeal = UIColor(light: 0x30B0C7, dark: 0x40C8E0)
  /// The system indigo.
  public static let systemIndigo = UIColor(light: 0x5856D6, dark: 0x5E5CE6)
  /// The system mint.
  public static let systemMint = UIColor(light: 0x00C7BE, dark: 0x66D4CF)
  /// The system cyan.
  public static let systemCyan = UIColor(light: 0x32ADE6, dark: 0x64D2FF)
  /// The system brown.
  public static let systemBrown = UIColor(light: 0xA2845E, dark: 0xAC8E68)

  // MARK: Fixed colours, the same in both appearances

  /// Plain white, as UIKit names it.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Plain black, as UIKit names it.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Plain dark gray, as UIKit names it.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Plain gray, as UIKit names it.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Plain light gray, as UIKit names it.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Plain red, as UIKit names it.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Plain green, as UIKit names it.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Plain blue, as UIKit names it.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Plain cyan, as UIKit names it.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Plain yellow, as UIKit names it.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Plain magenta, as UIKit names it.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Plain orange, as UIKit names it.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Plain purple, as UIKit names it.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Plain brown, as UIKit names it.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

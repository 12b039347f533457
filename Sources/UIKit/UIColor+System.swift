import Foundation
import PortalUI

// The system colours, from PortalUI's palette (Apple's published light and dark components).

extension UIColor {
  // MARK: Backgrounds

  /// The background of the main interface: white, black in dark appearance.
  public static let systemBackground = UIColor(color: SystemPalette.systemBackground)
  /// The background of content layered over the main background.
  public static let secondarySystemBackground = UIColor(color: SystemPalette.secondarySystemBackground)
  /// The background of content layered over secondary backgrounds.
  public static let tertiarySystemBackground = UIColor(color: SystemPalette.tertiarySystemBackground)
  /// The background of a grouped interface, such as a grouped list.
  public static let systemGroupedBackground = UIColor(color: SystemPalette.systemGroupedBackground)
  /// The background of content (a row, a card) layered over a grouped background.
  public static let secondarySystemGroupedBackground = UIColor(color: SystemPalette.secondarySystemGroupedBackground)
  /// The background of content layered over secondary grouped backgrounds.
  public static let tertiarySystemGroupedBackground = UIColor(color: SystemPalette.tertiarySystemGroupedBackground)

  // MARK: Fills

  /// A translucent fill for thin and small shapes, such as a slider's track.
  public static let systemFill = UIColor(color: SystemPalette.systemFill)
  /// A translucent fill for medium-size shapes, such as a switch's background.
  public static let secondarySystemFill = UIColor(color: SystemPalette.secondarySystemFill)
  /// A translucent fill for large shapes, such as a search field.
  public static let tertiarySystemFill = UIColor(color: SystemPalette.tertiarySystemFill)
  /// A translucent fill for large areas holding complex content.
  public static let quaternarySystemFill = UIColor(color: SystemPalette.quaternarySystemFill)

  // MARK: Text

  /// Primary text: black, white in dark appearance.
  public static let label = UIColor(color: SystemPalette.label)
  /// Secondary text, such as a subtitle.
  public static let secondaryLabel = UIColor(color: SystemPalette.secondaryLabel)
  /// Tertiary text, such as disabled text.
  public static let tertiaryLabel = UIColor(color: SystemPalette.tertiaryLabel)
  /// Quaternary text, such as watermarks.
  public static let quaternaryLabel = UIColor(color: SystemPalette.quaternaryLabel)
  /// The placeholder of an empty text field.
  public static let placeholderText = UIColor(color: SystemPalette.placeholderText)

  /// Links.
  public static let link = UIColor(color: SystemPalette.link)

  // MARK: Separators

  /// A thin line between pieces of content, letting some of what is behind show through.
  public static let separator = UIColor(color: SystemPalette.separator)
  /// A separator that hides what is behind it.
  public static let opaqueSeparator = UIColor(color: SystemPalette.opaqueSeparator)

  // MARK: Greys

  /// The base grey, the same in both appearances.
  public static let systemGray = UIColor(color: SystemPalette.systemGray)
  /// A grey one step closer to the background than `systemGray`.
  public static let systemGray2 = UIColor(color: SystemPalette.systemGray2)
  /// A grey two steps closer to the background than `systemGray`.
  public static let systemGray3 = UIColor(color: SystemPalette.systemGray3)
  /// A grey three steps closer to the background than `systemGray`.
  public static let systemGray4 = UIColor(color: SystemPalette.systemGray4)
  /// A grey four steps closer to the background than `systemGray`.
  public static let systemGray5 = UIColor(color: SystemPalette.systemGray5)
  /// The grey closest to the background.
  public static let systemGray6 = UIColor(color: SystemPalette.systemGray6)

  // MARK: Tints, a little brighter in dark appearance

  /// The system blue.
  public static let systemBlue = UIColor(color: SystemPalette.systemBlue)
  /// The system red.
  public static let systemRed = UIColor(color: SystemPalette.systemRed)
  /// The system green.
  public static let systemGreen = UIColor(color: SystemPalette.systemGreen)
  /// The system orange.
  public static let systemOrange = UIColor(color: SystemPalette.systemOrange)
  /// The system yellow.
  public static let systemYellow = UIColor(color: SystemPalette.systemYellow)
  /// The system pink.
  public static let systemPink = UIColor(color: SystemPalette.systemPink)
  /// The system purple.
  public static let systemPurple = UIColor(color: SystemPalette.systemPurple)
  /// The system teal.
  public static let systemTeal = UIColor(color: SystemPalette.systemTeal)
  /// The system indigo.
  public static let systemIndigo = UIColor(color: SystemPalette.systemIndigo)
  /// The system mint.
  public static let systemMint = UIColor(color: SystemPalette.systemMint)
  /// The system cyan.
  public static let systemCyan = UIColor(color: SystemPalette.systemCyan)
  /// The system brown.
  public static let systemBrown = UIColor(color: SystemPalette.systemBrown)

  // MARK: Fixed colours, the same in both appearances

  /// Plain white, as UIKit names it.
  public static let white = UIColor(color: SystemPalette.white)
  /// Plain black, as UIKit names it.
  public static let black = UIColor(color: SystemPalette.black)
  /// Fully transparent.
  public static let clear = UIColor(color: SystemPalette.clear)
  /// Plain dark gray, as UIKit names it.
  public static let darkGray = UIColor(color: SystemPalette.darkGray)
  /// Plain gray, as UIKit names it.
  public static let gray = UIColor(color: SystemPalette.gray)
  /// Plain light gray, as UIKit names it.
  public static let lightGray = UIColor(color: SystemPalette.lightGray)
  /// Plain red, as UIKit names it.
  public static let red = UIColor(color: SystemPalette.red)
  /// Plain green, as UIKit names it.
  public static let green = UIColor(color: SystemPalette.green)
  /// Plain blue, as UIKit names it.
  public static let blue = UIColor(color: SystemPalette.blue)
  /// Plain cyan, as UIKit names it.
  public static let cyan = UIColor(color: SystemPalette.cyan)
  /// Plain yellow, as UIKit names it.
  public static let yellow = UIColor(color: SystemPalette.yellow)
  /// Plain magenta, as UIKit names it.
  public static let magenta = UIColor(color: SystemPalette.magenta)
  /// Plain orange, as UIKit names it.
  public static let orange = UIColor(color: SystemPalette.orange)
  /// Plain purple, as UIKit names it.
  public static let purple = UIColor(color: SystemPalette.purple)
  /// Plain brown, as UIKit names it.
  public static let brown = UIColor(color: SystemPalette.brown)
}

import Foundation
import PortalUI

/// The appearance a colour or image is resolved for.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// UIKit's size class; here every window is `.regular` both ways, as the environment says.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The traits UIKit resolves dynamic colours and images by. `current` is the light
/// appearance unless a dynamic provider is being asked for the dark one.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Always `.regular` on the desktop.
  public let horizontalSizeClass: UIUserInterfaceSizeClass = .regular
  /// Always `.regular` on the desktop.
  public let verticalSizeClass: UIUserInterfaceSizeClass = .regular
  /// `.pad`, as `UIDevice.current.userInterfaceIdiom`.
  public let userInterfaceIdiom: UIUserInterfaceIdiom = .pad
  /// The display scale of the app's window.
  public var displayScale: CGFloat { UIScreen.main.scale }
  /// The text size the user chose; the desktop's default here.
  public let preferredContentSizeCategory: UIContentSizeCategory = .large

  /// Traits with only an appearance.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  public override init() { userInterfaceStyle = .light }

  /// The traits being resolved for: light.
  public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// The text sizes of Dynamic Type, as UIKit names them.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Posted when the user changes the text size (never, here: the size follows the desktop's
  /// font settings through the display scale).
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

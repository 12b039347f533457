import Foundation
import PortalGraphics

/// UIKit's colour type, so code written for iOS keeps naming its semantic colours:
/// `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`, `UIColor.systemBlue`.
///
/// A UIColor may hold a second variant for dark appearance; like `Color(light:dark:)`, it is
/// resolved by the `colorScheme` of the view it is drawn in. The system colours are listed in
/// `UIColor+System.swift`.
///
/// ```swift
/// List { … }.background(Color(.systemGroupedBackground))
/// Text("Updated just now").foregroundStyle(Color(uiColor: .secondaryLabel))
/// ```
public struct UIColor: Hashable, Sendable {
  /// The colour in both appearances.
  let color: Color

  init(color: Color) { self.color = color }

  /// A colour from sRGB components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey from its brightness, 0 (black) to 1 (white).
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The UIColor of a SwiftUI colour, keeping its dark variant.
  public init(_ color: Color) { self.color = color }

  /// A colour that is `light` in light appearance and `dark` in dark appearance.
  init(light: UInt32, lightAlpha: Double = 1, dark: UInt32, darkAlpha: Double = 1) {
    color = Color(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha))
  }

  /// The same colour, in both appearances, with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let light = color.resolved(dark: false).withAlpha(alpha)
    guard color.isAdaptive else { return UIColor(color: light) }
    return UIColor(color: Color(light: light, dark: color.resolved(dark: true).withAlpha(alpha)))
  }
}

extension Color {
  /// The SwiftUI colour of a UIColor, adapting to the appearance as the UIColor does.
  ///
  /// ```swift
  /// Color(.systemBackground)
  /// ```
  public init(_ uiColor: UIColor) { self = uiColor.color }

  /// The SwiftUI colour of a UIColor, adapting to the appearance as the UIColor does.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The plain colour with its alpha replaced.
  fileprivate func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

import Foundation
import PortalGraphics
import PortalUI

/// UIKit's colour: sRGB components with an optional dark-appearance variant.
///
/// A class, as on iOS, so an app's `extension UIColor { convenience init(hex: String) }`
/// compiles. A colour built from a dynamic provider is asked for both appearances at once and
/// resolves, like `Color(light:dark:)`, by the `colorScheme` of the view that draws it. The
/// system colours are listed in `UIColor+System.swift`.
///
/// ```swift
/// List { … }.background(Color(.systemGroupedBackground))
/// Text("Updated just now").foregroundStyle(Color(uiColor: .secondaryLabel))
/// ```
open class UIColor: NSObject, @unchecked Sendable {
  /// The colour in both appearances.
  package let color: Color

  package init(color: Color) { self.color = color }

  /// A colour from sRGB components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// A colour from Display P3 components; drawn as the same numbers in sRGB (nearest: X11
  /// windows here are sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey from its brightness, 0 (black) to 1 (white).
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
  }

  /// A colour from hue, saturation and brightness (HSB), each in 0…1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    color = Color(red: r, green: g, blue: b, alpha: Double(alpha))
  }

  /// The UIColor of a SwiftUI colour, keeping its dark variant.
  public init(_ color: Color) { self.color = color }

  /// A colour that asks `dynamicProvider` for its value in each appearance.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.resolved(dark: false)
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.resolved(dark: true)
    color = light == dark ? light : Color(light: light, dark: dark)
  }

  /// The colour named `name` in the app's asset catalogs, or nil when none has that name.
  public convenience init?(named name: String) {
    guard let named = Color.assetCatalogColor(named: name) else { return nil }
    self.init(color: named)
  }

  /// A colour named in the asset catalogs of `bundle` (any bundle here: catalogs are found by
  /// name), or nil.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// The same colour, in both appearances, with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let light = color.resolved(dark: false).replacingAlpha(Double(alpha))
    guard color.isAdaptive else { return UIColor(color: light) }
    return UIColor(color: Color(light: light, dark: color.resolved(dark: true).replacingAlpha(Double(alpha))))
  }

  /// The plain colour this colour is under `traitCollection`'s appearance.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(color: color.resolved(dark: traitCollection.userInterfaceStyle == .dark))
  }

  /// The light-appearance sRGB components; always true, as every colour here is sRGB.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.resolved(dark: false)
    red?.pointee = CGFloat(c.red)
    green?.pointee = CGFloat(c.green)
    blue?.pointee = CGFloat(c.blue)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The light-appearance hue, saturation, brightness and alpha.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.resolved(dark: false)
    let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue), delta = maximum - minimum
    var h = 0.0
    if delta > 0 {
      if maximum == c.red {
        h = (c.green - c.blue) / delta
      } else if maximum == c.green {
        h = 2 + (c.blue - c.red) / delta
      } else {
        h = 4 + (c.red - c.green) / delta
      }
      h = (h / 6).truncatingRemainder(dividingBy: 1)
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(maximum == 0 ? 0 : delta / maximum)
    brightness?.pointee = CGFloat(maximum)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The light-appearance brightness (the mean of the components) and alpha.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = color.resolved(dark: false)
    white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// Makes this the colour that `UIBezierPath.fill()` and the image renderer's `fill(_:)` use.
  open func setFill() { UIGraphicsDrawingState.current?.fillColor = color }
  /// Makes this the colour that `UIBezierPath.stroke()` uses.
  open func setStroke() { UIGraphicsDrawingState.current?.strokeColor = color }
  /// Makes this both the fill and the stroke colour.
  open func set() {
    setFill()
    setStroke()
  }

  /// The Core Graphics colour: the same colour here.
  open var cgColor: CGColor { CGColor(color: color) }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return color == other.color
  }

  open override var hash: Int { color.hashValue }

  open override var description: String { "UIColor(\(color))" }

  static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    guard saturation > 0 else { return (brightness, brightness, brightness) }
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6, f = h - h.rounded(.down)
    let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  /// A colour that is `light` in light appearance and `dark` in dark appearance.
  convenience init(light: UInt32, lightAlpha: Double = 1, dark: UInt32, darkAlpha: Double = 1) {
    self.init(color: Color(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha)))
  }
}

/// Core Graphics' colour, as UIKit hands it out (`UIColor.cgColor`): here, a colour.
public final class CGColor: @unchecked Sendable {
  /// The colour in both appearances.
  package let color: Color

  init(color: Color) { self.color = color }

  /// A colour from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// The light-appearance alpha.
  public var alpha: CGFloat { CGFloat(color.resolved(dark: false).alpha) }
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

  /// The SwiftUI colour of a Core Graphics colour.
  public init(cgColor: CGColor) { self = cgColor.color }

  /// The plain colour with its alpha replaced.
  fileprivate func replacingAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

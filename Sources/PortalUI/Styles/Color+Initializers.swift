import Foundation
import PortalGraphics

extension Color {
  /// The colour spaces a colour's components can be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard colour space of screens and the web.
    case sRGB
    /// sRGB with linear (not gamma-encoded) components.
    case sRGBLinear
    /// Display P3. X11 windows show sRGB: the components are taken as sRGB, the nearest.
    case displayP3
  }

  /// A colour from red, green and blue components (0 to 1) and an opacity.
  ///
  /// ```swift
  /// Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.8)
  /// ```
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double) {
    self.init(red: red, green: green, blue: blue, alpha: opacity)
  }

  /// A colour from components in `colorSpace`.
  ///
  /// ```swift
  /// Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
  /// ```
  nonisolated public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    if colorSpace == .sRGBLinear {
      self.init(
        red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), alpha: opacity)
    } else {
      self.init(red: red, green: green, blue: blue, alpha: opacity)
    }
  }

  /// A grey of `white` (0 black, 1 white).
  ///
  /// ```swift
  /// Color(white: 0.9)
  /// ```
  nonisolated public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: opacity)
  }

  /// A grey of `white` in `colorSpace`.
  nonisolated public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness (each 0 to 1; a hue of 0 and of 1 is red).
  ///
  /// ```swift
  /// Color(hue: 0.6, saturation: 0.7, brightness: 0.9)
  /// ```
  nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: opacity)
  }

  /// A linear component gamma-encoded for sRGB.
  nonisolated private static func encoded(_ linear: Double) -> Double {
    let c = min(max(linear, 0), 1)
    return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
  }
}

/// A colour with straight (not premultiplied) alpha, each component in 0…1, in sRGB.
///
/// A colour can adapt to the appearance: `Color(light:dark:)` holds a second set of components
/// that a canvas drawing in dark appearance (`Canvas.prefersDark`) uses instead.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  /// The components used in dark appearance, when they differ.
  private var darkComponents: Components?

  private struct Components: Hashable, Sendable {
    var red, green, blue, alpha: Double
  }

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour that is `light` in light appearance and `dark` in dark appearance.
  public init(light: Color, dark: Color) {
    self = light.resolved(dark: false)
    let d = dark.resolved(dark: true)
    darkComponents = Components(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
  }

  /// Whether the colour has a separate dark-appearance variant.
  public var isAdaptive: Bool { darkComponents != nil }

  /// The plain colour to paint with in the given appearance.
  public func resolved(dark: Bool) -> Color {
    guard let d = darkComponents else { return self }
    return dark ? Color(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
      : Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from a 24-bit `0xRRGGBB` value, as design tools write them.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func opacity(_ alpha: Double) -> Color {
    var result = Color(red: red, green: green, blue: blue, alpha: self.alpha * alpha)
    result.darkComponents = darkComponents.map { Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * alpha) }
    return result
  }

  /// Componentwise linear interpolation, `t` = 0 giving `self`.
  public func interpolated(to other: Color, _ t: Double) -> Color {
    func mix(_ a: Color, _ b: Color) -> Color {
      func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
      return Color(red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue), alpha: m(a.alpha, b.alpha))
    }
    let light = mix(resolved(dark: false), other.resolved(dark: false))
    guard isAdaptive || other.isAdaptive else { return light }
    return Color(light: light, dark: mix(resolved(dark: true), other.resolved(dark: true)))
  }

  /// 8-bit components, rounded: what a pixel of an opaque surface holds.
  public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  public var description: String {
    let c = rgba8
    return "rgba(\(c.r), \(c.g), \(c.b), \(c.a))"
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let red = Color(hex: 0xFF3B30)
  public static let orange = Color(hex: 0xFF9500)
  public static let yellow = Color(hex: 0xFFCC00)
  public static let green = Color(hex: 0x34C759)
  public static let blue = Color(hex: 0x007AFF)
  public static let purple = Color(hex: 0xAF52DE)
  public static let gray = Color(hex: 0x8E8E93)
}

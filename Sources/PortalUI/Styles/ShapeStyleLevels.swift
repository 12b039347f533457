import PortalGraphics

/// A style's second, third, fourth or fifth level (`.blue.secondary`, `.background.tertiary`):
/// the style fainter, as `.secondary` is the foreground fainter. The background's levels are
/// the grouped backgrounds of the colour scheme instead, as on iOS.
public struct ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let level: Int

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    if base is BackgroundStyle, environment.backgroundStyle == nil {
      let dark = environment.colorScheme == .dark
      let light: [UInt32] = [0xFFFFFF, 0xF2F2F7, 0xFFFFFF, 0xF2F2F7, 0xFFFFFF]
      let darkLevels: [UInt32] = [0x1C1C1E, 0x2C2C2E, 0x3A3A3C, 0x48484A, 0x545456]
      return .color(Color(hex: (dark ? darkLevels : light)[min(level, 4)]))
    }
    let opacities = ForegroundStyles.derivedOpacity
    return base.paint(in: bounds, environment: environment).opacity(opacities[min(level, opacities.count - 1)])
  }
}

extension ShapeStyle {
  /// The style's second level: fainter.
  public var secondary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, level: 1) }
  /// The style's third level.
  public var tertiary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, level: 2) }
  /// The style's fourth level.
  public var quaternary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, level: 3) }
  /// The style's fifth level.
  public var quinary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, level: 4) }
}

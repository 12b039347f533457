import PortalGraphics

/// A colour is a shape style that paints itself everywhere.
extension PortalGraphics.Color: ShapeStyle {
  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint { .color(self) }
}

// The standard colours as shape styles, so `.fill(.red)` and `.foregroundStyle(.orange)` read
// as in SwiftUI. (`primary` and `secondary` are not among them: as shape styles those are the
// hierarchical levels of the foreground.)
extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// The standard blue.
  public static var blue: Color { Color.blue }
  /// The standard brown.
  public static var brown: Color { Color.brown }
  /// Fully transparent.
  public static var clear: Color { Color.clear }
  /// The standard cyan.
  public static var cyan: Color { Color.cyan }
  /// The standard grey.
  public static var gray: Color { Color.gray }
  /// The standard green.
  public static var green: Color { Color.green }
  /// The standard indigo.
  public static var indigo: Color { Color.indigo }
  /// The standard mint.
  public static var mint: Color { Color.mint }
  /// The standard orange.
  public static var orange: Color { Color.orange }
  /// The standard pink.
  public static var pink: Color { Color.pink }
  /// The standard purple.
  public static var purple: Color { Color.purple }
  /// The standard red.
  public static var red: Color { Color.red }
  /// The standard teal.
  public static var teal: Color { Color.teal }
  /// White.
  public static var white: Color { Color.white }
  /// The standard yellow.
  public static var yellow: Color { Color.yellow }
  /// The app's accent colour (the default tint).
  public static var accentColor: Color { Color.accentColor }
}

import PortalGraphics

/// One level of the current foreground style: `.primary`, `.secondary`, `.tertiary` or
/// `.quaternary`. A level given to `.foregroundStyle(_:_:)` is used as it is; a level that was
/// not is the primary style faded (to 60 %, 30 % or 18 %), and with no foreground style set it
/// is the colour scheme's label colour of that level.
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text("Title")
///   Text("Subtitle").foregroundStyle(.secondary)
/// }
/// .foregroundStyle(.blue)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, ForegroundRelativeStyle, Hashable, Sendable {
  let level: Int

  /// The first level of the current foreground style.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level of the current foreground style.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level of the current foreground style.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level of the current foreground style.
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    environment.foregroundPaint(level: level, in: bounds)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the current foreground style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of the current foreground style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of the current foreground style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of the current foreground style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

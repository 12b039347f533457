import PortalGraphics

/// Any shape style, its type erased: for a property or value that holds one style or another.
///
/// ```swift
/// let fill = isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// `style`, type erased.
  public init<S: ShapeStyle>(_ style: S) { base = style }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    base.paint(in: bounds, environment: environment)
  }
}

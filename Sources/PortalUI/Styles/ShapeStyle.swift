import PortalGraphics

/// What fills or strokes a shape: a colour, a gradient, or the environment's foreground.
///
/// ```swift
/// Circle().fill(.red)
/// Capsule().fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
/// RoundedRectangle(cornerRadius: 8).stroke(.foreground, lineWidth: 2)
/// ```
@preconcurrency @MainActor
public protocol ShapeStyle {
  /// The paint for a shape whose frame is `bounds` (window coordinates), in `environment`.
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint
}

/// The environment's foreground style (`.foregroundStyle`), or the colour scheme's primary
/// colour when none is set: what shapes fill with by default.
public struct ForegroundStyle: ShapeStyle, ForegroundRelativeStyle {
  public init() {}

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    environment.foregroundPaint(level: 0, in: bounds)
  }
}

/// The environment's tint (`.tint`), the accent colour by default.
public struct TintShapeStyle: ShapeStyle {
  public init() {}

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .color(environment.tint)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground colour.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

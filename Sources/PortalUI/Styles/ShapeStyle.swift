import PortalGraphics

/// What fills or strokes a shape: a colour, a gradient, or the environment's foreground.
///
/// ```swift
/// Circle().fill(.red)
/// Capsule().fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
/// RoundedRectangle(cornerRadius: 8).stroke(.foreground, lineWidth: 2)
/// ```
@MainActor
public protocol ShapeStyle {
  /// The paint for a shape whose frame is `bounds` (window coordinates), in `environment`.
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint
}

extension PortalGraphics.Color: ShapeStyle {
  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint { .color(self) }
}

/// The environment's foreground colour (`.foregroundStyle`), or the colour scheme's primary
/// colour when none is set: what shapes fill with by default.
public struct ForegroundStyle: ShapeStyle {
  public init() {}

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .color(environment.foregroundColor ?? environment.primaryColor)
  }
}

/// The environment's tint (`.tint`), the accent colour by default.
public struct TintShapeStyle: ShapeStyle {
  public init() {}

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .color(environment.tint)
  }
}

/// A gradient whose geometry is relative to the shape it fills: unit points for a linear
/// gradient's ends and a radial gradient's centre, so the same style fits any frame.
public struct GradientStyle: ShapeStyle {
  enum Geometry {
    case linear(start: UnitPoint, end: UnitPoint)
    case radial(center: UnitPoint, endRadius: Double)
  }

  let gradient: Gradient
  let geometry: Geometry

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    switch geometry {
    case .linear(let start, let end):
      return .linear(gradient, from: start.point(in: bounds), to: end.point(in: bounds))
    case .radial(let center, let endRadius):
      return .radial(gradient, center: center.point(in: bounds), radius: endRadius)
    }
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

extension ShapeStyle where Self == GradientStyle {
  /// A linear gradient between two unit points of the shape's frame.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> GradientStyle
  {
    GradientStyle(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint))
  }

  /// A linear gradient through evenly spaced colours between two unit points of the frame.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> GradientStyle
  {
    linearGradient(Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A radial gradient from a unit point of the frame out to `endRadius` logical pixels.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, endRadius: Double)
    -> GradientStyle
  {
    GradientStyle(gradient: gradient, geometry: .radial(center: center, endRadius: endRadius))
  }

  /// A radial gradient through evenly spaced colours.
  public static func radialGradient(colors: [Color], center: UnitPoint, endRadius: Double) -> GradientStyle {
    radialGradient(Gradient(colors: colors), center: center, endRadius: endRadius)
  }
}

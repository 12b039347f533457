import CCairo
import Foundation

/// What fills or strokes a shape: one colour or a gradient.
///
/// ```swift
/// canvas.fill(path, with: .color(.blue))
/// canvas.fill(rect, with: .linear(Gradient(colors: [.white, .gray]), from: top, to: bottom))
/// ```
public enum Paint: Hashable, Sendable {
  case color(Color)
  case linearGradient(LinearGradientPaint)
  case radialGradient(RadialGradientPaint)
  case conicGradient(ConicGradientPaint)

  /// A linear gradient from `start` to `end`.
  public static func linear(_ gradient: Gradient, from start: Point, to end: Point) -> Paint {
    .linearGradient(LinearGradientPaint(gradient: gradient, start: start, end: end))
  }

  /// A radial gradient from `startRadius` around `center` out to `radius`.
  public static func radial(_ gradient: Gradient, center: Point, startRadius: Double = 0, radius: Double)
    -> Paint
  {
    .radialGradient(
      RadialGradientPaint(gradient: gradient, center: center, startRadius: startRadius, radius: radius))
  }

  /// A gradient around `center` from `startAngle` to `endAngle` (radians, clockwise on screen),
  /// reaching `radius` from the centre.
  public static func conic(
    _ gradient: Gradient, center: Point, startAngle: Double, endAngle: Double, radius: Double
  ) -> Paint {
    .conicGradient(
      ConicGradientPaint(
        gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle, radius: radius))
  }

  /// The same paint with every colour's alpha multiplied by `alpha`.
  public func opacity(_ alpha: Double) -> Paint {
    func faded(_ gradient: Gradient) -> Gradient {
      Gradient(
        stops: gradient.stops.map { Gradient.Stop(color: $0.color.opacity(alpha), location: $0.location) })
    }
    switch self {
    case .color(let color): return .color(color.opacity(alpha))
    case .linearGradient(var g):
      g.gradient = faded(g.gradient)
      return .linearGradient(g)
    case .radialGradient(var g):
      g.gradient = faded(g.gradient)
      return .radialGradient(g)
    case .conicGradient(var g):
      g.gradient = faded(g.gradient)
      return .conicGradient(g)
    }
  }

  /// Makes this paint the source of a cairo context, in the context's current user space.
  func apply(to context: OpaquePointer, dark: Bool) {
    let pattern: OpaquePointer
    let gradient: Gradient
    switch self {
    case .color(let color):
      let c = color.resolved(dark: dark)
      cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
      return
    case .linearGradient(let g):
      pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)
      gradient = g.gradient
    case .radialGradient(let g):
      pattern = cairo_pattern_create_radial(
        g.center.x, g.center.y, max(0, g.startRadius), g.center.x, g.center.y, max(0, g.radius))
      gradient = g.gradient
    case .conicGradient(let g):
      let mesh = g.makeMeshPattern(dark: dark)
      cairo_set_source(context, mesh)
      cairo_pattern_destroy(mesh)
      return
    }
    for stop in gradient.drawnStops(dark: dark) {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(context, pattern)
    cairo_pattern_destroy(pattern)
  }
}

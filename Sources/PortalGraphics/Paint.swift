import CCairo

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

  /// A linear gradient from `start` to `end`.
  public static func linear(_ gradient: Gradient, from start: Point, to end: Point) -> Paint {
    .linearGradient(LinearGradientPaint(gradient: gradient, start: start, end: end))
  }

  /// A radial gradient from `center` out to `radius`.
  public static func radial(_ gradient: Gradient, center: Point, radius: Double) -> Paint {
    .radialGradient(RadialGradientPaint(gradient: gradient, center: center, radius: radius))
  }

  /// Makes this paint the source of a cairo context, in the context's current user space.
  func apply(to context: OpaquePointer, dark: Bool) {
    let pattern: OpaquePointer
    let stops: [Gradient.Stop]
    switch self {
    case .color(let color):
      let c = color.resolved(dark: dark)
      cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
      return
    case .linearGradient(let g):
      pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)
      stops = g.gradient.stops
    case .radialGradient(let g):
      pattern = cairo_pattern_create_radial(g.center.x, g.center.y, 0, g.center.x, g.center.y, g.radius)
      stops = g.gradient.stops
    }
    for stop in stops {
      let c = stop.color.resolved(dark: dark)
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(context, pattern)
    cairo_pattern_destroy(pattern)
  }
}

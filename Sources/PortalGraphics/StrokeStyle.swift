import CCairo

/// How a path's outline is drawn: width, ends, corners and dashes, in logical pixels.
public struct StrokeStyle: Hashable, Sendable {
  /// The shape at the open ends of a stroke.
  public enum LineCap: Hashable, Sendable { case butt, round, square }
  /// The shape where two segments of a stroke meet.
  public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

  public var lineWidth: Double
  public var cap: LineCap
  public var join: LineJoin
  /// Lengths of alternating dashes and gaps; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: Double

  /// SwiftUI's spelling: `StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2])`.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.init(lineWidth: lineWidth, cap: lineCap, join: lineJoin, dash: dash, dashPhase: dashPhase)
  }

  /// How line ends are drawn (SwiftUI's name for `cap`).
  public var lineCap: LineCap {
    get { cap }
    set { cap = newValue }
  }

  /// How corners are drawn (SwiftUI's name for `join`).
  public var lineJoin: LineJoin {
    get { join }
    set { join = newValue }
  }

  @_disfavoredOverload
  public init(
    lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, dash: [Double] = [],
    dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.cap = cap
    self.join = join
    self.dash = dash
    self.dashPhase = dashPhase
  }

  func apply(to context: OpaquePointer) {
    cairo_set_line_width(context, lineWidth)
    switch cap {
    case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
    }
    switch join {
    case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_dash(context, dash, Int32(dash.count), dashPhase)
  }
}

/// Which regions of a self-intersecting path count as inside.
public enum FillRule: Hashable, Sendable {
  /// Inside wherever the outline winds around a point a non-zero number of times.
  case winding
  /// Inside wherever a ray from the point crosses the outline an odd number of times.
  case evenOdd

  var cairoValue: cairo_fill_rule_t {
    self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD
  }
}

import Foundation

/// Builds glyph outlines in grid units with terse, SVG-like commands, so a glyph's source
/// reads like its drawing.
///
/// ```swift
/// var tick = SymbolPath()
/// tick.move(4.5, 12.5)
/// tick.line(9.5, 17.5)
/// tick.line(19.5, 6.5)
/// pen.stroke(tick.path)
/// ```
struct SymbolPath {
  private(set) var path = Path()

  mutating func move(_ x: Double, _ y: Double) { path.move(to: Point(x: x, y: y)) }

  mutating func line(_ x: Double, _ y: Double) { path.line(to: Point(x: x, y: y)) }

  /// A quadratic curve to `(x, y)` bending towards `(cx, cy)`.
  mutating func quad(_ x: Double, _ y: Double, control cx: Double, _ cy: Double) {
    path.quadCurve(to: Point(x: x, y: y), control: Point(x: cx, y: cy))
  }

  mutating func curve(
    _ x: Double, _ y: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double
  ) {
    path.curve(to: Point(x: x, y: y), control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y))
  }

  /// A circular arc; angles in degrees, 0 pointing right and 90 down, increasing clockwise.
  mutating func arc(
    center cx: Double, _ cy: Double, radius: Double, from start: Double, to end: Double
  ) {
    path.addArc(
      center: Point(x: cx, y: cy), radius: radius, startAngle: start * .pi / 180, endAngle: end * .pi / 180,
      clockwise: end >= start)
  }

  /// An elliptical arc, angles as in `arc`; joined to the current point by a line when
  /// there is one.
  mutating func ellipseArc(
    center cx: Double, _ cy: Double, radiusX rx: Double, radiusY ry: Double, from start: Double,
    to end: Double
  ) {
    func point(_ t: Double) -> Point { Point(x: cx + rx * cos(t), y: cy + ry * sin(t)) }
    // Derivative of `point`, scaled below into Bézier handles.
    func tangent(_ t: Double) -> Point { Point(x: -rx * sin(t), y: ry * cos(t)) }
    let t0 = start * .pi / 180
    let t1 = end * .pi / 180
    let segments = max(1, Int((abs(t1 - t0) / (.pi / 2)).rounded(.up)))
    let step = (t1 - t0) / Double(segments)
    // The standard handle length for approximating an arc of `step` radians with one cubic.
    let handle = 4 / 3 * tan(step / 4)
    path.line(to: point(t0))
    for index in 0..<segments {
      let a = t0 + Double(index) * step
      let b = a + step
      let p0 = point(a)
      let p1 = point(b)
      let d0 = tangent(a)
      let d1 = tangent(b)
      path.curve(
        to: p1, control1: Point(x: p0.x + handle * d0.x, y: p0.y + handle * d0.y),
        control2: Point(x: p1.x - handle * d1.x, y: p1.y - handle * d1.y))
    }
  }

  mutating func close() { path.close() }

  /// A polyline through `points`, closed when `closed` is true.
  static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    var shape = SymbolPath()
    for (index, (x, y)) in points.enumerated() {
      if index == 0 { shape.move(x, y) } else { shape.line(x, y) }
    }
    if closed { shape.close() }
    return shape.path
  }

  /// A full circle that starts with a move, so it can join other subpaths without a stray line.
  static func circle(_ cx: Double, _ cy: Double, radius: Double) -> Path {
    var shape = SymbolPath()
    shape.move(cx + radius, cy)
    shape.arc(center: cx, cy, radius: radius, from: 0, to: 360)
    shape.close()
    return shape.path
  }

  static func ellipse(_ cx: Double, _ cy: Double, radiusX rx: Double, radiusY ry: Double) -> Path {
    Path(ellipseIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
  }

  static func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) -> Path
  {
    Path(roundedRect: Rect(x: x, y: y, width: width, height: height), cornerRadius: radius)
  }

  /// Several paths as one, for strokes and fills that share a style.
  static func combined(_ paths: Path...) -> Path {
    var all = Path()
    for path in paths { all.addPath(path) }
    return all
  }
}

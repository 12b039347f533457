import Foundation

/// Builds glyph outlines in grid units with terse, SVG-like commands, so a glyph's source
/// reads like its drawing.
///
/// ```swift
/// pen.stroke(
///   SymbolPath.drawn { tick in
///     tick.move(4.5, 12.5)
///     tick.line(9.5, 17.5)
///     tick.line(19.5, 6.5)
///   })
/// ```
struct SymbolPath {
  private(set) var path = Path()
  /// The current subpath since its move, for `mirror()`; nil once it cannot be mirrored (it
  /// has an arc, or was mirrored already).
  private var half: (start: Point, segments: [Segment])?

  /// A piece of a subpath that `mirror()` can trace back.
  private enum Segment {
    case line(to: Point)
    case quad(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)

    var end: Point {
      switch self {
      case .line(let to), .quad(let to, _), .curve(let to, _, _): return to
      }
    }
  }

  mutating func move(_ x: Double, _ y: Double) {
    path.move(to: Point(x: x, y: y))
    half = (Point(x: x, y: y), [])
  }

  mutating func line(_ x: Double, _ y: Double) { add(.line(to: Point(x: x, y: y))) }

  /// A quadratic curve to `(x, y)` bending towards `(cx, cy)`.
  mutating func quad(_ x: Double, _ y: Double, control cx: Double, _ cy: Double) {
    add(.quad(to: Point(x: x, y: y), control: Point(x: cx, y: cy)))
  }

  mutating func curve(
    _ x: Double, _ y: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double
  ) {
    add(.curve(to: Point(x: x, y: y), control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y)))
  }

  /// Continues the subpath with its mirror image in the grid's vertical centre line, traced
  /// back to the image of its start: a glyph symmetric left to right is written as one half.
  /// A half that ends on the centre line meets its image there; one that ends off it is joined
  /// to its image by a straight line across.
  mutating func mirror() {
    guard let (start, segments) = half else {
      preconditionFailure("only a subpath of lines and curves, not mirrored yet, can be mirrored")
    }
    half = nil
    // x ↦ 24 − x. For a half written in tenths of a unit left of x = 16, the image is exactly
    // the number the other side would spell out, so the glyph draws as if written out whole.
    func image(_ point: Point) -> Point { Point(x: 2 * SymbolGlyph.center.x - point.x, y: point.y) }
    let end = segments.last?.end ?? start
    if end.x != SymbolGlyph.center.x { append(.line(to: image(end))) }
    for index in segments.indices.reversed() {
      let from = image(index == 0 ? start : segments[index - 1].end)
      switch segments[index] {
      case .line: append(.line(to: from))
      case .quad(_, let control): append(.quad(to: from, control: image(control)))
      case .curve(_, let control1, let control2):
        append(.curve(to: from, control1: image(control2), control2: image(control1)))
      }
    }
  }

  private mutating func add(_ segment: Segment) {
    append(segment)
    half?.segments.append(segment)
  }

  private mutating func append(_ segment: Segment) {
    switch segment {
    case .line(let to): path.line(to: to)
    case .quad(let to, let control): path.quadCurve(to: to, control: control)
    case .curve(let to, let control1, let control2):
      path.curve(to: to, control1: control1, control2: control2)
    }
  }

  /// A circular arc; angles in degrees, 0 pointing right and 90 down, increasing clockwise.
  mutating func arc(
    center cx: Double, _ cy: Double, radius: Double, from start: Double, to end: Double
  ) {
    half = nil
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
    half = nil
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

  mutating func close() {
    half = nil
    path.close()
  }

  /// The path `draw` writes on a new `SymbolPath`: a glyph's part written as its commands.
  static func drawn(_ draw: (inout SymbolPath) -> Void) -> Path {
    var shape = SymbolPath()
    draw(&shape)
    return shape.path
  }

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

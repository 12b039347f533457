import Foundation

/// An outline made of straight lines, Bézier curves and circular arcs, in logical pixels.
///
/// A path is a value: build it once and fill, stroke or clip with it as often as needed.
///
/// ```swift
/// var tick = Path()
/// tick.move(to: Point(x: 4, y: 12))
/// tick.line(to: Point(x: 9, y: 17))
/// tick.line(to: Point(x: 20, y: 6))
/// canvas.stroke(tick, with: .color(.green), lineWidth: 2)
/// ```
public struct Path: Hashable, Sendable {
  /// One drawing command. Quadratic curves are stored as the equivalent cubic.
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case cubic(control1: Point, control2: Point, end: Point)
    /// A circular arc; a straight line joins the current point to the arc's start, as in cairo.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    case close
  }

  public private(set) var elements: [Element] = []
  /// Where the next segment starts; nil before the first `move(to:)`.
  public private(set) var currentPoint: Point?
  private var subpathStart: Point?

  /// An empty path.
  public init() {}

  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  @_disfavoredOverload
  public mutating func move(to point: Point) {
    elements.append(.move(point))
    currentPoint = point
    subpathStart = point
  }

  /// A straight line to `point` (a move when the path has no current point).
  public mutating func line(to point: Point) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(point))
    currentPoint = point
  }

  /// A quadratic Bézier curve to `point`.
  public mutating func quadCurve(to point: Point, control: Point) {
    let start = currentPoint ?? control
    if currentPoint == nil { move(to: start) }
    // The exact cubic equivalent: control points two thirds of the way towards `control`.
    let control1 = Point(
      x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
    let control2 = Point(
      x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
    curve(to: point, control1: control1, control2: control2)
  }

  /// A cubic Bézier curve to `point`.
  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.cubic(control1: control1, control2: control2, end: point))
    currentPoint = point
  }

  /// A circular arc. Angles are radians from the positive x axis towards positive y; since y
  /// grows downwards, `clockwise` (increasing angle) turns clockwise on screen.
  @_disfavoredOverload
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
  ) {
    let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if currentPoint == nil { subpathStart = start }
    elements.append(
      .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    currentPoint = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func close() {
    guard currentPoint != nil else { return }
    elements.append(.close)
    currentPoint = subpathStart
  }

  /// The same outline moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Path {
    if dx == 0 && dy == 0 { return self }
    return mappingPoints { Point(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The path with every point (ends, control points, arc centres) sent through `map`; arcs
  /// keep their radius, so `map` should move them only.
  func mappingPoints(_ map: (Point) -> Point) -> Path {
    var copy = self
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(map(p))
      case .line(let p): .line(map(p))
      case .cubic(let c1, let c2, let end): .cubic(control1: map(c1), control2: map(c2), end: map(end))
      case .arc(let center, let radius, let start, let end, let clockwise):
        .arc(center: map(center), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
      case .close: .close
      }
    }
    copy.currentPoint = currentPoint.map(map)
    copy.subpathStart = subpathStart.map(map)
    return copy
  }

  /// Appends every element of another path.
  public mutating func addPath(_ other: Path) {
    elements += other.elements
    if other.currentPoint != nil {
      currentPoint = other.currentPoint
      subpathStart = other.subpathStart
    }
  }

  /// The smallest rectangle containing every point the path passes through (control points
  /// off the curve do not count). `.zero` for an empty path.
  public var boundingBox: Rect {
    var bounds = BoundsAccumulator()
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p), .line(let p):
        bounds.add(p)
        current = p
      case .cubic(let c1, let c2, let end):
        bounds.addCubic(from: current, c1, c2, end)
        current = end
      case .arc(let center, let radius, let start, let end, let clockwise):
        bounds.addArc(center: center, radius: radius, from: start, to: end, clockwise: clockwise)
        current = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
      case .close:
        break
      }
    }
    return bounds.rect
  }
}

extension Path {
  /// A closed rectangle, drawn clockwise from the top-left corner.
  public init(rect: Rect) {
    self.init()
    // Room for every element at once: shapes are built every frame, one buffer each.
    elements.reserveCapacity(5)
    move(to: rect.origin)
    line(to: Point(x: rect.maxX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.maxY))
    line(to: Point(x: rect.minX, y: rect.maxY))
    close()
  }

  /// A rectangle with circular corners. Each radius is clamped to half the shorter side, so
  /// corners never overlap and an oversized radius yields a capsule.
  public init(roundedRect rect: Rect, radii: CornerRadii) {
    self.init()
    elements.reserveCapacity(6)
    let outline = RoundedRectOutline(rect, radii)
    move(to: outline.start)
    outline.forEachCorner { addCorner($0.center, $0.radius, from: $0.startAngle) }
    close()
  }

  /// A rectangle with the same radius on every corner.
  @_disfavoredOverload
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    self.init(roundedRect: rect, radii: CornerRadii(cornerRadius))
  }

  /// The ellipse inscribed in `rect`, as four cubic curves.
  @_disfavoredOverload
  public init(ellipseIn rect: Rect) {
    // The standard control-point distance that makes a cubic follow a quarter circle.
    let kappa = 0.5522847498307936
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    self.init()
    move(to: Point(x: cx + rx, y: cy))
    curve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ry * kappa),
      control2: Point(x: cx + rx * kappa, y: cy + ry))
    curve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - rx * kappa, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ry * kappa))
    curve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ry * kappa),
      control2: Point(x: cx - rx * kappa, y: cy - ry))
    curve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + rx * kappa, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ry * kappa))
    close()
  }

  /// A full circle.
  public init(circleCenter center: Point, radius: Double) {
    self.init()
    addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
    close()
  }

  /// A rounded rectangle whose shorter sides are semicircles.
  public init(capsuleIn rect: Rect) {
    self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }

  /// A quarter circle starting at angle `from`, or a sharp corner when `radius` is 0.
  private mutating func addCorner(_ center: Point, _ radius: Double, from angle: Double) {
    if radius > 0 {
      addArc(center: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2)
    } else {
      line(to: center)
    }
  }
}

/// Grows a rectangle to cover points, curves and arcs.
private struct BoundsAccumulator {
  private var minX = Double.infinity
  private var minY = Double.infinity
  private var maxX = -Double.infinity
  private var maxY = -Double.infinity

  var rect: Rect {
    guard minX <= maxX else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  /// The curve's end points and its extremes, where the derivative of either coordinate is 0.
  mutating func addCubic(from p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    add(p0)
    add(p3)
    func point(_ t: Double) -> Point {
      let u = 1 - t
      let w0 = u * u * u
      let w1 = 3 * u * u * t
      let w2 = 3 * u * t * t
      let w3 = t * t * t
      return Point(
        x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
    for (v0, v1, v2, v3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
      // d/dt of the cubic is a·t² + b·t + c with these coefficients (divided by 3).
      let a = -v0 + 3 * v1 - 3 * v2 + v3
      let b = 2 * (v0 - 2 * v1 + v2)
      let c = v1 - v0
      for t in Self.roots(a, b, c) where t > 0 && t < 1 { add(point(t)) }
    }
  }

  mutating func addArc(center: Point, radius: Double, from start: Double, to end: Double, clockwise: Bool) {
    func addPoint(atAngle angle: Double) {
      add(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
    addPoint(atAngle: start)
    addPoint(atAngle: end)
    // Normalise to an increasing sweep, as cairo does, then add each axis crossing inside it.
    var low = clockwise ? start : end
    var high = clockwise ? end : start
    while high < low { high += 2 * .pi }
    if high - low >= 2 * .pi {
      low = 0
      high = 2 * .pi
    }
    var quarter = (low / (.pi / 2)).rounded(.up)
    while quarter * .pi / 2 <= high {
      addPoint(atAngle: quarter * .pi / 2)
      quarter += 1
    }
  }

  private static func roots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    if abs(a) < 1e-12 {
      return abs(b) < 1e-12 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    let root = discriminant.squareRoot()
    return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
  }
}

/// A rounded rectangle as a start point and four corners, clockwise from the top-right: each a
/// quarter circle (or a sharp corner at radius 0). Radii are clamped to half the shorter side.
/// Shared by `Path(roundedRect:radii:)` and the canvas, which traces it without building a path.
struct RoundedRectOutline {
  struct Corner {
    let center: Point
    let radius: Double
    let startAngle: Double
  }

  let start: Point
  let corners: (Corner, Corner, Corner, Corner)

  init(_ rect: Rect, _ radii: CornerRadii) {
    let limit = max(0, min(rect.width, rect.height) / 2)
    func clamp(_ r: Double) -> Double { min(max(r, 0), limit) }
    let topLeft = clamp(radii.topLeft)
    let topRight = clamp(radii.topRight)
    let bottomRight = clamp(radii.bottomRight)
    let bottomLeft = clamp(radii.bottomLeft)
    start = Point(x: rect.minX + topLeft, y: rect.minY)
    corners = (
      Corner(center: Point(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, startAngle: -.pi / 2),
      Corner(center: Point(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, startAngle: 0),
      Corner(center: Point(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft, startAngle: .pi / 2),
      Corner(center: Point(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, startAngle: .pi)
    )
  }

  /// The four corners in order (a tuple, so walking them allocates nothing).
  func forEachCorner(_ body: (Corner) -> Void) {
    body(corners.0)
    body(corners.1)
    body(corners.2)
    body(corners.3)
  }
}


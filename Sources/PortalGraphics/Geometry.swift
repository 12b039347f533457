/// A point in a two-dimensional coordinate space, in logical pixels.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

  /// The straight-line distance to another point.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  public var description: String { "(\(x), \(y))" }
}

/// A width and a height, in logical pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle: an origin (top-left corner, y grows downwards) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }

  /// True when the rectangle covers no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// True when `other` lies wholly inside this rectangle.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The overlapping area, or an empty rectangle when the two do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return .zero }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle containing both; an empty operand is ignored.
  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Moves the edges inwards by the given amounts (outwards for negative values).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The smallest rectangle on whole pixels that contains this one.
  public var integral: Rect {
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  /// Linear interpolation between two rectangles, `t` = 0 giving `self` and 1 giving `other`.
  public func interpolated(to other: Rect, _ t: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Rect(
      x: mix(minX, other.minX), y: mix(minY, other.minY),
      width: mix(width, other.width), height: mix(height, other.height))
  }

  public var description: String { "[\(minX), \(minY), \(width)×\(height)]" }
}

/// Distances from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
}

/// Radii of the four corners of a rounded rectangle, clockwise from the top-left.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius on every corner.
  public init(_ all: Double) { self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all) }

  public static let zero = CornerRadii(0)
}

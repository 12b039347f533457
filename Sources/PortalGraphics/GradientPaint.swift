/// A gradient along the line from `start` to `end`, constant across it, in logical pixels.
/// Beyond either end the nearest stop's colour continues.
public struct LinearGradientPaint: Hashable, Sendable {
  public var gradient: Gradient
  public var start: Point
  public var end: Point

  public init(gradient: Gradient, start: Point, end: Point) {
    self.gradient = gradient
    self.start = start
    self.end = end
  }
}

/// A gradient in circles from `center` (location 0) out to `radius` (location 1), in logical
/// pixels. Beyond the radius the last stop's colour continues.
public struct RadialGradientPaint: Hashable, Sendable {
  public var gradient: Gradient
  public var center: Point
  public var radius: Double

  public init(gradient: Gradient, center: Point, radius: Double) {
    self.gradient = gradient
    self.center = center
    self.radius = radius
  }
}

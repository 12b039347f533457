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

/// A gradient in circles around `center`, from `startRadius` (location 0) out to `radius`
/// (location 1), in logical pixels. Inside the start radius the first stop's colour fills,
/// beyond the end radius the last stop's colour continues.
public struct RadialGradientPaint: Hashable, Sendable {
  public var gradient: Gradient
  public var center: Point
  public var startRadius: Double
  public var radius: Double

  public init(gradient: Gradient, center: Point, startRadius: Double = 0, radius: Double) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.radius = radius
  }
}

/// A gradient around `center` by angle (a "conic" or angular gradient): location 0 at
/// `startAngle`, location 1 at `endAngle`, in radians turning clockwise on screen from the
/// positive x axis. Equal angles make one full turn from `startAngle`. A sweep shorter than a
/// turn leaves a gap whose first half holds the last stop's colour and whose second half the
/// first stop's; of a sweep longer than a turn only the last turn shows.
///
/// The paint reaches `radius` logical pixels from the centre: at least as far as the
/// farthest corner of what it fills.
public struct ConicGradientPaint: Hashable, Sendable {
  public var gradient: Gradient
  public var center: Point
  public var startAngle: Double
  public var endAngle: Double
  public var radius: Double

  public init(gradient: Gradient, center: Point, startAngle: Double, endAngle: Double, radius: Double) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
    self.radius = radius
  }
}

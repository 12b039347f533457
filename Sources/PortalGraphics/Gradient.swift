/// Colours blended smoothly between stops, each at a location from 0 (start) to 1 (end).
///
/// ```swift
/// let sunrise = Gradient(colors: [.orange, .purple])   // stops spread evenly
/// ```
public struct Gradient: Hashable, Sendable {
  /// One colour at one place along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    /// From 0 (the gradient's start) to 1 (its end).
    public var location: Double

    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1; a single colour covers the whole range.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
  }
}

/// A gradient along the line from `start` to `end`, constant across it, in logical pixels.
/// Beyond either end the nearest stop's colour continues.
public struct LinearGradient: Hashable, Sendable {
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
public struct RadialGradient: Hashable, Sendable {
  public var gradient: Gradient
  public var center: Point
  public var radius: Double

  public init(gradient: Gradient, center: Point, radius: Double) {
    self.gradient = gradient
    self.center = center
    self.radius = radius
  }
}

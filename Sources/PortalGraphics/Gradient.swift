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

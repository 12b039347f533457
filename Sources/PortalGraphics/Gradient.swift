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

extension Gradient {
  /// The stops as drawn in an appearance, in order of location, each colour resolved. A fully
  /// transparent stop becomes two at its location, each in the colour of the stop beside it,
  /// so a colour fading to `.clear` fades out in its own colour rather than through grey, as
  /// it does when colours blend premultiplied (as SwiftUI blends them).
  func drawnStops(dark: Bool) -> [Stop] {
    let sorted = stops.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map { Stop(color: $0.element.color.resolved(dark: dark), location: $0.element.location) }
    var drawn: [Stop] = []
    for (i, stop) in sorted.enumerated() {
      guard stop.color.alpha == 0 else {
        drawn.append(stop)
        continue
      }
      let before = sorted[..<i].last { $0.color.alpha > 0 }
      let after = sorted[(i + 1)...].first { $0.color.alpha > 0 }
      guard before != nil || after != nil else {
        drawn.append(stop)
        continue
      }
      for neighbour in [before, after].compactMap({ $0 }) {
        drawn.append(Stop(color: neighbour.color.opacity(0), location: stop.location))
      }
    }
    return drawn
  }
}

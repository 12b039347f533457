/// The resistance of content pulled past an end: the further it is pulled, the less it
/// follows, approaching but never reaching `limit` (a platform scroll view's curve,
/// f(x) = (1 − 1 / (x·c / d + 1))·d with c = 0.55 and d the viewport's length).
///
/// ```swift
/// let band = RubberBand(limit: 600)
/// band.resisted(100)        // ≈ 50: pulled 100 points, the content moves about 50
/// band.unresisted(band.resisted(100))  // 100
/// ```
struct RubberBand {
  /// The viewport's length along the axis.
  let limit: Double
  static let coefficient = 0.55

  /// How far the content shows past the end when pulled `distance` points past it.
  func resisted(_ distance: Double) -> Double {
    guard limit > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * Self.coefficient / limit + 1)) * limit
    return distance < 0 ? -magnitude : magnitude
  }

  /// The pull that shows the content `shown` points past the end (the inverse of `resisted`).
  func unresisted(_ shown: Double) -> Double {
    guard limit > 0 else { return 0 }
    let fraction = min(abs(shown) / limit, 0.999_999)
    let magnitude = (1 / (1 - fraction) - 1) * limit / Self.coefficient
    return shown < 0 ? -magnitude : magnitude
  }

  /// `position` along an axis whose content may rest within `range`, with whatever lies beyond
  /// an end pulled against the band.
  func position(pulledTo position: Double, within range: ClosedRange<Double>) -> Double {
    if position < range.lowerBound { return range.lowerBound + resisted(position - range.lowerBound) }
    if position > range.upperBound { return range.upperBound + resisted(position - range.upperBound) }
    return position
  }

  /// The pull that shows the content at `shown` (the inverse of `position(pulledTo:within:)`).
  func pull(showing shown: Double, within range: ClosedRange<Double>) -> Double {
    if shown < range.lowerBound { return range.lowerBound + unresisted(shown - range.lowerBound) }
    if shown > range.upperBound { return range.upperBound + unresisted(shown - range.upperBound) }
    return shown
  }
}

import Foundation

extension Path {
  /// The points the path passes through, its curves and arcs replaced by short straight
  /// pieces, one list for each subpath (a closed subpath ends where it started).
  public func flattenedSubpaths(segmentsPerCurve: Int = 24) -> [[Point]] {
    var subpaths: [[Point]] = []
    var current: [Point] = []
    var start = Point.zero
    func finish() {
      if current.count > 1 { subpaths.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = [point]
        start = point
      case .line(let point):
        current.append(point)
      case .cubic(let c1, let c2, let end):
        let from = current.last ?? start
        for step in 1...segmentsPerCurve {
          let t = Double(step) / Double(segmentsPerCurve)
          let u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          current.append(
            Point(
              x: a * from.x + b * c1.x + c * c2.x + d * end.x, y: a * from.y + b * c1.y + c * c2.y + d * end.y))
        }
      case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
        var sweep = endAngle - startAngle
        // As cairo draws them: a clockwise arc (on a y-down screen) runs with increasing angle.
        if clockwise {
          while sweep < 0 { sweep += 2 * .pi }
        } else {
          while sweep > 0 { sweep -= 2 * .pi }
        }
        let pieces = max(2, Int((abs(sweep) / (2 * .pi)) * Double(segmentsPerCurve * 4)))
        for step in 0...pieces {
          let angle = startAngle + sweep * Double(step) / Double(pieces)
          let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
          if step == 0, current.isEmpty { start = point }
          current.append(point)
        }
      case .close:
        if let first = current.first { current.append(first) }
        finish()
      }
    }
    finish()
    return subpaths
  }

  /// The part of the path between the fractions `from` and `to` of its length (0 and 1 are
  /// its ends), as straight pieces: what a progress ring draws.
  public func trimmed(from: Double, to: Double) -> Path {
    let start = min(max(from, 0), 1)
    let end = min(max(to, 0), 1)
    guard end > start else { return Path() }
    let subpaths = flattenedSubpaths()
    var total = 0.0
    for points in subpaths {
      for index in 1..<points.count { total += points[index - 1].distance(to: points[index]) }
    }
    guard total > 0 else { return Path() }
    let (low, high) = (start * total, end * total)
    var trimmed = Path()
    var walked = 0.0
    for points in subpaths {
      var drawing = false
      for index in 1..<points.count {
        let (a, b) = (points[index - 1], points[index])
        let length = a.distance(to: b)
        let (segmentStart, segmentEnd) = (walked, walked + length)
        walked = segmentEnd
        guard segmentEnd > low, segmentStart < high, length > 0 else { continue }
        func point(at distance: Double) -> Point {
          let t = min(max((distance - segmentStart) / length, 0), 1)
          return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing {
          trimmed.move(to: point(at: max(low, segmentStart)))
          drawing = true
        }
        trimmed.line(to: point(at: min(high, segmentEnd)))
      }
    }
    return trimmed
  }
}

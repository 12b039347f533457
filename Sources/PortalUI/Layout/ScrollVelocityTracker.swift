/// Estimates how fast a dragged position moves from its recent samples: the slope of a
/// least-squares line through the positions of the last `window` seconds, so one uneven
/// motion event (the host coalescing two, a late frame) does not decide a fling, and a drag
/// held still before the release gives no fling at all.
///
/// ```swift
/// var tracker = ScrollVelocityTracker()
/// tracker.add(position: 0, at: 0.00)
/// tracker.add(position: 10, at: 0.01)
/// tracker.add(position: 20, at: 0.02)
/// tracker.velocity(at: 0.02)   // 1000 points per second
/// ```
struct ScrollVelocityTracker {
  /// How far back samples count, in seconds.
  static let window = 0.1
  private var samples: [(time: Double, position: Double)] = []

  mutating func add(position: Double, at time: Double) {
    samples.append((time, position))
    samples.removeAll { time - $0.time > Self.window }
  }

  /// Points per second at `time`; zero without two samples in the window ending at `time`.
  func velocity(at time: Double) -> Double {
    let recent = samples.filter { time - $0.time <= Self.window }
    guard recent.count >= 2 else { return 0 }
    // A drag that stopped before `time` is at rest there: the last position, held until now.
    var points = recent
    if let last = recent.last, time > last.time { points.append((time, last.position)) }
    let n = Double(points.count)
    let meanT = points.reduce(0) { $0 + $1.time } / n
    let meanX = points.reduce(0) { $0 + $1.position } / n
    var covariance = 0.0
    var variance = 0.0
    for point in points {
      covariance += (point.time - meanT) * (point.position - meanX)
      variance += (point.time - meanT) * (point.time - meanT)
    }
    return variance > 1e-12 ? covariance / variance : 0
  }
}

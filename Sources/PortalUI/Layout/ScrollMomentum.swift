import Foundation

/// How a scroll view's content coasts along one axis after a fling, as a pure function of
/// time: an exponential decay like a platform scroll view's, which, when it runs into an end,
/// becomes a spring that carries the content a little past the end and back. Released while
/// pulled past an end, the content springs straight back.
///
/// The coast slows by drag (dv/dt = −v/τ) plus a little constant friction (−c/τ), so it comes
/// to a stop in finite time instead of creeping on for seconds at under a pixel per frame.
/// Every motion ends on a whole device pixel: it counts as finished once within half a device
/// pixel of its (rounded) resting place and moving less than that per frame, and lands there.
///
/// ```swift
/// let fling = ScrollMomentum(
///   position: 300, velocity: 1800, time: now, range: 0...4000, viewportLength: 600, pixel: 1)
/// fling.position(at: now + 0.1)   // ≈ 463
/// fling.isFinished(at: now + 2.4) // true: at rest on fling.restingPosition
/// ```
struct ScrollMomentum: Equatable {
  /// Seconds for the coasting speed to fall to 1/e by drag: a platform scroll view's normal
  /// rate (the speed keeps 99.8 % of itself every millisecond).
  static let decayTime = -0.001 / log(0.998)
  /// The constant friction's share of the slowing, as a speed (points per second): a fling
  /// at this speed stops in τ·ln 2.
  static let friction = 15.0
  /// The spring that brings content back to an end it was carried or pulled past.
  static let bounce = Animation.spring(duration: bounceDuration, bounce: 0)
  static let bounceDuration = 0.45
  /// Running into an end never carries the content further past it than this fraction of the
  /// viewport.
  static let farthestBounce = 0.2
  /// Below this speed (points per second) a release does not coast.
  static let minimumFlingSpeed = 60.0

  private enum Stage: Equatable {
    /// Coasting from `start` at `velocity` from `time` (see `coast(speed:after:)`).
    case coasting(start: Double, velocity: Double, time: Double)
    /// The spring's displacement from `end` and velocity at `time`.
    case springing(end: Double, displacement: Double, velocity: Double, time: Double)

    var time: Double {
      switch self {
      case .coasting(_, _, let time), .springing(_, _, _, let time): time
      }
    }
  }

  private var stages: [Stage] = []
  /// Half a device pixel, in points: how close counts as arrived.
  let tolerance: Double
  /// Where the motion comes to rest.
  let restingPosition: Double

  /// A fling from `position` at `velocity` (points per second) at `time`, within `range`;
  /// `viewportLength` bounds how far past an end the content may be carried.
  init(
    position: Double, velocity: Double, time: Double, range: ClosedRange<Double>, viewportLength: Double,
    pixel: Double
  ) {
    tolerance = pixel / 2
    if position < range.lowerBound || position > range.upperBound {
      let end = position < range.lowerBound ? range.lowerBound : range.upperBound
      stages = [.springing(end: end, displacement: position - end, velocity: velocity, time: time)]
      restingPosition = end
      return
    }
    let direction: Double = velocity < 0 ? -1 : 1
    let full = Self.coast(speed: abs(velocity), after: .infinity)
    let coastingRest = position + direction * full.distance
    guard coastingRest < range.lowerBound || coastingRest > range.upperBound else {
      stages = [.coasting(start: position, velocity: velocity, time: time)]
      restingPosition = (coastingRest / pixel).rounded() * pixel
      return
    }
    // The coast reaches the end (the distance grows monotonically until it stops) and hands
    // its remaining speed to the spring there.
    let end = coastingRest < range.lowerBound ? range.lowerBound : range.upperBound
    let distance = abs(end - position)
    var (low, high) = (0.0, full.duration)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if Self.coast(speed: abs(velocity), after: middle).distance < distance {
        low = middle
      } else {
        high = middle
      }
    }
    let omega = 2 * Double.pi / Self.bounceDuration
    // A critically damped spring starting at its rest with speed v peaks v/(ω·e) beyond it.
    let fastest = Self.farthestBounce * viewportLength * omega * exp(1)
    let arriving = min(fastest, Self.coast(speed: abs(velocity), after: high).speed)
    stages = [
      .coasting(start: position, velocity: velocity, time: time),
      .springing(end: end, displacement: 0, velocity: direction * arriving, time: time + high),
    ]
    restingPosition = end
  }

  /// A coast started at `speed` (≥ 0): after `elapsed` seconds, how far it has gone and how
  /// fast it goes, and how long it lasts in all. With u = speed + c, the speed is
  /// u·e^(−t/τ) − c until it reaches zero at T = τ·ln(u/c); the distance is its integral.
  static func coast(speed: Double, after elapsed: Double) -> (
    distance: Double, speed: Double, duration: Double
  ) {
    let tau = decayTime
    let u = speed + friction
    let duration = tau * log(u / friction)
    let t = max(0, min(elapsed, duration))
    let decay = exp(-t / tau)
    return (u * tau * (1 - decay) - friction * t, max(0, u * decay - friction), duration)
  }

  /// The content's position along the axis at `time`.
  func position(at time: Double) -> Double { state(at: time).position }

  /// The content's speed along the axis at `time`, points per second.
  func velocity(at time: Double) -> Double { state(at: time).velocity }

  /// True once the motion is within half a device pixel of its resting place and would move
  /// less than that in a 120 Hz frame.
  func isFinished(at time: Double) -> Bool {
    let (x, v) = state(at: time)
    return abs(x - restingPosition) <= tolerance && abs(v) <= 120 * tolerance
  }

  private func state(at time: Double) -> (position: Double, velocity: Double) {
    guard let stage = stages.last(where: { $0.time <= time }) ?? stages.first else {
      return (restingPosition, 0)
    }
    switch stage {
    case .coasting(let start, let velocity, let t0):
      let direction: Double = velocity < 0 ? -1 : 1
      let coast = Self.coast(speed: abs(velocity), after: time - t0)
      return (start + direction * coast.distance, direction * coast.speed)
    case .springing(let end, let x0, let v0, let t0):
      let (x, v) = Self.bounce.springStep(displacement: x0, velocity: v0, time: max(0, time - t0))
      return (end + x, v)
    }
  }
}

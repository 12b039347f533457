import Foundation

/// How a scroll view's content coasts along one axis after a fling, as a pure function of
/// time: an exponential decay like a platform scroll view's, which, when it runs into an end,
/// becomes a spring that carries the content a little past the end and back. Released while
/// pulled past an end, the content springs straight back.
///
/// Every motion ends on a whole device pixel: the decay's resting place is rounded to one
/// (changing its speed by less than a pixel per second), and the motion counts as finished
/// once it is within half a device pixel of where it rests, moving less than that per frame,
/// instead of crawling through fractions that would draw the same pixels.
///
/// ```swift
/// let fling = ScrollMomentum(
///   position: 300, velocity: 1800, time: now, range: 0...4000, viewportLength: 600, pixel: 1)
/// fling.position(at: now + 0.1)   // ≈ 480
/// fling.isFinished(at: now + 5)   // true: at rest on fling.restingPosition
/// ```
struct ScrollMomentum: Equatable {
  /// Seconds for the coasting speed to fall to 1/e: a platform scroll view's normal rate
  /// (the speed keeps 99.8 % of itself every millisecond).
  static let decayTime = -0.001 / log(0.998)
  /// The spring that brings content back to an end it was carried or pulled past.
  static let bounce = Animation.spring(duration: bounceDuration, bounce: 0)
  static let bounceDuration = 0.45
  /// Running into an end never carries the content further past it than this fraction of the
  /// viewport.
  static let farthestBounce = 0.2
  /// Below this speed (points per second) a release does not coast.
  static let minimumFlingSpeed = 60.0

  private enum Stage: Equatable {
    /// x(t) = rest − (rest − start)·e^(−(t − time)/τ)
    case coasting(start: Double, rest: Double, time: Double)
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
    let tau = Self.decayTime
    let coastingRest = position + velocity * tau
    guard coastingRest < range.lowerBound || coastingRest > range.upperBound else {
      let rest = (coastingRest / pixel).rounded() * pixel
      stages = [.coasting(start: position, rest: rest, time: time)]
      restingPosition = rest
      return
    }
    // It reaches the end at t = −τ·ln(1 − distance/(v·τ)) with the speed it has left there.
    let end = coastingRest < range.lowerBound ? range.lowerBound : range.upperBound
    let remaining = 1 - (end - position) / (velocity * tau)
    let reached = time - tau * log(max(remaining, 1e-12))
    let omega = 2 * Double.pi / Self.bounceDuration
    // A critically damped spring starting at its rest with speed v peaks v/(ω·e) beyond it.
    let fastest = Self.farthestBounce * viewportLength * omega * exp(1)
    let arriving = max(-fastest, min(fastest, velocity * remaining))
    stages = [
      .coasting(start: position, rest: coastingRest, time: time),
      .springing(end: end, displacement: 0, velocity: arriving, time: reached),
    ]
    restingPosition = end
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
    case .coasting(let start, let rest, let t0):
      let decay = exp(-max(0, time - t0) / Self.decayTime)
      return (rest - (rest - start) * decay, (rest - start) * decay / Self.decayTime)
    case .springing(let end, let x0, let v0, let t0):
      let (x, v) = Self.bounce.springStep(displacement: x0, velocity: v0, time: max(0, time - t0))
      return (end + x, v)
    }
  }
}

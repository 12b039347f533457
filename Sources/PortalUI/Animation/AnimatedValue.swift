/// A value in motion: where it is going, and how it gets there from wherever it was.
///
/// Retargeting never jumps. A spring continues from its current position *and velocity*. A
/// timing curve is blended additively: the motion already under way runs to its end while the
/// new one carries the difference, so position and velocity stay continuous too.
///
/// ```swift
/// var x = AnimatedValue(0.0)
/// x.animate(to: 100, with: .smooth, at: clock.now)
/// let now = x.value(at: clock.now)
/// ```
public struct AnimatedValue<Value: VectorArithmetic> {
  /// Where the value is going.
  public private(set) var target: Value

  private struct SpringMotion {
    let animation: Animation
    /// Offset from the target and velocity when the motion (re)started.
    let displacement: Value
    let velocity: Value
    let start: Double
  }

  private struct CurveSegment {
    let animation: Animation
    /// The distance still to cover when the segment began: presented = target + delta·(1 − p).
    let delta: Value
    let start: Double
  }

  private var spring: SpringMotion?
  private var segments: [CurveSegment] = []
  /// The time the present motion began from rest, when it did: at that time it still presents
  /// the value it rested at. Nil at rest and for a motion that took over from another.
  private(set) var beganFromRest: Double?

  /// A value at rest.
  public init(_ value: Value) { target = value }

  /// Jumps to `value` and stops all motion.
  public mutating func set(_ value: Value) {
    target = value
    beganFromRest = nil
    spring = nil
    segments.removeAll()
  }

  /// Moves to `newTarget` with `animation` (nil: jump), starting from the presented value and
  /// velocity at `time`.
  public mutating func animate(to newTarget: Value, with animation: Animation?, at time: Double) {
    guard let animation else {
      set(newTarget)
      return
    }
    let presented = value(at: time)
    let currentVelocity = velocity(at: time)
    beganFromRest = isAnimating ? nil : time
    if animation.isSpring {
      let push = (newTarget - presented).scaled(by: animation.initialVelocity)
      spring = SpringMotion(
        animation: animation, displacement: presented - newTarget, velocity: currentVelocity + push, start: time)
      segments.removeAll()
    } else {
      if spring != nil {
        // A curve cannot carry a spring's velocity; it starts from where the spring is.
        spring = nil
        segments = [CurveSegment(animation: animation, delta: presented - newTarget, start: time)]
      } else {
        segments.removeAll { $0.animation.progress(at: time - $0.start)?.value ?? 1 >= 1 }
        segments.append(CurveSegment(animation: animation, delta: target - newTarget, start: time))
      }
    }
    target = newTarget
  }

  /// Moves to `newTarget` with `animation`, starting from the presented value at `time` moving
  /// at `velocity` (per second), as a motion that takes over from a drag does. A timing curve
  /// cannot carry a velocity and starts as `animate(to:with:at:)` does.
  public mutating func animate(
    to newTarget: Value, with animation: Animation, at time: Double, initialVelocity velocity: Value
  ) {
    guard animation.isSpring else {
      animate(to: newTarget, with: animation, at: time)
      return
    }
    let presented = value(at: time)
    beganFromRest = isAnimating ? nil : time
    spring = SpringMotion(
      animation: animation, displacement: presented - newTarget, velocity: velocity, start: time)
    segments.removeAll()
    target = newTarget
  }

  /// The presented value at `time`.
  public func value(at time: Double) -> Value {
    var result = target
    if let spring {
      let (x, _) = springState(spring, at: time)
      result = result + x
    }
    for segment in segments {
      let p = segment.animation.progress(at: time - segment.start)?.value ?? 1
      result = result + segment.delta.scaled(by: 1 - p)
    }
    return result
  }

  /// The rate of change (per second) at `time`.
  public func velocity(at time: Double) -> Value {
    var result = Value.zero
    if let spring {
      let (_, v) = springState(spring, at: time)
      result = result + v
    }
    for segment in segments {
      let rate = segment.animation.progress(at: time - segment.start)?.rate ?? 0
      result = result - segment.delta.scaled(by: rate)
    }
    return result
  }

  /// True once the value has arrived and stopped: every curve has run its course and a spring
  /// is within `tolerance` of its target, moving slower than `speedTolerance` per second (ten
  /// tolerances by default).
  public func isFinished(at time: Double, tolerance: Double = 0.005, speedTolerance: Double? = nil) -> Bool {
    for segment in segments where (segment.animation.progress(at: time - segment.start)?.value ?? 1) < 1 {
      return false
    }
    if let spring {
      let (x, v) = springState(spring, at: time)
      let speed = speedTolerance ?? 10 * tolerance
      return x.magnitudeSquared <= tolerance * tolerance && v.magnitudeSquared <= speed * speed
    }
    return true
  }

  /// True while some motion is under way.
  public var isAnimating: Bool { spring != nil || !segments.isEmpty }

  /// Drops motions that have finished, so a settled value costs nothing and rests exactly on
  /// its target. `tolerance` and `speedTolerance` say what counts as arrived (see
  /// `isFinished`): for a position on screen, within half a device pixel and moving less than
  /// that per frame ends the motion where further frames would not change what is drawn.
  public mutating func settle(at time: Double, tolerance: Double = 0.005, speedTolerance: Double? = nil) {
    if isFinished(at: time, tolerance: tolerance, speedTolerance: speedTolerance) {
      spring = nil
      segments.removeAll()
    } else {
      segments.removeAll { ($0.animation.progress(at: time - $0.start)?.value ?? 1) >= 1 }
    }
  }

  /// A spring is linear in its initial state: x(t) = a(t)·x0 + b(t)·v0.
  private func springState(_ motion: SpringMotion, at time: Double) -> (Value, Value) {
    let animation = motion.animation
    let t = (time - motion.start - animation.delay) * animation.speed
    guard t > 0 else { return (motion.displacement, t < -1e-12 ? .zero : motion.velocity) }
    let (a, aRate) = animation.springStep(displacement: 1, velocity: 0, time: t)
    let (b, bRate) = animation.springStep(displacement: 0, velocity: 1, time: t)
    let x = motion.displacement.scaled(by: a) + motion.velocity.scaled(by: b / animation.speed)
    let v = motion.displacement.scaled(by: aRate * animation.speed) + motion.velocity.scaled(by: bRate)
    return (x, v)
  }
}

import Foundation

/// The scroll offset during a snap: a critically damped spring (the same as
/// `.smooth(duration:)`) from where the scroll was, moving as fast as it moved, to the snap's
/// target. Starting with the scroll's own velocity, a coast handed over to the snap goes on
/// without a jolt; from rest it eases out like any other snap.
///
/// ```swift
/// let motion = HeaderSnapMotion(from: 30, velocity: 120, to: 45, at: 2.0)
/// motion.offset(at: 2.0)    // 30
/// motion.velocity(at: 2.0)  // 120
/// motion.offset(at: 2.6)    // ≈ 45
/// ```
public struct HeaderSnapMotion: Equatable, Sendable {
  public let target: Double
  public let start: Double
  private let displacement: Double
  private let initialVelocity: Double
  private let omega: Double

  /// A motion from `offset` moving at `velocity` (points per second) at time `start`, settling
  /// on `target` in about `duration` seconds.
  public init(
    from offset: Double, velocity: Double, to target: Double, at start: Double,
    duration: Double = FlowingHeaderTokens.scrollAnimationDuration
  ) {
    self.target = target
    self.start = start
    displacement = offset - target
    initialVelocity = velocity
    omega = 2 * Double.pi / max(duration, 0.01)
  }

  /// x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t) from the target.
  public func offset(at time: Double) -> Double {
    let t = max(0, time - start)
    return target + (displacement + (initialVelocity + omega * displacement) * t) * exp(-omega * t)
  }

  /// v(t) = (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ω·t).
  public func velocity(at time: Double) -> Double {
    let t = max(0, time - start)
    return (initialVelocity - omega * (initialVelocity + omega * displacement) * t) * exp(-omega * t)
  }

  /// Within `tolerance` of the target and slower than `speedTolerance` per second.
  public func isFinished(at time: Double, tolerance: Double, speedTolerance: Double) -> Bool {
    abs(offset(at: time) - target) <= tolerance && abs(velocity(at: time)) <= speedTolerance
  }
}

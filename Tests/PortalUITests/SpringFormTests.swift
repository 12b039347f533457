import Foundation
import PortalGraphics
import Testing

@testable import PortalUI

@Suite("Spring forms") @MainActor
struct SpringFormTests {
  /// The value of a 0 → 1 motion with `animation`, sampled every 1/240 s for `seconds`.
  func samples(_ animation: Animation, seconds: Double = 3) -> [Double] {
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: animation, at: 0)
    return stride(from: 0.0, through: seconds, by: 1.0 / 240).map { value.value(at: $0) }
  }

  /// The overshoot of a damped spring with damping ratio `zeta`, from its closed form.
  func expectedOvershoot(zeta: Double) -> Double { exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()) }

  @Test func snappyAndBouncyOvershootAsTheirDampingSays() throws {
    // bounce b gives a damping ratio of 1 − b.
    let snappy = try #require(samples(.snappy).max()) - 1
    let bouncy = try #require(samples(.bouncy).max()) - 1
    let smooth = try #require(samples(.smooth).max()) - 1
    #expect(abs(snappy - expectedOvershoot(zeta: 0.85)) < 0.001)
    #expect(abs(bouncy - expectedOvershoot(zeta: 0.7)) < 0.001)
    #expect(smooth <= 1e-9)
    #expect(abs(samples(.snappy).last! - 1) < 0.001)
    #expect(abs(samples(.bouncy).last! - 1) < 0.001)
  }

  @Test func aLongerDurationStretchesTheSameMotion() {
    let short = samples(.bouncy(duration: 0.5), seconds: 1)
    let long = samples(.bouncy(duration: 1), seconds: 2)
    // Twice the duration: the same curve at half the pace.
    for index in stride(from: 0, to: short.count, by: 12) {
      #expect(abs(short[index] - long[2 * index]) < 1e-9)
    }
  }

  @Test func anInterpolatingSpringFollowsTheDampedOscillatorFormula() {
    let (k, c) = (200.0, 10.0)
    let values = samples(.interpolatingSpring(stiffness: k, damping: c), seconds: 1)
    let omega = k.squareRoot()
    let zeta = c / (2 * omega)
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    for (index, value) in values.enumerated() where index % 20 == 0 {
      let t = Double(index) / 240
      // From 1 away at rest: x(t) = e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
      let displacement = exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
      #expect(abs(value - (1 - displacement)) < 1e-9)
    }
  }

  @Test func massScalesStiffnessAndDamping() {
    let heavy = samples(.interpolatingSpring(mass: 2, stiffness: 200, damping: 20))
    let unit = samples(.interpolatingSpring(stiffness: 100, damping: 10))
    #expect(zip(heavy, unit).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test func initialVelocitySetsOffFaster() {
    var pushed = AnimatedValue(0.0)
    pushed.animate(to: 100, with: .interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 5), at: 0)
    var still = AnimatedValue(0.0)
    still.animate(to: 100, with: .interpolatingSpring(stiffness: 100, damping: 20), at: 0)
    // 5 distances per second over a 100 pt distance: 500 pt/s at the start.
    #expect(abs(pushed.velocity(at: 0) - 500) < 1e-9)
    #expect(still.velocity(at: 0) == 0)
    #expect(pushed.value(at: 0.05) > still.value(at: 0.05) + 15)
    #expect(pushed.isFinished(at: 3) && abs(pushed.value(at: 3) - 100) < 0.01)
  }

  @Test func anInterpolatingSpringByDurationIsTheSpringByDuration() {
    let byDuration = samples(.interpolatingSpring(duration: 0.6, bounce: 0.25))
    let spring = samples(.spring(duration: 0.6, bounce: 0.25))
    #expect(byDuration == spring)
    var pushed = AnimatedValue(0.0)
    pushed.animate(to: 10, with: .interpolatingSpring(duration: 0.6, bounce: 0.25, initialVelocity: 2), at: 0)
    #expect(abs(pushed.velocity(at: 0) - 20) < 1e-9)
  }

  @Test func aDelayedSpringHoldsThenMovesAsTheUndelayedOne() {
    let plain = samples(.bouncy, seconds: 2)
    let delayed = samples(.bouncy.delay(0.25), seconds: 2)
    let shift = 60  // 0.25 s at 240 samples a second
    #expect(delayed.prefix(shift + 1).allSatisfy { $0 == 0 })
    for index in stride(from: shift, to: delayed.count, by: 10) {
      #expect(abs(delayed[index] - plain[index - shift]) < 1e-9)
    }
  }

  @Test func aFasterSpringRunsTheSameMotionInLessTime() {
    let plain = samples(.snappy, seconds: 2)
    let fast = samples(.snappy.speed(2), seconds: 1)
    for index in stride(from: 0, to: fast.count, by: 10) {
      #expect(abs(fast[index] - plain[2 * index]) < 1e-9)
    }
    #expect(abs(Animation.snappy.speed(2).estimatedDuration * 2 - Animation.snappy.estimatedDuration) < 0.01)
  }
}

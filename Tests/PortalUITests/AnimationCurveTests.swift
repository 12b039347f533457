import Foundation
import Testing

@testable import PortalUI

@Suite("Animation curves") @MainActor
struct AnimationCurveTests {
  @Test func linearIsProportionalToTime() {
    let a = Animation.linear(duration: 2)
    for t in stride(from: 0.0, through: 2, by: 0.25) {
      #expect(abs(a.progress(at: t)!.value - t / 2) < 1e-12)
    }
  }

  @Test func easeCurvesMatchTheirBezierDefinitions() {
    // Reference values of the CSS/SwiftUI curves at x = 0.25, 0.5, 0.75.
    let expected: [(Animation, [Double])] = [
      (.easeInOut(duration: 1), [0.129, 0.5, 0.871]),
      (.easeIn(duration: 1), [0.093, 0.315, 0.622]),
      (.easeOut(duration: 1), [0.378, 0.685, 0.907]),
    ]
    for (animation, values) in expected {
      for (x, y) in zip([0.25, 0.5, 0.75], values) {
        #expect(abs(animation.progress(at: x)!.value - y) < 0.002, "\(animation) at \(x)")
      }
    }
  }

  @Test func delayHoldsAndSpeedCompressesTime() {
    let a = Animation.linear(duration: 1).delay(0.5).speed(2)
    #expect(a.progress(at: 0.4)!.value == 0)
    #expect(abs(a.progress(at: 0.75)!.value - 0.5) < 1e-12)
    #expect(a.progress(at: 1.0)!.value == 1)
    #expect(abs(a.estimatedDuration - 1.0) < 1e-12)
  }

  @Test func aCriticallyDampedSpringArrivesNearItsDurationWithoutOvershoot() {
    var x = AnimatedValue(0.0)
    x.animate(to: 1, with: .smooth(duration: 0.5), at: 0)
    var maximum = 0.0
    for step in 0...240 {
      maximum = max(maximum, x.value(at: Double(step) / 120))
    }
    #expect(maximum <= 1 + 1e-9)
    #expect(x.value(at: 0.5) > 0.98)
    #expect(x.value(at: 0.25) > 0.6 && x.value(at: 0.25) < 0.95)
    #expect(x.isFinished(at: 1.0))
  }

  @Test func bounceOvershootsAndStillSettles() {
    var x = AnimatedValue(0.0)
    x.animate(to: 1, with: .spring(duration: 0.5, bounce: 0.3), at: 0)
    let peak = (0...120).map { x.value(at: Double($0) / 120) }.max()!
    #expect(peak > 1.03)
    #expect(abs(x.value(at: 2) - 1) < 0.001)
  }

  @Test func aRetargetedSpringKeepsPositionAndVelocity() {
    var x = AnimatedValue(0.0)
    x.animate(to: 100, with: .spring(duration: 0.6, bounce: 0.1), at: 0)
    let t = 0.137
    let before = (x.value(at: t), x.velocity(at: t))
    x.animate(to: -50, with: .spring(duration: 0.6, bounce: 0.1), at: t)
    #expect(abs(x.value(at: t) - before.0) < 1e-9)
    #expect(abs(x.velocity(at: t) - before.1) < 1e-9)
  }

  /// Sampled at 120 Hz through many interruptions, neither position nor velocity may jump.
  /// The bound: a spring of this stiffness accelerates at most k·d + c·v, so at 120 Hz with
  /// |d| ≤ 200 and |v| ≤ 4000 no frame-to-frame velocity change can exceed ~1000/s without a jump,
  /// and no position change can exceed v_max / 120 ≈ 35.
  @Test func fiftyInterruptionsLeaveMotionContinuous() {
    var x = AnimatedValue(0.0)
    let animation = Animation.spring(duration: 0.5, bounce: 0.15)
    var previous = (x.value(at: 0), x.velocity(at: 0))
    var largestStep = 0.0
    var largestVelocityStep = 0.0
    for frame in 1...240 {
      let time = Double(frame) / 120
      if frame % 5 == 0 { x.animate(to: frame % 10 == 0 ? 100 : 0, with: animation, at: time) }
      let now = (x.value(at: time), x.velocity(at: time))
      largestStep = max(largestStep, abs(now.0 - previous.0))
      largestVelocityStep = max(largestVelocityStep, abs(now.1 - previous.1))
      previous = now
    }
    #expect(largestStep < 35)
    #expect(largestVelocityStep < 1500)
  }

  @Test func retargetedTimingCurvesBlendWithoutAJump() {
    var x = AnimatedValue(0.0)
    x.animate(to: 100, with: .easeInOut(duration: 0.4), at: 0)
    let t = 0.2
    let before = (x.value(at: t), x.velocity(at: t))
    x.animate(to: 0, with: .easeInOut(duration: 0.4), at: t)
    #expect(abs(x.value(at: t) - before.0) < 1e-9)
    #expect(abs(x.velocity(at: t) - before.1) < 1e-6)
    #expect(abs(x.value(at: 0.7)) < 1e-9)
    #expect(x.isFinished(at: 0.7))
  }
}

import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// Position and velocity of the layer across a mid-flight toggle.
@Suite("Velocity across a turn") @MainActor
struct VelocityTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let animation: Animation
    /// The spring the turn uses: the animation itself, or for a curve the critically damped
    /// spring of the same duration.
    let turn: (stiffness: Double, damping: Double)
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    // The default: `.smooth(duration: 0.3)`, critically damped, ω = 2π/0.3.
    Case(name: "smooth 0.3", animation: .smooth(duration: 0.3), turn: spring(duration: 0.3, bounce: 0)),
    Case(name: "bouncy spring 0.5", animation: .spring(duration: 0.5, bounce: 0.3), turn: spring(duration: 0.5, bounce: 0.3)),
    Case(name: "linear 0.5", animation: .linear(duration: 0.5), turn: spring(duration: 0.5, bounce: 0)),
    Case(name: "easeInOut 0.5", animation: .easeInOut(duration: 0.5), turn: spring(duration: 0.5, bounce: 0)),
  ]

  /// The constants `Animation.spring(duration:bounce:)` uses (unit mass).
  nonisolated static func spring(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
    let omega = 2 * Double.pi / duration
    return (omega * omega, 4 * Double.pi * (1 - bounce) / duration)
  }

  @Test(arguments: cases)
  func aTurnKeepsPositionAndVelocityContinuous(_ testCase: Case) throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog(), animation: testCase.animation))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    let distance = destination.minX - source.minX
    let dt = 1.0 / 240
    h.toggleAndStep()
    var xs: [Double] = [try #require(h.layerFrame).minX]
    // The turn comes a third of the way, near a spring's fastest: the hardest place to turn.
    var toggleFrame = Int.max
    for frame in 1..<(2 * 240) {
      if toggleFrame == .max, xs.last! >= source.minX + distance / 3 {
        toggleFrame = frame
        h.tapToggle()
      }
      h.host.step(by: dt)
      guard let x = h.layerFrame?.minX else { break }
      xs.append(x)
    }
    #expect(toggleFrame < 240 && xs.count > toggleFrame + 20)
    #expect(abs(xs.last! - source.minX) < 0.5)
    let velocities = zip(xs.dropFirst(), xs).map { ($0 - $1) / dt }
    // Around and after the turn (a curve's own take-off is a step in velocity; the turn
    // must not add one).
    let window = (toggleFrame - 3)..<velocities.count
    let speedBefore = abs(velocities[toggleFrame - 2])
    let largestStep = window.dropFirst().map { abs(xs[$0 + 1] - xs[$0]) }.max()!
    let largestVelocityChange = window.dropFirst().map { abs(velocities[$0] - velocities[$0 - 1]) }.max()!
    // The turn is a spring: its acceleration is −k·x − c·v, at most k·distance + c·speed, so
    // over one frame the velocity changes by at most that times dt (25 % for the difference
    // quotients). The fastest it can move is the speed it had plus what that acceleration adds
    // over the turn, bounded by the same sum.
    let peakSpeed = velocities.map(abs).max()!
    let accelerationBound = testCase.turn.stiffness * distance + testCase.turn.damping * peakSpeed
    let velocityBound = 1.25 * accelerationBound * dt
    #expect(largestVelocityChange < velocityBound, "Δv \(largestVelocityChange) ≥ \(velocityBound)")
    // The bound must tell a turn from a stop: losing the speed the layer had is a larger change.
    #expect(velocityBound < 0.75 * speedBefore, "bound \(velocityBound) vs speed \(speedBefore)")
    // No jump in position: a frame moves the layer no further than its peak speed allows, and
    // that peak is no faster than the uninterrupted flight's peak or the turn's own start.
    #expect(largestStep <= peakSpeed * dt + 1e-9)
    let uninterruptedPeak = try peakSpeedOfAnUninterruptedFlight(testCase.animation, dt: dt)
    let turnPeak = sqrt(testCase.turn.stiffness) * distance
    #expect(peakSpeed < 1.1 * max(uninterruptedPeak, turnPeak), "peak \(peakSpeed)")
  }

  private func peakSpeedOfAnUninterruptedFlight(_ animation: Animation, dt: Double) throws -> Double {
    let h = try FlightHarness(TwoEnds(log: FlightLog(), animation: animation))
    h.toggleAndStep()
    var previous = try #require(h.layerFrame).minX
    var peak = 0.0
    while let x = h.layerFrame?.minX {
      peak = max(peak, abs(x - previous) / dt)
      previous = x
      h.host.step(by: dt)
    }
    return peak
  }
}

import Foundation
import Testing

@testable import PortalUI

@Suite("Scroll momentum") struct ScrollMomentumTests {
  let tau = ScrollMomentum.decayTime

  @Test func theDecayTimeIsAPlatformScrollViewsNormalRate() {
    // 99.8 % of the speed is left after each millisecond.
    #expect(abs(exp(-0.001 / tau) - 0.998) < 1e-12)
  }

  @Test func coastingSlowsByDragAndALittleFrictionToAStop() throws {
    let fling = ScrollMomentum(
      position: 100, velocity: 1000, time: 2, range: 0...10_000, viewportLength: 600, pixel: 1)
    let c = ScrollMomentum.friction
    let duration = tau * log((1000 + c) / c)
    // dv/dt = −(v + c)/τ, checked by finite differences.
    for t in [0.01, 0.2, 0.7, 1.5] {
      let h = 1e-5
      let slope = (fling.velocity(at: 2 + t + h) - fling.velocity(at: 2 + t - h)) / (2 * h)
      #expect(abs(slope + (fling.velocity(at: 2 + t) + c) / tau) < 1e-3)
      let speed = (fling.position(at: 2 + t + h) - fling.position(at: 2 + t - h)) / (2 * h)
      #expect(abs(speed - fling.velocity(at: 2 + t)) < 1e-3)
    }
    // It stops at a finite time, at rest where the integral of its speed says.
    #expect(fling.velocity(at: 2 + duration) == 0)
    let travelled = (1000 + c) * tau * (1 - c / (1000 + c)) - c * duration
    #expect(abs(fling.position(at: 2 + duration + 1) - (100 + travelled)) < 1e-9)
    #expect(fling.restingPosition == (100 + travelled).rounded())
    #expect(fling.isFinished(at: 2 + duration))
    // Without the friction it would creep on for seconds; with it a fast fling ends within 2.5 s.
    #expect(duration < 2.5)
  }

  @Test func aFlingUpwardIsTheMirrorImage() {
    let down = ScrollMomentum(
      position: 0, velocity: 800, time: 0, range: -5000...5000, viewportLength: 600, pixel: 1)
    let up = ScrollMomentum(
      position: 0, velocity: -800, time: 0, range: -5000...5000, viewportLength: 600, pixel: 1)
    for t in [0.1, 0.5, 1.0] { #expect(up.position(at: t) == -down.position(at: t)) }
    #expect(up.restingPosition == -down.restingPosition)
  }

  @Test func aCoastEndsWithinHalfAPixelOfAWholeDevicePixel() throws {
    let fling = ScrollMomentum(
      position: 10.25, velocity: -333, time: 0, range: -1000...1000, viewportLength: 600, pixel: 0.5)
    #expect(fling.restingPosition == (fling.restingPosition * 2).rounded() / 2)
    let end = try #require(stride(from: 0.0, to: 10, by: 1.0 / 120).first { fling.isFinished(at: $0) })
    #expect(abs(fling.position(at: end) - fling.restingPosition) <= 0.25)
    let frameBefore = end - 1.0 / 120
    #expect(abs(fling.position(at: frameBefore) - fling.restingPosition) > 0.25)
  }

  @Test func runningIntoAnEndBecomesASpringBackToIt() throws {
    let fling = ScrollMomentum(
      position: 900, velocity: 1500, time: 0, range: 0...1000, viewportLength: 300, pixel: 1)
    #expect(fling.restingPosition == 1000)
    let times = Array(stride(from: 0.0, to: 3, by: 1.0 / 240))
    let positions = times.map { fling.position(at: $0) }
    let peak = try #require(positions.max())
    #expect(peak > 1000 && peak <= 1000 + ScrollMomentum.farthestBounce * 300 + 1e-6)
    // Continuous where the coast hands over to the spring: no frame-to-frame jump.
    let jumps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
    #expect(try #require(jumps.max()) < 1500.0 / 240 + 1e-6)
    #expect(fling.isFinished(at: 3))
    #expect(abs(fling.position(at: 3) - 1000) <= 0.5)
  }

  @Test func releasedPastAnEndItSpringsStraightBack() {
    let band = ScrollMomentum(
      position: -40, velocity: 0, time: 0, range: 0...1000, viewportLength: 300, pixel: 1)
    #expect(band.restingPosition == 0)
    let positions = stride(from: 0.0, to: 1.5, by: 1.0 / 120).map { band.position(at: $0) }
    #expect(positions.allSatisfy { $0 <= 1e-9 })
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 })
  }

  @Test func theRubberBandResistsMoreTheFurtherItIsPulled() {
    let band = RubberBand(limit: 300)
    #expect(band.resisted(0) == 0)
    let pulls = [10.0, 50, 100, 200, 400, 10_000]
    let shown = pulls.map(band.resisted)
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 > $0 })
    #expect(zip(pulls, shown).allSatisfy { $1 < $0 })
    #expect(shown.last! < 300)
    #expect(band.resisted(-100) == -band.resisted(100))
    for pull in pulls.dropLast() { #expect(abs(band.unresisted(band.resisted(pull)) - pull) < 1e-6) }
  }

  @Test func theVelocityIsALeastSquaresSlopeOverTheRecentWindow() {
    var tracker = ScrollVelocityTracker()
    // 1000 points per second with a jittery event spacing.
    var t = 0.0
    for step in [0.008, 0.009, 0.007, 0.008, 0.012, 0.004, 0.008] {
      t += step
      tracker.add(position: t * 1000, at: t)
    }
    #expect(abs(tracker.velocity(at: t) - 1000) < 1e-6)
    // Samples older than the window do not count: an old fast stretch, then slow.
    var slowing = ScrollVelocityTracker()
    slowing.add(position: 0, at: 0)
    slowing.add(position: 100, at: 0.01)
    for i in 1...10 { slowing.add(position: 100 + Double(i), at: 0.2 + Double(i) * 0.01) }
    #expect(abs(slowing.velocity(at: 0.3) - 100) < 1e-6)
    #expect(slowing.velocity(at: 0.5) == 0)
  }
}

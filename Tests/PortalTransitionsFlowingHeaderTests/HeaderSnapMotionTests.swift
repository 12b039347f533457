import Testing

@testable import PortalTransitionsFlowingHeader

@Suite("HeaderSnapMotion")
struct HeaderSnapMotionTests {
  /// The rate of change of `f` at `t`, by a central difference.
  func slope(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
  }

  @Test func itStartsWhereTheScrollWasAndAsFastAsItMoved() {
    let motion = HeaderSnapMotion(from: 30, velocity: 120, to: 45, at: 2)
    #expect(motion.offset(at: 2) == 30)
    #expect(motion.velocity(at: 2) == 120)
    // Just after the start the offset grows at the scroll's speed, not from rest.
    #expect(abs(slope(motion.offset, at: 2 + 1e-5) - 120) < 0.5)
  }

  @Test func itsVelocityIsTheRateOfChangeOfItsOffset() {
    let motion = HeaderSnapMotion(from: 12, velocity: -80, to: 45, at: 0)
    for t in stride(from: 0.01, through: 0.5, by: 0.07) {
      #expect(abs(slope(motion.offset, at: t) - motion.velocity(at: t)) < 1e-3)
    }
  }

  @Test func fromRestItEasesOntoTheTargetWithoutOvershoot() {
    let motion = HeaderSnapMotion(from: 12, velocity: 0, to: 45, at: 0)
    var previous = 12.0
    for frame in 1...60 {
      let offset = motion.offset(at: Double(frame) / 60)
      #expect(offset >= previous && offset <= 45)
      previous = offset
    }
    #expect(motion.isFinished(at: 1, tolerance: 0.5, speedTolerance: 60))
    #expect(!motion.isFinished(at: 0.1, tolerance: 0.5, speedTolerance: 60))
  }

  @Test func theDocumentedExampleHolds() {
    let motion = HeaderSnapMotion(from: 30, velocity: 120, to: 45, at: 2)
    #expect(abs(motion.offset(at: 2.6) - 45) < 0.5)
  }
}

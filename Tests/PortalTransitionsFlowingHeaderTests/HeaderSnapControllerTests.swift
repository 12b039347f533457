import Testing

@testable import PortalTransitionsFlowingHeader

@Suite("HeaderSnapController")
struct HeaderSnapControllerTests {
  let track = HeaderTrack(start: 5, range: 40)

  /// Wheel steps of `delta` every 1/60 s from `start`; returns the time of the last one.
  @discardableResult
  func scroll(_ snap: inout HeaderSnapController, _ deltas: [Double], from start: Double = 0) -> Double {
    var time = start
    for (index, delta) in deltas.enumerated() {
      time = start + Double(index) / 60
      snap.wheel(delta: delta, at: time)
    }
    return time
  }

  /// What a controller with `behavior` decides `wait` seconds after the wheel steps `deltas`,
  /// the content at rest at `offset`.
  func decision(
    _ behavior: FlowingHeaderSnappingBehavior, after deltas: [Double], at offset: Double, wait: Double
  ) -> SnapDecision? {
    var snap = HeaderSnapController(behavior: behavior)
    let t = scroll(&snap, deltas)
    return snap.decide(offset: offset, at: t + wait, track: track)
  }

  /// A directional controller that snapped down after one wheel step and finished the snap, and
  /// the time of that step.
  func snappedDown() throws -> (snap: HeaderSnapController, time: Double) {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [4])
    let decision = snap.decide(offset: 20, at: t + 0.2, track: track)
    _ = try #require(decision)
    snap.snapDidFinish()
    return (snap, t)
  }

  @Test func nothingIsDecidedBeforeTheQuietTime() {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [5, 5])
    let decision1 = snap.decide(offset: 20, at: t + 0.1, track: track)
    #expect(decision1 == nil)
    #expect(snap.phase == .scrolling)
  }

  @Test func movementWithoutInputRestartsTheQuietTime() throws {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [12])
    snap.scrollMoved(at: t + 0.1)
    let early = snap.decide(offset: 20, at: t + 0.15, track: track)
    #expect(early == nil)
    let later = snap.decide(offset: 20, at: t + 0.1 + snap.quietTime, track: track)
    let decision = try #require(later)
    #expect(decision.toProgress == 1)
  }

  @Test func movementLongAfterTheInputLeavesNoVelocityToProject() throws {
    var snap = HeaderSnapController(behavior: .nearest)
    let t = scroll(&snap, [30, 30, 30])
    #expect(snap.velocity > 0)
    // A coast carried the offset on for half a second: the fling's speed is spent.
    snap.scrollMoved(at: t + 0.5)
    #expect(snap.velocity == 0)
  }

  @Test func directionalSnapsDownIntoTheStrip() throws {
    let d = try #require(decision(.directional, after: [2, 2, 2], at: 11, wait: 0.12))
    #expect(d.toProgress == 1 && d.targetOffset == 45 && d.reason == .direction)
  }

  @Test func directionalSnapsUpBackToTheHeaderEvenPastTheMidpoint() throws {
    let d = try #require(decision(.directional, after: [-1, -1], at: 40, wait: 0.2))
    #expect(d.toProgress == 0 && d.targetOffset == 5)
  }

  @Test func deltasWithinTheThresholdKeepTheRememberedDirection() throws {
    var snap = HeaderSnapController(behavior: .directional)
    var t = scroll(&snap, [3, 3])
    t = scroll(&snap, [-0.1, -0.05], from: t + 0.02)
    #expect(snap.direction == .down)
    let decision4 = snap.decide(offset: 20, at: t + 0.2, track: track)
    let d = try #require(decision4)
    #expect(d.toProgress == 1)
  }

  @Test func aDeltaJustAboveTheThresholdReversesTheDirection() {
    var snap = HeaderSnapController(behavior: .directional)
    snap.wheel(delta: 3, at: 0)
    snap.wheel(delta: -0.11, at: 0.5)
    #expect(snap.direction == .up)
  }

  @Test func afterASnapNothingMoreIsDecidedWithoutNewInput() throws {
    let snapped = try snappedDown()
    var snap = snapped.snap
    // Even if the snap could not reach its end (short content), it never bounces back.
    for step in 1...100 {
      let decision6 = snap.decide(offset: 30, at: snapped.time + 0.2 + Double(step) / 60, track: track)
      #expect(decision6 == nil)
    }
    #expect(!snap.isActive)
  }

  @Test func continuingInTheSnappedDirectionStaysSnapped() throws {
    var (snap, t) = try snappedDown()
    t = scroll(&snap, [4, 4], from: t + 1)
    let decision8 = snap.decide(offset: 53, at: t + 0.2, track: track)
    #expect(decision8 == nil)
  }

  @Test func aReversalIntoTheRangeSnapsTheOtherWay() throws {
    var (snap, t) = try snappedDown()
    t = scroll(&snap, [-6], from: t + 1)
    let decision10 = snap.decide(offset: 39, at: t + 0.2, track: track)
    let d = try #require(decision10)
    #expect(d.toProgress == 0)
  }

  @Test func nearestSnapsToTheNearerEndAtTheMidpoint() throws {
    #expect(try #require(decision(.nearest, after: [1], at: 24.9, wait: 0.2)).toProgress == 0)
    let d = try #require(decision(.nearest, after: [1], at: 25, wait: 0.2))
    #expect(d.toProgress == 1 && d.reason == .nearest)
  }

  @Test func nearestIgnoresTheScrollDirection() throws {
    #expect(try #require(decision(.nearest, after: [-0.5], at: 40, wait: 0.2)).toProgress == 1)
  }

  @Test func noneNeverSnaps() {
    var snap = HeaderSnapController(behavior: .none)
    let t = scroll(&snap, [5, 5])
    let decision14 = snap.decide(offset: 20, at: t + 1, track: track)
    #expect(decision14 == nil)
    #expect(!snap.isActive)
  }

  @Test func stoppingOutsideTheRangeDoesNotSnap() {
    for offset in [0.0, 5, 45, 300] {
      #expect(decision(.directional, after: [5], at: offset, wait: 1) == nil)
    }
  }

  @Test func newInputInterruptsASnap() throws {
    var snap = HeaderSnapController(behavior: .directional)
    var t = scroll(&snap, [4])
    let decision16 = snap.decide(offset: 20, at: t + 0.2, track: track)
    _ = try #require(decision16)
    t = scroll(&snap, [-3], from: t + 0.25)
    #expect(snap.phase == .scrolling)
    #expect(snap.direction == .up)
    let decision17 = snap.decide(offset: 25, at: t + 0.2, track: track)
    #expect(try #require(decision17).toProgress == 0)
  }

  @Test func aFlingPastTheMidpointCompletes() throws {
    var snap = HeaderSnapController(behavior: .nearest)
    // 3 points per 1/60 s: 180 pt/s, projected 27 pt further, from progress 0.25 to ~0.9.
    let t = scroll(&snap, [3, 3, 3, 3, 3])
    #expect(abs(snap.velocity - 180) < 1e-6)
    let decision18 = snap.decide(offset: 15, at: t + 0.12, track: track)
    let d = try #require(decision18)
    #expect(d.toProgress == 1 && d.reason == .fling)
  }

  @Test func aSlowScrollBelowTheMidpointReturns() throws {
    let d = try #require(decision(.nearest, after: [0.5, 0.5, 0.5], at: 15, wait: 0.12))
    #expect(d.toProgress == 0 && d.reason == .nearest)
  }

  @Test func anUpwardFlingFromPastTheMidpointReturnsToTheHeader() throws {
    let d = try #require(decision(.nearest, after: [-4, -4, -4, -4], at: 35, wait: 0.12))
    #expect(d.toProgress == 0 && d.reason == .fling)
  }

  @Test func oldWheelEventsDoNotCountForVelocity() {
    var snap = HeaderSnapController(behavior: .nearest)
    snap.wheel(delta: 30, at: 0)
    snap.wheel(delta: 30, at: 1)
    #expect(snap.velocity == 0)
  }

  @Test func theSnapTargetIsClampedToTheScrollableLength() throws {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [4])
    let decision21 = snap.decide(offset: 20, at: t + 0.2, track: track, maximumOffset: 30)
    let d = try #require(decision21)
    #expect(d.targetOffset == 30)
  }

  // MARK: Velocity in `.directional`

  @Test func aDirectionalFlingPastTheMidpointCompletesDespiteALastFlickBack() throws {
    var snap = HeaderSnapController(behavior: .directional)
    // 3 points per 1/60 s, then a small flick the other way just over the threshold.
    let t = scroll(&snap, [3, 3, 3, 3, 3, -0.5])
    #expect(snap.direction == .up)
    #expect(snap.velocity > FlowingHeaderTokens.flingMinimumSpeed)
    let decision = snap.decide(offset: 20, at: t + 0.12, track: track)
    let d = try #require(decision)
    #expect(d.toProgress == 1 && d.reason == .fling)
  }

  @Test func aDirectionalFlingBackPastTheMidpointReturns() throws {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [-3, -3, -3, -3, -3, 0.5])
    #expect(snap.direction == .down)
    let decision = snap.decide(offset: 30, at: t + 0.12, track: track)
    let d = try #require(decision)
    #expect(d.toProgress == 0 && d.reason == .fling)
  }

  @Test func aSlowDriftDoesNotOutrankTheRememberedDirection() throws {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [0.5, 0.5, 0.5, -0.2])
    #expect(abs(snap.velocity) < FlowingHeaderTokens.flingMinimumSpeed)
    let decision = snap.decide(offset: 26, at: t + 0.12, track: track)
    let d = try #require(decision)
    #expect(d.toProgress == 0 && d.reason == .direction)
  }

  @Test func aFlingTheDirectionAgreesWithIsADirectionalSnap() throws {
    // Down at 180 pt/s from progress 0.125: the fling and the direction both say 1.
    let d = try #require(decision(.directional, after: [3, 3, 3, 3, 3], at: 10, wait: 0.12))
    #expect(d.toProgress == 1 && d.reason == .direction)
  }

  // MARK: Handing a coast over

  @Test func aCoastInsideTheFlowIsHandedOverWithItsVelocity() throws {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [4])
    // Still moving at 50 pt/s: projected 7.5 points on, it stays inside the flow.
    let decision = snap.decide(offset: 20, at: t + 0.13, track: track, coastingAt: 50)
    let d = try #require(decision)
    #expect(d.fromOffset == 20 && d.velocity == 50)
    #expect(d.toProgress == 1 && d.targetOffset == 45)
  }

  @Test func aCoastIsNotHandedOverBeforeTheQuietTime() {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [4])
    let decision = snap.decide(offset: 20, at: t + 0.05, track: track, coastingAt: 50)
    #expect(decision == nil)
    #expect(snap.phase == .scrolling)
  }

  @Test func aCoastThatCarriesOnPastTheFlowIsLeftAlone() {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [4])
    // 400 pt/s carries the content 60 points on: out of the flow, where it needs no snap.
    let moving = snap.decide(offset: 20, at: t + 0.13, track: track, coastingAt: 400)
    #expect(moving == nil)
    #expect(snap.phase == .scrolling)
    let atRest = snap.decide(offset: 300, at: t + 1, track: track)
    #expect(atRest == nil)
    #expect(snap.phase == .idle)
  }

  @Test func aCoastOutsideTheFlowKeepsTheControllerWaiting() throws {
    var snap = HeaderSnapController(behavior: .directional)
    let t = scroll(&snap, [-4])
    // Still above the flow (progress 1) and slowing: it may yet come to rest inside.
    let outside = snap.decide(offset: 60, at: t + 0.13, track: track, coastingAt: -40)
    #expect(outside == nil)
    #expect(snap.phase == .scrolling)
    let inside = snap.decide(offset: 40, at: t + 0.3, track: track, coastingAt: -20)
    let d = try #require(inside)
    #expect(d.toProgress == 0 && d.velocity == -20)
  }

  @Test func noneLetsACoastRunOut() {
    var snap = HeaderSnapController(behavior: .none)
    let t = scroll(&snap, [4])
    #expect(snap.decide(offset: 20, at: t + 0.13, track: track, coastingAt: 10) == nil)
    #expect(snap.decide(offset: 22, at: t + 0.5, track: track) == nil)
    #expect(!snap.isActive)
  }
}

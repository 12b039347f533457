import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// An engine that logs the phases it is called at.
@MainActor
private final class PhaseLog: FrameParticipant {
  var phases: [String] = []
  var framesWanted = 0

  func advance(to time: Double) -> Bool {
    phases.append("advance")
    framesWanted -= 1
    return framesWanted > 0
  }
  func graphDidLayout(_ graph: ViewGraph) { phases.append("layout") }
  func graphWillDraw(_ graph: ViewGraph) { phases.append("willDraw") }
  func graphDidPresent(_ graph: ViewGraph) { phases.append("present") }
}

/// The frame driver: animation time with slow motion, participants at named phases, frame
/// actions one per owner.
@Suite("Frame driver") @MainActor
struct FrameDriverTests {
  @Test func slowMotionSlowsAnimationTimeWithoutAJump() throws {
    let host = try HeadlessHost(size: Size(width: 100, height: 100))
    let driver = FrameDriver(host: host, owner: nil)
    host.step(by: 1)
    let before = driver.now
    driver.slowMotion = 4
    #expect(driver.now == before, "changing the speed does not move time")
    host.step(by: 2)
    #expect(abs(driver.now - (before + 0.5)) < 1e-9)
    let window = FrameDriver(host: host, owner: driver)
    #expect(window.now == driver.now, "a window's driver reads its owner's clock")
  }

  @Test func participantsAreCalledAtEachPhaseInOrder() throws {
    let host = try HeadlessHost(size: Size(width: 100, height: 100))
    let graph = ViewGraph(root: Color.red, host: host)
    let log = PhaseLog()
    graph.register(log)
    graph.register(log)
    graph.setNeedsLayout()
    host.step(by: 1.0 / 120)
    #expect(log.phases == ["layout", "willDraw", "present"], "registered twice, called once a phase")
    log.phases = []
    log.framesWanted = 3
    graph.requestFrames(for: log)
    host.runUntilIdle()
    #expect(log.phases.filter { $0 == "advance" }.count == 3, "advanced until it wanted no more frames")
    #expect(log.phases.first == "advance")
    #expect(graph.isAtRest)
  }

  @Test func aParticipantThatIsGoneIsDropped() throws {
    let host = try HeadlessHost(size: Size(width: 100, height: 100))
    let graph = ViewGraph(root: Color.red, host: host)
    var log: PhaseLog? = PhaseLog()
    graph.register(log!)
    #expect(graph.frames.participants.count == 1)
    log = nil
    #expect(graph.frames.participants.isEmpty, "the graph keeps participants weakly")
  }

  @Test func anOwnerHasOneFrameActionAtATime() throws {
    let host = try HeadlessHost(size: Size(width: 100, height: 100))
    let driver = FrameDriver(host: host, owner: nil)
    let owner = PhaseLog()
    var ran: [String] = []
    driver.run(for: owner) { _ in ran.append("glide"); return true }
    driver.run(for: owner) { _ in ran.append("coast"); return false }
    #expect(driver.runActions(at: 0) == false)
    #expect(ran == ["coast"], "the second action replaced the first")
    #expect(!driver.hasActions)
  }
}

/// The damage tracker: a bounding rectangle and the rectangles behind it.
@Suite("Damage tracker") @MainActor
struct DamageTrackerTests {
  @Test func itKeepsTheRectanglesAndTheirUnionUntilTaken() {
    let damage = DamageTracker()
    damage.add(Rect(x: 0, y: 0, width: 10, height: 10))
    damage.add(Rect(x: 20, y: 20, width: 10, height: 10))
    let taken = damage.take()
    #expect(taken.bounds == Rect(x: 0, y: 0, width: 30, height: 30))
    #expect(taken.rects.count == 2)
    #expect(damage.take().bounds == .zero, "taking clears it")
  }

  @Test func past32RectanglesItMergesEachIntoTheOneItGrowsLeast() {
    let damage = DamageTracker()
    // A row changed far from a region where many small things changed (a sidebar row beside a
    // scene switched away): the row stays apart from them however many come.
    damage.add(Rect(x: 0, y: 0, width: 200, height: 30))
    for i in 0..<40 { damage.add(Rect(x: 400 + Double(i) * 10, y: 300, width: 8, height: 8)) }
    let taken = damage.take()
    #expect(taken.rects.count <= 32)
    #expect(taken.rects.dropFirst().reduce(taken.rects[0]) { $0.union($1) } == taken.bounds, "nothing is lost")
    #expect(taken.bounds == Rect(x: 0, y: 0, width: 798, height: 308))
    #expect(taken.rects.contains(Rect(x: 0, y: 0, width: 200, height: 30)))
    #expect(ViewGraph.pieces(of: taken.rects, within: taken.bounds).count > 1)
  }

  @Test func aRectangleInsideOneKeptIsNotKeptAgain() {
    let damage = DamageTracker()
    damage.add(Rect(x: 0, y: 0, width: 100, height: 100))
    damage.add(Rect(x: 10, y: 10, width: 20, height: 20))
    damage.add(Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(damage.take().rects == [Rect(x: 0, y: 0, width: 100, height: 100)])
  }

  @Test func damageOutsideTheWindowDoesNotStretchWhatIsDrawn() throws {
    let h = try Harness(size: Size(width: 400, height: 300), Color.white)
    // A sheet below the window's edge: more rectangles than the tracker keeps apart.
    for i in 0..<40 { h.graph.addDamage(Rect(x: Double(i * 10), y: 320, width: 10, height: 200)) }
    h.graph.addDamage(Rect(x: 10, y: 10, width: 20, height: 20))
    h.host.step(by: 1.0 / 120)
    #expect(h.graph.lastFrame.mainDrawnArea == 400, "the change inside the window only")
  }

  @Test func aViewShownOrHiddenUnderAClipIsDrawnAgainOnlyInsideTheClip() throws {
    // A 100-point strip scrolled inside a 60-point-high scroll view: its lower part lies
    // beyond the scroll view's edge.
    var placed: PlacedView?
    let h = try Harness(
      size: Size(width: 400, height: 300),
      VStack(spacing: 0) {
        ScrollView {
          Color.orange.frame(height: 100).layoutHook(reportView: { view, _ in placed = view })
        }
        .frame(height: 60)
        Spacer()
      })
    h.host.step(by: 1.0 / 120)
    let strip = try #require(placed).frame
    #expect(strip.height == 100)
    try #require(placed).damage(strip, in: h.graph)
    h.host.step(by: 1.0 / 120)
    #expect(h.graph.lastFrame.mainDrawnArea == strip.width * 60, "the part the scroll view shows only")
  }

  @Test func aPresentedFrameIsCounted() {
    let damage = DamageTracker()
    damage.presented(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(damage.framesPresented == 1)
    #expect(damage.lastPresented == Rect(x: 1, y: 2, width: 3, height: 4))
  }
}

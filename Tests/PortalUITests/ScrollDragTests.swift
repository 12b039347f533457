import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@MainActor
private final class TapLog {
  var taps: [Int] = []
}

private struct TappableRows: View {
  let count: Int
  let log: TapLog
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count) { index in
        Text("row \(index)").frame(maxWidth: .infinity).frame(height: 30).contentShape(Rectangle())
          .onTapGesture { log.taps.append(index) }
      }
    }
  }
}

/// A 400×300 window filled by a scroll view of 40 rows 30 points high (900 points to scroll),
/// driven by pointer events at exact times.
@MainActor
private final class DragSession {
  let h: Harness
  let log: TapLog
  static let frame = 1.0 / 120

  init(rows: Int = 40, bounce: ScrollBounceBehavior = .automatic) throws {
    let log = TapLog()
    self.log = log
    h = try Harness(ScrollView { TappableRows(count: rows, log: log) }.scrollBounceBehavior(bounce))
  }

  var state: ScrollViewState {
    var found: ScrollViewState?
    h.graph.root.forEachDescendant { node in
      if found == nil, let state = node[ScrollViewState.self] { found = state }
    }
    return found!
  }

  var offset: Double { state.offset.y }

  func press(_ y: Double) { h.host.send(.pointerPressed(Point(x: 200, y: y), button: .primary)) }
  func release(_ y: Double) { h.host.send(.pointerReleased(Point(x: 200, y: y), button: .primary)) }

  /// Moves the pointer to `y` and draws the frame that follows.
  func move(_ y: Double, after seconds: Double = frame) {
    h.host.manualClock.advance(by: seconds)
    h.host.send(.pointerMoved(Point(x: 200, y: y)))
    h.host.drawIfRequested()
  }

  /// Presses at `from`, drags past the slop and on to `to` in `steps` equal moves, one a frame.
  func drag(from: Double, to: Double, steps: Int) {
    press(from)
    for i in 1...steps { move(from + (to - from) * Double(i) / Double(steps)) }
  }

  /// Offsets of every frame until nothing asks for frames (at most `limit`).
  func framesUntilRest(limit: Int = 2000) -> [Double] {
    var offsets: [Double] = []
    while h.host.frameRequested, offsets.count < limit {
      h.host.step(by: Self.frame)
      offsets.append(offset)
    }
    return offsets
  }
}

@Suite("Drag to scroll") @MainActor
struct ScrollDragTests {
  @Test func withinTheSlopTheContentStaysAndTheClickLands() throws {
    let s = try DragSession()
    s.press(45)
    s.move(48)
    s.move(43)
    s.release(43)
    s.h.settle()
    #expect(s.offset == 0)
    #expect(s.log.taps == [1])
  }

  @Test func oneMoveFarPastTheSlopMovesTheContentByTheRestOfTheWay() throws {
    // A busy program gets a fast drag's moves coalesced into one: the content still follows,
    // from where the slop was crossed.
    let s = try DragSession()
    s.press(250)
    s.move(200)
    #expect(abs(s.offset - 44) < 0.001)
    s.move(190)
    #expect(abs(s.offset - 54) < 0.001)
  }

  @Test func pastTheSlopTheContentFollowsThePointerOneToOne() throws {
    let s = try DragSession()
    s.press(200)
    // The slop (6 points) is crossed on the way to 190: the content follows from there.
    s.move(190)
    #expect(s.offset == 4)
    s.move(150)
    #expect(s.offset == 44)
    s.move(171.5)
    #expect(s.offset == 22.5)
    #expect(s.state.phase == .interacting)
  }

  @Test func aDragThatBeganDeliversNoTapToTheCellUnderIt() throws {
    let s = try DragSession()
    s.press(45)
    s.move(30)
    s.move(60)
    s.move(45, after: 0.3)
    s.release(45)
    s.h.settle()
    #expect(s.log.taps.isEmpty)
  }

  @Test func aReleaseWhileMovingCoastsOnAndSlowsDown() throws {
    let s = try DragSession()
    // 6 points a frame at 120 Hz: 720 points per second, up.
    s.drag(from: 250, to: 250 - 6 * 20, steps: 20)
    let released = s.offset
    s.release(250 - 6 * 20)
    let offsets = s.framesUntilRest()
    #expect(s.state.phase == .idle)
    var steps = zip([released] + offsets, offsets).map { $1 - $0 }
    // The frame after the landing only places what the landing moved.
    while steps.last == 0 { steps.removeLast() }
    #expect(steps.allSatisfy { $0 >= 0 })
    // The first frames keep the drag's speed, and the speed only falls from there.
    #expect(abs(steps[0] - 6) < 1)
    // It lands on its resting pixel, from within half a pixel of it, in the last frame.
    let coasting = steps.dropLast()
    #expect(zip(coasting, coasting.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
    #expect(try #require(steps.last) < 1)
    // It coasts as far as a fling at the drag's speed goes.
    let coasted = try #require(offsets.last) - released
    #expect(abs(coasted - ScrollMomentum.coast(speed: 720, after: .infinity).distance) < 2)
    #expect(s.offset == s.offset.rounded())
  }

  @Test func theSpeedAtReleaseComesFromRecentMovesNotTheLastOne() throws {
    let s = try DragSession()
    s.drag(from: 250, to: 250 - 6 * 20, steps: 20)
    // The host delivered the last move late and coalesced: a tiny delta at the end.
    s.move(250 - 6 * 20 - 0.5)
    s.release(250 - 6 * 20 - 0.5)
    let released = s.offset
    let offsets = s.framesUntilRest()
    #expect(try #require(offsets.last) - released > 200)
  }

  @Test func aDragHeldStillBeforeTheReleaseDoesNotCoast() throws {
    let s = try DragSession()
    s.drag(from: 250, to: 150, steps: 10)
    s.move(150, after: 0.15)
    let held = s.offset
    s.release(150)
    s.h.host.step(by: DragSession.frame)
    #expect(s.offset == held)
    #expect(!s.h.host.frameRequested)
  }

  @Test func aCoastStopsRequestingFramesWhenItStops() throws {
    let s = try DragSession()
    s.drag(from: 250, to: 130, steps: 10)
    s.release(130)
    let frames = s.framesUntilRest()
    #expect(frames.count > 10 && frames.count < 2000)
    #expect(!s.h.host.frameRequested)
    #expect(s.h.graph.isAtRest)
    #expect(s.h.host.step(by: 1) == false)
  }

  @Test func aWheelTurnStopsTheCoast() throws {
    let s = try DragSession()
    s.drag(from: 250, to: 130, steps: 10)
    s.release(130)
    s.h.host.step(by: DragSession.frame)
    s.h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 3, precise: true))
    let stopped = s.offset
    s.h.settle()
    #expect(s.offset == stopped)
  }

  @Test func aPressStopsTheCoastAndIsNoClick() throws {
    let s = try DragSession()
    s.drag(from: 250, to: 130, steps: 10)
    s.release(130)
    for _ in 0..<5 { s.h.host.step(by: DragSession.frame) }
    let caught = s.offset
    s.press(100)
    s.h.host.step(by: DragSession.frame)
    #expect(s.offset == caught)
    s.release(100)
    s.h.settle()
    #expect(s.offset == caught)
    #expect(s.log.taps.isEmpty)
  }

  @Test func aClickDuringAWheelGlideStopsTheGlideAndStillClicks() throws {
    let s = try DragSession()
    s.h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 48, precise: false))
    s.h.host.step(by: DragSession.frame)
    s.h.host.step(by: DragSession.frame)
    let stopped = s.offset
    #expect(stopped > 0 && stopped < 48)
    s.press(100)
    s.release(100)
    s.h.settle()
    #expect(s.offset == stopped)
    #expect(s.log.taps == [Int(((100 + stopped) / 30).rounded(.down))])
  }

  @Test func aPressWhoseReleaseNeverCameDoesNotLeaveTheContentHeld() throws {
    let s = try DragSession()
    s.drag(from: 50, to: 150, steps: 10)
    #expect(s.offset < 0)
    // The release went elsewhere; the next press lets go of the content within its ends.
    s.press(200)
    #expect(s.offset == 0)
    s.release(200)
    s.h.settle()
    #expect(s.state.phase == .idle)
    #expect(s.log.taps == [6])
  }

  @Test func aDragMovesTheInnermostScrollViewThatScrollsTheWayThePointerWent() throws {
    let h = try Harness(
      ScrollView {
        VStack(spacing: 0) {
          ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<20) { Text("card \($0)").frame(width: 100, height: 100) } }
          }
          .frame(height: 100)
          ForEach(0..<40) { Text("row \($0)").frame(height: 30) }
        }
      })
    var outer: ScrollViewState?
    var inner: ScrollViewState?
    h.graph.root.forEachDescendant { node in
      guard let view = node.view as? DragScrollable else { return }
      if view.axes == .horizontal { inner = ScrollViewState.of(node) } else { outer = ScrollViewState.of(node) }
    }
    func drag(_ from: Point, by delta: Point) {
      h.host.send(.pointerPressed(from, button: .primary))
      for i in 1...10 {
        h.host.manualClock.advance(by: 1.0 / 120)
        let t = Double(i) / 10
        h.host.send(.pointerMoved(Point(x: from.x + delta.x * t, y: from.y + delta.y * t)))
        h.host.drawIfRequested()
      }
      // Held still before letting go: no coast.
      h.host.manualClock.advance(by: 0.2)
      h.host.send(.pointerReleased(Point(x: from.x + delta.x, y: from.y + delta.y), button: .primary))
      h.settle()
    }
    // Sideways over the cards: the inner one moves, from where the slop (6 points) was crossed.
    drag(Point(x: 200, y: 50), by: Point(x: -80, y: 0))
    #expect(inner?.offset.x == 74)
    #expect(outer?.offset.y == 0)
    // Up over the cards: the outer one moves.
    drag(Point(x: 200, y: 50), by: Point(x: 0, y: -60))
    #expect(inner?.offset.x == 74)
    #expect(outer?.offset.y == 54)
    #expect(inner?.phase == .idle && outer?.phase == .idle)
  }

  @Test func pulledPastTheTopTheContentResistsAndSpringsBack() throws {
    let s = try DragSession()
    s.drag(from: 50, to: 150, steps: 10)
    // Pulled 94 points past the top (the slop is not counted), it shows about half of that.
    #expect(s.offset < -30 && s.offset > -60)
    s.move(250)
    #expect(s.offset > -110)
    s.move(250, after: 0.2)
    s.release(250)
    let offsets = s.framesUntilRest()
    #expect(offsets.allSatisfy { $0 <= 0 })
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 })
    #expect(offsets.last == 0)
  }

  @Test func aFlingIntoTheBottomBouncesSoftlyAndComesBack() throws {
    let s = try DragSession()
    s.h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 800, precise: true))
    s.h.settle()
    s.drag(from: 250, to: 130, steps: 10)
    s.release(130)
    let offsets = s.framesUntilRest()
    let peak = try #require(offsets.max())
    #expect(peak > 900 && peak <= 900 + 0.2 * 300 + 1)
    #expect(offsets.last == 900)
  }

  @Test func contentThatFitsDoesNotMoveUnlessItAlwaysBounces() throws {
    let fits = try DragSession(rows: 5)
    fits.drag(from: 50, to: 150, steps: 10)
    #expect(fits.offset == 0)
    let bounces = try DragSession(rows: 5, bounce: .always)
    bounces.drag(from: 50, to: 150, steps: 10)
    #expect(bounces.offset < 0)
    bounces.release(150)
    _ = bounces.framesUntilRest()
    #expect(bounces.offset == 0)
  }

  @Test func theScrollIsInMotionWhileDraggedAndCoastingButNotWhenMerelyPressed() throws {
    let s = try DragSession()
    s.press(200)
    #expect(s.state.phase == .tracking)
    #expect(!s.state.phase.isScrolling)
    for y in stride(from: 190.0, through: 100, by: -10) { s.move(y) }
    #expect(s.state.phase.isScrolling)
    s.release(100)
    #expect(s.state.phase == .decelerating)
    _ = s.framesUntilRest()
    #expect(s.state.phase == .idle)
  }

  @Test func phaseChangesAreReportedAroundTheScrollView() throws {
    let log = PhaseLog()
    let h = try Harness(
      ScrollView { TappableRows(count: 40, log: TapLog()) }
        .onScrollPhaseChange { old, new in log.changes.append("\(old)→\(new)") })
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 48, precise: false))
    h.settle()
    #expect(log.changes == ["idle→animating", "animating→idle"])
    log.changes.removeAll()
    h.host.send(.pointerPressed(Point(x: 200, y: 250), button: .primary))
    for i in 1...10 {
      h.host.manualClock.advance(by: 1.0 / 120)
      h.host.send(.pointerMoved(Point(x: 200, y: 250 - Double(i) * 8)))
      h.host.drawIfRequested()
    }
    h.host.send(.pointerReleased(Point(x: 200, y: 170), button: .primary))
    h.settle()
    #expect(
      log.changes == [
        "idle→tracking", "tracking→interacting", "interacting→decelerating", "decelerating→idle",
      ])
  }
}

@MainActor
private final class PhaseLog {
  var changes: [String] = []
}

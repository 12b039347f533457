import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// Snapping with the default `.directional` behaviour judged by velocity, and with reduced
/// motion, stepped frame by frame.
@Suite("Flowing header snaps") @MainActor
struct HeaderSnapSessionTests {
  @Test func aFlingPastTheMidpointCompletesWithDirectionalSnapping() throws {
    let s = try HeaderSession(HeaderPane())
    for _ in 0..<5 { s.wheel(4) }
    // The finger's last small movement goes the other way: the direction alone says back.
    s.wheel(-0.5)
    #expect(s.progress() < 0.5)
    s.settle()
    #expect(s.progress() == 1)
    #expect(s.log.snaps.last?.reason == .fling)
  }

  @Test func aFlingBackPastTheMidpointReturnsWithDirectionalSnapping() throws {
    let s = try HeaderSession(HeaderPane())
    for _ in 0..<3 { s.wheel(20) }
    s.settle()
    #expect(s.progress() == 1)
    for _ in 0..<5 { s.wheel(-4) }
    s.wheel(0.5)
    #expect(s.progress() > 0.5)
    s.settle()
    #expect(s.progress() == 0)
    #expect(s.log.snaps.last?.reason == .fling)
  }

  @Test func aWheelNotchsGlideIsHandedOverWhileItStillMoves() throws {
    let s = try HeaderSession(HeaderPane())
    // A notch glides 20 points; the quiet time ends before the glide has quite arrived.
    s.host.send(.scrolled(Point(x: 200, y: 300), dx: 0, dy: 20, precise: false))
    var offsets = [s.offset()]
    while s.log.snaps.isEmpty, offsets.count < 100 {
      s.step()
      offsets.append(s.offset())
    }
    let snap = try #require(s.log.snaps.first)
    #expect(snap.velocity > 0)
    #expect(snap.fromOffset < 20)
    while s.host.frameRequested, offsets.count < 400 {
      s.step()
      offsets.append(s.offset())
    }
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(s.offset() == 45)
  }

  @Test func reducedMotionMovesTheContentAtOnceAndDissolvesTheTitle() throws {
    let s = try HeaderSession(reduceMotion: true, HeaderPane())
    s.wheel(12)
    let state = try #require(s.state())
    // While scrolling, the title cross-fades where it is instead of moving and scaling.
    #expect(state.presentation.title?.scale == 1)
    let startOpacity = try #require(state.presentation.compactTitle?.opacity)
    #expect(startOpacity > 0 && startOpacity < 0.5)
    var frames = 0
    while s.log.snaps.isEmpty, frames < 60 {
      s.step()
      frames += 1
    }
    // The content is at the end in the snap's first frame: no frame shows it on the way.
    #expect(s.offset() == 45)
    #expect(s.progress() == 1)
    var compact = [try #require(state.presentation.compactTitle?.opacity)]
    var large = [try #require(state.presentation.title?.opacity)]
    var offsets: [Double] = []
    while s.host.frameRequested, compact.count < 100 {
      s.step()
      compact.append(try #require(state.presentation.compactTitle?.opacity))
      large.append(try #require(state.presentation.title?.opacity))
      offsets.append(s.offset())
    }
    // It dissolves from how it looked when scrolling stopped to the strip, over several frames.
    #expect(compact.first == startOpacity)
    #expect(compact.last == 1 && large.last == 0)
    #expect(zip(compact, compact.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(zip(compact, large).allSatisfy { abs($0 + $1 - 1) < 1e-9 })
    #expect(compact.filter { $0 > startOpacity + 0.05 && $0 < 0.95 }.count >= 4)
    #expect(
      Double(compact.count - 1) * HeaderSession.frame >= FlowingHeaderTokens.reducedMotionDissolveDuration)
    #expect(offsets.allSatisfy { $0 == 45 })
    #expect(s.log.events.last == .snapEnded(id: "flowing-header", progress: 1))
  }

  @Test func newInputStopsADissolve() throws {
    let s = try HeaderSession(reduceMotion: true, HeaderPane())
    s.wheel(12)
    var frames = 0
    while s.log.snaps.isEmpty, frames < 60 {
      s.step()
      frames += 1
    }
    s.step(2)
    s.wheel(-4)
    #expect(s.log.events.contains { if case .snapInterrupted = $0 { true } else { false } })
    // The fade follows the scroll again.
    let state = try #require(s.state())
    #expect(state.presentation.compactTitle?.opacity == s.progress())
  }

  @Test func underSlowMotionTheQuietTimeSlowsWithEverythingElse() throws {
    let s = try HeaderSession(HeaderPane())
    s.graph.slowMotion = 10
    // A second of real time in slow motion: the animation clock is now well behind the host's.
    s.step(60)
    s.wheel(12)
    // Ten times the quiet time of real time passes before the snap, and no more.
    let quietFrames = Int((FlowingHeaderTokens.scrollStopDelay * 10 / HeaderSession.frame).rounded(.down))
    s.step(quietFrames - 2)
    #expect(s.log.snaps.isEmpty)
    s.step(4)
    #expect(s.log.snaps.count == 1)
    s.settle()
    #expect(s.log.snaps.count == 1)
    #expect(s.progress() == 1)
  }
}

/// At the end of the flow the content meets the strip: the header gives up the room its
/// flowed parts leave empty, and the strip's bar comes in only near the end.
@Suite("Flowing header collapses") @MainActor
struct HeaderCollapseTests {
  /// Where "Row 0" is in the window.
  private func firstRowTop(_ s: HeaderSession) -> Double? {
    var top: Double?
    s.graph.root.forEachDescendant { node in
      if top == nil, let text = node.view as? Text, text.content == "Row 0" { top = node.windowFrame.minY }
    }
    return top
  }

  @Test func snappedIntoTheStripTheFirstRowSitsRightUnderIt() throws {
    let s = try HeaderSession(HeaderPane(displays: [.title, .accessory]))
    let restingTop = try #require(firstRowTop(s))
    for _ in 0..<3 { s.wheel(20) }
    s.settle()
    #expect(s.progress() == 1)
    let state = try #require(s.state())
    let strip = state.stripHeight
    let top = try #require(firstRowTop(s))
    // The row's frame is 44 high around its text: its cell starts just under the strip.
    #expect(top - 14 >= strip - 1 && top - 14 <= strip + 4, "row 0 at \(top), strip \(strip)")
    // It moved up by more than the scroll did: the header's empty room went too.
    #expect(restingTop - top > s.offset() + 40)
    // Scrolled back, the header has all its room again: the row is only as far up as the
    // content is scrolled.
    for _ in 0..<3 { s.wheel(-20) }
    s.settle()
    #expect(s.progress() == 0)
    #expect(abs((firstRowTop(s) ?? 0) - (restingTop - s.offset())) < 0.5)
  }

  @Test func theStripsBarComesInOnlyNearTheEndOfTheFlow() throws {
    let model = HeaderProgressModel(flowing: [.title])
    let geometry = HeaderGeometry(
      strip: Rect(x: 0, y: 0, width: 400, height: 44), titleSource: Rect(x: 120, y: 80, width: 160, height: 36),
      accessorySource: nil)
    let start = model.startOffset(accessoryHeight: nil)
    func strip(at progress: Double) -> Double {
      model.presentation(scrolled: start + model.range * progress, geometry: geometry).stripOpacity
    }
    #expect(strip(at: 0.5) == 0)
    #expect(strip(at: 0.6) == 0)
    #expect(strip(at: 0.8) > 0.3 && strip(at: 0.8) < 0.7)
    #expect(strip(at: 1) == 1)
  }
}

/// The strip's height is known before the first layout, so the header lays out once.
@Suite("Flowing header's first layout") @MainActor
struct HeaderFirstLayoutTests {
  @Test func theFirstLayoutLeavesRoomForTheStripAndNothingMovesAfter() throws {
    let host = try HeadlessHost(size: Size(width: 400, height: 500))
    let graph = ViewGraph(
      root: HeaderPane(displays: [.title, .accessory]).frame(maxWidth: .infinity, maxHeight: .infinity), host: host,
      environment: EnvironmentValues())
    // One pass: the views evaluated and laid out once, nothing settled after.
    graph.update()
    var state: FlowingHeaderState?
    graph.root.forEachDescendant { node in
      if state == nil, let entry = node.environment.flowingHeaders[defaultFlowingHeaderID] { state = entry.state }
    }
    let header = try #require(state)
    let first = try #require(header.headerFrame)
    #expect(header.stripHeight == FlowingHeaderTokens.titleStripHeight)
    let passes = graph.layoutPasses
    host.drawIfRequested()
    host.runUntilIdle(frameInterval: HeaderSession.frame, limit: 200)
    #expect(header.headerFrame == first)
    // Only the flowing layer, placed from what the first layout measured, is laid out again.
    #expect(graph.layoutPasses - passes <= 1)
  }
}

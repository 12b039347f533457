import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

@Suite("Interruptions") @MainActor
struct InterruptionTests {
  /// A toggle just after landing, while a `.fade` layer dissolves over the ends (or, with
  /// `.none`, once the ends show): the flight home hides both ends again, shows the layer
  /// opaque, and reports its own end.
  @Test(arguments: [PortalRemovalTransition.fade, .none])
  func aToggleAfterLandingFliesHomeWithoutADoubleImage(removal: PortalRemovalTransition) throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log, removal: removal))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep()
    while log.completions.isEmpty { h.host.step(by: 1.0 / 60) }
    h.host.step(by: 0.05)
    if removal == .fade {
      // Dissolving: the ends are back and the layer is half gone over the destination.
      let dissolving = try #require(h.placement())
      #expect(dissolving.opacity < 1 && dissolving.opacity > 0)
      #expect(!h.isHidden(.destination))
    }
    h.toggleAndStep()
    var flightFrames = 0
    // Until it lands home (where a `.fade` layer dissolves over the ends again).
    while let placement = h.placement(), log.completions.count == 1 {
      #expect(placement.opacity == 1)
      #expect(h.isHidden(.source) && h.isHidden(.destination))
      // Neither end shows in the window while the layer flies: one picture only.
      #expect(h.pixel(h.host.main.bitmap, source.center) == 0xFFFFFF)
      #expect(h.pixel(h.host.main.bitmap, destination.center) == 0xFFFFFF)
      flightFrames += 1
      h.host.step(by: 1.0 / 60)
    }
    #expect(flightFrames > 10)
    h.host.runUntilIdle()
    #expect(h.layerFrame == nil && !h.host.overlaySurface.isShown)
    #expect(h.pixel(h.host.main.bitmap, source.center) == 0xD02020)
    #expect(log.completions == [true, false])
    #expect(h.trace.transitions == ["began forward card", "ended forward card", "began reverse card", "ended reverse card"])
  }

  /// Seed 000's delay holds back the take-off only: a flight interrupted mid-air turns at once.
  @Test func anInterruptionTurnsAtOnceDespiteTheDelay() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog(), animation: .smooth(duration: 0.4), delay: 0.1))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep()
    // The first start waits its delay…
    for _ in 0..<10 {
      h.host.step(by: 1.0 / 120)
      #expect(h.layerFrame == source)
    }
    for _ in 0..<20 { h.host.step(by: 1.0 / 120) }
    #expect((h.layerFrame?.minX ?? 0) > source.minX + 20)
    h.tapToggle()
    // …the turn does not: every frame from the toggle until home moves the layer.
    var previous = try #require(h.layerFrame)
    var frames = 0
    h.host.step(by: 1.0 / 120)
    while let now = h.layerFrame, frames < 24 {
      #expect(now != previous, "the layer stood still \(frames) frames after the toggle")
      previous = now
      frames += 1
      h.host.step(by: 1.0 / 120)
    }
    #expect(frames == 24)
  }

  /// The same for a group: a stagger delays each item's take-off, never its turn.
  @Test func aStaggeredGroupTurnsAtOnce() throws {
    let h = try FlightHarness(GroupOfIDs(staggerDelay: 0.15))
    h.toggleAndStep()
    for _ in 0..<48 { h.host.step(by: 1.0 / 120) }
    let third = try #require(h.placement("g2"))
    let home = try #require(h.anchor(.source, "g2"))
    // The third item left 0.3 s after the first, so it has only just started.
    #expect(third.frame.minX > home.minX)
    h.tap("toggle")
    var previous = third.frame
    for frame in 0..<12 {
      h.host.step(by: 1.0 / 120)
      guard let now = h.placement("g2")?.frame else { break }
      #expect(now != previous, "item g2 stood still \(frame) frames after the toggle")
      previous = now
    }
  }

  /// Fifty toggles in two seconds, at uneven intervals: nothing stays stuck and each settled
  /// direction reports exactly once.
  @Test(arguments: [PortalRemovalTransition.none, .fade])
  func fiftyUnevenTogglesInTwoSecondsLeaveNothingStuck(removal: PortalRemovalTransition) throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log, removal: removal, animation: .smooth(duration: 0.4)))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    // Intervals of 2 to 7 frames at 120 fps, cycling, so toggles land on every phase of the
    // flight; 50 of them fit in 240 frames.
    let gaps = [2, 7, 3, 6, 4, 5, 2, 3]
    var toggleFrames: [Int] = []
    var next = 0
    while toggleFrames.count < 50 {
      toggleFrames.append(next)
      next += gaps[toggleFrames.count % gaps.count]
    }
    #expect(toggleFrames.last! < 240)
    var toggles = 0
    for frame in 0..<240 {
      if toggleFrames.contains(frame) {
        h.tapToggle()
        toggles += 1
      }
      h.host.step(by: 1.0 / 120)
      if let placement = h.placement(), placement.opacity == 1 {
        // While a layer shows opaque, neither original does.
        #expect(h.isHidden(.source) && h.isHidden(.destination))
      }
    }
    #expect(toggles == 50)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
    #expect(!h.host.overlaySurface.isShown)
    #expect(h.controller?.activeKeys.isEmpty == true)
    #expect(!h.isHidden(.source) && !h.isHidden(.destination))
    #expect(h.pixel(h.host.main.bitmap, source.center) == 0xD02020)
    #expect(h.pixel(h.host.main.bitmap, destination.center) == 0xD02020)
    // An even number of toggles: the layer settled at home once, and only that reports.
    #expect(log.completions == [false])
    let ended = h.trace.transitions.filter { $0.hasPrefix("ended") }
    #expect(ended == ["ended reverse card"])
    // No late completion: more time changes nothing.
    for _ in 0..<60 { h.host.step(by: 1.0 / 60) }
    #expect(log.completions == [false])
  }
}

/// Three `.portal(id:)` pairs flown by `.portalTransition(ids:groupID:isActive:)`.
struct GroupOfIDs: View {
  @State var open = false
  var staggerDelay = 0.0
  var log = FlightLog()

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 10) {
          ForEach(0..<3) { index in
            Color(hex: 0x2050D0).frame(width: 30, height: 30).portal(id: "g\(index)", .source)
          }
        }
        HStack(spacing: 10) {
          ForEach(0..<3) { index in
            Color(hex: 0x2050D0).frame(width: 90, height: 60).portal(id: "g\(index)", .destination)
          }
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
      .portalTransition(
        ids: ["g0", "g1", "g2"], groupID: "row", isActive: $open, animation: .smooth(duration: 0.5),
        staggerDelay: staggerDelay, completion: { log.completions.append($0) }
      ) { _ in
        Color(hex: 0x2050D0)
      }
    }
  }
}

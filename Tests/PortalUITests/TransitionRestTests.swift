import Observation
import PortalGraphics
import Testing

@testable import PortalUI

@Observable @MainActor
private final class Panel {
  var shown = false
}

/// A panel as tall as a sheet that slides up from the bottom edge when shown.
private struct SlidingPanel: View {
  let panel: Panel
  var body: some View {
    ZStack {
      if panel.shown { Color.indigo.frame(width: 400, height: 560).transition(.move(edge: .bottom)) }
    }
    .frame(width: 480, height: 600)
  }
}

/// A transition comes to rest once what it moves is within a fraction of a device pixel of
/// its place, not after the spring's tail has crept through a hundredth of a point: until then
/// every frame draws (or composites) the view again, at sub-pixel offsets.
@Suite("Transitions come to rest") @MainActor
struct TransitionRestTests {
  @Test func aPanelSlidingInWithASpringRestsWhenItIsWithinAQuarterPoint() throws {
    let panel = Panel()
    let h = try Harness(size: Size(width: 480, height: 600), SlidingPanel(panel: panel))
    withAnimation(.smooth(duration: 0.5)) { panel.shown = true }
    let frames = h.host.runUntilIdle()
    let node = try #require(h.node(Color.self) { $0 == .indigo })
    // The critically damped spring covers all but a quarter point of 600 in about 0.8 s;
    // all but a two-hundredth of a point takes 1.15 s.
    #expect(frames > 60 && frames < 110, "\(frames) frames")
    #expect(node.windowFrame.minY == 20)
    #expect(h.graph.isAtRest)
  }
}

/// A view sliding in under a transition is redrawn where it was and where it is each frame,
/// never where it will rest: the frame that places it under its new transform does not first
/// report it at its untransformed place.
@Suite("A slide's damage") @MainActor
struct SlideDamageTests {
  @Test func eachFrameOfASlideDrawsWhereThePanelWasAndIsNotWhereItWillRest() throws {
    let panel = Panel()
    let h = try Harness(size: Size(width: 480, height: 600), SlidingPanel(panel: panel))
    withAnimation(.linear(duration: 1)) { panel.shown = true }
    h.host.step(by: 0)
    h.host.main.resetLog()
    // A tenth of the way each frame: the panel's top goes from 600 to about 426.
    for _ in 0..<3 { h.host.step(by: 0.1) }
    let node = try #require(h.node(Color.self) { $0 == .indigo })
    #expect(node.windowFrame.minY > 400)
    #expect(h.host.main.presentedDamage.count == 3)
    // The top of its resting place (y 20) is far above anything the slide has touched.
    let resting = Point(x: 240, y: 40)
    for (index, damage) in h.host.main.presentedDamage.enumerated() {
      #expect(!damage.contains { $0.contains(resting) }, "frame \(index + 1) drew \(damage)")
    }
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct Growing: View {
  @State var wide = false
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: wide ? 300 : 100, height: 40)
      Text("grow").onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
    }
  }
}

private struct Scoped: View {
  @State var on = false
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: on ? 200 : 50, height: 20).animation(.linear(duration: 0.5), value: on)
      Color.green.frame(width: on ? 200 : 50, height: 20)
      Text("flip").onTapGesture { on.toggle() }
    }
  }
}

@Suite("View animation") @MainActor
struct ViewAnimationTests {
  func colorFrames(_ h: Harness) -> [Rect] {
    var result: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is Color { result.append($0.frame) } }
    return result
  }

  @Test func withAnimationMovesLayoutChangesOverTheAnimationsDuration() throws {
    let h = try Harness(Growing())
    try h.clickFirstFrame(onText: "grow")
    #expect(colorFrames(h).first?.width == 100)
    h.host.step(by: 0.5)
    let halfway = try #require(colorFrames(h).first?.width)
    #expect(abs(halfway - 200) < 1)
    h.host.step(by: 0.6)
    #expect(colorFrames(h).first?.width == 300)
    // Once everything has arrived, no more frames are requested.
    h.host.step(by: 1.0 / 120)
    #expect(!h.host.frameRequested)
    #expect(h.graph.animatingNodeCount == 0)
  }

  @Test func animationValueAnimatesOnlyItsOwnSubtree() throws {
    let h = try Harness(Scoped())
    try h.clickFirstFrame(onText: "flip")
    h.host.step(by: 0.25)
    let frames = colorFrames(h)
    #expect(abs(frames[0].width - 125) < 1)
    #expect(frames[1].width == 200)
    h.settle()
    #expect(colorFrames(h)[0].width == 200)
  }

  @Test func withAnimationCompletionRunsWhenTheMotionEnds() throws {
    let h = try Harness(centered: true, Growing())
    var done = false
    withAnimation(.linear(duration: 0.3)) {
      h.graph.root.children.first.map { _ in () }
      (h.graph.root.stateSlots["_wide"] as? StateBox<Bool>)?.set(true)
    } completion: {
      done = true
    }
    h.host.step(by: 0)
    #expect(!done)
    h.host.step(by: 0.2)
    #expect(!done)
    h.host.step(by: 0.2)
    h.host.step(by: 0.01)
    #expect(done)
  }
}

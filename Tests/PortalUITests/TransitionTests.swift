import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A 100×100 black square shown or hidden with `transition`; `toggle` flips it with a
/// one-second linear animation (or none).
private struct Toggled: View {
  @State var shown: Bool
  let transition: AnyTransition
  var animated = true
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("toggle").onTapGesture {
        if animated { withAnimation(.linear(duration: 1)) { shown.toggle() } } else { shown.toggle() }
      }
      ZStack(alignment: .topLeading) {
        Color.white.frame(width: 300, height: 200)
        if shown { Counter().transition(transition) }
      }
    }
  }
}

/// A black square that counts its clicks in its own state.
private struct Counter: View {
  @State var taps = 0
  var body: some View {
    Color.black.frame(width: 100, height: 100).overlay { Text("\(taps)").foregroundStyle(.white) }
      .onTapGesture { taps += 1 }
  }
}

@Suite("Transitions") @MainActor
struct TransitionTests {
  func toggle(_ h: Harness) throws { try h.clickFirstFrame(onText: "toggle") }

  /// The top of the square's area (below the 'toggle' text).
  func top(_ h: Harness) throws -> Double { try #require(h.frame(ofText: "toggle")).maxY }

  @Test func opacityInsertionFadesIn() throws {
    let h = try Harness(Toggled(shown: false, transition: .opacity))
    let y = try top(h) + 80
    try toggle(h)
    #expect(h.pixel(50, y).isClose(to: .white))
    h.host.step(by: 0.5)
    #expect(abs(h.pixel(50, y).luminance - 0.5) < 0.03)
    h.settle()
    #expect(h.pixel(50, y).isClose(to: .black))
    #expect(!h.host.frameRequested)
    #expect(h.graph.animatingNodeCount == 0)
  }

  @Test func aViewFadingInFromNothingDamagesNothingUntilItsFadeShows() throws {
    let h = try Harness(Toggled(shown: false, transition: .opacity))
    let y = try top(h) + 80
    let text = try #require(h.frame(ofText: "toggle"))
    try toggle(h)
    // The frame that inserts it shows it at opacity zero: its area is not drawn (at most the
    // tapped text's is), and the square shows nothing yet.
    #expect(h.graph.lastFrame.mainDrawnArea <= (text.width + 16) * (text.height + 16))
    #expect(h.pixel(50, y).isClose(to: .white))
    #expect(try #require(h.node(Counter.self)).shownFromPass == .max)
    // As soon as the fade shows, the square's area is drawn.
    h.host.step(by: 0.05)
    #expect(h.graph.lastFrame.mainDrawnArea >= 100 * 100)
    #expect(try #require(h.node(Counter.self)).shownFromPass != .max)
    #expect(h.pixel(50, y).luminance < 0.99)
    #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
  }

  @Test func removedViewIsDrawnButNotHitWhileItLeavesThenDetached() throws {
    let h = try Harness(Toggled(shown: true, transition: .opacity))
    let y = try top(h) + 80
    let before = h.graph.nodeCount
    try toggle(h)
    h.host.step(by: 0.5)
    // Half faded: still drawn, but clicks go through to what is behind.
    #expect(abs(h.pixel(50, y).luminance - 0.5) < 0.03)
    #expect(h.hit(50, y)?.view is Counter == false)
    #expect(h.hit(50, y)?.ancestry.contains { $0.view is Counter } == false)
    #expect(h.node(Counter.self) == nil)
    h.settle()
    #expect(h.pixel(50, y).isClose(to: .white))
    #expect(h.graph.nodeCount < before)
    #expect(!h.host.frameRequested)
  }

  @Test func stateOfARemovedViewIsDropped() throws {
    let h = try Harness(Toggled(shown: true, transition: .opacity))
    let y = try top(h) + 50
    h.click(Point(x: 50, y: y))
    #expect(h.frame(ofText: "1") != nil)
    try toggle(h)
    h.settle()
    try toggle(h)
    h.settle()
    #expect(h.frame(ofText: "0") != nil)
  }

  @Test func moveSlidesInFromTheEdgeByTheViewsOwnSize() throws {
    let h = try Harness(Toggled(shown: false, transition: .move(edge: .leading)))
    try toggle(h)
    let counter = try #require(h.node(Counter.self))
    #expect(abs(counter.windowFrame.minX + 100) < 0.5)
    h.host.step(by: 0.25)
    #expect(abs(counter.windowFrame.minX + 75) < 0.5)
    h.settle()
    #expect(counter.windowFrame.minX == 0)
  }

  @Test(arguments: [Edge.leading, .trailing, .top, .bottom])
  func moveEntersFromEveryEdgeByTheViewsOwnSize(edge: Edge) throws {
    let h = try Harness(Toggled(shown: false, transition: .move(edge: edge)))
    try toggle(h)
    let counter = try #require(h.node(Counter.self))
    let rest = counter.frame
    let direction: (x: Double, y: Double) =
      switch edge {
      case .leading: (-1, 0)
      case .trailing: (1, 0)
      case .top: (0, -1)
      case .bottom: (0, 1)
      }
    func displacement() -> (x: Double, y: Double) {
      (counter.windowFrame.minX - rest.minX, counter.windowFrame.minY - rest.minY)
    }
    // A whole width or height beyond the edge at first, a quarter of the way in after 0.25 s.
    #expect(abs(displacement().x - 100 * direction.x) < 0.5 && abs(displacement().y - 100 * direction.y) < 0.5)
    h.host.step(by: 0.25)
    #expect(abs(displacement().x - 75 * direction.x) < 0.5 && abs(displacement().y - 75 * direction.y) < 0.5)
    h.settle()
    #expect(counter.windowFrame == rest)
    // And it leaves towards the same edge.
    try toggle(h)
    h.host.step(by: 0.5)
    #expect(abs(displacement().x - 50 * direction.x) < 0.5 && abs(displacement().y - 50 * direction.y) < 0.5)
  }

  @Test func scaleGrowsFromItsAnchor() throws {
    let h = try Harness(Toggled(shown: false, transition: .scale(scale: 0.5, anchor: .topLeading)))
    try toggle(h)
    let counter = try #require(h.node(Counter.self))
    #expect(abs(counter.windowFrame.width - 50) < 0.5)
    #expect(abs(counter.windowFrame.minX) < 0.01)
    h.host.step(by: 0.5)
    #expect(abs(counter.windowFrame.width - 75) < 0.5)
  }

  @Test func asymmetricUsesItsRemovalTransitionWhenRemoved() throws {
    let h = try Harness(
      Toggled(shown: true, transition: .asymmetric(insertion: .opacity, removal: .move(edge: .trailing))))
    try toggle(h)
    h.host.step(by: 0.5)
    let y = try top(h) + 80
    // Moved half its width right, fully opaque.
    #expect(h.pixel(45, y).isClose(to: .white))
    #expect(h.pixel(55, y).isClose(to: .black))
    #expect(h.pixel(145, y).isClose(to: .black))
  }

  @Test func slideEntersFromLeadingAndLeavesTowardsTrailing() throws {
    let h = try Harness(Toggled(shown: false, transition: .slide))
    try toggle(h)
    #expect(abs((h.node(Counter.self)?.windowFrame.minX ?? 0) + 100) < 0.5)
    h.settle()
    try toggle(h)
    h.host.step(by: 0.5)
    let y = try top(h) + 80
    #expect(h.pixel(45, y).isClose(to: .white))
    #expect(h.pixel(145, y).isClose(to: .black))
  }

  @Test func combinedTransitionsApplyTogether() throws {
    let h = try Harness(Toggled(shown: false, transition: .offset(x: 40).combined(with: .opacity)))
    try toggle(h)
    h.host.step(by: 0.5)
    let counter = try #require(h.node(Counter.self))
    #expect(abs(counter.windowFrame.minX - 20) < 0.5)
    let y = try top(h) + 80
    #expect(abs(h.pixel(60, y).luminance - 0.5) < 0.03)
  }

  @Test func withoutAnAnimationInsertAndRemoveAreInstant() throws {
    let h = try Harness(Toggled(shown: false, transition: .opacity, animated: false))
    let y = try top(h) + 80
    try toggle(h)
    #expect(h.pixel(50, y).isClose(to: .black))
    try toggle(h)
    #expect(h.pixel(50, y).isClose(to: .white))
    h.host.step()
    #expect(!h.host.frameRequested)
  }

  @Test func identityAppearsAndGoesAtOnceEvenWhenAnimated() throws {
    let h = try Harness(Toggled(shown: true, transition: .identity))
    let y = try top(h) + 80
    try toggle(h)
    #expect(h.pixel(50, y).isClose(to: .white))
    h.host.step()
    #expect(!h.host.frameRequested)
  }

  @Test func viewsInsideAnInsertedContainerTakeNoTransitionOfTheirOwn() throws {
    struct Nested: View {
      @State var shown = false
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
          if shown {
            HStack(spacing: 0) {
              Color.black.frame(width: 50, height: 50).transition(.opacity)
              Color.red.frame(width: 50, height: 50)
            }
          }
        }
      }
    }
    let h = try Harness(Nested())
    try toggle(h)
    h.host.step(by: 0.5)
    let y = try top(h) + 25
    #expect(h.pixel(25, y).isClose(to: .black))
  }
}

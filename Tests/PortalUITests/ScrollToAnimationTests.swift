import PortalGraphics
import Testing

@testable import PortalUI

private struct Rows: View {
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count) { Text("row \($0)").frame(height: 30) }
    }
  }
}

/// A 40-row list under a 40 pt button that scrolls row 30 to the top, animated with
/// `animation` (or not at all).
private struct Jumper: View {
  let animation: Animation?
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Text("go").frame(height: 40).onTapGesture {
          if let animation {
            withAnimation(animation) { proxy.scrollTo(30, anchor: .top) }
          } else {
            proxy.scrollTo(30, anchor: .top)
          }
        }
        ScrollView { Rows(count: 40) }
      }
    }
  }
}

@Suite("Animated scrollTo") @MainActor
struct ScrollToAnimationTests {
  func offset(_ h: Harness) throws -> Double {
    ScrollViewState.of(try #require(h.node(ScrollView<Rows>.self))).offset.y
  }

  func tapGo(_ h: Harness) throws { try h.clickFirstFrame(onText: "go") }

  /// Offsets after each 1/60 s frame until nothing more is requested.
  func offsetsFrameByFrame(_ h: Harness) throws -> [Double] {
    var offsets: [Double] = []
    while h.host.frameRequested, offsets.count < 600 {
      h.host.step(by: 1.0 / 60)
      offsets.append(try offset(h))
    }
    return offsets
  }

  @Test func withoutAnimationTheScrollJumps() throws {
    let h = try Harness(Jumper(animation: nil))
    try tapGo(h)
    // Row 30 starts 900 pt down the content.
    #expect(try offset(h) == 900)
    #expect(h.frame(ofBoxWithText: "row 30")?.minY == 40)
    h.host.step()
    #expect(!h.host.frameRequested)
  }

  @Test func withALinearAnimationTheScrollGlidesForItsDuration() throws {
    let h = try Harness(Jumper(animation: .linear(duration: 0.5)))
    try tapGo(h)
    #expect(try offset(h) == 0)
    let offsets = try offsetsFrameByFrame(h)
    // Halfway in time is halfway in distance; every frame moves about 1/30 of the way.
    #expect(abs(offsets[14] - 450) < 2)
    let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
    #expect(steps.allSatisfy { $0 >= 0 && $0 <= 900.0 / 30 + 1 })
    #expect(offsets.last == 900)
    #expect(offsets.count >= 30 && offsets.count <= 32)
    #expect(h.frame(ofBoxWithText: "row 30")?.minY == 40)
  }

  @Test func withASpringTheScrollMovesSmoothlyAndComesToRest() throws {
    let h = try Harness(Jumper(animation: .smooth(duration: 0.4)))
    try tapGo(h)
    let offsets = try offsetsFrameByFrame(h)
    let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
    // A critically damped spring: no frame jumps most of the way, and it never overshoots.
    #expect(steps.allSatisfy { $0 >= -0.01 && $0 < 200 })
    #expect(offsets.allSatisfy { $0 <= 900.5 })
    #expect(offsets.count > 10)
    #expect(offsets.last == 900)
    #expect(!h.host.frameRequested)
  }

  @Test func underReduceMotionAnAnimatedScrollJumps() throws {
    let h = try Harness(Jumper(animation: .linear(duration: 0.5)))
    h.graph.updateEnvironment { $0.accessibilityReduceMotion = true }
    try tapGo(h)
    #expect(try offset(h) == 900)
    h.host.step()
    #expect(try offset(h) == 900)
    #expect(!h.host.frameRequested)
  }

  @Test func aHorizontalWheelScrollsAHorizontalScrollView() throws {
    let h = try Harness(
      ScrollView(.horizontal) {
        HStack(spacing: 0) { ForEach(0..<20) { Text("col \($0)").frame(width: 100, height: 50) } }
      })
    var scrollState: ScrollViewState?
    h.graph.root.forEachDescendant { if let state = $0[ScrollViewState.self] { scrollState = state } }
    let state = try #require(scrollState)
    // A notch of a horizontal wheel (a tilt wheel, or Shift with the wheel) glides sideways.
    h.host.send(.scrolled(Point(x: 200, y: 25), dx: 150, dy: 0, precise: false))
    h.host.step(by: 0)
    h.host.step(by: 0.05)
    #expect(state.offset.x > 0 && state.offset.x < 150)
    h.settle()
    #expect(state.offset == Point(x: 150, y: 0))
    #expect(h.frame(ofBoxWithText: "col 2")?.minX == 50)
    // A vertical wheel does not move a horizontal-only scroll view.
    h.host.send(.scrolled(Point(x: 200, y: 25), dx: 0, dy: 80, precise: false))
    h.settle()
    #expect(state.offset == Point(x: 150, y: 0))
  }
}

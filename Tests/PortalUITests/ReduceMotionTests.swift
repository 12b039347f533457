import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A square that grows, fades and scales inside one `withAnimation`, and a square shown or
/// hidden with a sliding transition.
private struct Changing: View {
  @State var changed = false
  @State var shown = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("change").onTapGesture { withAnimation(.linear(duration: 1)) { changed.toggle() } }
      Text("show").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      Color.red.frame(width: changed ? 300 : 100, height: 20)
      Color.blue.frame(width: 100, height: 20).opacity(changed ? 0 : 1)
      Color.green.frame(width: 40, height: 40).scaleEffect(changed ? 2 : 1, anchor: .topLeading)
      Rectangle().fill(changed ? Color.black : Color.white).frame(width: 200, height: 20)
      ZStack(alignment: .topLeading) {
        Color.white.frame(width: 300, height: 100)
        if shown { Color.black.frame(width: 100, height: 100).transition(.move(edge: .leading)) }
      }
    }
  }
}

private struct SheetPage: View {
  @State var shown = false
  var body: some View {
    VStack {
      Text("open").onTapGesture { shown = true }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .sheet(isPresented: $shown) { Text("sheet").padding(40) }
    .environment(\.accessibilityReduceMotion, true)
  }
}

private struct Pushing: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Open", value: 7)
        Spacer()
      }
      .navigationDestination(for: Int.self) { Text("Page \($0)") }
    }
    .environment(\.accessibilityReduceMotion, true)
  }
}

@Suite("Reduce motion") @MainActor
struct ReduceMotionTests {
  static let fade = MotionKind.reducedMotionFade.estimatedDuration

  func tap(_ h: Harness, _ text: String) throws { try h.clickFirstFrame(onText: text) }

  func colourNodes(_ h: Harness) -> [Node] { h.nodes(Color.self) }

  @Test func withAnimationMovesNothingAndFadesBriefly() throws {
    let h = try Harness(Changing())
    h.graph.updateEnvironment { $0.accessibilityReduceMotion = true }
    try tap(h, "change")
    let red = try #require(h.node(Color.self) { $0 == .red })
    let green = try #require(h.node(Color.self) { $0 == .green })
    // Frames and scales are at their new values on the first frame.
    #expect(red.frame.width == 300)
    #expect(green.windowFrame.width == 80)
    let blueY = red.frame.maxY + 10
    #expect(h.pixel(50, blueY).isClose(to: .blue))
    // The fade is short: halfway at half its duration, done after it, not after one second.
    h.host.step(by: Self.fade / 2)
    let mid = h.pixel(50, blueY)
    #expect(!mid.isClose(to: .blue) && !mid.isClose(to: .white))
    h.host.step(by: Self.fade / 2 + 0.01)
    #expect(h.pixel(50, blueY).isClose(to: .white))
    h.host.step()
    #expect(!h.host.frameRequested)
    #expect(h.graph.animatingNodeCount == 0)
  }

  @Test func aColourChangeBecomesTheSameShortCrossFade() throws {
    let h = try Harness(Changing())
    h.graph.updateEnvironment { $0.accessibilityReduceMotion = true }
    h.settle()
    let green = try #require(h.node(Color.self) { $0 == .green })
    try tap(h, "change")
    // The filled rectangle is the 20 pt row below the green square, clear of its scaled copy.
    let point = Point(x: 150, y: green.frame.maxY + 10)
    #expect(h.pixel(point.x, point.y).isClose(to: .white))
    h.host.step(by: Self.fade / 2)
    let luminance = h.pixel(point.x, point.y).luminance
    #expect(luminance > 0.3 && luminance < 0.7)
    h.host.step(by: Self.fade / 2 + 0.01)
    #expect(h.pixel(point.x, point.y).isClose(to: .black))
  }

  @Test func withoutReduceMotionTheSameChangeMovesForItsWholeDuration() throws {
    let h = try Harness(Changing())
    try tap(h, "change")
    h.host.step(by: Self.fade + 0.01)
    let red = try #require(h.node(Color.self) { $0 == .red })
    #expect(red.frame.width > 100 && red.frame.width < 300)
    #expect(h.host.frameRequested)
  }

  @Test func aSlidingInsertionBecomesAShortFadeInPlace() throws {
    let h = try Harness(Changing())
    h.graph.updateEnvironment { $0.accessibilityReduceMotion = true }
    try tap(h, "show")
    let square = try #require(h.node(Color.self) { $0 == .black })
    let point = Point(x: 50, y: square.frame.midY)
    #expect(square.windowFrame.minX == 0)
    #expect(h.pixel(point.x, point.y).isClose(to: .white))
    h.host.step(by: Self.fade / 2)
    #expect(square.windowFrame.minX == 0)
    let luminance = h.pixel(point.x, point.y).luminance
    #expect(luminance > 0.2 && luminance < 0.8)
    h.host.step(by: Self.fade / 2 + 0.01)
    #expect(h.pixel(point.x, point.y).isClose(to: .black))
    h.host.step()
    #expect(!h.host.frameRequested)
  }

  @Test func aSlidingRemovalBecomesAShortFadeInPlace() throws {
    let h = try Harness(Changing())
    h.graph.updateEnvironment { $0.accessibilityReduceMotion = true }
    try tap(h, "show")
    h.settle()
    let square = try #require(h.node(Color.self) { $0 == .black })
    let point = Point(x: 50, y: square.frame.midY)
    try tap(h, "show")
    h.host.step(by: Self.fade / 2)
    #expect(square.windowFrame.minX == 0)
    let luminance = h.pixel(point.x, point.y).luminance
    #expect(luminance > 0.2 && luminance < 0.8)
    // Past the right edge a sliding removal would have painted black by now; a fade does not.
    #expect(h.pixel(150, point.y).isClose(to: .white))
    h.host.step(by: Self.fade / 2 + 0.01)
    #expect(h.pixel(point.x, point.y).isClose(to: .white))
    #expect(h.node(Color.self) { $0 == .black } == nil)
  }

  @Test func aSheetFadesInWhereItRestsInsteadOfSlidingUp() throws {
    let size = Size(width: 640, height: 480)
    let h = try Harness(size: size, SheetPage())
    try tap(h, "open")
    let card = try #require(h.node(SheetCard.self))
    #expect(card.windowFrame == card.frame)
    #expect(card.frame.maxY == size.height - SheetLayer.margin)
    h.host.step(by: Self.fade / 2)
    #expect(card.windowFrame == card.frame)
    let backdrop = h.pixel(600, 20).luminance
    #expect(backdrop < 0.98 && backdrop > 0.7)
    h.host.step(by: Self.fade / 2 + 0.01)
    #expect(abs(h.pixel(600, 20).luminance - 0.68) < 0.02)
    // The frame after the fade ends frees the layers the fade used; then nothing moves.
    h.host.step()
    h.host.step()
    #expect(!h.host.frameRequested)
  }

  @Test func aPushFadesThePageInWithoutSlidingEitherPage() throws {
    let size = Size(width: 640, height: 480)
    let h = try Harness(size: size, Pushing())
    try tap(h, "Open")
    let pushed = try #require(
      h.node(Text.self) { $0.content == "Page 7" }?.ancestry.first { $0.view is PageSlot<NavigationPageView> })
    let root = try #require(
      h.node(Text.self) { $0.content == "Open" }?.ancestry.first { $0.view is PageSlot<NavigationPageView> })
    for _ in 0..<3 {
      #expect(pushed.windowFrame.minX == 0)
      #expect(root.windowFrame.minX == 0)
      h.host.step(by: Self.fade / 3)
    }
    h.host.step(by: 0.01)
    h.host.step()
    #expect(!h.host.frameRequested)
    #expect(pushed.windowFrame.minX == 0 && root.windowFrame.minX == 0)
  }
}

import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// The selection of the tab views below, kept outside the view tree.
@Observable
@MainActor
private final class TabModel {
  var page = 0
}

/// Four pages of colour, each with its number, in a 400×250 page view below a 50-point strip.
private struct Pages: View {
  let model: TabModel
  var mode = PageTabViewStyle.IndexDisplayMode.automatic
  static let colors: [Color] = [.blue, .green, .orange, .purple]
  var body: some View {
    VStack(spacing: 0) {
      Text("above").frame(height: 50)
      TabView(selection: Binding(get: { model.page }, set: { model.page = $0 })) {
        ForEach(0..<4) { index in
          Text("page \(index)").frame(maxWidth: .infinity, maxHeight: .infinity).background(
            Self.colors[index]
          )
          .tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: mode))
    }
  }
}

private enum Tab: Hashable { case inbox, sent }

/// A tab view with a tab bar, its selection an enumeration.
private struct Tabs: View {
  @State private var tab = Tab.inbox
  var body: some View {
    TabView(selection: $tab) {
      Text("inbox page").tabItem { Text("Inbox") }.tag(Tab.inbox)
      Text("sent page \(tab == .sent ? "shown" : "")").tabItem { Text("Sent") }.tag(Tab.sent)
    }
  }
}

@Suite("TabView") @MainActor
struct TabViewTests {
  static let frame = 1.0 / 120

  private func pager(_ h: Harness) throws -> Node { try #require(h.node(PagedTabView.self)) }

  private func offset(_ h: Harness) throws -> Double { ScrollViewState.of(try pager(h)).offset.x }

  /// Drags horizontally at y 175 from `from` to `to` over `seconds`, a move a frame, and lets go.
  private func drag(_ h: Harness, from: Double, to: Double, seconds: Double) {
    h.host.send(.pointerPressed(Point(x: from, y: 175), button: .primary))
    let steps = max(1, Int(seconds * 120))
    for step in 1...steps {
      h.host.manualClock.advance(by: Self.frame)
      h.host.send(.pointerMoved(Point(x: from + (to - from) * Double(step) / Double(steps), y: 175)))
      h.host.drawIfRequested()
    }
    h.host.send(.pointerReleased(Point(x: to, y: 175), button: .primary))
  }

  @Test func pagesFillTheFrameSideBySide() throws {
    let h = try Harness(Pages(model: TabModel()))
    #expect(try pager(h).frame == Rect(x: 0, y: 50, width: 400, height: 250))
    #expect(abs(try #require(h.frame(ofText: "page 0")).midX - 200) <= 1)
    #expect(abs(try #require(h.frame(ofText: "page 1")).midX - 600) <= 1)
    #expect(h.pixel(100, 100).isClose(to: .blue))
  }

  @Test func aDragFollowsThePointerAndSettlesOnTheNearestPage() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    let before = h.pixel(182.5, 279.5)
    h.host.send(.pointerPressed(Point(x: 300, y: 175), button: .primary))
    for x in stride(from: 290.0, through: 200, by: -10) {
      h.host.manualClock.advance(by: 0.05)
      h.host.send(.pointerMoved(Point(x: x, y: 175)))
      h.host.drawIfRequested()
    }
    // Past the slop (crossed 6 points in, on the way to x 290) the pages follow the pointer
    // one to one; the window shows both pages, and the dots drawn over them are drawn again,
    // not moved with them.
    #expect(try offset(h) == 94)
    #expect(h.pixel(300, 100).isClose(to: .blue))
    #expect(h.pixel(320, 100).isClose(to: .green))
    #expect(h.pixel(177.5, 279.5).isClose(to: .white))
    #expect(h.pixel(182.5, 279.5) == before)
    h.host.send(.pointerReleased(Point(x: 200, y: 175), button: .primary))
    h.settle()
    // A quarter of a page, slowly: back to the first.
    #expect(try offset(h) == 0)
    #expect(model.page == 0)
    drag(h, from: 350, to: 100, seconds: 2)
    h.settle()
    // More than half a page: on to the second, and the selection follows.
    #expect(try offset(h) == 400)
    #expect(model.page == 1)
    #expect(abs(try #require(h.frame(ofText: "page 1")).midX - 200) <= 1)
  }

  @Test func aFlingTurnsThePageEvenWhenShort() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    drag(h, from: 300, to: 220, seconds: 4 * Self.frame)
    h.settle()
    #expect(model.page == 1)
    #expect(try offset(h) == 400)
    // One page per fling, however fast.
    drag(h, from: 390, to: 10, seconds: 3 * Self.frame)
    h.settle()
    #expect(model.page == 2)
  }

  @Test func theFirstPageCannotBeDraggedPast() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    drag(h, from: 100, to: 300, seconds: 0.5)
    h.settle()
    #expect(model.page == 0)
    #expect(try offset(h) == 0)
  }

  @Test func aHorizontalWheelNotchTurnsOnePage() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    h.host.send(.scrolled(Point(x: 200, y: 175), dx: 48, dy: 0, precise: false))
    h.host.send(.scrolled(Point(x: 200, y: 175), dx: 48, dy: 0, precise: false))
    h.settle()
    #expect(model.page == 2)
    #expect(try offset(h) == 800)
    h.host.send(.scrolled(Point(x: 200, y: 175), dx: -48, dy: 0, precise: false))
    h.settle()
    #expect(model.page == 1)
    // A vertical notch is not for the pages.
    h.host.send(.scrolled(Point(x: 200, y: 175), dx: 0, dy: 48, precise: false))
    h.settle()
    #expect(model.page == 1)
  }

  @Test func aTouchpadScrollMovesThePagesAndSettlesWhenItStops() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    for _ in 0..<5 {
      h.host.send(.scrolled(Point(x: 200, y: 175), dx: 30, dy: 0, precise: true))
      h.host.step(by: Self.frame)
    }
    #expect(try offset(h) == 150)
    h.settle()
    #expect(try offset(h) == 400)
    #expect(model.page == 1)
    // A small scroll springs back.
    h.scroll(at: Point(x: 200, y: 175), dx: 40, dy: 0)
    #expect(try offset(h) == 400)
    #expect(model.page == 1)
  }

  @Test func arrowKeysPageWhileThePointerIsOverThePages() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.settle()
    #expect(model.page == 0)
    h.host.send(.pointerMoved(Point(x: 200, y: 175)))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.settle()
    #expect(model.page == 1)
    #expect(try offset(h) == 400)
    h.host.send(.keyPressed(.left, modifiers: []))
    h.host.send(.keyPressed(.left, modifiers: []))
    h.settle()
    #expect(model.page == 0)
    h.host.send(.pointerMoved(Point(x: 200, y: 20)))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.settle()
    #expect(model.page == 0)
  }

  @Test func settingTheSelectionSlidesToThatPage() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    model.page = 2
    h.host.step(by: 0)
    h.host.step(by: 0.1)
    let mid = try offset(h)
    #expect(mid > 0 && mid < 800)
    h.settle()
    #expect(try offset(h) == 800)
    #expect(abs(try #require(h.frame(ofText: "page 2")).midX - 200) <= 1)
    #expect(h.pixel(100, 100).isClose(to: .orange))
  }

  @Test func settingTheSelectionInsideWithAnimationSlidesWithThatAnimation() throws {
    let model = TabModel()
    let h = try Harness(Pages(model: model))
    withAnimation(.linear(duration: 1)) { model.page = 1 }
    h.host.step(by: 0)
    h.host.step(by: 0.5)
    #expect(abs(try offset(h) - 200) < 8)
    h.settle()
    #expect(try offset(h) == 400)
  }

  @Test func pageDotsShowTheCurrentPage() throws {
    let h = try Harness(Pages(model: TabModel()))
    // Four dots 7 wide, 8 apart, in a capsule centred 12 above the bottom.
    let y = 300 - 12 - 17.0 / 2
    let current = h.pixel(166 + 8 + 3.5, y)
    let other = h.pixel(166 + 8 + 15 + 3.5, y)
    #expect(current.isClose(to: .white))
    #expect(!other.isClose(to: .white) && other.luminance > h.pixel(166 + 8 + 11, y).luminance)
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("tab-view-pages.png"))
    let hidden = try Harness(Pages(model: TabModel(), mode: .never))
    #expect(hidden.pixel(166 + 8 + 3.5, y).isClose(to: .blue))
  }

  @Test func theDefaultStyleShowsTheSelectedTabAboveATabBar() throws {
    let h = try Harness(Tabs())
    #expect(h.frame(ofText: "inbox page") != nil)
    #expect(h.frame(ofText: "sent page ") == nil)
    let inbox = try #require(h.frame(ofText: "Inbox"))
    let sent = try #require(h.frame(ofText: "Sent"))
    #expect(inbox.minY > 250 && sent.minY > 250)
    #expect(inbox.midX < 200 && sent.midX > 200)
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("tab-view-tab-bar.png"))
    h.click(sent.center)
    #expect(h.frame(ofText: "inbox page") == nil)
    #expect(h.frame(ofText: "sent page shown") != nil)
    // The selected label takes the tint.
    let label = try #require(h.node(Text.self) { $0.content == "Sent" })
    #expect(label.environment.foregroundColor == h.graph.environment.tint)
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// A navigation stack whose root page is a pane with a flowing header; "Open" pushes a page
/// that has a header of its own.
private struct StackWithHeaderPane: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        NavigationLink("Open", value: 7).frame(height: 30)
        HeaderPane()
      }
      .navigationTitle("Library")
      .navigationDestination(for: Int.self) { number in
        HeaderPane(title: "Detail \(number)").navigationTitle("Detail")
      }
    }
  }
}

@Suite("Flowing header in a navigation stack") @MainActor
struct HeaderNavigationTests {
  /// The root pane's header state (its title is "Favorites").
  func rootState(_ s: HeaderSession) -> FlowingHeaderState? { state(s, title: "Favorites") }

  func pushAndPop(_ s: HeaderSession) throws {
    try push(s)
    #expect(s.graph.root.firstText("Detail 7") != nil)
    s.host.send(.keyPressed(.escape, modifiers: []))
    s.settle()
    #expect(s.graph.root.firstText("Detail 7") == nil)
  }

  @Test func afterAPushAndAPopTheHeaderStillFlowsAndSnaps() throws {
    let s = try HeaderSession(size: Size(width: 400, height: 600), StackWithHeaderPane())
    try pushAndPop(s)
    let state = try #require(rootState(s))
    #expect(state.presentation.progress == 0)
    let title = try #require(state.titleSource)
    // The flowing title covers the header's title again, where it rests.
    #expect(s.flowingTitleFrame("Favorites") == title)
    for _ in 0..<4 { s.wheel(3, at: Point(x: 200, y: 400)) }
    let flowing = state.presentation.progress
    #expect(flowing > 0 && flowing < 1)
    s.settle()
    #expect(state.presentation.progress == 1)
    #expect(s.log.snaps.count == 1)
    let strip = try #require(state.scrollFrame)
    let drawn = try #require(s.flowingTitleFrame("Favorites"))
    #expect(drawn.midY < strip.minY + FlowingHeaderTokens.titleStripHeight)
  }

  @Test func aHeaderScrolledIntoTheStripIsStillThereAfterAPushAndAPop() throws {
    let s = try HeaderSession(size: Size(width: 400, height: 600), StackWithHeaderPane())
    for _ in 0..<4 { s.wheel(30, at: Point(x: 200, y: 400)) }
    s.settle()
    let before = try #require(rootState(s))
    #expect(before.presentation.progress == 1)
    try pushAndPop(s)
    let state = try #require(rootState(s))
    #expect(state.presentation.progress == 1)
    let strip = try #require(state.scrollFrame)
    let drawn = try #require(s.flowingTitleFrame("Favorites"))
    #expect(drawn.midY < strip.minY + FlowingHeaderTokens.titleStripHeight)
    for _ in 0..<10 { s.wheel(-30, at: Point(x: 200, y: 400)) }
    s.settle()
    #expect(state.presentation.progress == 0)
    #expect(s.flowingTitleFrame("Favorites") == state.titleSource)
  }

  /// The header state of the pane titled `title`.
  func state(_ s: HeaderSession, title: String) -> FlowingHeaderState? {
    var found: FlowingHeaderState?
    s.graph.root.forEachDescendant { node in
      guard found == nil, let entry = node.environment.flowingHeaders[defaultFlowingHeaderID],
        entry.configuration.title == title
      else { return }
      found = entry.state
    }
    return found
  }

  func push(_ s: HeaderSession) throws {
    let open = try #require(s.graph.root.firstText("Open"))
    s.host.send(.pointerPressed(open.center, button: .primary))
    s.host.send(.pointerReleased(open.center, button: .primary))
    s.settle()
  }

  @Test func thePushedPagesOwnHeaderFlowsAndSnapsAndAPopMidSnapLeavesTheRootAtRest() throws {
    let s = try HeaderSession(size: Size(width: 400, height: 600), StackWithHeaderPane())
    try push(s)
    let detail = try #require(state(s, title: "Detail 7"))
    #expect(s.flowingTitleFrame("Detail 7") == detail.titleSource)
    for _ in 0..<4 { s.wheel(3, at: Point(x: 200, y: 400)) }
    s.settle()
    #expect(detail.presentation.progress == 1)
    for _ in 0..<2 { s.wheel(-4, at: Point(x: 200, y: 400)) }
    s.step(9)
    // Popped while the detail header snaps back.
    s.host.send(.keyPressed(.escape, modifiers: []))
    s.settle()
    let root = try #require(state(s, title: "Favorites"))
    #expect(root.presentation.progress == 0)
    #expect(s.flowingTitleFrame("Favorites") == root.titleSource)
    try push(s)
    let again = try #require(state(s, title: "Detail 7"))
    #expect(again.presentation.progress == 0)
    #expect(s.flowingTitleFrame("Detail 7") == again.titleSource)
  }

  @Test func aPushWhileTheHeaderSnapsLetsTheSnapFinish() throws {
    let s = try HeaderSession(size: Size(width: 400, height: 600), StackWithHeaderPane())
    for _ in 0..<4 { s.wheel(3, at: Point(x: 200, y: 400)) }
    s.step(9)
    #expect(s.log.snaps.count == 1)
    try push(s)
    s.host.send(.keyPressed(.escape, modifiers: []))
    s.settle()
    let root = try #require(state(s, title: "Favorites"))
    #expect(root.presentation.progress == 1)
    #expect(s.graph.isAtRest)
  }
}

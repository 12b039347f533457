import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct Album: Hashable {
  let title: String
}

private struct AlbumPage: View {
  let album: Album
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("Tracks of \(album.title)")
      Color.orange.frame(height: 80)
      Text("close").onTapGesture { dismiss() }
      Spacer()
    }
    .padding(16)
    .navigationTitle(album.title)
  }
}

private struct Library: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      NavigationLink("Open Harbour", value: Album(title: "Harbour"))
      Color.teal.frame(height: 80)
      Spacer()
    }
    .padding(16)
    .navigationTitle("Library")
    .navigationDestination(for: Album.self) { album in AlbumPage(album: album) }
  }
}

private struct OwnPath: View {
  var body: some View { NavigationStack { Library() } }
}

private struct BoundPath: View {
  @State var path: [Album] = []
  var body: some View {
    VStack(spacing: 0) {
      Text("push by path").onTapGesture { path.append(Album(title: "Dunes")) }
      NavigationStack(path: $path) { Library() }
    }
  }
}

@Suite("NavigationStack") @MainActor
struct NavigationStackTests {
  static let size = Size(width: 640, height: 480)

  func strip(_ h: Harness) -> Node? { h.node(NavigationTitleStrip.self) }
  func page(_ h: Harness, _ text: String) -> Node? {
    h.node(Text.self) { $0.content == text }?.ancestry.first { $0.view is PageSlot<NavigationPageView> }
  }

  @Test func theStripShowsTheRootTitleAndNoBackButton() throws {
    let h = try Harness(size: Self.size, OwnPath())
    let strip = try #require(self.strip(h))
    #expect(strip.frame.height == NavigationStackContainer.stripHeight)
    let title = try #require(h.frame(ofText: "Library"))
    #expect(abs(title.midX - Self.size.width / 2) <= 1)
    #expect(h.node(NavigationBackButton.self) == nil)
  }

  @Test func aLinkPushesItsDestinationSlidingInFromTheTrailingEdge() throws {
    let h = try Harness(size: Self.size, OwnPath())
    try h.clickFirstFrame(onText: "Open Harbour")
    let pushed = try #require(page(h, "Tracks of Harbour"))
    let root = try #require(page(h, "Open Harbour"))
    #expect(pushed.windowFrame.minX >= Self.size.width - 1)
    h.host.step(by: 0.1)
    let mid = pushed.windowFrame.minX
    #expect(mid > 0 && mid < Self.size.width)
    // The page below shifts towards the leading edge as the new one covers it.
    #expect(
      root.windowFrame.minX < 0 && root.windowFrame.minX > -NavigationPages.coveredShift * Self.size.width)
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("push-mid.png"))
    h.settle()
    #expect(pushed.windowFrame.minX == 0)
    #expect(root.windowFrame.minX == -(NavigationPages.coveredShift * Self.size.width).rounded())
    #expect(!h.host.frameRequested)
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("push-end.png"))
  }

  @Test func theOldTitleHasGoneBeforeTheNewOneShows() throws {
    let h = try Harness(size: Self.size, OwnPath())
    try h.clickFirstFrame(onText: "Open Harbour")
    /// How opaque the strip's centred title `text` is drawn now (0 when it is not there).
    func shown(_ text: String) -> Double {
      // Drawn nodes, so a title leaving (kept while its removal runs) is found too.
      var titles: [Node] = []
      func visit(_ node: Node) {
        if (node.view as? Text)?.content == text, node.ancestry.contains(where: { $0.view is NavigationTitleStrip }),
          !node.ancestry.contains(where: { $0.view is NavigationBackButton })
        {
          titles.append(node)
        }
        node.drawnChildren.forEach(visit)
      }
      visit(h.graph.root)
      guard let title = titles.first else { return 0 }
      let fade = title.ancestry.first { $0[TransitionState.self] != nil }
      return min(max(fade?[TransitionState.self]?.opacity ?? 1, 0), 1)
    }
    var sawOld = false
    var sawNew = false
    for _ in 0..<120 where h.host.frameRequested {
      h.host.step(by: 1.0 / 60)
      let (old, new) = (shown("Library"), shown("Harbour"))
      #expect(old == 0 || new == 0, "both titles show: Library \(old), Harbour \(new)")
      if old > 0 { sawOld = true }
      if new > 0 { sawNew = true }
    }
    // Each is seen on its own: the old one fading out, then the new one fading in.
    #expect(sawOld && sawNew)
    #expect(shown("Harbour") == 1)
  }

  @Test func theStripShowsTheTopTitleAndABackButtonWithThePreviousTitle() throws {
    let h = try Harness(size: Self.size, OwnPath())
    h.click(try #require(h.frame(ofText: "Open Harbour")).center)
    let title = try #require(h.node(Text.self) { $0.content == "Harbour" }?.frame)
    #expect(abs(title.midX - Self.size.width / 2) <= 1)
    #expect(title.maxY <= NavigationStackContainer.stripHeight)
    let back = try #require(h.node(NavigationBackButton.self))
    #expect(back.frame.minX < 20)
    #expect(h.node(Text.self) { $0.content == "Library" }?.ancestry.contains { $0 === back } == true)
  }

  @Test func onlyTheTopPageIsClickable() throws {
    let h = try Harness(size: Self.size, OwnPath())
    let link = try #require(h.frame(ofText: "Open Harbour"))
    h.click(link.center)
    h.click(link.center)
    // Still one page pushed: the second click landed on the top page, not on the link.
    #expect(h.nodes(PageSlot<NavigationPageView>.self).count == 2)
  }

  @Test func theBackButtonPops() throws {
    let h = try Harness(size: Self.size, OwnPath())
    h.click(try #require(h.frame(ofText: "Open Harbour")).center)
    let back = try #require(h.node(NavigationBackButton.self))
    h.host.send(.pointerPressed(back.frame.center, button: .primary))
    h.host.send(.pointerReleased(back.frame.center, button: .primary))
    h.host.step(by: 0)
    h.host.step(by: 0.1)
    // Sliding away towards the trailing edge: drawn, but no longer a live page.
    let pages = try #require(h.node(NavigationPages.self))
    let leaving = try #require(pages.disappearingChildren.first?.node)
    #expect(leaving.allDrawnNodes.contains { ($0.view as? Text)?.content == "Tracks of Harbour" })
    #expect(leaving.windowFrame.minX > 0)
    h.settle()
    #expect(h.frame(ofText: "Tracks of Harbour") == nil)
    #expect(h.graph.root.allDrawnNodes.contains { $0 === leaving } == false)
    #expect(page(h, "Open Harbour")?.windowFrame.minX == 0)
    #expect(h.node(NavigationBackButton.self) == nil)
    #expect(!h.host.frameRequested)
  }

  @Test func escapeAndAltLeftPop() throws {
    let h = try Harness(size: Self.size, OwnPath())
    h.click(try #require(h.frame(ofText: "Open Harbour")).center)
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.frame(ofText: "Tracks of Harbour") == nil)
    h.click(try #require(h.frame(ofText: "Open Harbour")).center)
    h.host.send(.keyPressed(.left, modifiers: []))
    h.settle()
    #expect(h.frame(ofText: "Tracks of Harbour") != nil)
    h.host.send(.keyPressed(.left, modifiers: .alt))
    h.settle()
    #expect(h.frame(ofText: "Tracks of Harbour") == nil)
  }

  @Test func dismissPopsThePage() throws {
    let h = try Harness(size: Self.size, OwnPath())
    h.click(try #require(h.frame(ofText: "Open Harbour")).center)
    h.click(try #require(h.frame(ofText: "close")).center)
    #expect(h.frame(ofText: "Tracks of Harbour") == nil)
    #expect(h.node(Text.self) { $0.content == "Library" } != nil)
  }

  @Test func appendingToTheBoundPathPushesAndLinksWriteToIt() throws {
    let h = try Harness(size: Self.size, BoundPath())
    try h.clickFirstFrame(onText: "push by path")
    let pushed = try #require(page(h, "Tracks of Dunes"))
    h.host.step(by: 0.1)
    #expect(pushed.windowFrame.minX > 0)
    h.settle()
    #expect(pushed.windowFrame.minX == 0)
    #expect(h.node(Text.self) { $0.content == "Dunes" } != nil)
    let box = try #require(h.node(BoundPath.self)?.stateSlots["_path"] as? StateBox<[Album]>)
    #expect(box.value == [Album(title: "Dunes")])
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(box.value.isEmpty)
  }

  @Test func aPathSetBeforeTheStackShowsResolvesItsPages() throws {
    struct Preset: View {
      @State var path = NavigationPath([Album(title: "Dunes"), Album(title: "Tide")])
      var body: some View { NavigationStack(path: $path) { Library() } }
    }
    let h = try Harness(size: Self.size, Preset())
    #expect(h.frame(ofText: "Tracks of Tide") != nil)
    #expect(h.node(Text.self) { $0.content == "Tide" } != nil)
    #expect(
      h.node(NavigationBackButton.self).flatMap { back in
        h.node(Text.self) { $0.content == "Dunes" }?.ancestry.contains { $0 === back }
      } == true)
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct CoverBody: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(spacing: 12) {
      Text("Now playing")
      Text("close").onTapGesture { dismiss() }
    }
  }
}

private struct CoverPage: View {
  let log: PresentationLog
  @State var shown = false
  var body: some View {
    PresentingPage(log: log, shown: $shown)
      .fullScreenCover(isPresented: $shown, onDismiss: { log.dismissals += 1 }) { CoverBody() }
  }
}

private struct AlbumPage: View {
  @State var opened: PresentedAlbum?
  var body: some View {
    AlbumListPage(opened: $opened).fullScreenCover(item: $opened) { album in
      VStack {
        Text(album.title)
        Text("done").onTapGesture { opened = nil }
      }
    }
  }
}

@Suite("Full-screen covers") @MainActor
struct FullScreenCoverTests {
  static let size = Size(width: 640, height: 480)

  private func panel(_ h: Harness) -> Node? { h.node(FullScreenCoverPanel.self) }

  @Test func theCoverSlidesUpAndFillsTheWindow() throws {
    let h = try Harness(size: Self.size, CoverPage(log: PresentationLog()))
    let teal = try #require(h.node(Color.self) { $0 == .teal })
    let tealPoint = teal.frame.center
    let open = try #require(h.frame(ofText: "open"))
    h.click(open.center)
    let cover = try #require(panel(h))
    #expect(cover.frame == Rect(origin: .zero, size: Self.size))
    h.settle()
    #expect(cover.windowFrame == cover.frame)
    #expect(h.pixel(tealPoint.x, tealPoint.y).isClose(to: .white))
    // The presented view sits in the middle of the window, as a root view does.
    let title = try #require(h.frame(ofText: "Now playing"))
    #expect(abs(title.midX - Self.size.width / 2) <= 1)
    #expect(!h.host.frameRequested)
  }

  @Test func itSlidesInFromBelowTheWindow() throws {
    let h = try Harness(size: Self.size, CoverPage(log: PresentationLog()))
    try h.clickFirstFrame(onText: "open")
    let cover = try #require(panel(h))
    #expect(cover.windowFrame.minY >= Self.size.height - 1)
    h.host.step(by: 0.1)
    let mid = cover.windowFrame.minY
    #expect(mid > 0 && mid < Self.size.height)
    h.settle()
    #expect(cover.windowFrame.minY == 0)
  }

  @Test func dismissFromTheEnvironmentClosesItAndRunsOnDismiss() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, CoverPage(log: log))
    h.click(try #require(h.frame(ofText: "open")).center)
    h.click(try #require(h.frame(ofText: "close")).center)
    #expect(panel(h) == nil)
    #expect(h.frame(ofText: "Now playing") == nil)
    #expect(log.dismissals == 1)
  }

  @Test func escapeClosesIt() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, CoverPage(log: log))
    h.click(try #require(h.frame(ofText: "open")).center)
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(panel(h) == nil)
    #expect(log.dismissals == 1)
  }

  @Test func nothingBelowGetsClicksWhileItShows() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, CoverPage(log: log))
    let below = try #require(h.frame(ofText: "below"))
    h.click(try #require(h.frame(ofText: "open")).center)
    h.click(below.center)
    #expect(log.belowTaps == 0)
    // Unlike a sheet's backdrop, the cover is not dismissed by a click.
    #expect(panel(h) != nil)
  }

  @Test func anItemShowsItsCoverUntilItIsNil() throws {
    let h = try Harness(size: Self.size, AlbumPage())
    h.click(try #require(h.frame(ofText: "first")).center)
    #expect(h.frame(ofText: "Harbour") != nil)
    #expect(panel(h)?.frame == Rect(origin: .zero, size: Self.size))
    h.click(try #require(h.frame(ofText: "done")).center)
    #expect(panel(h) == nil)
    #expect(h.frame(ofText: "Harbour") == nil)
  }
}

import PortalGraphics
import PortalTestSupport
import Testing

@testable import PortalUI
@testable import PortalX11

private struct Inbox: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Inbox").font(.title)
      Text("Three unread messages")
    }
  }
}

private struct Archive: View {
  var body: some View {
    HStack {
      Image(systemName: "star.fill")
      Text("Archived last week")
    }
  }
}

/// The X11 host's run loop gives the graph its idle time: views queued by `.prewarm` are
/// rehearsed between frames, with no one calling the graph but the host.
@Suite("Prewarm on X11") @MainActor
struct PrewarmIdleTests {
  @Test func theX11HostRunsTheRehearsalsWhileIdle() throws {
    let server = try XvfbServer(screen: "1280x800x24")
    let host = try X11Host(displayName: server.displayName, title: "Prewarm test", size: Size(width: 480, height: 360))
    let graph = ViewGraph(
      root: Text("Home").frame(maxWidth: .infinity, maxHeight: .infinity).prewarm {
        Inbox()
        Archive()
      },
      host: host)
    // One frame drawn outside the run loop queues the rehearsals; nothing has run them yet.
    host.drawClientFrame(at: host.clock.now)
    #expect(graph.rehearsals.count == 2)
    let layouts = graph.typesetter.cachedLayoutCount
    host.run(until: host.clock.now + 0.5)
    #expect(graph.rehearsals.isEmpty)
    #expect(graph.typesetter.cachedLayoutCount >= layouts + 3)
    withExtendedLifetime(server) {}
  }
}

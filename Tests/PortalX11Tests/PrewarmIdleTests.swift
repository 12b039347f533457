import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// A client with a few pieces of idle work (as a graph with views to prewarm has): it logs
/// each frame and each idle call.
@MainActor
private final class IdleWorkClient: HostClient {
  var piecesLeft: Int
  var log: [String] = []

  init(pieces: Int) { piecesLeft = pieces }

  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {}

  func host(_ host: any AppHost, drawFrameAt time: Double) {
    log.append("frame")
    let surface = host.surface(for: .main)!
    surface.bitmap.clear(to: .white)
    surface.present(damage: [Rect(origin: .zero, size: surface.size)])
    host.overlay.present(damage: [], visible: [])
  }

  func performIdleWork(for host: any AppHost) -> Bool {
    log.append(piecesLeft > 0 ? "piece" : "idle")
    if piecesLeft > 0 { piecesLeft -= 1 }
    return piecesLeft > 0
  }
}

/// The X11 run loop gives its client idle time: once no frame is due and no input waits, it
/// calls `performIdleWork` until the client has no work left, then sleeps.
@Suite("Idle work on X11") @MainActor
struct X11IdleWorkTests {
  @Test func theRunLoopCallsTheClientWhenIdleUntilItsWorkIsDoneThenSleeps() throws {
    let server = try XvfbServer(screen: "1280x800x24")
    let host = try X11Host(displayName: server.displayName, title: "Idle work", size: Size(width: 320, height: 240))
    let client = IdleWorkClient(pieces: 4)
    host.client = client
    host.setNeedsFrame()
    host.run(until: host.clock.now + 0.4)
    #expect(client.piecesLeft == 0)
    // The frame due first is drawn before any idle work.
    #expect(client.log.first == "frame")
    #expect(client.log.filter { $0 == "piece" }.count == 4)
    // With nothing left, the host sleeps: it asks again only when it wakes (an event, the
    // deadline), never in a busy loop.
    #expect(client.log.filter { $0 == "idle" }.count < 20)
    withExtendedLifetime(server) {}
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Startup notification") @MainActor
struct StartupNotificationTests {
  /// The messages of one sender joined in order, up to the terminating NUL, as a launcher
  /// decodes `_NET_STARTUP_INFO_BEGIN` and `_NET_STARTUP_INFO`.
  private func decode(_ messages: [WindowInspector.ReceivedClientMessage]) -> String? {
    guard let first = messages.first, first.type == "_NET_STARTUP_INFO_BEGIN" else { return nil }
    var bytes: [UInt8] = []
    for message in messages where message.window == first.window {
      bytes += message.bytes
      if let end = bytes.firstIndex(of: 0) { return String(decoding: bytes[..<end], as: UTF8.self) }
    }
    return nil
  }

  @Test func aMessageIsCutIntoTwentyBytePiecesEndingInANul() {
    let pieces = StartupNotification.pieces(of: StartupNotification.removeMessage(id: "gallery-1_TIME42"))
    #expect(pieces.count == 2 && pieces.allSatisfy { $0.count == 20 })
    #expect(String(decoding: pieces.joined().prefix { $0 != 0 }, as: UTF8.self) == "remove: ID=gallery-1_TIME42")
    #expect(StartupNotification.removeMessage(id: #"a "b"\c d"#) == #"remove: ID="a \"b\"\\c d""#)
  }

  @Test func theLaunchIsMarkedOnTheFirstWindowAndRemovedOnceItsFirstFrameShows() throws {
    let id = "launcher 7/portal-demo-\(getpid())_TIME1234"
    setenv("DESKTOP_STARTUP_ID", id, 1)
    defer { unsetenv("DESKTOP_STARTUP_ID") }
    let f = try X11Fixture()
    // Taken out of the environment: a program the app starts is not part of this launch.
    #expect(getenv("DESKTOP_STARTUP_ID") == nil)
    f.inspector.watchRoot(PropertyChangeMask)
    f.host.pump()
    #expect(f.inspector.strings("_NET_STARTUP_ID", of: f.host.window.window) == [id])
    // Nothing is said before the window has shown a frame.
    #expect(f.inspector.receivedClientMessages().isEmpty)
    f.showAndDraw()
    var messages: [WindowInspector.ReceivedClientMessage] = []
    #expect(f.waitUntil {
      messages += f.inspector.receivedClientMessages()
      return decode(messages) != nil
    })
    #expect(decode(messages) == "remove: ID=\(StartupNotification.quoted(id))")
    #expect(f.client.framesDrawn >= 1)
    // Said once: later frames send nothing more.
    f.redraw()
    #expect(f.inspector.receivedClientMessages().isEmpty)
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Resize synchronised with the window manager") @MainActor
struct SyncCounterTests {
  /// The window's basic sync counter, from `_NET_WM_SYNC_REQUEST_COUNTER`.
  private func counter(of f: X11Fixture) throws -> UInt {
    try #require(f.inspector.property("_NET_WM_SYNC_REQUEST_COUNTER", of: f.host.window.window)?.items.first)
  }

  /// Whether the screen shows the client's red at a point of the main window.
  private func showsClientColour(_ f: X11Fixture, atWindowPoint x: Int, _ y: Int) -> Bool {
    let origin = f.mainOrigin
    return ((try? f.capture()).map { rgb($0, origin.x + x, origin.y + y) }) == 0xD03030
  }

  @Test func theCounterReachesTheRequestedValueOnlyAfterTheFrameAtTheNewSize() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let w = f.host.window.window
    let counter = try counter(of: f)
    #expect(f.inspector.syncCounterValue(counter) == 0)
    let request = Int(XInternAtom(f.inspector.display, "_NET_WM_SYNC_REQUEST", 0))
    // A value past 32 bits, as the request carries it: low half, then high half.
    f.inspector.sendProtocolMessage("WM_PROTOCOLS", to: w, items: [request, 0, 7, 1])
    XResizeWindow(f.inspector.display, w, 700, 450)
    XSync(f.inspector.display, 0)
    // The configure arrives without a frame being drawn: the counter waits.
    #expect(f.waitUntil { f.host.window.size == Size(width: 700, height: 450) })
    #expect(f.inspector.syncCounterValue(counter) == 0)
    f.redraw()
    #expect(f.inspector.syncCounterValue(counter) == 1 << 32 | 7)
    #expect(showsClientColour(f, atWindowPoint: 690, 440))
  }

  @Test func underOpenboxAKeyboardResizeWaitsForTheRedrawAtEachStep() throws {
    let f = try X11Fixture(windowManager: true)
    f.showAndDraw()
    let w = f.host.window.window
    #expect(f.waitUntil { f.inspector.topLevelAncestor(of: w) != w })
    let counter = try counter(of: f)
    let before = try #require(f.inspector.attributes(of: w))
    // _NET_WM_MOVERESIZE with _NET_WM_MOVERESIZE_SIZE_KEYBOARD (9), from an application (1).
    f.inspector.sendProtocolMessage(
      "_NET_WM_MOVERESIZE", to: w, items: [before.x + 10, before.y + 10, 9, 0, 1],
      mask: SubstructureRedirectMask | SubstructureNotifyMask, destination: f.inspector.root)
    usleep(100_000)
    let sync = try #require(f.host.window.syncCounter)
    for _ in 0..<3 { f.input.key(UInt32(XK_Right)) }
    // Openbox asks for a sync, then configures the window; the host draws before it answers.
    #expect(f.waitUntil { f.host.pump(); return sync.due != nil })
    let due = try #require(sync.due).value
    #expect(due > 0)
    #expect(f.inspector.syncCounterValue(counter) < due)
    // One frame, with no events read: the window manager's next request cannot slip in.
    f.drawWithoutEvents()
    #expect(f.inspector.syncCounterValue(counter) == due)
    f.input.key(UInt32(XK_Return))
    #expect(f.waitUntil { (f.inspector.attributes(of: w)?.width ?? 0) > before.width })
    let after = try #require(f.inspector.attributes(of: w))
    #expect(f.waitUntil { f.host.window.size.width == Double(after.width) })
    f.redraw()
    #expect(showsClientColour(f, atWindowPoint: after.width - 2, after.height - 2))
  }
}

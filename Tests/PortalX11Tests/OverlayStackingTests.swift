import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The overlay must stay above the main window for as long as it shows a layer, whoever
/// restacks the main window, and follow it wherever a window manager moves it.
@Suite("Overlay stacking") @MainActor
struct OverlayStackingTests {
  let layer = Rect(x: 100, y: 80, width: 160, height: 120)

  func overlayIsAbove(_ f: X11Fixture) -> Bool {
    let stack = f.inspector.topLevelStack()
    guard let main = stack.firstIndex(of: f.inspector.topLevelAncestor(of: f.host.window.window)),
      let over = stack.firstIndex(of: f.host.overlayWindow.window)
    else { return false }
    return over > main
  }

  /// Raises the main window as another client would, then expects the overlay back above it
  /// with the layer showing on screen.
  func raiseTheMainWindowAndExpectTheLayerOnTop(_ f: X11Fixture) throws {
    XRaiseWindow(f.inspector.display, f.host.window.window)
    XSync(f.inspector.display, 0)
    #expect(f.waitUntil { overlayIsAbove(f) })
    let o = f.mainOrigin
    #expect(rgb(try f.capture(), o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0)
  }

  @Test func raisingTheMainWindowMidFlightRaisesTheOverlayAgain() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.showAndDraw()
    #expect(overlayIsAbove(f))
    try raiseTheMainWindowAndExpectTheLayerOnTop(f)
  }

  @Test func underAWindowManagerTheOverlayStaysAboveTheRaisedFrame() throws {
    let f = try X11Fixture(windowManager: true)
    f.client.layer = layer
    f.showAndDraw()
    #expect(f.waitUntil { f.inspector.attributes(of: f.host.window.window)?.isViewable == true })
    let frame = f.inspector.topLevelAncestor(of: f.host.window.window)
    #expect(frame != f.host.window.window)
    f.redraw()
    #expect(f.waitUntil { f.inspector.attributes(of: f.host.overlayWindow.window)?.isViewable == true })
    #expect(overlayIsAbove(f))
    // The two ways openbox raises a window: a click on its frame, and the client's own restack
    // request. Openbox stacks frames below its own top window, so neither may end above an
    // override-redirect window; this holds that line with the host's re-raising in play.
    let title = try #require(f.inspector.attributes(of: frame))
    let client = try #require(f.inspector.attributes(of: f.host.window.window))
    f.input.click(button: 1, at: (client.x + 200, (title.y + client.y) / 2))
    try raiseTheMainWindowAndExpectTheLayerOnTop(f)
  }

  @Test func underAWindowManagerTheOverlayFollowsAMovedFrame() throws {
    let f = try X11Fixture(windowManager: true)
    f.client.layer = layer
    f.showAndDraw()
    #expect(f.waitUntil { f.inspector.attributes(of: f.host.window.window)?.isViewable == true })
    f.redraw()
    let before = try #require(f.inspector.attributes(of: f.host.window.window))
    // A pager's move request: the window manager moves the frame and tells the client.
    f.inspector.requestMove(f.host.window.window, to: 150, 100)
    #expect(
      f.waitUntil {
        guard let main = f.inspector.attributes(of: f.host.window.window),
          let over = f.inspector.attributes(of: f.host.overlayWindow.window)
        else { return false }
        return (main.x, main.y) != (before.x, before.y) && over.x == main.x && over.y == main.y
      })
    f.redraw()
    let o = f.mainOrigin
    #expect(rgb(try f.capture(), o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0)
    #expect(overlayIsAbove(f))
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The overlay's shape grows with its layer, and the server answers each growth with an Expose
/// for the part newly shown. The frame's present, sent after the shape, has put those pixels
/// already: the Expose is not answered again. An Expose for pixels lost later (another window
/// passing over the overlay) still is.
@Suite("Overlay Exposes") @MainActor
struct OverlayExposeTests {
  @Test func aLayerGrowingIsPresentedOnceAFrame() throws {
    let f = try X11Fixture()
    f.client.paintsWindow = false
    f.client.layer = Rect(x: 100, y: 80, width: 60, height: 40)
    f.showAndDraw()
    let presenter = f.host.overlayWindow.imagePresenter
    for step in 1...6 {
      let grown = Rect(x: 100, y: 80, width: 60 + 30 * Double(step), height: 40 + 20 * Double(step))
      f.client.layer = grown
      f.client.overlayDamage = [grown]
      let before = presenter.bytesPresented
      f.drawWithoutEvents()
      let drawn = presenter.bytesPresented - before
      // The Expose for the grown part arrives now.
      f.settle()
      #expect(presenter.bytesPresented - before == drawn, "step \(step): the Expose was answered again")
    }
    let o = f.mainOrigin
    let screen = try f.capture()
    #expect(rgb(screen, o.x + 100 + 230, o.y + 80 + 150) == 0x2050E0, "the grown layer shows to its corner")
  }

  @Test func pixelsLostAfterThePresentAreSentAgain() throws {
    let f = try X11Fixture()
    f.client.paintsWindow = false
    let layer = Rect(x: 100, y: 80, width: 200, height: 150)
    f.client.layer = layer
    f.showAndDraw()
    let o = f.mainOrigin
    // Another client's window passes over the layer and goes.
    let display = try #require(XOpenDisplay(f.server.displayName))
    defer { XCloseDisplay(display) }
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    attributes.background_pixel = 0x00FF00
    let cover = XCreateWindow(
      display, XDefaultRootWindow(display), Int32(o.x + 120), Int32(o.y + 100), 120, 90, 0, Int32(CopyFromParent),
      UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel), &attributes)
    XMapRaised(display, cover)
    XSync(display, 0)
    XUnmapWindow(display, cover)
    XSync(display, 0)
    let presenter = f.host.overlayWindow.imagePresenter
    let before = presenter.bytesPresented
    #expect(f.waitUntil { presenter.bytesPresented > before }, "the overlay answered the Expose")
    f.settle()
    let screen = try f.capture()
    #expect(rgb(screen, o.x + 180, o.y + 140) == 0x2050E0)
  }

  /// Shaped, the overlay shows only where its layer is now: where the layer was, the window
  /// shows through the new shape, so that part of the damage is neither composed nor sent.
  @Test func aMovedLayerSendsOnlyWhereItIsNow() throws {
    let f = try X11Fixture()
    let old = Rect(x: 100, y: 80, width: 60, height: 40)
    f.client.layer = old
    f.showAndDraw()
    #expect(f.host.overlayWindow.mode == .shaped)
    // The window keeps its pixels: presenting them would send the overlay's visible part again.
    f.client.paintsWindow = false
    let moved = Rect(x: 200, y: 80, width: 60, height: 40)
    f.client.layer = moved
    f.client.overlayDamage = [old, moved]
    let presenter = f.host.overlayWindow.imagePresenter
    let before = presenter.bytesPresented
    f.drawWithoutEvents()
    f.settle()
    // 60 × 40 pixels of 4 bytes: the new place alone.
    #expect(presenter.bytesPresented - before == 60 * 40 * 4)
    let o = f.mainOrigin
    let screen = try f.capture()
    #expect(rgb(screen, o.x + 230, o.y + 100) == 0x2050E0, "the layer shows where it is")
    #expect(rgb(screen, o.x + 130, o.y + 100) == 0xD03030, "the window shows where the layer was")
  }
}

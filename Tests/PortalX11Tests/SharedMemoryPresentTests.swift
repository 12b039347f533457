import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The overlay presents through two MIT-SHM images in turn and never writes into one the
/// server has not read yet, so none of its frames waits for the server; the main window is put
/// straight from its own pixels in shared memory, and a frame drawn into them before the server
/// read the last put waits for it.
@Suite("Shared-memory presents") @MainActor
struct SharedMemoryPresentTests {
  let first = Rect(x: 100, y: 80, width: 160, height: 120)

  /// A fixture whose window and overlay, with the layer at `first`, are shown and drawn once.
  private func showingTheLayer() throws -> X11Fixture {
    let f = try X11Fixture()
    f.client.layer = first
    f.showAndDraw()
    return f
  }
  let second = Rect(x: 360, y: 220, width: 160, height: 120)

  /// Draws one frame straight through the client: no event is handled and nothing waits for
  /// the server, so the `ShmCompletion` of the frame before is not seen yet.
  func drawUnsynced(_ f: X11Fixture) { f.client.host(f.host, drawFrameAt: f.host.clock.now) }

  /// Every pixel of the main window on screen, against the background with `layer` over it.
  func mismatches(_ f: X11Fixture, layer: Rect, colour: UInt32, background: UInt32) throws -> Int {
    let o = f.mainOrigin
    let screen = try ScreenCapture.root(displayName: f.server.displayName, rect: (o.x, o.y, 640, 400))
    var wrong = 0
    for y in 0..<400 {
      for x in 0..<640 {
        let inside = layer.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        if rgb(screen, x, y) != (inside ? colour : background) { wrong += 1 }
      }
    }
    return wrong
  }

  @Test func twoFramesPresentedWithoutASyncLeaveExactlyTheSecondFramesPixels() throws {
    let f = try X11Fixture()
    #expect(f.host.overlayWindow.presentPath == .sharedMemory)
    f.client.layer = first
    f.showAndDraw()
    let presenter = f.host.overlayWindow.imagePresenter
    f.client.paintsWindow = false
    f.client.overlayDamage = [first, second]
    f.client.layer = second
    f.client.layerColor = Color(hex: 0x30A050)
    drawUnsynced(f)
    let image = presenter.lastSharedImage
    f.client.layer = first
    f.client.layerColor = Color(hex: 0xE0A020)
    drawUnsynced(f)
    #expect(presenter.lastSharedImage != image)
    f.host.sync()
    #expect(try mismatches(f, layer: first, colour: 0xE0A020, background: 0xD03030) == 0)
    #expect(presenter.writesIntoUnreadImage == 0)
  }

  @Test func framesOnTheEventLoopAlternateTheOverlaysImagesAndTheirCompletionsAreRouted() throws {
    let f = try showingTheLayer()
    let overlay = f.host.overlayWindow.imagePresenter
    let window = f.host.window.imagePresenter
    var images: [Int] = []
    f.client.afterFrame = { images.append(overlay.lastSharedImage) }
    let completions = (overlay.completionsReceived, window.completionsReceived)
    let windowBytes = (presented: window.bytesPresented, copied: window.bytesCopied)
    // The window is drawn every frame, and the overlay composed again over it each time.
    f.client.overlayDamage = []
    f.client.keepAnimatingFor = 7
    f.host.setNeedsFrame()
    f.host.run(until: f.host.clock.now + 0.5)
    f.settle()
    #expect(images.count == 8)
    for (a, b) in zip(images, images.dropFirst()) { #expect(a != b) }
    // The window's 8 whole frames were put from its own pixels, not copied anywhere first.
    #expect(window.bytesPresented - windowBytes.presented == 8 * 640 * 400 * 4)
    #expect(window.bytesCopied == windowBytes.copied)
    #expect(window.bytesCopied == 0)
    #expect(overlay.completionsReceived > completions.0)
    #expect(window.completionsReceived > completions.1)
    #expect(overlay.writesIntoUnreadImage == 0)
    #expect(window.writesIntoUnreadImage == 0)
  }

  @Test func aFrameWaitsRatherThanWriteIntoAnImageTheServerHasNotRead() throws {
    let f = try showingTheLayer()
    let presenter = f.host.overlayWindow.imagePresenter
    f.client.paintsWindow = false
    f.client.overlayDamage = [first]
    // No event is read between these frames, so no completion is seen: the third has to wait
    // for the server to read the image the first went through. (The layer stays put, so
    // nothing else is presented, whose own wait would let the server catch up.)
    for colour in [0x30A050, 0xE0A020, 0x2050E0, 0x8040C0] {
      f.client.layerColor = Color(hex: UInt32(colour))
      drawUnsynced(f)
    }
    #expect(presenter.waitsForServer >= 1)
    #expect(presenter.writesIntoUnreadImage == 0)
    #expect(f.host.window.imagePresenter.writesIntoUnreadImage == 0)
    f.host.sync()
    #expect(try mismatches(f, layer: first, colour: 0x8040C0, background: 0xD03030) == 0)
  }

  @Test func aWindowFrameDrawnBeforeTheServerReadTheLastOneWaitsAndShowsExactlyItsPixels() throws {
    let f = try showingTheLayer()
    let window = f.host.window.imagePresenter
    f.client.layer = nil
    // No event is read between these frames, so no completion is seen: each window frame after
    // the first has to wait for the server to read the put before it before drawing.
    let waits = window.waitsForServer
    for colour in [0x30A050, 0xE0A020, 0x2050E0, 0x8040C0] {
      f.client.background = Color(hex: UInt32(colour))
      drawUnsynced(f)
    }
    #expect(window.waitsForServer >= waits + 3)
    #expect(window.writesIntoUnreadImage == 0)
    #expect(window.bytesCopied == 0)
    f.host.sync()
    #expect(try mismatches(f, layer: .zero, colour: 0, background: 0x8040C0) == 0)
  }

  @Test func theWindowsPixelsOutliveItsPresenterWhileAFrameStillHoldsThem() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    // A canvas of the frame that was drawing when the window was resized keeps the old pixels.
    let held = f.host.window.bitmap
    XResizeWindow(f.inspector.display, f.host.window.window, 560, 360)
    XSync(f.inspector.display, 0)
    #expect(f.waitUntil { f.host.window.size == Size(width: 560, height: 360) })
    Canvas(bitmap: held).fill(Rect(x: 0, y: 0, width: 640, height: 400), with: Color(hex: 0x123456))
    #expect(held.rawPixel(x: 639, y: 399) == 0xFF12_3456)
    #expect(f.host.window.bitmap !== held)
  }

  @Test func resizingTheWindowMidFlightKeepsPresentingThroughFreshImages() throws {
    let f = try X11Fixture()
    f.client.layer = first
    f.client.keepAnimatingFor = 3
    f.showAndDraw()
    let before = f.host.overlayWindow.imagePresenter
    XResizeWindow(f.inspector.display, f.host.window.window, 560, 360)
    XSync(f.inspector.display, 0)
    f.client.layerColor = Color(hex: 0x30A050)
    #expect(f.waitUntil { f.host.overlayWindow.size == Size(width: 560, height: 360) })
    f.client.keepAnimatingFor = 3
    f.redraw()
    let after = f.host.overlayWindow.imagePresenter
    #expect(after !== before)
    #expect(after.writesIntoUnreadImage == 0)
    let o = f.mainOrigin
    #expect(f.waitUntil { (try? rgb(f.capture(), o.x + Int(first.midX), o.y + Int(first.midY))) == 0x30A050 })
    #expect(rgb(try f.capture(), o.x + 500, o.y + 300) == 0xD03030)
  }

  @Test func aWindowDestroyedBeforeTheServerReadItsImageDoesNotHangAPresent() throws {
    let f = try X11Fixture()
    let connection = f.host.connection
    let display = connection.display
    let window = XCreateSimpleWindow(display, connection.root, 0, 0, 64, 64, 0, 0, 0)
    let gc = XCreateGC(display, window, 0, nil)!
    defer { XFreeGC(display, gc) }
    let presenter = try ImagePresenter(
      connection: connection, visual: connection.defaultVisual, depth: connection.defaultDepth, width: 64, height: 64)
    #expect(presenter.path == .sharedMemory)
    XMapWindow(display, window)
    XSync(display, 0)
    let errors = XErrorLog.errorCount
    let all = [Rect(x: 0, y: 0, width: 64, height: 64)]
    // Both puts are still in this connection's buffer when another client destroys the window:
    // the server refuses them, and no completion will ever come.
    presenter.present(all, to: window, gc: gc)
    presenter.present(all, to: window, gc: gc)
    XDestroyWindow(f.inspector.display, window)
    XSync(f.inspector.display, 0)
    presenter.present(all, to: window, gc: gc)
    XSync(display, 0)
    #expect(presenter.waitsForServer == 1)
    #expect(presenter.writesIntoUnreadImage == 0)
    #expect(XErrorLog.errorCount > errors)
  }
}

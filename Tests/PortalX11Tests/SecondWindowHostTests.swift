import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Windows beside the main one") @MainActor
struct SecondWindowHostTests {
  /// A shown fixture with a 300×200 "Details" window opened at (700, 0) and mapped.
  private func detailsWindowBesideTheMain() throws -> (X11Fixture, HostWindowID, X11Window) {
    let f = try X11Fixture()
    f.showAndDraw()
    let id = try f.host.openWindow(title: "Details", size: Size(width: 300, height: 200), screenOrigin: Point(x: 700, y: 0))
    let opened = try #require(f.host.appWindow(id))
    #expect(f.waitUntil { f.inspector.attributes(of: opened.window)?.isViewable == true })
    return (f, id, opened)
  }

  /// Puts a half-transparent blue layer over the Details window and waits until it shows.
  private func showTranslucentLayerOverTheDetailsWindow(_ f: X11Fixture) throws {
    f.client.layerColor = Color(hex: 0x2050E0, alpha: 0.5)
    f.client.layer = Rect(x: 750, y: 50, width: 100, height: 100)
    f.redraw()
    #expect(f.waitUntil { ((try? f.capture()).map { rgb($0, 800, 100) } ?? 0) >> 16 > 0x80 })
  }

  /// Puts a half-transparent blue layer half over the main window, half over the desktop (the
  /// overlay covers the screen, so its coordinates are the screen's), and captures the screen
  /// once it shows; over the main window it is half blue over the window's red.
  private func captureLayerAcrossTheMainWindowsEdge(_ f: X11Fixture) throws -> Bitmap {
    f.client.layerColor = Color(hex: 0x2050E0, alpha: 0.5)
    f.client.layer = Rect(x: 600, y: 250, width: 200, height: 100)
    f.redraw()
    #expect(f.waitUntil { f.host.overlayWindow.isShown })
    let screen = try f.capture()
    let overMain = rgb(screen, 610, 300)
    #expect(abs(Int(overMain >> 16) - 0x78) <= 2 && abs(Int(overMain & 0xFF) - 0x88) <= 2)
    return screen
  }

  /// The half-transparent blue layer over the black desktop.
  private func isHalfBlueOverBlack(_ pixel: UInt32) -> Bool {
    abs(Int(pixel >> 16) - 0x10) <= 2 && abs(Int(pixel & 0xFF) - 0x70) <= 2
  }

  @Test func aWindowOpensWhereAskedKeptOnTheScreenAndClosesAgain() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    // Asked for past the screen's right edge (1280): moved back onto it.
    let id = try f.host.openWindow(title: "Details", size: Size(width: 300, height: 200), screenOrigin: Point(x: 1200, y: 100))
    #expect(f.host.windowIDs == [.main, id])
    let opened = try #require(f.host.appWindow(id))
    #expect(f.waitUntil { f.inspector.attributes(of: opened.window)?.isViewable == true })
    let attributes = try #require(f.inspector.attributes(of: opened.window))
    #expect((attributes.x, attributes.y, attributes.width, attributes.height) == (980, 100, 300, 200))
    #expect(opened.screenOrigin == Point(x: 980, y: 100))
    #expect(f.inspector.strings("_NET_WM_NAME", of: opened.window) == ["Details"])
    #expect(f.inspector.strings("WM_CLASS", of: opened.window) == [WindowIdentity.defaultInstanceName(), "PortalTest"])
    // The overlay covers the screen while there are two windows.
    #expect(f.host.overlayWindow.coversScreen)
    #expect(f.host.overlayWindow.size == Size(width: 1280, height: 800))

    // The window manager's close button reaches the client as that window's event.
    f.inspector.requestClose(opened.window)
    #expect(f.waitUntil { f.client.windowEvents.contains { $0.event == .closeRequested && $0.window == id } })
    #expect(!f.client.events.contains(.closeRequested))

    f.host.closeWindow(id)
    #expect(f.waitUntil { f.inspector.attributes(of: opened.window)?.isViewable != true })
    #expect(f.host.windowIDs == [.main])
    // With nothing shown, the next frame puts the overlay back on the main window.
    f.redraw()
    #expect(!f.host.overlayWindow.coversScreen)
    #expect(f.host.overlayWindow.size == Size(width: 640, height: 400))
  }

  @Test func aTranslucentLayerBetweenTheWindowsBlendsWithWhatIsUnderIt() throws {
    let (f, _, opened) = try detailsWindowBesideTheMain()
    #expect(f.host.overlayWindow.mode == .shaped)
    let screen = try captureLayerAcrossTheMainWindowsEdge(f)
    // Over the desktop: half blue over black, as the snapshot of the screen was black there.
    #expect(isHalfBlueOverBlack(rgb(screen, 700, 300)))
    // The overlay is above both windows.
    let stack = f.inspector.topLevelStack()
    #expect(stack.firstIndex(of: f.host.overlayWindow.window)! > stack.firstIndex(of: opened.window)!)
    #expect(stack.firstIndex(of: f.host.overlayWindow.window)! > stack.firstIndex(of: f.host.window.window)!)
  }

  @Test func aLayerOverAColouredDesktopBlendsWithTheDesktopReadAroundTheWindows() throws {
    let (f, _, _) = try detailsWindowBesideTheMain()
    // The desktop turns brown: what the overlay reads of the screen around the app's windows.
    let display = try #require(XOpenDisplay(f.server.displayName))
    let root = XDefaultRootWindow(display)
    XSetWindowBackground(display, root, 0x806040)
    XClearWindow(display, root)
    XSync(display, 0)
    XCloseDisplay(display)
    let screen = try captureLayerAcrossTheMainWindowsEdge(f)
    // Over the desktop: half blue over brown (0x50, 0x58, 0x90), give or take rounding.
    let overDesktop = rgb(screen, 700, 300)
    let (r, g, b) = (Int(overDesktop >> 16 & 0xFF), Int(overDesktop >> 8 & 0xFF), Int(overDesktop & 0xFF))
    #expect(abs(r - 0x50) <= 2 && abs(g - 0x58) <= 2 && abs(b - 0x90) <= 2, "got \(String(overDesktop, radix: 16))")
  }

  @Test func aWindowClosingUnderAFlyingLayerLeavesTheDesktopAsItsBackdrop() throws {
    let (f, id, opened) = try detailsWindowBesideTheMain()
    // The window shows white; a translucent layer sits over it.
    opened.present(damage: [Rect(x: 0, y: 0, width: 300, height: 200)])
    try showTranslucentLayerOverTheDetailsWindow(f)
    // The window closes under the layer: the desktop (black) shows through it now.
    f.host.closeWindow(id)
    f.redraw()
    #expect(f.host.overlayWindow.isShown)
    let overDesktop = rgb(try f.capture(), 800, 100)
    #expect(isHalfBlueOverBlack(overDesktop))
  }

  @Test func aWindowMovingOutFromUnderAFlyingLayerLeavesTheDesktopAsItsBackdrop() throws {
    let (f, _, opened) = try detailsWindowBesideTheMain()
    opened.present(damage: [Rect(x: 0, y: 0, width: 300, height: 200)])
    try showTranslucentLayerOverTheDetailsWindow(f)
    // Dragged down and away: the desktop shows where it was, under the layer.
    f.inspector.move(opened.window, to: 900, 400)
    #expect(f.waitUntil { opened.screenOrigin == Point(x: 900, y: 400) })
    f.redraw()
    let overDesktop = rgb(try f.capture(), 800, 100)
    #expect(isHalfBlueOverBlack(overDesktop))
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// Without SHAPE input regions an overlay window would swallow clicks, so layers are drawn
/// inside the main window. Xvfb always has SHAPE; the host is told to act as if it had not.
@Suite("Layers inside the main window without SHAPE") @MainActor
struct InWindowOverlayTests {
  let layer = Rect(x: 100, y: 80, width: 160, height: 120)

  func windowPixels(_ f: X11Fixture) throws -> Bitmap {
    let o = f.mainOrigin
    return try ScreenCapture.root(displayName: f.server.displayName, rect: (o.x, o.y, 640, 400))
  }

  @Test func theLayerIsDrawnInsideTheMainWindowWithOneWarning() throws {
    let (f, messages) = try capturingX11Log { try X11Fixture(pretendNoShape: true) }
    #expect(f.host.overlay is InWindowOverlay)
    #expect(messages.filter { $0.contains("lacks SHAPE input regions") }.count == 1, "\(messages)")
    f.showAndDraw()
    let before = try windowPixels(f)
    f.client.layer = layer
    f.redraw()
    #expect(f.host.overlay.isShown)
    #expect(f.inspector.attributes(of: f.host.overlayWindow.window)?.isViewable == false)
    let o = f.mainOrigin
    #expect(
      f.waitUntil {
        guard let s = try? f.capture() else { return false }
        return rgb(s, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0
          && rgb(s, o.x + Int(layer.minX) + 1, o.y + Int(layer.minY) + 1) == 0x2050E0
          && rgb(s, o.x + Int(layer.minX) - 2, o.y + Int(layer.midY)) == 0xD03030
          && rgb(s, o.x + 600, o.y + 380) == 0xD03030
      })
    // The main window redrawn mid-flight keeps the layer on top.
    f.client.background = Color(hex: 0x30A040)
    f.redraw()
    let redrawn = try windowPixels(f)
    #expect(rgb(redrawn, Int(layer.midX), Int(layer.midY)) == 0x2050E0)
    #expect(rgb(redrawn, 20, 20) == 0x30A040)
    // The layer gone, the window's own pixels are back exactly.
    f.client.background = Color(hex: 0xD03030)
    f.client.layer = nil
    f.redraw()
    #expect(!f.host.overlay.isShown)
    let after = try windowPixels(f)
    let comparison = try ImageComparison(channelTolerance: 0, allowedMismatchFraction: 0).compare(
      after, before)
    #expect(comparison.passed, "\(comparison.mismatchedPixels) pixels differ")
  }

  @Test func aClickOnTheFlyingLayerReachesTheMainWindow() throws {
    let f = try X11Fixture(pretendNoShape: true)
    f.client.layer = layer
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.click(button: 1, at: (o.x + Int(layer.midX), o.y + Int(layer.midY)))
    #expect(f.waitUntil { f.client.events.contains(.pointerPressed(layer.center, button: .primary)) })
  }

  @Test func aSecondWindowSaysFlightsStayInTheMainWindowOnce() throws {
    let f = try X11Fixture(pretendNoShape: true)
    f.showAndDraw()
    let (_, messages) = try capturingX11Log {
      _ = try f.host.openWindow(
        title: "second", size: Size(width: 200, height: 150), screenOrigin: Point(x: 900, y: 100))
      _ = try f.host.openWindow(
        title: "third", size: Size(width: 200, height: 150), screenOrigin: Point(x: 900, y: 400))
    }
    #expect(messages.filter { $0.contains("cut at the main window's edge") }.count == 1, "\(messages)")
    #expect(!f.host.overlayWindow.coversScreen)
  }

  @Test func aResizeMidFlightKeepsTheLayerOverTheWholeWindow() throws {
    let f = try X11Fixture(pretendNoShape: true)
    f.client.layer = layer
    f.showAndDraw()
    XResizeWindow(f.inspector.display, f.host.window.window, 800, 500)
    XSync(f.inspector.display, 0)
    #expect(f.waitUntil { f.host.window.bitmap.width == 800 && f.host.overlay.bitmap.width == 800 })
    f.redraw()
    let o = f.mainOrigin
    let screen = try f.capture()
    #expect(rgb(screen, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0)
    #expect(rgb(screen, o.x + 780, o.y + 480) == 0xD03030)
  }

  @Test func withShapeTheOverlayWindowIsUsed() throws {
    let f = try X11Fixture()
    #expect(f.host.overlay is OverlayWindow)
    #expect(f.host.inWindowOverlay == nil)
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Overlay window") @MainActor
struct OverlayWindowTests {
  let layer = Rect(x: 100, y: 80, width: 160, height: 120)

  @Test func isOverrideRedirectAboveTheMainWindowAndShapedToItsLayer() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.showAndDraw()
    let overlay = f.host.overlayWindow
    #expect(overlay.mode == .shaped)
    let attributes = try #require(f.inspector.attributes(of: overlay.window))
    #expect(attributes.overrideRedirect)
    #expect(attributes.isViewable)
    let stack = f.inspector.topLevelStack()
    let main = try #require(stack.firstIndex(of: f.host.window.window))
    let over = try #require(stack.firstIndex(of: overlay.window))
    #expect(over > main)
    let bounding = f.inspector.shapeRectangles(of: overlay.window, kind: ShapeBounding)
    #expect(bounding.count == 1)
    #expect(bounding.first.map { [$0.x, $0.y, $0.width, $0.height] } == [100, 80, 160, 120])
    #expect(f.inspector.shapeRectangles(of: overlay.window, kind: ShapeInput).isEmpty)
    let type = f.inspector.property("_NET_WM_WINDOW_TYPE", of: overlay.window)?.items ?? []
    #expect(type.map { f.inspector.atomName($0) } == ["_NET_WM_WINDOW_TYPE_DND"])
  }

  @Test func isUnmappedWhenNothingFlies() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    #expect(f.inspector.attributes(of: f.host.overlayWindow.window)?.isViewable == false)
    f.client.layer = layer
    f.redraw()
    #expect(f.inspector.attributes(of: f.host.overlayWindow.window)?.isViewable == true)
    f.client.layer = nil
    f.redraw()
    #expect(f.inspector.attributes(of: f.host.overlayWindow.window)?.isViewable == false)
    #expect(!f.host.overlayWindow.isShown)
  }

  @Test func aClickOnTheLayerReachesTheMainWindowBelow() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.click(button: 1, at: (o.x + Int(layer.midX), o.y + Int(layer.midY)))
    #expect(f.waitUntil { f.client.events.contains(.pointerPressed(layer.center, button: .primary)) })
  }

  @Test func withoutACompositorOnlyTheLayerCoversTheMainWindow() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.showAndDraw()
    let o = f.mainOrigin
    let screen = try f.capture()
    #expect(rgb(screen, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0)
    #expect(rgb(screen, o.x + Int(layer.minX) + 1, o.y + Int(layer.minY) + 1) == 0x2050E0)
    #expect(rgb(screen, o.x + Int(layer.minX) - 2, o.y + Int(layer.midY)) == 0xD03030)
    #expect(rgb(screen, o.x + 600, o.y + 380) == 0xD03030)
    #expect(rgb(screen, o.x + 10, o.y + 10) == 0xD03030)
  }

  @Test func withoutACompositorSoftEdgesBlendWithTheMainWindowNotBlack() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    // A half-transparent layer: in shaped mode it must be composed over the window's pixels.
    f.client.layer = layer
    f.client.layerColor = Color(hex: 0x2050E0, alpha: 0.5)
    f.redraw()
    let o = f.mainOrigin
    let value = rgb(try f.capture(), o.x + Int(layer.midX), o.y + Int(layer.midY))
    let (r, g, b) = (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    // Half of 0x2050E0 over 0xD03030: (0x78, 0x40, 0x88), give or take rounding.
    #expect(abs(r - 0x78) <= 2 && abs(g - 0x40) <= 2 && abs(b - 0x88) <= 2)
  }

  @Test func withACompositorTheARGBPathIsChosenAndTheSameHolds() throws {
    let f = try X11Fixture(compositor: true)
    #expect(f.inspector.compositorIsRunning)
    #expect(f.host.overlayWindow.mode == .argb)
    f.client.layer = layer
    f.showAndDraw()
    let overlay = f.host.overlayWindow
    #expect(f.inspector.attributes(of: overlay.window)?.depth == 32)
    #expect(f.inspector.shapeRectangles(of: overlay.window, kind: ShapeInput).isEmpty)
    let o = f.mainOrigin
    #expect(
      f.waitUntil {
        guard let s = try? f.capture() else { return false }
        return rgb(s, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0
          && rgb(s, o.x + 600, o.y + 380) == 0xD03030
          && rgb(s, o.x + Int(layer.minX) - 2, o.y + Int(layer.midY)) == 0xD03030
      })
    f.input.click(button: 1, at: (o.x + Int(layer.midX), o.y + Int(layer.midY)))
    #expect(f.waitUntil { f.client.events.contains(.pointerPressed(layer.center, button: .primary)) })
  }

  @Test func movingTheMainWindowMovesTheOverlay() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.showAndDraw()
    #expect(f.moveMainWindowAndWaitForTheOverlay(to: 211, 123))
    f.redraw()
    let screen = try f.capture()
    #expect(rgb(screen, 211 + Int(layer.midX), 123 + Int(layer.midY)) == 0x2050E0)
  }
}

@Suite("Presenting pixels") @MainActor
struct PresentPathTests {
  func drawScene(_ f: X11Fixture) throws -> Bitmap {
    f.client.layer = Rect(x: 40, y: 30, width: 200, height: 90)
    f.showAndDraw()
    let o = f.mainOrigin
    return try ScreenCapture.root(displayName: f.server.displayName, rect: (o.x, o.y, 640, 400))
  }

  @Test func sharedMemoryAndPutImagePresentIdenticalPixels() throws {
    let shm = try X11Fixture()
    #expect(shm.host.window.presentPath == .sharedMemory)
    let put = try X11Fixture(allowSharedMemory: false)
    #expect(put.host.window.presentPath == .putImage)
    #expect(put.host.overlayWindow.presentPath == .putImage)
    let a = try drawScene(shm)
    let b = try drawScene(put)
    let result = try ImageComparison(channelTolerance: 0, allowedMismatchFraction: 0).compare(a, b)
    #expect(result.mismatchedPixels == 0)
  }

  @Test func aServerWithoutMITSHMFallsBackToPutImage() throws {
    let f = try X11Fixture(disabledExtensions: ["MIT-SHM"])
    #expect(f.host.window.presentPath == .putImage)
    let screen = try drawScene(f)
    #expect(rgb(screen, 100, 60) == 0x2050E0)
    #expect(rgb(screen, 400, 300) == 0xD03030)
  }

  @Test func onlyDamagedRectanglesAreSent() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let before = f.host.window.bytesPresented
    f.host.window.present(damage: [Rect(x: 10, y: 10, width: 20, height: 5)])
    #expect(f.host.window.bytesPresented - before == 20 * 5 * 4)
  }
}

@Suite("Event loop") @MainActor
struct EventLoopTests {
  @Test func anIdleLoopDoesNotWakeUpForASecond() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let before = f.host.wakeUps
    let frames = f.client.framesDrawn
    f.host.run(until: f.host.clock.now + 1)
    #expect(f.host.wakeUps == before)
    #expect(f.client.framesDrawn == frames)
  }

  @Test func animationRequestsDrawFramesUntilTheyStop() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let start = f.client.framesDrawn
    f.client.keepAnimatingFor = 10
    f.host.setNeedsFrame()
    f.host.run(until: f.host.clock.now + 1)
    // Eleven frames: the requested one plus ten follow-ups, then the loop goes idle.
    #expect(f.client.framesDrawn - start == 11)
  }
}

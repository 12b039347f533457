import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// A compositor can start or stop while the program runs, or run on a server that cannot give
/// the overlay a 32-bit visual: the overlay picks the technique that shows the right pixels.
@Suite("Overlay and the compositor") @MainActor
struct CompositorChangeTests {
  let layer = Rect(x: 100, y: 80, width: 160, height: 120)

  /// The layer is blue over the red main window, and the main window shows around it.
  func showsLayerOverMainWindow(_ f: X11Fixture) -> Bool {
    let o = f.mainOrigin
    return f.waitUntil {
      guard let s = try? f.capture() else { return false }
      return rgb(s, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0
        && rgb(s, o.x + Int(layer.minX) - 2, o.y + Int(layer.midY)) == 0xD03030
        && rgb(s, o.x + Int(layer.maxX) + 2, o.y + Int(layer.midY)) == 0xD03030
        && rgb(s, o.x + 600, o.y + 380) == 0xD03030
    }
  }

  /// Half of 0x2050E0 over the red main window: (0x78, 0x40, 0x88), give or take rounding.
  func blendsWithMainWindow(_ f: X11Fixture) -> Bool {
    let o = f.mainOrigin
    return f.waitUntil {
      guard let s = try? f.capture() else { return false }
      let value = rgb(s, o.x + Int(layer.midX), o.y + Int(layer.midY))
      let (r, g, b) = (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
      return abs(r - 0x78) <= 2 && abs(g - 0x40) <= 2 && abs(b - 0x88) <= 2
        && rgb(s, o.x + Int(layer.minX) - 2, o.y + Int(layer.midY)) == 0xD03030
    }
  }

  @Test func aCompositorStoppingMidRunTurnsTheNextFlightShaped() throws {
    let f = try X11Fixture(compositor: true)
    f.showAndDraw()
    #expect(f.host.overlayWindow.mode == .argb)
    let compositor = try #require(f.compositorProcess)
    compositor.stop()
    #expect(f.waitUntil { !f.inspector.compositorIsRunning })
    // Half transparent: an ARGB window left without a compositor would show it over black.
    f.client.layerColor = Color(hex: 0x2050E0, alpha: 0.5)
    let (_, messages) = capturingX11Log {
      f.client.layer = layer
      f.redraw()
    }
    let overlay = f.host.overlayWindow
    #expect(overlay.mode == .shaped)
    #expect(blendsWithMainWindow(f))
    #expect(f.inspector.attributes(of: overlay.window)?.depth == 24)
    #expect(f.inspector.attributes(of: overlay.window)?.isViewable == true)
    #expect(f.inspector.shapeRectangles(of: overlay.window, kind: ShapeInput).isEmpty)
    #expect(messages.filter { $0.contains("the compositor stopped") }.count == 1, "\(messages)")
    let o = f.mainOrigin
    f.input.click(button: 1, at: (o.x + Int(layer.midX), o.y + Int(layer.midY)))
    #expect(f.waitUntil { f.client.events.contains(.pointerPressed(layer.center, button: .primary)) })
  }

  @Test func aCompositorStartingMidRunTurnsTheNextFlightARGB() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    #expect(f.host.overlayWindow.mode == .shaped)
    try X11Fixture.startCompositor(f.server, f.inspector)
    #expect(f.inspector.compositorIsRunning)
    let (_, messages) = capturingX11Log {
      f.client.layer = layer
      f.redraw()
    }
    let overlay = f.host.overlayWindow
    #expect(overlay.mode == .argb)
    #expect(f.inspector.attributes(of: overlay.window)?.depth == 32)
    #expect(f.inspector.shapeRectangles(of: overlay.window, kind: ShapeInput).isEmpty)
    #expect(showsLayerOverMainWindow(f))
    #expect(messages.filter { $0.contains("a compositor started") }.count == 1, "\(messages)")
    let o = f.mainOrigin
    f.input.click(button: 1, at: (o.x + Int(layer.midX), o.y + Int(layer.midY)))
    #expect(f.waitUntil { f.client.events.contains(.pointerPressed(layer.center, button: .primary)) })
  }

  @Test func theOverlayStillFollowsTheMainWindowAfterSwitching() throws {
    let f = try X11Fixture(compositor: true)
    f.showAndDraw()
    f.compositorProcess?.stop()
    #expect(f.waitUntil { !f.inspector.compositorIsRunning })
    f.client.layer = layer
    f.redraw()
    #expect(f.moveMainWindowAndWaitForTheOverlay(to: 211, 123))
    f.redraw()
    #expect(showsLayerOverMainWindow(f))
  }

  @Test func aCompositorWithoutA32BitVisualGetsTheShapedOverlayAndOneWarning() throws {
    let (f, messages): (X11Fixture, [String]) = try capturingX11Log {
      // Without Composite, Xvfb offers no depth-32 visual; a selection owner stands in for the
      // compositor that would be running.
      let f = try X11Fixture(disabledExtensions: ["Composite"])
      f.inspector.ownSelection("_NET_WM_CM_S0")
      #expect(f.inspector.compositorIsRunning)
      f.client.layer = layer
      f.showAndDraw()
      #expect(showsLayerOverMainWindow(f), "shaped and composed over the main window, not black")
      // A second flight asks again and finds the same: no second warning.
      f.client.layer = nil
      f.redraw()
      f.client.layer = layer
      f.redraw()
      return f
    }
    #expect(f.host.overlayWindow.mode == .shaped)
    #expect(f.host.overlayWindow.mapCount == 2)
    #expect(f.inspector.attributes(of: f.host.overlayWindow.window)?.depth == 24)
    #expect(showsLayerOverMainWindow(f))
    let warnings = messages.filter { $0.contains("no 32-bit visual") }
    #expect(warnings.count == 1, "\(messages)")
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// In shaped mode the overlay shows a copy of the windows' pixels around and under its layer;
/// that copy must follow the windows, and what the overlay stops covering must show the
/// windows at once.
@Suite("Overlay backdrop") @MainActor
struct OverlayBackdropTests {
  let layer = Rect(x: 100, y: 80, width: 160, height: 120)

  @Test func aWindowRedrawnUnderAStillLayerShowsThroughItsTranslucentPartsInTheSameFrame() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.client.layerColor = Color(hex: 0x2050E0, alpha: 0.5)
    f.showAndDraw()
    // The window turns green; the layer does not move, so the overlay presents no damage.
    f.client.background = Color(hex: 0x30C030)
    f.client.overlayDamage = []
    f.drawWithoutEvents()
    let o = f.mainOrigin
    let screen = try f.capture()
    let value = rgb(screen, o.x + Int(layer.midX), o.y + Int(layer.midY))
    let (r, g, b) = (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    // Half of 0x2050E0 over 0x30C030: (0x28, 0x88, 0x88), give or take rounding.
    #expect(abs(r - 0x28) <= 2 && abs(g - 0x88) <= 2 && abs(b - 0x88) <= 2, "got \(String(value, radix: 16))")
    #expect(rgb(screen, o.x + 600, o.y + 380) == 0x30C030)
  }

  @Test func aWindowRedrawnUnderAMovingLayerIsComposedOnceWithTheLayersOwnDamage() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.client.layerColor = Color(hex: 0x2050E0, alpha: 0.5)
    f.showAndDraw()
    // The window turns green under the layer as it moves 10 pixels right.
    let moved = layer.offsetBy(dx: 10, dy: 0)
    f.client.background = Color(hex: 0x30C030)
    f.client.layer = moved
    f.client.overlayDamage = [layer, moved]
    let presenter = f.host.overlayWindow.imagePresenter
    let before = presenter.bytesPresented
    f.drawWithoutEvents()
    // Once: the layer's damage, which covers where the window changed under it. Composing the
    // window's change on its own present too would send the moved rectangle a second time.
    let once = Int(layer.union(moved).width * layer.union(moved).height) * 4
    #expect(presenter.bytesPresented - before <= once, "\(presenter.bytesPresented - before) bytes for \(once)")
    let o = f.mainOrigin
    let value = rgb(try f.capture(), o.x + Int(moved.midX), o.y + Int(moved.midY))
    let (r, g, b) = (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    #expect(abs(r - 0x28) <= 2 && abs(g - 0x88) <= 2 && abs(b - 0x88) <= 2, "got \(String(value, radix: 16))")
  }

  @Test func whereTheLayerMovesAwayTheWindowShowsWithoutWaitingForExpose() throws {
    let f = try X11Fixture()
    f.client.layer = layer
    f.showAndDraw()
    let moved = Rect(x: 360, y: 220, width: 160, height: 120)
    f.client.layer = moved
    f.client.overlayDamage = [layer, moved]
    f.drawWithoutEvents()
    let o = f.mainOrigin
    var screen = try f.capture()
    #expect(rgb(screen, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0xD03030)
    #expect(rgb(screen, o.x + Int(layer.minX) + 1, o.y + Int(layer.minY) + 1) == 0xD03030)
    #expect(rgb(screen, o.x + Int(moved.midX), o.y + Int(moved.midY)) == 0x2050E0)
    // The layer lands: the overlay is unmapped and the window shows everywhere at once.
    f.client.layer = nil
    f.drawWithoutEvents()
    screen = try f.capture()
    #expect(rgb(screen, o.x + Int(moved.midX), o.y + Int(moved.midY)) == 0xD03030)
  }

  @Test func theShapedOverlayShowsThePixelsOfTheHeadlessComposite() throws {
    // Both compose with `LayerComposition`: the same drawing must reach the same pixels.
    let f = try X11Fixture()
    #expect(f.host.overlayWindow.mode == .shaped)
    let headless = try HeadlessHost(size: Size(width: 640, height: 400))
    let headlessClient = RecordingClient()
    headless.client = headlessClient
    for client in [f.client, headlessClient] {
      client.background = Color(hex: 0x30C030)
      client.layer = layer
      client.layerColor = Color(hex: 0x2050E0, alpha: 0.4)
    }
    f.showAndDraw()
    headless.setNeedsFrame()
    headless.step()
    let expected = try headless.composite()
    let screen = try f.capture()
    let o = f.mainOrigin
    var differing = 0
    for y in 0..<400 {
      for x in 0..<640 where rgb(screen, o.x + x, o.y + y) != rgb(expected, x, y) { differing += 1 }
    }
    #expect(differing == 0)
    // The layer blended with the window rather than replacing it or not showing.
    let middle = rgb(expected, Int(layer.midX), Int(layer.midY))
    #expect(middle != 0x30C030 && middle != 0x2050E0)
  }

  @Test func aRectangleMinusOthersKeepsExactlyTheUncoveredParts() {
    let outer = Rect(x: 0, y: 0, width: 10, height: 10)
    let pieces = outer.subtracting([Rect(x: 2, y: 3, width: 4, height: 4), Rect(x: 8, y: -5, width: 10, height: 30)])
    let area = pieces.reduce(0) { $0 + $1.width * $1.height }
    #expect(area == 100 - 16 - 20)
    for (i, a) in pieces.enumerated() {
      for b in pieces[(i + 1)...] { #expect(!a.intersects(b)) }
      #expect(!a.intersects(Rect(x: 2, y: 3, width: 4, height: 4)))
      #expect(a.maxX <= 8)
    }
    #expect(outer.subtracting([outer]).isEmpty)
    #expect(outer.subtracting([Rect(x: 20, y: 20, width: 5, height: 5)]) == [outer])
  }
}

import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A layer that stays where it is but changes how it is drawn must still reach the screen.
@Suite("Overlay layer restyle") @MainActor
struct OverlayLayerRestyleTests {
  let frame = Rect(x: 40, y: 30, width: 100, height: 60)

  func alpha(_ h: Harness, at point: Point) -> UInt32 {
    h.host.overlaySurface.bitmap.rawPixel(x: Int(point.x), y: Int(point.y)) >> 24
  }

  @Test func anOpacityChangeAloneRedrawsAndPresentsTheLayer() throws {
    let h = try Harness(Color.white)
    let layers = h.graph.overlayLayers
    layers.show("card", content: AnyView(Color.blue), placement: .init(frame: frame))
    h.settle()
    #expect(alpha(h, at: frame.center) == 255)
    h.host.overlaySurface.resetLog()
    layers.move("card", to: .init(frame: frame, opacity: 0.5))
    h.settle()
    #expect(abs(Int(alpha(h, at: frame.center)) - 128) <= 1)
    #expect(h.host.overlaySurface.presentedDamage.flatMap { $0 }.contains { $0.contains(frame.center) })
  }

  @Test func aCornerRadiusChangeAloneRedrawsTheLayer() throws {
    let h = try Harness(Color.white)
    let layers = h.graph.overlayLayers
    layers.show("card", content: AnyView(Color.blue), placement: .init(frame: frame))
    h.settle()
    let corner = Point(x: frame.minX + 1, y: frame.minY + 1)
    #expect(alpha(h, at: corner) == 255)
    layers.move("card", to: .init(frame: frame, cornerRadius: 20))
    h.settle()
    #expect(alpha(h, at: corner) == 0)
    #expect(alpha(h, at: frame.center) == 255)
  }

  @Test func roundedCornersCutTheContentButNotItsShadow() throws {
    let h = try Harness(Color.white)
    let layers = h.graph.overlayLayers
    let content = Color.blue.shadow(color: .black.opacity(0.5), radius: 8, y: 6)
    layers.show("card", content: AnyView(content), placement: .init(frame: frame, cornerRadius: 16))
    h.settle()
    // The corner is cut; the middle is drawn; below the card its shadow shows.
    #expect(alpha(h, at: Point(x: frame.minX + 1, y: frame.minY + 1)) < 40)
    #expect(alpha(h, at: frame.center) == 255)
    #expect(alpha(h, at: Point(x: frame.midX, y: frame.maxY + 6)) > 40)
    // A layer without a shadow keeps everything inside its corners.
    layers.show("plain", content: AnyView(Color.red), placement: .init(frame: frame.offsetBy(dx: 150, dy: 0), cornerRadius: 16))
    h.settle()
    #expect(alpha(h, at: Point(x: frame.midX + 150, y: frame.maxY + 6)) == 0)
  }

  @Test func aShadowShowsThroughTranslucentContentAndAroundOpaqueContent() throws {
    let h = try Harness(Color.white)
    let layers = h.graph.overlayLayers
    let shadowed = Color.blue.opacity(0.4).shadow(color: .black, radius: 8, y: 6)
    let plain = Color.blue.opacity(0.4)
    layers.show("shadowed", content: AnyView(shadowed), placement: .init(frame: frame, cornerRadius: 16))
    let beside = frame.offsetBy(dx: 150, dy: 0)
    layers.show("plain", content: AnyView(plain), placement: .init(frame: beside, cornerRadius: 16))
    layers.show(
      "opaque", content: AnyView(Color.blue.shadow(color: .black, radius: 8, y: 6)),
      placement: .init(frame: frame.offsetBy(dx: 0, dy: 120), cornerRadius: 16))
    h.settle()
    // Content that does not cover its clip lets the shadow under it show: the middle is darker
    // (more opaque) than the same content without one.
    #expect(alpha(h, at: frame.center) > alpha(h, at: beside.center) + 40)
    // Opaque content hides it and shows only itself; below it the shadow shows.
    let opaque = frame.offsetBy(dx: 0, dy: 120)
    #expect(h.host.overlaySurface.bitmap.pixel(x: Int(opaque.midX), y: Int(opaque.midY)).isClose(to: .blue))
    #expect(alpha(h, at: Point(x: opaque.midX, y: opaque.maxY + 6)) > 40)
  }
}

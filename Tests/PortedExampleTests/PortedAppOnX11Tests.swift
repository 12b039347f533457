import Foundation
import PortalApp
import PortalGraphics
import PortalTestSupport
import Testing

@testable import PortalUI
@testable import PortalX11
@testable import PortedExamples

/// A ported app as an iOS developer writes its entry point.
private struct CardsApp: App {
  var body: some Scene {
    WindowGroup {
      CardGridExample()
    }
    .defaultSize(width: 900, height: 700)
  }
}

/// The card grid example started with `PortalApp` on a private X server, clicked with XTest:
/// the card flies through the overlay window into the sheet and back, as on iOS.
@Suite("Ported app on X11") @MainActor
struct PortedAppOnX11Tests {
  @Test func theCardFliesIntoTheSheetThroughTheOverlayWindowAndBack() throws {
    let server = try XvfbServer(screen: "1280x800x24")
    let inspector = try WindowInspector(displayName: server.displayName)
    let input = try XTestInput(displayName: server.displayName)
    let (host, graph) = try AppLauncher.open(CardsApp(), displayName: server.displayName)
    func run(_ seconds: Double) {
      host.run(until: host.clock.now + seconds)
      host.sync()
    }
    func textFrame(_ string: String) -> Rect? {
      var found: Rect?
      graph.root.forEachDescendant { node in
        if found == nil, let text = node.view as? Text, text.string == string { found = node.windowFrame }
      }
      return found
    }
    func faces() -> [Rect] {
      var found: [Rect] = []
      graph.root.forEachDescendant { if $0.view is CardFace { found.append($0.windowFrame) } }
      return found
    }
    host.setNeedsFrame()
    run(0.3)
    let window = try #require(inspector.attributes(of: host.window.window))
    func screenPoint(_ p: Point) -> (x: Int, y: Int) { (window.x + Int(p.x), window.y + Int(p.y)) }
    func screenPixel(_ p: Point) throws -> UInt32 {
      let (x, y) = screenPoint(p)
      return try ScreenCapture.root(displayName: server.displayName).rawPixel(x: x, y: y) & 0xFFFFFF
    }

    let title = try #require(textFrame("Portal"))
    let source = try #require(faces().first { $0.contains(title.center) })
    let swatch = Point(x: source.minX + 14, y: source.minY + 14)
    let cardColour = try screenPixel(swatch)

    input.click(at: screenPoint(title.center))
    run(0.08)
    #expect(!graph.overlayLayers.ids.isEmpty, "no layer flies in the overlay after the click")
    run(1.0)
    #expect(graph.overlayLayers.ids.isEmpty, "a layer is left in the overlay after landing")
    let destination = try #require(faces().first { $0.width == 240 }, "the sheet did not open")
    let landed = try screenPixel(Point(x: destination.minX + 14, y: destination.minY + 14))
    #expect(close(landed, cardColour), "the sheet's card on screen is not the clicked card")

    let done = try #require(textFrame("Done"))
    input.click(at: screenPoint(done.center))
    run(0.08)
    #expect(!graph.overlayLayers.ids.isEmpty, "nothing flies home when the sheet closes")
    run(1.0)
    #expect(graph.overlayLayers.ids.isEmpty)
    #expect(textFrame("Done") == nil, "the sheet did not close")
    #expect(close(try screenPixel(swatch), cardColour), "the card is not back in the grid")
    withExtendedLifetime(graph) {}
  }
}

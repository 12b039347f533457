import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// What the screen shows during and after a flight of the static-id scene (seed 000's badge).
@Suite("portal-demo flight pixels on X11")
struct DemoFlightPixelTests {
  typealias Box = TraceLog.Box

  private func box(_ value: Any?) -> Box? { TraceLog.box(value) }

  private func contains(_ boxes: [Box], _ x: Int, _ y: Int) -> Bool {
    boxes.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
  }

  private func grown(_ b: Box, by d: Int) -> Box { (b.x - d, b.y - d, b.width + 2 * d, b.height + 2 * d) }

  /// The badge's disc: warm (red high, blue low), unlike the light background.
  private func isBadge(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
    let c = bitmap.pixel(x: x, y: y)
    return c.red > 0.9 && c.blue < 0.55 && c.green < 0.8
  }

  /// Pixels that differ by more than 2 of 255 in a channel, outside `excluded`.
  private func differences(_ a: Bitmap, _ b: Bitmap, outside excluded: [Box]) -> (count: Int, compared: Int) {
    var count = 0
    var compared = 0
    for y in 0..<min(a.height, b.height) {
      for x in 0..<min(a.width, b.width) where !contains(excluded, x, y) {
        compared += 1
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        if abs(p.red - q.red) > 2.0 / 255 || abs(p.green - q.green) > 2.0 / 255 || abs(p.blue - q.blue) > 2.0 / 255 {
          count += 1
        }
      }
    }
    return (count, compared)
  }

  @Test func midFlightTheLayerIsBetweenTheEndsAndTheWindowIsUntouchedElsewhere() throws {
    let trace = TraceLog("pixels")
    let (server, inspector, input, demo) = try demoOnItsOwnServer(
      ["--scene", "static-id", "--slow-motion", "10"], tracing: trace)
    defer { demo.stop() }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    let overlay = try overlayOnceCreated(inspector)
    var sourceBox: Box?
    #expect(eventually { sourceBox = trace.anchor("X", "source"); return sourceBox != nil })
    let source = try #require(sourceBox)
    // The badge is on screen once its disc shows at the source (a quarter down its middle).
    #expect(
      eventually {
        let screen = try? ScreenCapture.root(displayName: server.displayName)
        return screen.map { isBadge($0, source.x + source.width / 2, source.y + source.height / 4) } ?? false
      })
    input.move(to: 5, 795)
    trace.waitForRest(after: "the pointer moved away")
    let before = try ScreenCapture.root(displayName: server.displayName)

    input.click(at: (source.x + source.width / 2, source.y + source.height / 2))
    #expect(eventually { inspector.attributes(of: overlay)?.isViewable == true })
    // Ten times slower, the flight takes seconds. The click re-lays the scene out (the source's
    // caption changes, the destination appears), so the window is compared with itself
    // during the flight: once the layer has grown past the 96-point source, and again later.
    func layerShape(widerThan width: Int) -> Box? {
      var shape: [Box] = []
      let seen = eventually {
        shape = inspector.shapeRectangles(of: overlay, kind: ShapeBounding)
        return (shape.first?.width ?? 0) > width
      }
      #expect(shape.count == 1)
      return seen ? shape.first : nil
    }
    let earlyBefore = try #require(layerShape(widerThan: 104))
    let early = try ScreenCapture.root(displayName: server.displayName)
    let earlyAfter = inspector.shapeRectangles(of: overlay, kind: ShapeBounding).first ?? earlyBefore
    let layerBefore = try #require(layerShape(widerThan: 150))
    let mid = try ScreenCapture.root(displayName: server.displayName)
    let layerAfter = try #require(inspector.shapeRectangles(of: overlay, kind: ShapeBounding).first)
    #expect(layerAfter.width < 260)
    let destination = try #require(trace.anchor("X", "destination"))
    let sourceNow = try #require(trace.anchor("X", "source"))

    // The layer lies between the ends: its middle is right of the source's and left of the
    // destination's, and its pixels show the badge there, where the window shows background.
    let layer = layerAfter
    let centre = (x: layer.x + layer.width / 2, y: layer.y + layer.height / 4)
    #expect(centre.x > sourceNow.x + sourceNow.width / 2 && centre.x < destination.x + destination.width / 2)
    #expect(isBadge(mid, centre.x, centre.y))
    #expect(!isBadge(before, centre.x, centre.y))
    // Elsewhere the window is untouched by the flight: outside where the layer was at the two
    // instants, nothing changed between them.
    let layers: [Box] = [earlyBefore, earlyAfter, layerBefore, layerAfter].map { grown($0, by: 3) }
    let changed = differences(early, mid, outside: layers)
    #expect(changed.compared > mid.width * mid.height / 2)
    #expect(changed.count == 0, "\(changed.count) pixels outside the layer changed during the flight")
    // And outside the scene's row of ends (which the click re-laid out), as before the click.
    let row: Box = (0, min(sourceNow.y, destination.y) - 40, mid.width,
      max(sourceNow.y + sourceNow.height, destination.y + destination.height) - min(sourceNow.y, destination.y) + 100)
    let elsewhere = differences(before, mid, outside: [row])
    #expect(elsewhere.count == 0, "\(elsewhere.count) pixels outside the scene's row changed")

    // After landing forward, the overlay is unmapped and the destination shows the badge.
    #expect(eventually(30) { inspector.attributes(of: overlay)?.isViewable == false })
    #expect(
      eventually {
        let screen = try? ScreenCapture.root(displayName: server.displayName)
        return screen.map { isBadge($0, destination.x + destination.width / 2, destination.y + destination.height / 4) }
          ?? false
      })
    let landed = trace.events
    let ended = try #require(landed.last { $0["event"] as? String == "transitionEnded" })
    #expect(ended["direction"] as? String == "forward")
    #expect(box(ended["at"]).map { $0 == destination } == true)
    let sourceLanded = try #require(trace.anchor("X", "source"))
    #expect(box(ended["from"]).map { $0 == sourceLanded } == true)
    #expect(box(ended["to"]).map { $0 == destination } == true)

    // The frames of the flight carry their damage: the overlay's rectangle is on the layer's
    // path, and the window is not redrawn while the layer flies.
    let frames = landed.filter { $0["event"] as? String == "frame" }
    #expect(frames.allSatisfy { $0.keys.contains("main_damage") && $0.keys.contains("overlay_damage") })
    let overlayDamages = frames.compactMap { box($0["overlay_damage"]) }
    #expect(overlayDamages.count > 20)
    #expect(overlayDamages.allSatisfy { $0.width > 0 && $0.height > 0 })
    let pathBox: Box = (
      min(source.x, destination.x) - 60, min(source.y, destination.y) - 60,
      max(source.x + source.width, destination.x + destination.width) - min(source.x, destination.x) + 120,
      max(source.y + source.height, destination.y + destination.height) - min(source.y, destination.y) + 120
    )
    #expect(overlayDamages.allSatisfy { contains([pathBox], $0.x, $0.y) })
    let overlayOnly = frames.filter { box($0["overlay_damage"]) != nil && $0["main_damage"] is NSNull }
    #expect(overlayOnly.count > overlayDamages.count / 2)
  }
}

import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// The demo's flowing header scene under Xvfb, driven by XTest: snapping back to the header
/// and the accessory flowing into the strip, checked in the trace and on screen.
@Suite("portal-demo flowing header snaps")
struct DemoHeaderSnapTests {
  /// The pane's title strip band (the top of the pane, 259…779 × 92…136).
  static let stripX = 259...779
  static let stripY = 92...135

  /// The demo on its own Xvfb showing the header scene, tracing to a file.
  struct HeaderDemo {
    let server: XvfbServer
    let input: XTestInput
    let trace: TraceLog

    func screen() -> Bitmap? { try? ScreenCapture.root(displayName: server.displayName) }
  }

  /// Runs `body` against the demo once its header scene is on screen. The demo stops, and
  /// the connections close, before the server does.
  func withHeaderDemo(_ name: String, _ body: (HeaderDemo) throws -> Void) throws {
    let trace = TraceLog(name)
    let (server, inspector, input, demo) = try demoOnItsOwnServer(["--scene", "header"], tracing: trace)
    defer { demo.stop() }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    #expect(eventually { firstFrameIsOnScreen(server) })
    try body(HeaderDemo(server: server, input: input, trace: trace))
  }

  /// Text-dark pixels in the strip band.
  func ink(_ bitmap: Bitmap) -> Int {
    DemoHeaderTests().inkPixels(bitmap, x: Self.stripX, y: Self.stripY)
  }

  /// Pixels of the star's orange (0xFF9500) in the strip band, and their mean x.
  func orange(_ bitmap: Bitmap) -> (count: Int, meanX: Double) {
    var count = 0
    var sumX = 0
    for y in Self.stripY {
      for x in Self.stripX {
        let c = bitmap.pixel(x: x, y: y)
        if c.red > 0.85, c.green > 0.45, c.green < 0.72, c.blue < 0.3 {
          count += 1
          sumX += x
        }
      }
    }
    return (count, count == 0 ? 0 : Double(sumX) / Double(count))
  }

  /// Mean x of the text-dark pixels in the strip band.
  func inkMeanX(_ bitmap: Bitmap) -> Double {
    var count = 0
    var sumX = 0
    for y in Self.stripY {
      for x in Self.stripX {
        let c = bitmap.pixel(x: x, y: y)
        if c.red + c.green + c.blue < 0.9 {
          count += 1
          sumX += x
        }
      }
    }
    return count == 0 ? 0 : Double(sumX) / Double(count)
  }

  @Test func aWheelUpPartWayBackSnapsTheHeaderBackToRest() throws {
    try withHeaderDemo("header-back") { demo in
      demo.input.move(to: 520, 500)
      // Two notches (96 points) carry the header past the end of its flow: the title is in the strip.
      demo.input.wheel(notches: 2)
      #expect(eventually { demo.trace.events(named: "headerProgress").last?["progress"] as? Double == 1 })
      #expect(eventually { demo.screen().map { ink($0) > 40 } ?? false })
      // One notch back stops inside the flow, scrolling up: the header snaps back to rest.
      demo.input.wheel(notches: -1)
      #expect(
        eventually {
          demo.trace.events(named: "headerSnapEnded").last?["progress"] as? Double == 0
        })
      let snap = try #require(demo.trace.events(named: "headerSnapBegan").last)
      #expect(snap["to"] as? Double == 0)
      let from = try #require(snap["from"] as? Double)
      #expect(from > 0 && from < 1)
      // The snap's last frame is traced once it is laid out.
      #expect(eventually { demo.trace.events(named: "headerProgress").last?["progress"] as? Double == 0 })
      // On screen: the title has left the strip for the header. The header's own star may
      // reach up under the (now clear) strip, but centred in the pane, not in the strip's
      // accessory slot left of the title.
      #expect(
        eventually {
          demo.screen().map { screen in
            let star = orange(screen)
            return ink(screen) == 0
              && (star.count == 0
                || abs(star.meanX - Double(Self.stripX.lowerBound + Self.stripX.upperBound) / 2) < 8)
          } ?? false
        })
    }
  }

  @Test func theFlowingAccessoryIsDrawnInTheStripBesideTheTitle() throws {
    try withHeaderDemo("header-accessory") { demo in
      let before = try #require(demo.screen())
      #expect(orange(before).count == 0)
      demo.input.move(to: 520, 500)
      demo.input.wheel(notches: 1)
      #expect(eventually { demo.trace.events(named: "headerSnapEnded").last?["progress"] as? Double == 1 })
      // The star (orange) sits in the strip's accessory slot, left of the compact title.
      #expect(eventually { demo.screen().map { orange($0).count > 60 && ink($0) > 40 } ?? false })
      let after = try #require(demo.screen())
      let star = orange(after)
      // A 25-point star: at most its square.
      #expect(star.count <= 25 * 25)
      #expect(star.meanX < inkMeanX(after))
    }
  }
}

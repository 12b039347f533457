import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// The demo's "Second window" scene on a real X server: a card flies across the desktop from
/// the main window into a second top-level window, and home again.
@Suite("portal-demo second window on X11")
struct SecondWindowTests {
  /// The main window is 1100 × 700 at the screen's origin; the detail window opens 24 pixels to
  /// its right, so the desktop shows between them.
  static let mainWidth = 1100
  static let gapX = 1112
  /// How far past the flying card its shadow can paint (and the overlay's shape reach).
  static let shadowReach = 64

  /// The mean colour of a screen rectangle.
  func meanColor(_ bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> (red: Double, green: Double, blue: Double) {
    var sum = (0.0, 0.0, 0.0)
    for py in y {
      for px in x {
        let c = bitmap.pixel(x: px, y: py)
        sum.0 += c.red
        sum.1 += c.green
        sum.2 += c.blue
      }
    }
    let n = Double(x.count * y.count)
    return (sum.0 / n, sum.1 / n, sum.2 / n)
  }

  @Test func aCardFliesAcrossTheDesktopIntoAMovingSecondWindowAndEscFliesItHome() throws {
    let trace = TraceLog("second")
    // Sixteen times slower: time to catch the layer between the windows, however long the
    // frame that opens the window takes on a busy machine.
    let (server, inspector, input, demo) = try demoOnItsOwnServer(
      ["--scene", "second-window", "--size", "1100x700", "--slow-motion", "16"], tracing: trace, screen: "1900x900x24")
    defer { demo.stop() }
    var main: Window = 0
    #expect(eventually { main = inspector.windows(ofProcess: demo.pid).first ?? 0; return main != 0 })
    let overlay = try overlayOnceCreated(inspector)
    #expect(eventually { firstFrameIsOnScreen(server) })
    input.move(to: 5, 690)
    trace.waitForRest(after: "the pointer moved away")
    let mainRect = (x: 0, y: 0, width: Self.mainWidth, height: 700)
    let before = try ScreenCapture.root(displayName: server.displayName, rect: mainRect)
    let desktopBefore = try ScreenCapture.root(displayName: server.displayName)
    // The first card's picture: right of the 230-pixel sidebar, below the scene's title.
    let card = meanColor(desktopBefore, x: 280..<500, y: 110..<270)

    let second = openSecondWindow(demo, beside: main, inspector, input)
    #expect(inspector.strings("WM_CLASS", of: second) == ["portal-demo", "PortalDemo"])
    // The overlay covers the screen while there are two windows, and stays above both.
    #expect(eventually { inspector.attributes(of: overlay)?.isViewable == true })
    #expect(inspector.attributes(of: overlay)?.width == 1900)
    // Catch the layer while it crosses the desktop between the windows. The overlay's shape
    // also holds the card's lifted shadow, which reaches up to about 60 pixels past the card:
    // the card itself is over the gap once the shape reaches that much further on both sides.
    var layer: (x: Int, y: Int, width: Int, height: Int)?
    #expect(
      eventually(20) {
        layer = inspector.shapeRectangles(of: overlay, kind: ShapeBounding).first {
          $0.x < Self.gapX - Self.shadowReach && $0.x + $0.width > Self.gapX + Self.shadowReach
        }
        return layer != nil
      })
    let crossing = try #require(layer)
    let midFlight = try ScreenCapture.root(displayName: server.displayName)
    let stack = inspector.topLevelStack()
    #expect(stack.firstIndex(of: overlay)! > stack.firstIndex(of: second)!)
    #expect(stack.firstIndex(of: overlay)! > stack.firstIndex(of: main)!)
    // Outside the main window, where the desktop was black, the layer shows the card.
    let rows = crossing.y + crossing.height / 4..<crossing.y + 3 * crossing.height / 4
    let desktop = meanColor(desktopBefore, x: Self.gapX - 2..<Self.gapX + 3, y: rows)
    let inGap = meanColor(midFlight, x: Self.gapX - 2..<Self.gapX + 3, y: rows)
    #expect(desktop.red + desktop.green + desktop.blue < 0.05)
    #expect(inGap.red + inGap.green + inGap.blue > 0.3)

    // The second window moves down mid-flight: the layer follows its destination there, and
    // the overlay stays above it.
    let opened = try #require(inspector.attributes(of: second))
    inspector.move(second, to: opened.x, opened.y + 120)
    #expect(eventually { inspector.attributes(of: second)?.y == opened.y + 120 })
    #expect(eventually {
      let stack = inspector.topLevelStack()
      return stack.firstIndex(of: overlay)! > stack.firstIndex(of: second)!
    })

    // Landed: the overlay is gone and the second window shows the card where the layer went.
    #expect(eventually(60) { inspector.attributes(of: overlay)?.isViewable == false })
    let began = try #require(trace.events(named: "transitionBegan").first)
    let to = try #require(began["to"] as? [Double])
    // The trace's rectangles are on the screen: the flight left the main window's rectangle
    // for one in the second window's.
    let from = try #require(began["from"] as? [Double])
    #expect(from[0] + from[2] <= Double(Self.mainWidth) && from[1] + from[3] <= 700)
    #expect(to[0] >= Double(Self.mainWidth))
    let ended = try #require(trace.events(named: "transitionEnded").first)
    let at = try #require(ended["at"] as? [Double])
    #expect(at == [to[0], to[1] + 120, to[2], to[3]])
    let secondFrame = try #require(inspector.attributes(of: second))
    #expect(Int(at[0]) >= secondFrame.x && Int(at[0] + at[2]) <= secondFrame.x + secondFrame.width)
    #expect(Int(at[1]) >= secondFrame.y && Int(at[1] + at[3]) <= secondFrame.y + secondFrame.height)
    let landed = try ScreenCapture.root(displayName: server.displayName)
    let shown = meanColor(
      landed, x: Int(at[0]) + 20..<Int(at[0] + at[2]) - 20, y: Int(at[1]) + 20..<Int(at[1] + at[3]) - 20)
    #expect(abs(shown.red - card.red) + abs(shown.green - card.green) + abs(shown.blue - card.blue) < 0.15)

    // Esc with the pointer over the second window closes it; the card flies home.
    input.move(to: secondFrame.x + secondFrame.width / 2, secondFrame.y + secondFrame.height - 20)
    usleep(100_000)
    input.key(UInt32(XK_Escape))
    #expect(eventually { inspector.windows(ofProcess: demo.pid).count == 1 })
    // Home: the flight reports its end (springs settle slowly sixteen times slower) and the
    // overlay is unmapped.
    #expect(eventually(60) { trace.events(named: "transitionEnded").contains { $0["direction"] as? String == "reverse" } })
    #expect(eventually { inspector.attributes(of: overlay)?.isViewable == false })
    #expect(demo.isRunning)
    input.move(to: 5, 690)
    trace.waitForRest(after: "the flight home", timeout: 30)
    let after = try ScreenCapture.root(displayName: server.displayName, rect: mainRect)
    let comparison = try ImageComparison(channelTolerance: 2, allowedMismatchFraction: 0.001).compare(after, before)
    if !comparison.passed { try? comparison.diff.writePNG(to: "/tmp/portal-second-window-return.diff.png") }
    #expect(comparison.passed, "\(comparison.mismatchedPixels) pixels differ (diff: /tmp/portal-second-window-return.diff.png)")
    let transitions = trace.events.filter { ($0["event"] as? String)?.hasPrefix("transition") == true }
      .map { "\($0["event"]!) \($0["direction"]!)" }
    #expect(
      transitions == [
        "transitionBegan forward", "transitionEnded forward", "transitionBegan reverse", "transitionEnded reverse",
      ])
  }

  @Test func theWindowManagersCloseRequestClosesOnlyTheSecondWindow() throws {
    let (server, inspector, input, demo) = try demoOnItsOwnServer(
      ["--scene", "second-window", "--size", "1100x700"], screen: "1900x900x24")
    defer { demo.stop() }
    var main: Window = 0
    #expect(eventually { main = inspector.windows(ofProcess: demo.pid).first ?? 0; return main != 0 })
    #expect(eventually { firstFrameIsOnScreen(server) })
    let second = openSecondWindow(demo, beside: main, inspector, input)
    inspector.requestClose(second)
    #expect(eventually { inspector.windows(ofProcess: demo.pid) == [main] })
    // The app goes on: a click opens the window again.
    #expect(demo.isRunning)
    input.click(at: (388, 187))
    #expect(eventually { inspector.windows(ofProcess: demo.pid).count == 2 })
  }

  /// Clicks the first card of the second-window scene and returns the window it opens (0 when
  /// none appeared), after expecting it.
  private func openSecondWindow(
    _ demo: ChildProcess, beside main: Window, _ inspector: WindowInspector, _ input: XTestInput
  ) -> Window {
    input.click(at: (388, 187))
    var second: Window = 0
    #expect(
      eventually {
        second = inspector.windows(ofProcess: demo.pid).first { $0 != main } ?? 0
        return second != 0
      })
    return second
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// The mean colour of a region of a screenshot.
func meanColor(_ bitmap: Bitmap, _ rect: TraceLog.Box) -> Color {
  var (r, g, b, n) = (0.0, 0.0, 0.0, 0.0)
  // Inset: rounded corners and shadows differ between a card and its detail.
  let inset = min(rect.width, rect.height) / 8
  for y in stride(from: rect.y + inset, to: rect.y + rect.height - inset, by: 2) {
    for x in stride(from: rect.x + inset, to: rect.x + rect.width - inset, by: 2) {
      let c = bitmap.pixel(x: x, y: y)
      (r, g, b, n) = (r + c.red, g + c.green, b + c.blue, n + 1)
    }
  }
  return Color(red: r / n, green: g / n, blue: b / n)
}

@Suite("portal-demo scenes on X11")
struct SceneFlightTests {
  /// In a 640×480 window the detail sheet fits: the picture lies inside the card, below its
  /// margin, and Close, at the card's bottom right, is in view and sends the card home.
  @Test func inASmallWindowTheSheetFitsAndItsCloseButtonSendsTheCardHome() throws {
    let trace = TraceLog("grid-small")
    let (server, inspector, input, demo) = try demoOnItsOwnServer(
      ["--scene", "grid", "--size", "640x480"], tracing: trace)
    defer { demo.stop() }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    var source: TraceLog.Box?
    #expect(eventually { source = trace.anchor("0", "source"); return source != nil })
    let from = try #require(source)
    input.move(to: 5, 475)
    trace.waitForRest(after: "the pointer moved away")
    input.click(at: (from.x + from.width / 2, from.y + from.height / 2))
    #expect(eventually(20) { trace.ended("0", "forward") }, "a click at \(from) opens the card")
    var destination: TraceLog.Box?
    #expect(eventually { destination = trace.anchor("0", "destination"); return destination != nil })
    let to = try #require(destination)
    // The card keeps 24 points from the window's edges, the picture 24 from the card's.
    #expect(to.x >= 48 && to.y >= 48 && to.x + to.width <= 640 - 48 && to.y + to.height < 480 - 48, "\(to)")
    // Close: its right edge under the picture's, 20 points above the card's bottom, which is
    // 24 above the window's.
    input.click(at: (to.x + to.width - 24, 480 - 24 - 20 - 12))
    #expect(eventually(20) { trace.ended("0", "reverse") })
    // The server outlives every connection to it (the capture is the last use of it).
    _ = try ScreenCapture.root(displayName: server.displayName, rect: (0, 0, 1, 1))
  }

  /// In each scene whose cards open with a click, a card flies to its detail, the detail shows
  /// the card's picture where the destination is, Esc flies it home and the scene looks as it
  /// did before.
  @Test(arguments: [("grid", "5"), ("push", "6"), ("carousel", "2")])
  func aCardFliesToItsDetailAndHome(scene: String, card: String) throws {
    let trace = TraceLog(scene)
    let (server, inspector, input, demo) = try demoOnItsOwnServer(["--scene", scene], tracing: trace)
    defer { demo.stop() }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    var source: TraceLog.Box?
    #expect(eventually { source = trace.anchor(card, "source"); return source != nil })
    let from = try #require(source)
    // The pointer rests on an empty corner, so no card shows its hover state.
    input.move(to: 5, 795)
    #expect(
      eventually {
        let screen = try? ScreenCapture.root(displayName: server.displayName, rect: (100, 600, 1, 1))
        return (screen?.rawPixel(x: 0, y: 0) ?? 0) & 0xFFFFFF == 0xF3F4F8
      })
    trace.waitForRest(after: "the pointer moved away")
    let before = try ScreenCapture.root(displayName: server.displayName)
    let picture = meanColor(before, from)

    input.click(at: (from.x + from.width / 2, from.y + from.height / 2))
    #expect(eventually(20) { trace.ended(card, "forward") })
    var destination: TraceLog.Box?
    #expect(eventually { destination = trace.anchor(card, "destination"); return destination != nil })
    let to = try #require(destination)
    #expect(to.width > from.width)
    try #require(to.x >= 0 && to.y >= 0 && to.x + to.width <= 1280 && to.y + to.height <= 800, "\(scene): \(to)")
    // The destination shows the card's picture (polled: on a busy machine the frame that
    // shows it may reach the screen a moment after the trace line).
    var shown = Color.clear
    let matches = eventually(10) {
      guard let open = try? ScreenCapture.root(displayName: server.displayName) else { return false }
      shown = meanColor(open, to)
      return abs(shown.red - picture.red) < 0.06 && abs(shown.green - picture.green) < 0.06
        && abs(shown.blue - picture.blue) < 0.06
    }
    #expect(matches, "\(scene): the detail shows \(shown), the card \(picture)")

    input.key(UInt32(XK_Escape))
    #expect(eventually(20) { trace.ended(card, "reverse") })
    input.move(to: 5, 795)
    // Whatever slides away after the landing (a pushed page, a backdrop) has finished by then.
    var comparison: ImageComparison.Result?
    #expect(
      eventually(10) {
        guard let after = try? ScreenCapture.root(displayName: server.displayName) else { return false }
        comparison = try? ImageComparison(channelTolerance: 2, allowedMismatchFraction: 0.001).compare(after, before)
        return comparison?.passed == true
      })
    if let comparison, !comparison.passed {
      try? comparison.diff.writePNG(to: "/tmp/portal-\(scene)-return.diff.png")
    }
  }

  /// The carousel's detail comes in as the grid's sheet does: its backdrop fades and its panel
  /// slides over many frames of the window, not all at once.
  @Test func theCarouselsDetailFadesAndSlidesIn() throws {
    let trace = TraceLog("carousel-motion")
    let (server, inspector, input, demo) = try demoOnItsOwnServer(["--scene", "carousel"], tracing: trace)
    defer {
      demo.stop()
      withExtendedLifetime(server) {}
    }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    var source: TraceLog.Box?
    #expect(eventually { source = trace.anchor("2", "source"); return source != nil })
    let from = try #require(source)
    input.move(to: 5, 795)
    trace.waitForRest(after: "the pointer moved away")
    let framesBefore = trace.events(named: "frame").count
    input.click(at: (from.x + from.width / 2, from.y + from.height / 2))
    #expect(eventually(20) { trace.ended("2", "forward") })
    trace.waitForRest(after: "the card landed")
    let windowFrames = trace.events(named: "frame").dropFirst(framesBefore).filter { $0["main_damage"] is [Any] }
    // 0.35 s of motion at up to 120 frames a second; appearing at once took one or two.
    #expect(windowFrames.count >= 12, "\(windowFrames.count) frames drew the window")
  }

  /// Esc closes the help, the topmost thing, as it closes a sheet.
  @Test func escapeClosesTheHelp() throws {
    let (server, inspector, input, demo) = try demoOnItsOwnServer(["--scene", "grid"])
    defer {
      demo.stop()
      withExtendedLifetime(server) {}
    }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    input.move(to: 5, 795)
    // A point of the content's empty top-right corner: white, dimmed under the help.
    func corner() -> UInt32 {
      let screen = try? ScreenCapture.root(displayName: server.displayName, rect: (1200, 12, 1, 1))
      return (screen?.rawPixel(x: 0, y: 0) ?? 0) & 0xFFFFFF
    }
    #expect(eventually { corner() == 0xFFFFFF })
    input.key(UInt32(XK_h))
    #expect(eventually { corner() != 0xFFFFFF }, "the help dims the content")
    input.key(UInt32(XK_Escape))
    #expect(eventually { corner() == 0xFFFFFF }, "Esc closed the help")
  }
}

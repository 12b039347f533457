import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// The two scenes that do not open a detail: seed 000's static id and the group pile.
@Suite("portal-demo seed and group scenes on X11")
struct SeedAndGroupSceneTests {
  /// A demo process on its own server, with its trace, on `scene`.
  final class Session {
    let server: XvfbServer
    private var inputConnection: XTestInput?
    var input: XTestInput { inputConnection! }
    let trace: TraceLog
    let demo: ChildProcess

    init(scene: String, size: String? = nil) throws {
      server = try XvfbServer()
      inputConnection = try XTestInput(displayName: server.displayName)
      trace = TraceLog(scene)
      demo = try ChildProcess(
        path: try demoExecutable(),
        arguments: ["--scene", scene, "--trace", trace.path] + (size.map { ["--size", $0] } ?? []),
        environment: server.environment)
    }

    /// Ends the demo, then this process's connection, then the server: a connection still open
    /// when its server goes would end this process too.
    func close() {
      demo.stop()
      inputConnection = nil
      server.stop()
    }

    func screen() throws -> Bitmap { try ScreenCapture.root(displayName: server.displayName) }

    /// Waits for the first frame, parks the pointer in an empty corner and takes a picture once
    /// the demo is at rest.
    func settledScreen() throws -> Bitmap {
      #expect(eventually { firstFrameIsOnScreen(server) })
      input.move(to: 5, 795)
      trace.waitForRest(after: "the pointer moved away")
      return try screen()
    }

    /// Parks the pointer and waits (up to ten seconds) for the screen to match `before`.
    func looksAgain(like before: Bitmap) -> Bool {
      input.move(to: 5, 795)
      return eventually(10) {
        guard let after = try? screen() else { return false }
        return (try? ImageComparison(channelTolerance: 2, allowedMismatchFraction: 0.001).compare(after, before))?.passed
          == true
      }
    }
  }

  func similar(_ a: Color, _ b: Color, within tolerance: Double = 0.06) -> Bool {
    abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
  }

  @Test func theSeedsBadgeFliesToItsDestinationAfterItsDelayAndBack() throws {
    let session = try Session(scene: "static-id")
    defer { session.close() }
    let before = try session.settledScreen()
    var source: TraceLog.Box?
    #expect(eventually { source = session.trace.anchor("X", "source"); return source != nil })
    let from = try #require(source)
    let badge = meanColor(before, from)

    session.input.click(at: (from.x + from.width / 2, from.y + from.height / 2))
    #expect(eventually(20) { session.trace.ended("X", "forward") })
    let began = try #require(session.trace.events(named: "transitionBegan").first)
    let to = try #require(TraceLog.box(began["to"]))
    #expect(to.width == 260 && to.height == 260, "the seed's destination is 260 points square: \(to)")
    // The label under the source changes on the click; the layout does not: the empty box the
    // badge lands in (320 points, the badge centred in it) was already where it lands.
    let boxLeft = to.x - 30
    let edge = (boxLeft - 2...boxLeft + 2).map { before.pixel(x: $0, y: to.y + to.height / 2) }
    #expect(edge.contains { $0.red < 0.95 }, "the empty box's left edge was at x \(boxLeft) before the click")
    var shown = Color.clear
    #expect(
      eventually(10) {
        guard let open = try? session.screen() else { return false }
        shown = meanColor(open, to)
        return similar(shown, badge)
      }, "the destination shows the badge: \(shown) against \(badge)")

    // Esc sends it back (a second click on the source would too: the same tap that opened it).
    session.input.key(UInt32(XK_Escape))
    // While the badge flies home (0.1 s delay, 0.6 s flight) the empty box's placeholder stays
    // hidden: its text's right half, which the badge leaves early, shows no grey text pixels.
    let text = (x: to.x + to.width / 2 + 20, y: to.y + to.height / 2 - 7, width: 70, height: 14)
    let sent = Date()
    var greyPixels = 0
    var looks = 0
    while Date().timeIntervalSince(sent) < 0.5 {
      guard Date().timeIntervalSince(sent) > 0.15, let shot = try? ScreenCapture.root(displayName: session.server.displayName, rect: text)
      else { continue }
      looks += 1
      for y in 0..<text.height {
        for x in 0..<text.width {
          let c = shot.pixel(x: x, y: y)
          if c.red < 0.8, abs(c.red - c.blue) < 0.1 { greyPixels += 1 }
        }
      }
    }
    #expect(looks > 0)
    #expect(greyPixels == 0, "the placeholder shows under the badge flying home (\(greyPixels) grey pixels)")
    #expect(eventually(20) { session.trace.ended("X", "reverse") })
    #expect(session.looksAgain(like: before), "the scene looks as it did before the flight")
  }

  @Test func inANarrowWindowTheGroupsGridStaysBetweenTheSidebarAndTheWindowsEdge() throws {
    let session = try Session(scene: "group", size: "800x560")
    defer { session.close() }
    var sources: [TraceLog.Box] = []
    #expect(
      eventually {
        sources = (0..<12).compactMap { session.trace.anchor(String($0), "source") }
        return sources.count == 12
      })
    // The sidebar and its divider take the first 231 points.
    #expect(sources.allSatisfy { $0.x >= 231 }, "\(sources)")
    #expect(sources.allSatisfy { $0.x + $0.width <= 800 }, "\(sources)")
  }

  @Test func everyCardStackedLandsInsideThePileTheFanCentredInIt() throws {
    let session = try Session(scene: "group")
    defer { session.close() }
    _ = try session.settledScreen()
    // The pile's well, as the layout report places it in the same window.
    let layout = try SceneLayout.cached(scene: "group", size: "1280x800")
    let well = try #require(layout.views.first { $0.kind == "ShapeView" && $0.frame.width == 320 }?.frame)
    var sources: [TraceLog.Box] = []
    #expect(
      eventually {
        sources = (0..<12).compactMap { session.trace.anchor(String($0), "source") }
        return sources.count == 12
      })
    // Cards 1, 4 and 6 start chosen; choose the nine others too.
    for (id, card) in sources.enumerated() where ![1, 4, 6].contains(id) {
      session.input.click(at: (card.x + card.width / 2, card.y + card.height / 2))
      Thread.sleep(forTimeInterval: 0.1)
    }
    session.input.click(at: (939, 426))
    let ids = (0..<12).map(String.init)
    #expect(eventually(20) { ids.allSatisfy { session.trace.ended($0, "forward") } })
    let began = session.trace.events(named: "transitionBegan")
    let landed = ids.compactMap { id in
      began.first { $0["id"] as? String == id }.flatMap { TraceLog.box($0["to"]) }
    }
    #expect(landed.count == 12)
    // However many there are, the fan stays in the well, as far from its left as from its
    // right, and from its top as from its bottom (the steps close up when they must).
    let left = Double(landed.map(\.x).min() ?? 0)
    let top = Double(landed.map(\.y).min() ?? 0)
    let right = Double(landed.map { $0.x + $0.width }.max() ?? 0)
    let bottom = Double(landed.map { $0.y + $0.height }.max() ?? 0)
    #expect(
      left >= well.x && right <= well.maxX && top >= well.y && bottom <= well.maxY, "\(landed) in \(well)")
    #expect(abs((left - well.x) - (well.maxX - right)) <= 1, "left \(left), right \(right) in \(well)")
    #expect(abs((top - well.y) - (well.maxY - bottom)) <= 1, "top \(top), bottom \(bottom) in \(well)")
  }

  @Test func stackFliesEveryChosenCardIntoThePileAndUnstackFliesThemHome() throws {
    let session = try Session(scene: "group")
    defer { session.close() }
    let before = try session.settledScreen()
    #expect(eventually { session.trace.anchor("1", "source") != nil })
    // The "Stack" button sits under the pile (815–1135), right of the grid.
    session.input.click(at: (939, 426))
    #expect(eventually(20) { ["1", "4", "6"].allSatisfy { session.trace.ended($0, "forward") } })
    let began = session.trace.events(named: "transitionBegan")
    #expect(Set(began.compactMap { $0["id"] as? String }) == ["1", "4", "6"])
    // The pile fans out: each card lands below and right of the one before it.
    let landed = ["1", "4", "6"].compactMap { id in
      began.first { $0["id"] as? String == id }.flatMap { TraceLog.box($0["to"]) }
    }
    #expect(landed.count == 3)
    #expect(zip(landed, landed.dropFirst()).allSatisfy { $0.x < $1.x && $0.y < $1.y })
    // The top card of the pile shows the picture of the last chosen card.
    let sourceOfLast = try #require(began.first { $0["id"] as? String == "6" }.flatMap { TraceLog.box($0["from"]) })
    let picture = meanColor(before, sourceOfLast)
    let top = try #require(landed.last)
    var shown = Color.clear
    #expect(
      eventually(10) {
        guard let open = try? session.screen() else { return false }
        shown = meanColor(open, top)
        return similar(shown, picture, within: 0.08)
      }, "the top of the pile shows \(shown), the card \(picture)")

    // Esc unstacks (as "Unstack", the button that stacked them, would).
    session.input.key(UInt32(XK_Escape))
    #expect(eventually(20) { ["1", "4", "6"].allSatisfy { session.trace.ended($0, "reverse") } })
    #expect(session.looksAgain(like: before), "the grid looks as it did before the cards flew")
  }
}

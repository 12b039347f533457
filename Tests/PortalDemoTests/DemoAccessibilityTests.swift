import Foundation
import PortalTestSupport
import Testing

/// A D-Bus session bus of the test's own with Debian's accessibility bus on it
/// (at-spi-bus-launcher, which starts the AT-SPI registry on first use), stopped when released.
final class AccessibilitySession: @unchecked Sendable {
  let bus: ChildProcess
  let launcher: ChildProcess
  let address: String

  init() throws {
    bus = try ChildProcess(
      path: "/usr/bin/dbus-daemon", arguments: ["--session", "--nofork", "--print-address=1"], captureOutput: true)
    var line = Data()
    while let byte = try bus.output?.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
      line.append(first)
    }
    address = String(decoding: line, as: UTF8.self)
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    launcher = try ChildProcess(
      path: "/usr/libexec/at-spi-bus-launcher", arguments: ["--launch-immediately"], environment: environment)
    // The launcher owns org.a11y.Bus once its bus is up.
    _ = eventually { self.hasOwner("org.a11y.Bus") }
  }

  deinit {
    launcher.stop()
    bus.stop()
  }

  private func hasOwner(_ name: String) -> Bool {
    guard
      let query = try? ChildProcess(
        path: "/usr/bin/dbus-send",
        arguments: [
          "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
          "org.freedesktop.DBus.NameHasOwner", "string:\(name)",
        ], captureOutput: true)
    else { return false }
    let reply = ChildProcess.readAll(query.output)
    _ = query.wait(timeout: 5)
    return reply.contains("boolean true")
  }

  /// The environment a program on `server` and this session bus runs in.
  func environment(for server: XvfbServer) -> [String: String] {
    var environment = server.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    environment.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
    environment.removeValue(forKey: "NO_AT_BRIDGE")
    return environment
  }

  /// Runs `scripts/atspi-probe.py` with `arguments`: its exit status and the JSON objects it
  /// printed, one a line.
  func probe(_ arguments: [String], server: XvfbServer) throws -> (status: Int32?, lines: [[String: Any]]) {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/atspi-probe.py")
    let probe = try ChildProcess(
      path: "/usr/bin/python3", arguments: [script.path] + arguments, environment: environment(for: server),
      captureOutput: true)
    let text = ChildProcess.readAll(probe.output)
    let status = probe.wait(timeout: 30)
    let lines = text.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
    return (status, lines)
  }
}

/// The demo as assistive technologies see it: the text report, and the AT-SPI tree read and
/// driven through Debian's accessibility bus with pyatspi, as Orca and test tools do.
@Suite("portal-demo through AT-SPI", .serialized)
struct DemoAccessibilityTests {
  static let title = "Portal — demo"

  @Test func theReportPrintsTheTreeAfterTheFirstFrameAndExits() throws {
    let server = try XvfbServer(screen: "1280x800x24")
    var environment = server.environment
    // No session bus: the program runs as it always has.
    environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
    let demo = try ChildProcess(
      path: try demoExecutable(), arguments: ["--accessibility-report"], environment: environment, captureOutput: true)
    let text = ChildProcess.readAll(demo.output)
    #expect(demo.wait(timeout: 60) == 0)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("frame \"\" ") == true, "\(text)")
    #expect(lines.first?.hasSuffix(" 0,0 1280x800") == true, "\(text)")
    #expect(lines.contains("  heading \"Portal\" [enabled sensitive showing visible] 56,21 59x25"), "\(text)")
    #expect(
      lines.contains {
        $0.hasPrefix("  push button \"Push\" id=scene-push actions=click [enabled focusable sensitive showing visible] 20,")
      }, "\(text)")
    // The scene shown is selected; the cards are buttons named by their texts, inside the scroll view.
    #expect(lines.contains { $0.contains("\"Grid → sheet\" id=scene-gridSheet") && $0.contains(" selected ") })
    #expect(lines.contains { $0.hasPrefix("    push button \"Amber Ridge") && $0.contains("id=card-0") }, "\(text)")
  }

  @Test func pyatspiFindsTheDemoAndItsButtonsWithRolesStatesAndExtents() throws {
    let session = try AccessibilitySession()
    let server = try XvfbServer(screen: "1280x800x24")
    let demo = try ChildProcess(path: try demoExecutable(), arguments: [], environment: session.environment(for: server))
    defer { withExtendedLifetime(server) { demo.stop() } }
    let (status, lines) = try session.probe(["tree", Self.title], server: server)
    #expect(status == 0, "\(lines)")
    let application = try #require(lines.first)
    #expect(application["role"] as? String == "application")
    #expect(application["toolkit"] as? String == "Portal")
    let frame = try #require(lines.first { $0["role"] as? String == "frame" })
    #expect(frame["name"] as? String == Self.title)
    let frameExtents = try #require(frame["extents"] as? [Int])
    let push = try #require(lines.first { $0["id"] as? String == "scene-push" }, "\(lines)")
    #expect(push["role"] as? String == "push button")
    #expect(push["name"] as? String == "Push")
    #expect(push["actions"] as? [String] == ["click"])
    let states = push["states"] as? [String] ?? []
    for state in ["enabled", "sensitive", "focusable", "showing", "visible"] { #expect(states.contains(state)) }
    // The row's frame in the window (20, 112, 190 × 36 points at scale 1), on the screen.
    #expect(push["extents"] as? [Int] == [frameExtents[0] + 20, frameExtents[1] + 112, 190, 36])
    // Nothing of the overlay window: one frame, the main window.
    #expect(lines.filter { $0["role"] as? String == "frame" }.count == 1)
  }

  @Test func aClickThroughTheActionInterfaceSwitchesTheSceneAndFliesACard() throws {
    let session = try AccessibilitySession()
    let server = try XvfbServer(screen: "1280x800x24")
    let demo = try ChildProcess(path: try demoExecutable(), arguments: [], environment: session.environment(for: server))
    defer { withExtendedLifetime(server) { demo.stop() } }
    // The Push row: the demo switches scene, and the row says it is selected.
    let push = try session.probe(["press", Self.title, "scene-push", "object:state-changed:selected", "scene-push"], server: server)
    #expect(push.status == 0, "\(push.lines)")
    #expect(push.lines.contains { $0["doAction"] as? Bool == true })
    // Back to the grid, then a card: it flies into its sheet, a dialog with the card's title.
    let grid = try session.probe(
      ["press", Self.title, "scene-gridSheet", "object:state-changed:selected", "scene-gridSheet"], server: server)
    #expect(grid.status == 0, "\(grid.lines)")
    let card = try session.probe(["press", Self.title, "card-1", "object:children-changed:add"], server: server)
    #expect(card.status == 0, "\(card.lines)")
    var dialog: [[String: Any]] = []
    #expect(
      eventually(20) {
        guard let tree = try? session.probe(["tree", Self.title], server: server) else { return false }
        dialog = tree.lines.drop { $0["role"] as? String != "dialog" }.map { $0 }
        return !dialog.isEmpty
      })
    #expect((dialog.first?["states"] as? [String])?.contains("modal") == true)
    #expect(dialog.contains { $0["role"] as? String == "label" && $0["name"] as? String == "Blue Hollow" }, "\(dialog)")
  }

  @Test func grabFocusMovesKeyboardFocusAndAnnouncesIt() throws {
    let session = try AccessibilitySession()
    let server = try XvfbServer(screen: "1280x800x24")
    let demo = try ChildProcess(path: try demoExecutable(), arguments: [], environment: session.environment(for: server))
    defer { withExtendedLifetime(server) { demo.stop() } }
    let focus = try session.probe(["focus", Self.title, "scene-group"], server: server)
    #expect(focus.status == 0, "\(focus.lines)")
    #expect(focus.lines.contains { $0["grabFocus"] as? Bool == true })
    #expect(
      focus.lines.contains {
        $0["event"] as? String == "object:state-changed:focused" && $0["id"] as? String == "scene-group"
          && $0["detail1"] as? Int == 1
      })
  }
}

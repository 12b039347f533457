import CX11
import Foundation
import PortalApp
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The freedesktop settings portal, played by scripts/settings-portal-stand-in.py on a private
/// session bus, followed by a running program.
@Suite("Following the settings portal") @MainActor
struct SettingsPortalFollowTests {
  @Test func theSchemeIsThePortalsAtStartAndFollowsItsSignal() throws {
    let bus = try PrivateSessionBus()
    let portal = try SettingsPortalStandIn(bus: bus, colorScheme: 1)
    let server = try XvfbServer()
    let host = try X11Host(
      displayName: server.displayName, title: "portal", size: Size(width: 400, height: 300),
      settingsBusAddress: bus.address)
    let probe = EnvironmentProbe()
    let graph = ViewGraph(root: EnvironmentProbeView(probe: probe), host: host)
    try withExtendedLifetime(graph) {
      #expect(run(host, until: { probe.colorScheme == .dark }))
      host.sync()
      #expect(xprop("_GTK_THEME_VARIANT", of: host.window.window, on: server) == "\"dark\"")
      try portal.send("color-scheme 2")
      #expect(run(host, until: { probe.colorScheme == .light }))
      host.sync()
      #expect(xprop("_GTK_THEME_VARIANT", of: host.window.window, on: server) == "\"light\"")
      try portal.send("reduced-motion 1")
      #expect(run(host, until: { probe.reduceMotion == true }))
      try portal.send("contrast 1")
      #expect(run(host, until: { probe.contrast == .increased }))
      try portal.send("accent-color 0.75 0.25 0.5")
      #expect(run(host, until: { host.desktopSettings.accentColor == Color(red: 0.75, green: 0.25, blue: 0.5) }))
    }
  }

  @Test func aSignalWakesAnIdleLoopWithoutATimer() throws {
    let bus = try PrivateSessionBus()
    let portal = try SettingsPortalStandIn(bus: bus, colorScheme: 2)
    let server = try XvfbServer()
    let host = try X11Host(
      displayName: server.displayName, title: "portal", size: Size(width: 400, height: 300),
      settingsBusAddress: bus.address)
    let client = StopOnSettingsChange()
    host.client = client
    host.run(until: host.clock.now + 0.1)
    let wakeUpsBefore = host.wakeUps
    // Sent while the loop sleeps with no timeout: only the portal's pipe can wake it.
    let sender = Thread { try? portal.send("color-scheme 1") }
    sender.start()
    let limit = host.clock.now + 20
    host.run(until: limit)
    #expect(client.changes == 1)
    #expect(host.desktopSettings.preferredAppearance == .dark)
    #expect(host.clock.now < limit, "the loop woke for the signal, not at its limit")
    #expect(host.wakeUps - wakeUpsBefore <= 3)
  }
}

/// Ends the host's loop at the first change of the desktop's settings.
@MainActor
final class StopOnSettingsChange: HostClient {
  var changes = 0
  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {}
  func host(_ host: any AppHost, drawFrameAt time: Double) {}
  func host(_ host: any AppHost, desktopSettingsChanged settings: DesktopSettings) {
    changes += 1
    (host as? X11Host)?.stop()
  }
}

/// A D-Bus message bus of the test's own (`dbus-daemon --session`), stopped when released.
final class PrivateSessionBus: @unchecked Sendable {
  let process = Process()
  let address: String

  init() throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    process.arguments = ["--session", "--nofork", "--print-address=1"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    address = readLine(from: output.fileHandleForReading)
  }

  // SIGKILL: a child of the test process may have SIGTERM blocked.
  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// scripts/settings-portal-stand-in.py on `bus`, answering `colorScheme` until told otherwise.
final class SettingsPortalStandIn: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  init(bus: PrivateSessionBus, colorScheme: Int) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/settings-portal-stand-in.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, String(colorScheme)]
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = readLine(from: output.fileHandleForReading)
    guard line == "ready" else { throw StandInError(message: "the stand-in portal said '\(line)'") }
  }

  /// Sets a key and has the stand-in emit SettingChanged; returns once it has.
  func send(_ command: String) throws {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    let line = readLine(from: output.fileHandleForReading)
    guard line.hasPrefix("sent") else { throw StandInError(message: "the stand-in portal said '\(line)'") }
  }

  deinit {
    try? input.fileHandleForWriting.close()
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

struct StandInError: Error { let message: String }

/// One line from `handle`, without its newline (blocking until it arrives or the stream ends).
func readLine(from handle: FileHandle) -> String {
  var bytes: [UInt8] = []
  while true {
    let chunk = handle.readData(ofLength: 1)
    guard let byte = chunk.first, byte != UInt8(ascii: "\n") else { break }
    bytes.append(byte)
  }
  return String(decoding: bytes, as: UTF8.self)
}

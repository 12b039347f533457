import CX11
import Foundation
import PortalApp
import PortalTestSupport

@testable import PortalX11

/// What a view last read from its environment, recorded by `EnvironmentProbeView`.
@MainActor
final class EnvironmentProbe {
  var colorScheme: ColorScheme?
  var reduceMotion: Bool?
  var contrast: ColorSchemeContrast?
  var displayScale: Double?
  var evaluations = 0
}

/// Reads the appearance values of its environment and records them each time it is evaluated.
struct EnvironmentProbeView: View {
  let probe: EnvironmentProbe
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.colorSchemeContrast) private var contrast
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    probe.colorScheme = colorScheme
    probe.reduceMotion = reduceMotion
    probe.contrast = contrast
    probe.displayScale = displayScale
    probe.evaluations += 1
    return Color.white
  }
}

/// Runs `host`'s loop in short slices until `condition` holds, up to `limit` seconds of the
/// host's clock; returns whether it came to hold.
@MainActor
func run(_ host: X11Host, until condition: () -> Bool, limit: Double = 10) -> Bool {
  let end = host.clock.now + limit
  while !condition() {
    guard host.clock.now < end else { return false }
    host.run(until: host.clock.now + 0.02)
  }
  return true
}

/// A window property as `xprop` prints it (the value after " = "), nil when it is not set.
func xprop(_ property: String, of window: CX11.Window, on server: XvfbServer) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/xprop")
  process.arguments = ["-display", server.displayName, "-id", String(window), property]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard let range = text.range(of: " = ") else { return nil }
  return text[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
}

/// An xsettingsd configuration file that tests rewrite to change the desktop's settings.
final class XSettingsdConfig {
  let path: String

  init(_ text: String) throws {
    path = NSTemporaryDirectory() + "portal-xsettingsd-\(UUID().uuidString).conf"
    try write(text)
  }

  func write(_ text: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Starts xsettingsd on `server` with `config` and waits until it owns `_XSETTINGS_S0`.
func startXSettingsd(on server: XvfbServer, config: XSettingsdConfig) throws -> ChildProcess {
  let daemon = try server.launch("xsettingsd", ["-c", config.path])
  guard let display = XOpenDisplay(server.displayName) else { throw XvfbServer.StartError.failedToStart("no display") }
  defer { XCloseDisplay(display) }
  let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
  let deadline = Date().addingTimeInterval(10)
  while XGetSelectionOwner(display, selection) == 0 {
    guard Date() < deadline else { throw XvfbServer.StartError.failedToStart("xsettingsd took no selection") }
    usleep(10_000)
  }
  return daemon
}

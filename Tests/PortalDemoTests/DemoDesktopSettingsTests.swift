import CX11
import Foundation
import PortalTestSupport
import Testing

/// The demo as a desktop starts it: following the desktop's settings, with or without a
/// session bus.
@Suite("portal-demo and the desktop's settings")
struct DemoDesktopSettingsTests {
  @Test func withoutASessionBusTheDemoRunsAndSaysSoInOneLine() throws {
    let server = try XvfbServer()
    var environment = server.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    let log = try DemoLog(environment: environment)
    defer { log.demo.stop() }
    #expect(eventually { firstFrameIsOnScreen(server) })
    log.demo.stop()
    #expect(log.count(of: "D-Bus session bus") == 1, "one line: \(log.text)")
  }

  @Test func aDarkXSettingsThemeOpensTheDemoDarkAndMarksItsWindow() throws {
    let server = try XvfbServer()
    let config = FileManager.default.temporaryDirectory.appendingPathComponent("portal-demo-xsettings-\(getpid()).conf")
    try "Net/ThemeName \"Adwaita-dark\"\n".write(to: config, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: config) }
    try server.launch("xsettingsd", ["-c", config.path])
    let inspector = try WindowInspector(displayName: server.displayName)
    var environment = server.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    // xsettingsd takes its selection before the demo looks for it.
    #expect(eventually { selectionOwned("_XSETTINGS_S0", on: server) })
    let log = try DemoLog(environment: environment)
    defer { log.demo.stop() }
    var window: Window = 0
    #expect(eventually { window = inspector.windows(ofProcess: log.demo.pid).first ?? 0; return window != 0 })
    #expect(eventually { themeVariant(of: window, on: server) == "\"dark\"" })
  }
}

/// Whether some client owns `selection` on `server`.
private func selectionOwned(_ selection: String, on server: XvfbServer) -> Bool {
  guard let display = XOpenDisplay(server.displayName) else { return false }
  defer { XCloseDisplay(display) }
  return XGetSelectionOwner(display, XInternAtom(display, selection, 0)) != 0
}

/// `_GTK_THEME_VARIANT` as xprop prints it.
private func themeVariant(of window: Window, on server: XvfbServer) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/xprop")
  process.arguments = ["-display", server.displayName, "-id", String(window), "_GTK_THEME_VARIANT"]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return text.range(of: " = ").map { text[$0.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines) }
}

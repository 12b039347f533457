import CX11
import Foundation
import PortalTestSupport
import Testing

/// The checkout this test was built from.
private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Runs `program` with `arguments` in the checkout; its status and what it printed.
private func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [program] + arguments
  process.currentDirectoryURL = checkout
  if let environment { process.environment = environment }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, output)
}

/// Every file and folder under `root`, relative to it, sorted.
private func contents(of root: URL) -> [String] {
  let enumerator = FileManager.default.enumerator(atPath: root.path)
  var paths: [String] = []
  while let path = enumerator?.nextObject() as? String { paths.append(path) }
  return paths.sorted()
}

@Suite("Installed like an app") @MainActor
struct InstallTests {
  private let appID = "io.github.PortalForX11.PortalDemo"

  @Test func makeInstallPutsTheProgramItsDesktopFileAndIconsWhereTheSpecsSayAndUninstallTakesThemAway() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("portal-install-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: prefix) }
    let install = try run("make", ["--no-print-directory", "install", "PREFIX=\(prefix.path)", "PORTAL_DEMO=\(try demoExecutable())"])
    #expect(install.status == 0, "\(install.output)")
    let installed = contents(of: prefix)
    #expect(installed.contains("bin/portal-demo"))
    #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/portal-demo").path))
    for size in [16, 24, 32, 48, 64, 128, 256] {
      let icon = prefix.appendingPathComponent("share/icons/hicolor/\(size)x\(size)/apps/\(appID).png").path
      #expect(FileManager.default.fileExists(atPath: icon), "no \(size)×\(size) icon")
    }
    let desktop = prefix.appendingPathComponent("share/applications/\(appID).desktop")
    let validation = try run("desktop-file-validate", [desktop.path])
    #expect(validation.status == 0 && validation.output.isEmpty, "\(validation.output)")
    let entry = try String(contentsOf: desktop, encoding: .utf8)
    #expect(entry.contains("\nExec=\(prefix.path)/bin/portal-demo\n"))
    #expect(entry.contains("\nIcon=\(appID)\n"))
    #expect(entry.contains("\nStartupNotify=true\n"))
    // The class the demo's windows carry in WM_CLASS, so a dock matches them to this entry.
    #expect(entry.contains("\nStartupWMClass=PortalDemo\n"))

    let uninstall = try run("make", ["--no-print-directory", "uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(contents(of: prefix) == [])
  }

  @Test func uninstallLeavesFilesItDidNotInstall() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("portal-install-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let other = prefix.appendingPathComponent("share/applications/org.example.Other.desktop")
    try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "[Desktop Entry]\n".write(to: other, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: prefix) }
    #expect(try run("make", ["--no-print-directory", "install", "PREFIX=\(prefix.path)", "PORTAL_DEMO=\(try demoExecutable())"]).status == 0)
    #expect(try run("make", ["--no-print-directory", "uninstall", "PREFIX=\(prefix.path)"]).status == 0)
    #expect(contents(of: prefix) == ["share", "share/applications", "share/applications/org.example.Other.desktop"])
  }

  @Test func theInstalledDemoShowsItsIconAndClassFromWhereItWasInstalled() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("portal-install-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: prefix) }
    #expect(try run("make", ["--no-print-directory", "install", "PREFIX=\(prefix.path)", "PORTAL_DEMO=\(try demoExecutable())"]).status == 0)
    let server = try XvfbServer(screen: "1280x800x24")
    let inspector = try WindowInspector(displayName: server.displayName)
    var environment = server.environment
    environment["HOME"] = prefix.path
    environment["XDG_DATA_DIRS"] = "/nonexistent"
    environment["PORTAL_APP_ICON"] = nil
    let demo = try ChildProcess(
      path: prefix.appendingPathComponent("bin/portal-demo").path, arguments: [], environment: environment)
    defer { demo.stop() }
    var window: Window = 0
    #expect(eventually { window = inspector.windows(ofProcess: demo.pid).first ?? 0; return window != 0 })
    #expect(inspector.strings("WM_CLASS", of: window) == ["portal-demo", "PortalDemo"])
    let icon = inspector.property("_NET_WM_ICON", of: window, length: 1 << 20)?.items ?? []
    // Seven sizes, smallest first: 16×16 leads.
    #expect(Array(icon.prefix(2)) == [16, 16])
    #expect(icon.count == [16, 24, 32, 48, 64, 128, 256].reduce(0) { $0 + 2 + $1 * $1 })
  }
}

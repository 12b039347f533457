import Foundation
import Testing

@testable import PortalTestSupport

/// The harness itself: servers start or fail with a reason, and leave no process behind.
@Suite("Xvfb server")
struct XvfbServerTests {
  func isGone(_ pid: pid_t) -> Bool { kill(pid, 0) == -1 && errno == ESRCH }

  /// A stand-in for Xvfb: a shell script that records its pid, then runs `body`.
  func standIn(_ body: String) throws -> (script: String, pidFile: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-xvfb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pidFile = folder.appendingPathComponent("pid").path
    let script = folder.appendingPathComponent("fake-xvfb").path
    try "#!/bin/sh\necho $$ > \(pidFile)\n\(body)\n".write(toFile: script, atomically: true, encoding: .utf8)
    chmod(script, 0o755)
    return (script, pidFile, folder)
  }

  @Test func aServerThatNeverReportsItsDisplayTimesOutAndIsStopped() throws {
    let fake = try standIn("exec sleep 60")
    defer { try? FileManager.default.removeItem(at: fake.folder) }
    let started = Date()
    do {
      _ = try XvfbServer(executable: fake.script, screen: "64x64x24", disabledExtensions: [], startTimeout: 0.5)
      Issue.record("a server that reports nothing must not start")
    } catch {
      #expect("\(error)".contains("within 0.5 s"))
    }
    // It gave up near its timeout, not after the stand-in's 60 seconds.
    #expect(Date().timeIntervalSince(started) < 30)
    let pid = try #require(pid_t(String(contentsOfFile: fake.pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(isGone(pid))
  }

  @Test func aServerThatExitsEarlySaysSo() throws {
    let fake = try standIn("exit 1")
    defer { try? FileManager.default.removeItem(at: fake.folder) }
    do {
      _ = try XvfbServer(executable: fake.script, screen: "64x64x24", disabledExtensions: [], startTimeout: 30)
      Issue.record("a server that exits must not start")
    } catch {
      #expect("\(error)".contains("exited before reporting a display number"))
    }
  }

  @Test func aStoppedServerAndItsHelpersAreGone() throws {
    let server = try XvfbServer()
    let helper = try server.launch("xcompmgr")
    let (serverPid, helperPid) = (server.processID, helper.pid)
    #expect(!isGone(serverPid))
    server.stop()
    #expect(isGone(serverPid))
    #expect(isGone(helperPid))
  }

  @Test func aReleasedServerIsGone() throws {
    var pid: pid_t = 0
    do {
      let server = try XvfbServer()
      pid = server.processID
      #expect(!isGone(pid))
    }
    #expect(isGone(pid))
  }
}

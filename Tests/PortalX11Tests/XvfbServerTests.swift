import Foundation
import Testing

@testable import PortalTestSupport

/// The harness itself: servers start or fail with a reason, and leave no process behind.
@Suite("Xvfb server")
struct XvfbServerTests {
  func isGone(_ pid: pid_t) -> Bool { kill(pid, 0) == -1 && errno == ESRCH }

  /// A stand-in for Xvfb: a shell script running `body`. It is run by /bin/sh rather than
  /// executed, so a test forking elsewhere while it is written cannot make it "busy".
  func standIn(_ body: String) throws -> (script: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-xvfb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("fake-xvfb.sh").path
    try "\(body)\n".write(toFile: script, atomically: true, encoding: .utf8)
    return (script, folder)
  }

  /// Processes whose command line mentions `text`.
  func processes(mentioning text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard Int(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else {
        return false
      }
      return String(decoding: data, as: UTF8.self).contains(text)
    }
  }

  @Test func aServerThatNeverReportsItsDisplayTimesOutAndIsStopped() throws {
    let fake = try standIn("while :; do sleep 0.1; done")
    defer { try? FileManager.default.removeItem(at: fake.folder) }
    let started = Date()
    do {
      _ = try XvfbServer(
        command: ["/bin/sh", fake.script], screen: "64x64x24", disabledExtensions: [], startTimeout: 0.5)
      Issue.record("a server that reports nothing must not start")
    } catch {
      #expect("\(error)".contains("within 0.5 s"))
    }
    // It gave up near its timeout, not never.
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(processes(mentioning: fake.script).isEmpty)
  }

  @Test func aServerThatExitsEarlySaysSo() throws {
    let fake = try standIn("exit 1")
    defer { try? FileManager.default.removeItem(at: fake.folder) }
    do {
      _ = try XvfbServer(
        command: ["/bin/sh", fake.script], screen: "64x64x24", disabledExtensions: [], startTimeout: 30)
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

import Foundation
import PortalTestSupport
import Testing

/// The built `swiftui-journal`, beside this test bundle in the build folder.
private func journalExecutable() throws -> String {
  var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = dir.appendingPathComponent("swiftui-journal").path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    dir = dir.deletingLastPathComponent()
  }
  throw XvfbServer.StartError.failedToStart("swiftui-journal is not built; run `swift build` first")
}

private func eventually(_ seconds: Double = 15, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(20_000)
  }
  return condition()
}

/// An app written as an iOS app is, run as a program: its `.task`, its timer and its main-queue
/// work run while the window waits for input, and its SwiftData store is there the next time.
@Suite("A SwiftUI app as a program")
struct SampleAppProcessTests {
  @Test func tasksTimersAndTheStoreWorkInARunningProgram() throws {
    let server = try XvfbServer(screen: "1024x768x24")
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("portal-journal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    var environment = server.environment
    environment["XDG_DATA_HOME"] = data.path
    let store = data.appendingPathComponent("swiftui-journal/default.store")
    func storedEntries() -> Int {
      guard let text = try? String(contentsOf: store, encoding: .utf8) else { return 0 }
      return text.components(separatedBy: "Written by the task").count - 1
    }

    let first = try ChildProcess(path: try journalExecutable(), arguments: [], environment: environment, captureErrors: true)
    #expect(eventually { storedEntries() == 1 }, "the task's entry was not saved to \(store.path)")
    usleep(500_000)
    first.stop()
    let firstLog = ChildProcess.readAll(first.errorOutput)
    #expect(firstLog.contains("journal: entries at start: 0"), "\(firstLog)")
    #expect(firstLog.contains("journal: task ran"), "the .task did not run: \(firstLog)")
    #expect(firstLog.contains("journal: timer fired 3 times"), "the timer did not fire: \(firstLog)")

    let second = try ChildProcess(path: try journalExecutable(), arguments: [], environment: environment, captureErrors: true)
    #expect(eventually { storedEntries() == 2 }, "the second run did not keep the first run's entry and add its own")
    second.stop()
    let secondLog = ChildProcess.readAll(second.errorOutput)
    #expect(secondLog.contains("journal: entries at start: 1"), "the store was not read back: \(secondLog)")
  }
}

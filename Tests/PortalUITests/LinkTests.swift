import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Links and opening URLs", .serialized) @MainActor
struct LinkTests {
  /// A directory holding an `xdg-open` stand-in that appends its arguments to `calls`, put
  /// first on `PATH` while `body` runs.
  private func withStandInOpener(_ body: (_ calls: String) throws -> Void) throws {
    let directory = TestArtifacts.path("opener-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let calls = directory + "/calls"
    let script = directory + "/xdg-open"
    try "#!/bin/sh\necho \"$@\" >> '\(calls)'\n".write(toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    let oldPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
    setenv("PATH", directory + ":" + oldPath, 1)
    defer { setenv("PATH", oldPath, 1) }
    try body(calls)
  }

  /// The lines the stand-in wrote, waiting a little for the process to run.
  private func recorded(_ calls: String) -> [String] {
    for _ in 0..<100 {
      if let text = try? String(contentsOfFile: calls, encoding: .utf8), text.hasSuffix("\n") {
        return text.split(separator: "\n").map(String.init)
      }
      usleep(20_000)
    }
    return []
  }

  @Test func clickingALinkRunsXdgOpenWithItsURL() throws {
    try withStandInOpener { calls in
      let h = try Harness(
        atOrigin { Link("Website", destination: URL(string: "https://example.com/a?b=1")!) })
      h.click(try #require(h.frame(ofText: "Website")).center)
      #expect(recorded(calls) == ["https://example.com/a?b=1"])
    }
  }

  @Test func anOpenURLActionInTheEnvironmentTakesTheURLInstead() throws {
    try withStandInOpener { calls in
      var opened: [URL] = []
      let h = try Harness(
        atOrigin {
          Link(destination: URL(string: "https://example.com")!) { Text("Site") }
            .environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
        })
      h.click(try #require(h.frame(ofText: "Site")).center)
      #expect(opened == [URL(string: "https://example.com")!])
      usleep(100_000)
      #expect(!FileManager.default.fileExists(atPath: calls))
    }
  }

  @Test func aShareLinkCopiesItsItemWithXclipWhenItIsOnPath() throws {
    let directory = TestArtifacts.path("clipboard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let copied = directory + "/copied"
    let script = directory + "/xclip"
    try "#!/bin/sh\necho \"$@\" > '\(copied).args'\ncat > '\(copied).tmp'\nmv '\(copied).tmp' '\(copied)'\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    let oldPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
    setenv("PATH", directory + ":" + oldPath, 1)
    defer { setenv("PATH", oldPath, 1) }
    let h = try Harness(atOrigin { ShareLink("Share quote", item: URL(string: "https://example.com/q/7")!) })
    h.click(try #require(h.frame(ofText: "Share quote")).center)
    var text: String?
    for _ in 0..<100 where text == nil {
      text = try? String(contentsOfFile: copied, encoding: .utf8)
      if text == nil { usleep(20_000) }
    }
    #expect(text == "https://example.com/q/7")
    #expect((try? String(contentsOfFile: copied + ".args", encoding: .utf8)) == "-selection clipboard\n")
  }

  @Test func aLinkIsDrawnInTheTint() throws {
    let h = try Harness(atOrigin { Link("Docs", destination: URL(string: "https://example.com")!).tint(.green) })
    let text = try #require(h.frame(ofText: "Docs"))
    #expect(h.count(.green, in: text, tolerance: 0.15) > 5)
  }
}

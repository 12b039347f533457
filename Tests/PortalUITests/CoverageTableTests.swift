import Foundation
import Testing

/// docs/SWIFTUI-COVERAGE.md tells people what to expect before they port an app; these tests
/// keep it true: every name it calls working or nearest is declared publicly in the sources.
@Suite("SwiftUI coverage table")
struct CoverageTableTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The rows of the table: (name, status).
  static func rows() throws -> [(name: String, status: String)] {
    let table = try String(contentsOf: repository.appendingPathComponent("docs/SWIFTUI-COVERAGE.md"), encoding: .utf8)
    return table.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
      return (String(cells[1].dropFirst().dropLast()), cells[2])
    }
  }

  /// Every public declaration's name in Sources/.
  static func declaredNames() throws -> Set<String> {
    let sources = repository.appendingPathComponent("Sources")
    let pattern = try NSRegularExpression(
      pattern: #"(?:public|open)\s+(?:[a-z()]+\s+)*(?:struct|class|enum|protocol|typealias|func|var|let|macro)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    var names: Set<String> = []
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = walker?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
      }
    }
    return names
  }

  @Test func everyRowHasOneOfTheThreeStatuses() throws {
    let rows = try Self.rows()
    #expect(rows.count > 50)
    for row in rows { #expect(["works", "nearest", "not yet"].contains(row.status), "\(row.name): \(row.status)") }
  }

  /// Names the package re-exports from a dependency rather than declares: `Combine`
  /// (Sources/Combine) re-exports OpenCombine's.
  static let reexported: Set<String> = ["ObservableObject", "Published"]

  @Test func everyNameCalledWorkingOrNearestIsDeclaredPublicly() throws {
    let declared = try Self.declaredNames().union(Self.reexported)
    for row in try Self.rows() where row.status != "not yet" {
      let isDeclared = declared.contains(row.name)
      #expect(isDeclared, "the table says \(row.name) \(row.status), but no public declaration has that name")
    }
  }

  @Test func theReexportedNamesComeThroughTheCombineModule() throws {
    let combine = try String(
      contentsOf: Self.repository.appendingPathComponent("Sources/Combine/Combine.swift"), encoding: .utf8)
    #expect(combine.contains("@_exported import OpenCombine"))
  }
}

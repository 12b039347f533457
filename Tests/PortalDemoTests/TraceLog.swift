import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `--trace` file a demo process writes (one JSON object a line), read as it grows.
///
/// Only complete lines are read: a line the demo is still writing waits for the next read. A
/// complete line that is not a JSON object fails the test (once a line), since the trace
/// format promises one object a line.
final class TraceLog {
  /// A rectangle on the screen, in whole pixels.
  typealias Box = (x: Int, y: Int, width: Int, height: Int)

  let path: String
  private var reportedLines: Set<Int> = []

  /// A trace file of its own in the temporary folder, named after `name`; the demo creates it,
  /// and it is deleted with this reader.
  init(_ name: String) {
    path = FileManager.default.temporaryDirectory
      .appendingPathComponent("portal-\(name)-\(getpid())-\(UUID().uuidString).jsonl").path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// How many bytes the demo has written so far (0 before it creates the file).
  var size: Int { ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0 }

  /// Every event written so far, in order.
  var events: [[String: Any]] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The last piece is empty when the file ends in a newline, and a line in writing when not.
    lines.removeLast()
    var events: [[String: Any]] = []
    for (number, line) in lines.enumerated() where !line.isEmpty {
      if let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
        events.append(event)
      } else if reportedLines.insert(number).inserted {
        Issue.record("trace line \(number + 1) of \(path) is not a JSON object: \(line)")
      }
    }
    return events
  }

  /// The events named `name` (their `event` field), in order.
  func events(named name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }

  /// Whether an event named `name` has been written.
  func contains(_ name: String) -> Bool { events.contains { $0["event"] as? String == name } }

  /// Whether the transition of `id` in `direction` has ended.
  func ended(_ id: String, _ direction: String) -> Bool {
    events(named: "transitionEnded").contains { $0["id"] as? String == id && $0["direction"] as? String == direction }
  }

  /// The latest frame, in root coordinates, of `id`'s end with `role` (`source` or
  /// `destination`) among the `anchors` events.
  func anchor(_ id: String, _ role: String) -> Box? {
    for event in events(named: "anchors").reversed() {
      let anchors = event["anchors"] as? [[String: Any]] ?? []
      if let end = anchors.first(where: { $0["id"] as? String == id && $0["role"] as? String == role }) {
        return Self.box(end["frame"])
      }
    }
    return nil
  }

  /// The whole pixels a trace rectangle (`[x, y, width, height]`) covers; nil for anything else
  /// (`null` included).
  static func box(_ value: Any?) -> Box? {
    guard let numbers = value as? [NSNumber], numbers.count == 4 else { return nil }
    let v = numbers.map(\.doubleValue)
    return (Int(v[0].rounded(.down)), Int(v[1].rounded(.down)), Int(v[2].rounded(.up)), Int(v[3].rounded(.up)))
  }

  /// Waits until the demo is at rest: it has written something, and then nothing for `quiet`
  /// seconds (every drawn frame is traced, so an app still animating or handling input keeps
  /// the file growing). Returns how long after the call the last write came; nil, with a
  /// failure naming `what` came before, when the trace still grew after `timeout` seconds.
  @discardableResult
  func waitForRest(
    after what: String = "the last input", quiet: Double = 0.5, timeout: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Double? {
    let start = Date()
    var lastSize = size
    var lastChange = start
    while Date().timeIntervalSince(lastChange) < quiet || lastSize == 0 {
      if Date().timeIntervalSince(start) >= timeout {
        let growth = lastSize == 0 ? "is still empty" : "grew to \(lastSize) bytes within the last \(quiet) s"
        Issue.record(
          "the demo was not at rest \(timeout) s after \(what): its trace (\(path)) \(growth)",
          sourceLocation: sourceLocation)
        return nil
      }
      usleep(20_000)
      let now = size
      if now != lastSize { (lastSize, lastChange) = (now, Date()) }
    }
    return lastChange.timeIntervalSince(start)
  }
}

import Foundation
import PortalTransitions
import PortalHost
import PortalUI

/// Writes `--trace` events as JSON lines. The format is documented in the README.
///
/// Lines are gathered and written once a frame has ended (`flush()`): the events a frame
/// reports (a flight's anchors, as they move) are put into words then, and the system calls
/// that write them are not part of the frame whose cost the trace reports.
@MainActor
final class TraceWriter {
  private let handle: FileHandle
  private let start = MonotonicClock.seconds()
  /// Lines not written yet, in order: text, or an event put into words when written (a
  /// flight's anchors change during the frame).
  private var pending: [PendingLine] = []

  private enum PendingLine {
    case text(String)
    case event(PortalTraceEvent, time: Double)
  }

  init(destination: String) throws {
    if destination == "-" {
      handle = FileHandle.standardOutput
    } else {
      guard FileManager.default.createFile(atPath: destination, contents: nil) else {
        throw DemoFailure(message: "portal-demo: cannot write the trace to '\(destination)': does its folder exist?")
      }
      handle = try FileHandle(forWritingTo: URL(fileURLWithPath: destination))
    }
  }

  func write(_ event: PortalTraceEvent) {
    pending.append(.event(event, time: time()))
  }

  private func words(for event: PortalTraceEvent, at time: Double) -> String {
    switch event {
    case .transitionBegan(let id, let direction, let from, let to):
      return line(["event": "transitionBegan", "id": id, "direction": direction.rawValue, "from": rect(from), "to": rect(to)], at: time)
    case .transitionEnded(let id, let direction, let from, let to, let at, let interrupted):
      return line(
        [
          "event": "transitionEnded", "id": id, "direction": direction.rawValue, "from": rect(from), "to": rect(to),
          "at": rect(at), "interrupted": interrupted,
        ], at: time)
    case .anchors(let anchors):
      return line(
        [
          "event": "anchors",
          "anchors": anchors.map { ["id": $0.id, "role": $0.role, "frame": rect($0.frame)] as [String: Any] },
        ], at: time)
    }
  }

  /// Marks a step of the scripted tour, with the CPU time the process has used so far.
  func writeTourStep(_ description: String) {
    pending.append(.text(line(["event": "tourStep", "step": description, "cpu_ms": round3(ProcessCPUTime.milliseconds())], at: time())))
    flush()
  }

  /// Writes an event that arrives as a JSON object already (the flowing header's), with `t`
  /// added in front.
  func write(jsonLine: String) {
    let body = jsonLine.drop { $0 == " " }
    guard body.first == "{" else { return }
    let rest = body.dropFirst().drop { $0 == " " }
    var text = "{\"t\":" + String(time()) + (rest.first == "}" ? "" : ",")
    text += rest
    text.append("\n")
    pending.append(.text(text))
  }

  /// Writes the lines gathered so far.
  func flush() {
    guard !pending.isEmpty else { return }
    var text = ""
    for entry in pending {
      switch entry {
      case .text(let line): text += line
      case .event(let event, let time): text += words(for: event, at: time)
      }
    }
    pending.removeAll(keepingCapacity: true)
    handle.write(Data(text.utf8))
  }

  /// One line a frame, written straight in its keys' order (as `TraceJSON` sorts them): the
  /// trace is on during the benchmark's tour, whose CPU time per frame it is part of.
  func writeFrame(_ frame: FrameReport) {
    var text = ""
    text.reserveCapacity(512)
    func field(_ key: String, _ value: String) {
      text.append(text.isEmpty ? "{\"" : ",\"")
      text.append(key)
      text.append("\":")
      text.append(value)
    }
    func number(_ value: Double) -> String { String(round3(value)) }
    func area(_ rect: Rect?) -> String {
      guard let rect else { return "null" }
      return "[\(String(rect.minX)),\(String(rect.minY)),\(String(rect.width)),\(String(rect.height))]"
    }
    field("build_ms", number(frame.buildMilliseconds))
    field("evaluations", String(frame.evaluations))
    field("evaluations_skipped", String(frame.evaluationsSkipped))
    field("event", "\"frame\"")
    field("input_ms", number(frame.inputMilliseconds))
    field("layer_memory_kb", String(frame.retainedLayerBytes / 1024))
    field("layout_ms", number(frame.layoutMilliseconds))
    field("main_damage", area(frame.mainDamage))
    field("main_draw_ms", number(frame.mainMilliseconds - frame.mainPresentMilliseconds))
    field("main_drawn_area", String(Int(frame.mainDrawnArea.rounded())))
    field("main_ms", number(frame.mainMilliseconds))
    field("main_present_ms", number(frame.mainPresentMilliseconds))
    field("overlay_damage", area(frame.overlayDamage))
    field("overlay_draw_ms", number(frame.overlayMilliseconds - frame.overlayPresentMilliseconds))
    field("overlay_ms", number(frame.overlayMilliseconds))
    field("overlay_present_ms", number(frame.overlayPresentMilliseconds))
    field("picture_cache_kb", String(frame.scaledPictureBytes / 1024))
    field("t", String(time()))
    field("update_ms", number(frame.updateMilliseconds))
    text.append("}\n")
    pending.append(.text(text))
  }

  /// Seconds since the trace began, to the microsecond.
  private func time() -> Double { round3((MonotonicClock.seconds() - start) * 1000) / 1000 }

  private func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  private func rect(_ rect: Rect?) -> Any {
    guard let rect else { return NSNull() }
    // Rectangles arrive in root (screen) coordinates already.
    return [rect.minX, rect.minY, rect.width, rect.height]
  }

  /// `object` as a line, with its time.
  private func line(_ object: [String: Any], at time: Double) -> String {
    var line = object
    line["t"] = time
    var text = ""
    text.reserveCapacity(256)
    TraceJSON.append(line, to: &text)
    text.append("\n")
    return text
  }
}

/// JSON text for the trace's values: strings, numbers, booleans, null, arrays and objects
/// (keys sorted, so lines compare). Written by hand because a trace line is written during a
/// frame, many a frame, and Foundation's serializer bridges every value through Objective-C
/// types, which cost a millisecond a frame while the anchors move.
enum TraceJSON {
  static func append(_ value: Any?, to text: inout String) {
    // Native types first: asking whether a Swift dictionary `is NSNull` bridges it.
    switch value {
    case nil: text.append("null")
    case let string as String: appendString(string, to: &text)
    case let number as Double: text.append(number.isFinite ? String(number) : "null")
    case let number as Int: text.append(String(number))
    case let flag as Bool: text.append(flag ? "true" : "false")
    // Each array type its values arrive as, so no array is converted element by element.
    case let numbers as [Double]: appendArray(numbers, to: &text)
    case let object as [String: Any]:
      text.append("{")
      for (index, entry) in object.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { text.append(",") }
        appendString(entry.key, to: &text)
        text.append(":")
        append(entry.value, to: &text)
      }
      text.append("}")
    case let objects as [[String: Any]]: appendArray(objects, to: &text)
    case let array as [Any]: appendArray(array, to: &text)
    case is NSNull: text.append("null")
    default: appendString(String(describing: value!), to: &text)
    }
  }

  private static func appendArray(_ elements: some Sequence, to text: inout String) {
    text.append("[")
    for (index, element) in elements.enumerated() {
      if index > 0 { text.append(",") }
      append(element, to: &text)
    }
    text.append("]")
  }

  private static func appendString(_ string: String, to text: inout String) {
    text.append("\"")
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text.append("\\\"")
      case "\\": text.append("\\\\")
      case "\n": text.append("\\n")
      case "\r": text.append("\\r")
      case "\t": text.append("\\t")
      case _ where scalar.value < 0x20: text.append(String(format: "\\u%04x", scalar.value))
      default: text.unicodeScalars.append(scalar)
      }
    }
    text.append("\"")
  }
}

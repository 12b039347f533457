import Foundation
import PortalTransitions
import PortalHost
import PortalUI

/// Writes `--trace` events as JSON lines. The format is documented in the README.
@MainActor
final class TraceWriter {
  private let handle: FileHandle
  private let start = MonotonicClock.seconds()

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
    switch event {
    case .transitionBegan(let id, let direction, let from, let to):
      emit(["event": "transitionBegan", "id": id, "direction": direction.rawValue, "from": rect(from), "to": rect(to)])
    case .transitionEnded(let id, let direction, let from, let to, let at, let interrupted):
      emit([
        "event": "transitionEnded", "id": id, "direction": direction.rawValue, "from": rect(from), "to": rect(to),
        "at": rect(at), "interrupted": interrupted,
      ])
    case .anchors(let anchors):
      emit([
        "event": "anchors",
        "anchors": anchors.map { ["id": $0.id, "role": $0.role, "frame": rect($0.frame)] as [String: Any] },
      ])
    }
  }

  /// Marks a step of the scripted tour.
  func writeTourStep(_ description: String) { emit(["event": "tourStep", "step": description]) }

  /// Writes an event that arrives as a JSON object already (the flowing header's).
  func write(jsonLine: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(jsonLine.utf8)) as? [String: Any] else { return }
    emit(object)
  }

  func writeFrame(_ frame: FrameReport) {
    emit([
      "event": "frame", "update_ms": round3(frame.updateMilliseconds), "main_ms": round3(frame.mainMilliseconds),
      "overlay_ms": round3(frame.overlayMilliseconds), "main_damage": rect(frame.mainDamage),
      "overlay_damage": rect(frame.overlayDamage), "build_ms": round3(frame.buildMilliseconds),
      "layout_ms": round3(frame.layoutMilliseconds),
      "main_draw_ms": round3(frame.mainMilliseconds - frame.mainPresentMilliseconds),
      "main_present_ms": round3(frame.mainPresentMilliseconds),
      "overlay_draw_ms": round3(frame.overlayMilliseconds - frame.overlayPresentMilliseconds),
      "overlay_present_ms": round3(frame.overlayPresentMilliseconds),
      "layer_memory_kb": frame.retainedLayerBytes / 1024,
    ])
  }

  private func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  private func rect(_ rect: Rect?) -> Any {
    guard let rect else { return NSNull() }
    // Rectangles arrive in root (screen) coordinates already.
    return [rect.minX, rect.minY, rect.width, rect.height]
  }

  private func emit(_ object: [String: Any]) {
    var line = object
    line["t"] = round3((MonotonicClock.seconds() - start) * 1000) / 1000
    guard let data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) else { return }
    handle.write(data + Data("\n".utf8))
  }
}

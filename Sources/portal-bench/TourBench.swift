import Foundation
import PortalTestSupport
import PortalUI

/// The demo's scripted tour (every scene, driven with real input), measured frame by frame
/// from its own trace: what a person sees as smooth or as stutter across the whole program,
/// not one scenario.
struct TourMeasurement {
  /// Each frame's cost in milliseconds, in order: update plus every surface's draw and present.
  var costs: [Double] = []
  /// The largest memory the retained layers held after a frame, in bytes.
  var peakLayerBytes = 0
  /// The largest memory the pictures kept scaled held after a frame, in bytes.
  var peakPictureBytes = 0
  /// Frames whose window damage covered the whole window.
  var fullWindowFrames = 0
  /// CPU per frame of the static-id scene's flights, and of the straight baseline.
  var staticID = StaticIDCPU()
  /// Time spent handling input before each frame that followed input (milliseconds): not
  /// part of a frame's cost, but a wait between a click or key and the frame it starts.
  var inputCosts: [Double] = []
  /// The largest input handling before a frame.
  var maxInput: Double { inputCosts.max() ?? 0 }

  var frames: Int { costs.count }

  func percentile(_ p: Double) -> Double {
    guard !costs.isEmpty else { return .nan }
    let sorted = costs.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// The most expensive frame after the first (the first draws everything from nothing).
  var maxAfterFirst: Double { costs.dropFirst().max() ?? .nan }

  /// Frames that cost more than `period` milliseconds.
  func over(_ period: Double) -> Int { costs.filter { $0 > period }.count }

  /// One line per figure, with the whole-window redraw measured in the same run beside it.
  func table(fullWindowRedraw: Double?) -> String {
    let period = 1000.0 / 120
    var lines = [
      "demo tour on Xvfb, 1280×800, frame cost = update + draw + present of every surface (ms)",
      String(
        format: "  frames %d  p50 %.2f  p99 %.2f  max after the first %.1f  over one 120 Hz period %d (%.0f %%)",
        frames, percentile(50), percentile(99), maxAfterFirst, over(period),
        frames == 0 ? 0 : Double(over(period)) / Double(frames) * 100),
      String(
        format: "  frames redrawing the whole window %d; retained layers' memory at most %.1f MB", fullWindowFrames,
        Double(peakLayerBytes) / 1_048_576),
      String(
        format: "  pictures kept scaled to their drawn sizes: at most %.1f MB (budget %d MB)",
        Double(peakPictureBytes) / 1_048_576, ViewGraph.scaledPictureBudget >> 20),
    ]
    lines.append(
      String(
        format: "  input handled before a frame: %d frames, largest %.2f ms", inputCosts.count, maxInput))
    lines.append(staticID.line)
    if let fullWindowRedraw {
      lines.append(
        String(
          format: "  baseline, same run: a busy full-window redraw p50 %.2f ms; tour p99 / baseline %.2fx",
          fullWindowRedraw, percentile(99) / fullWindowRedraw))
    }
    return lines.joined(separator: "\n")
  }
}

/// Runs `portal-demo --tour --trace` on `display` and reads its frames; then draws the
/// static-id flights' baseline straight on the same display.
@MainActor
func measureTour(display: String) throws -> TourMeasurement {
  let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let demo = bench.deletingLastPathComponent().appendingPathComponent("portal-demo").path
  guard FileManager.default.isExecutableFile(atPath: demo) else {
    throw BenchFailure("\(demo) is not built: run `swift build -c release --product portal-demo` first (make benchmark does)")
  }
  let trace = NSTemporaryDirectory() + "/portal-bench-tour-\(getpid()).jsonl"
  defer { try? FileManager.default.removeItem(atPath: trace) }
  var environment = ProcessInfo.processInfo.environment
  environment["DISPLAY"] = display
  let child = try ChildProcess(path: demo, arguments: ["--tour", "--trace", trace], environment: environment)
  guard let status = child.wait(timeout: 300) else {
    child.stop()
    throw BenchFailure("the demo's tour did not finish within 300 s")
  }
  guard status == 0 else { throw BenchFailure("the demo's tour exited with status \(status)") }
  var result = try readTourTrace(trace)
  result.staticID.baselineFrames = 180
  result.staticID.baselineMilliseconds = try measureStraightBadge(display: display, frames: 180)
  return result
}

/// The frames of a trace file the demo wrote.
func readTourTrace(_ path: String) throws -> TourMeasurement {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    throw BenchFailure("cannot read the tour's trace at \(path)")
  }
  var result = TourMeasurement()
  // The static-id flight step under way: the process's CPU time when it began.
  var flightStepCPU: Double?
  for line in text.split(separator: "\n") {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
    let number = { (key: String) in (object[key] as? NSNumber)?.doubleValue ?? 0 }
    if object["event"] as? String == "tourStep" {
      if let began = flightStepCPU { result.staticID.demoMilliseconds += number("cpu_ms") - began }
      flightStepCPU = staticIDFlightSteps.contains(object["step"] as? String ?? "") ? number("cpu_ms") : nil
      continue
    }
    guard object["event"] as? String == "frame" else { continue }
    if flightStepCPU != nil { result.staticID.demoFrames += 1 }
    result.costs.append(number("update_ms") + number("main_ms") + number("overlay_ms"))
    if number("input_ms") > 0 { result.inputCosts.append(number("input_ms")) }
    result.peakLayerBytes = max(result.peakLayerBytes, Int(number("layer_memory_kb")) * 1024)
    result.peakPictureBytes = max(result.peakPictureBytes, Int(number("picture_cache_kb")) * 1024)
    if let damage = object["main_damage"] as? [NSNumber], damage.count == 4,
      damage[2].doubleValue * damage[3].doubleValue >= 1280 * 800 * 0.9
    {
      result.fullWindowFrames += 1
    }
  }
  guard !result.costs.isEmpty else { throw BenchFailure("the tour's trace holds no frames") }
  return result
}

import Foundation

/// Everything one run measured, ready to print or save.
struct BenchReport {
  var display: String
  var cores: Int
  var settings: BenchSettings
  var shm: HostMeasurements
  var putImage: HostMeasurements
  var baseline: Samples
  var idleWakeUps: Int
  /// Frames of a pane with a flowing header scrolling through the flow, on the headless host.
  var headerScroll: Samples? = nil

  private var rows: [Samples] {
    [
      shm.fullDraw, putImage.fullDraw, shm.fullPresent, putImage.fullPresent, shm.fullTotal,
      putImage.fullTotal,
      shm.layerDraw, putImage.layerDraw, shm.layerPresent, putImage.layerPresent, shm.layerTotal,
      putImage.layerTotal, baseline,
    ]
  }

  /// Ratios of medians.
  var ratios: [(name: String, value: Double)] {
    [
      ("full frame present, putImage / shm", putImage.fullPresent.p50 / shm.fullPresent.p50),
      ("full frame total, putImage / shm", putImage.fullTotal.p50 / shm.fullTotal.p50),
      ("overlay layer frame, putImage / shm", putImage.layerTotal.p50 / shm.layerTotal.p50),
      ("overlay layer frame (shm) / baseline", shm.layerTotal.p50 / baseline.p50),
      ("overlay layer frame (putImage) / baseline", putImage.layerTotal.p50 / baseline.p50),
    ]
  }

  /// Overlay overhead: overlay frame minus drawing the same layer into a plain bitmap, p50.
  var overheads: [(name: String, ms: Double)] {
    [
      ("overlay overhead (shm), p50", shm.layerTotal.p50 - baseline.p50),
      ("overlay overhead (putImage), p50", putImage.layerTotal.p50 - baseline.p50),
    ]
  }

  var table: String {
    var out: [String] = []
    let mode = shm.overlayMode.rawValue
    out.append(
      "portal-bench: Xvfb \(display) 1280x800x24, \(cores) cores, overlay mode \(mode), "
        + "\(settings.samples) samples after \(settings.warmUp) warm-up")
    if shm.path != .sharedMemory {
      out.append("note: MIT-SHM was allowed but the attach failed, so both runs used XPutImage")
    }
    out.append("")
    out.append(
      pad("scenario", 36) + pad("path", 10) + ["p50", "p90", "p99", "max"].map { lpad($0, 9) }.joined()
        + "  (ms)")
    out.append(String(repeating: "-", count: 36 + 10 + 36 + 6))
    for row in rows {
      out.append(
        pad(row.name, 36) + pad(row.path, 10)
          + [row.p50, row.p90, row.p99, row.max].map { lpad(ms($0), 9) }.joined())
    }
    out.append("")
    for (name, value) in ratios { out.append(pad(name, 46) + String(format: "%.2fx", value)) }
    for (name, value) in overheads { out.append(pad(name, 46) + ms(value) + " ms") }
    out.append(
      pad("bytes per full present", 46) + "\(shm.fullFrameBytes / 1024) KiB")
    out.append(pad("bytes per overlay present (damage)", 46) + "\(shm.layerBytesPerFrame / 1024) KiB")
    out.append(
      pad("idle: wake-ups in \(String(format: "%.0f", settings.idleSeconds)) s of run loop", 46)
        + "\(idleWakeUps)"
        + (idleWakeUps == 0 ? "" : "  (expected 0)"))
    return out.joined(separator: "\n")
  }

  var json: [String: Any] {
    func entry(_ s: Samples) -> [String: Any] {
      [
        "name": s.name, "path": s.path, "samples": s.count, "p50_ms": s.p50, "p90_ms": s.p90, "p99_ms": s.p99,
        "max_ms": s.max, "mean_ms": s.mean,
      ]
    }
    var result: [String: Any] = [
      "display": display,
      "cores": cores,
      "window": ["width": 1280, "height": 800],
      "overlay_mode": shm.overlayMode.rawValue,
      "warm_up": settings.warmUp,
      "samples": settings.samples,
      "shm_available": shm.path == .sharedMemory,
      "results": rows.map(entry),
      "ratios": Dictionary(uniqueKeysWithValues: ratios.map { ($0.name, $0.value) }),
      "overheads_ms": Dictionary(uniqueKeysWithValues: overheads.map { ($0.name, $0.ms) }),
      "bytes_per_full_present": shm.fullFrameBytes,
      "bytes_per_overlay_present": shm.layerBytesPerFrame,
      "idle": ["seconds": settings.idleSeconds, "wake_ups": idleWakeUps],
    ]
    if let headerScroll { result["header_scroll"] = entry(headerScroll).merging(["host": "headless"]) { $1 } }
    return result
  }

  /// Writes the report, with `extra` sections beside its own, as pretty-printed JSON.
  func writeJSON(to path: String, adding extra: [String: Any] = [:]) throws {
    let object = json.merging(extra) { $1 }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: path))
  }

  private func ms(_ value: Double) -> String { String(format: "%.3f", value) }
  private func pad(_ s: String, _ width: Int) -> String {
    s.padding(toLength: max(width, s.count + 1), withPad: " ", startingAt: 0)
  }
  private func lpad(_ s: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - s.count)) + s
  }
}

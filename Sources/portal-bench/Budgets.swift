import Foundation
import PortalGraphics

/// The live measurements set against the budgets the project holds itself to on this machine.
/// Printed with a verdict each; the benchmark never fails on them.
struct Budgets {
  var flights: FlightMeasurements
  var pacing: PacingMeasurement
  var idle: IdleMeasurement
  var clickLatency: Samples
  var startup: StartupMeasurement?
  var startupProblem: String?
  var grid: LazyGridReport?
  var soak: SoakMeasurement
  var tour: TourMeasurement?
  var tourProblem: String?

  struct Row {
    let measure: String
    let value: String
    let target: String
    let ok: Bool?
  }

  var rows: [Row] {
    let period = pacing.period * 1000
    var rows: [Row] = []
    let ratio = flights.wholeFrame.percentile(95) / flights.baseline.percentile(95)
    rows.append(
      Row(
        measure: "flight frame (draw + present) p50/p95/p99 ms",
        value: String(
          format: "%.2f / %.2f / %.2f (straight cairo + XShmPutImage: %.2f / %.2f / %.2f; p95 ratio %.2f×)",
          flights.wholeFrame.p50, flights.wholeFrame.percentile(95), flights.wholeFrame.p99, flights.baseline.p50,
          flights.baseline.percentile(95), flights.baseline.p99, ratio),
        target: "ratio ≤ 1.5", ok: ratio <= 1.5))
    let delivered = pacing.framesDue == 0 ? 0 : Double(pacing.framesDelivered) / Double(pacing.framesDue) * 100
    rows.append(
      Row(
        measure: "0.6 s flights at \(Int((1 / pacing.period).rounded())) Hz: frames delivered / due",
        value: String(format: "%d / %d (%.1f %%)", pacing.framesDelivered, pacing.framesDue, delivered),
        target: "100 %", ok: pacing.framesDelivered >= pacing.framesDue))
    rows.append(
      Row(
        measure: "largest interval between flight frames",
        value: String(format: "%.2f periods (%.2f ms)", pacing.largestIntervalPeriods, pacing.largestIntervalPeriods * period),
        target: "≤ 1.5 periods", ok: pacing.largestIntervalPeriods <= 1.5))
    rows.append(
      Row(
        measure: "window presents during flights", value: "\(pacing.windowPresentsDuringFlight + flights.mainPresentsDuringFlights)",
        target: "0", ok: pacing.windowPresentsDuringFlight + flights.mainPresentsDuringFlights == 0))
    rows.append(
      Row(
        measure: String(format: "idle %.0f s: CPU ticks, event-loop wake-ups", idle.seconds),
        value: "\(idle.cpuTicks) ticks, \(idle.wakeUps) wake-ups", target: "0, 0",
        ok: idle.cpuTicks == 0 && idle.wakeUps == 0))
    let latency95 = clickLatency.percentile(95)
    rows.append(
      Row(
        measure: "XTest click → first overlay frame p50/p95",
        value: String(format: "%.2f / %.2f ms (one period: %.2f ms)", clickLatency.p50, latency95, period),
        target: "≤ 1 period at p95", ok: latency95 <= period))
    if let startup {
      rows.append(
        Row(
          measure: "start-up to first frame, median of \(startup.demo.count)",
          value: String(format: "portal-demo %.0f ms, xeyes %.0f ms", startup.demo.p50, startup.xeyes.p50),
          target: "≤ 150 ms", ok: startup.demo.p50 <= 150))
    } else {
      rows.append(Row(measure: "start-up to first frame", value: startupProblem ?? "not measured", target: "≤ 150 ms", ok: nil))
    }
    if let grid {
      let (small, large, far) = (grid.small.total, grid.large.total, grid.largeThroughNewCards.total)
      rows.append(
        Row(
          measure: "10,000- vs 100-card grid, same scroll path: frame p50, p99",
          value: String(
            format: "%.3f vs %.3f ms (%.2f×), %.3f vs %.3f ms (%.2f×); through new cards p99 %.3f ms", large.p50,
            small.p50, grid.p50Ratio, large.p99, small.p99, grid.p99Ratio, far.p99),
          target: "ratios ≤ 1.2; p99 < 4 ms", ok: grid.meetsBudget))
      rows.append(
        Row(
          measure: "10,000-card grid scrolled through: resident memory",
          value: String(format: "%.1f MB (100 cards: %.1f MB)", grid.largeThroughNewCards.residentMB, grid.small.residentMB),
          target: "< 80 MB", ok: grid.largeThroughNewCards.residentMB < 80))
    }
    let growth = Double(soak.residentAfter - soak.residentBefore) / 1024
    rows.append(
      Row(
        measure: "\(soak.flights) flights: resident memory growth after the first 100",
        value: String(format: "%.2f MB (%.1f → %.1f MB)", growth, Double(soak.residentBefore) / 1024, Double(soak.residentAfter) / 1024),
        target: "≤ 2 MB", ok: growth <= 2))
    let resources = soak.resourcesBefore.isEmpty
      ? "not measured (xrestop missing)"
      : soak.resourcesAfter.sorted { $0.key < $1.key }.map { key, value in
        "\(key) \(soak.resourcesBefore[key] ?? 0)→\(value)"
      }.joined(separator: ", ")
    rows.append(
      Row(
        measure: "\(soak.flights) flights: X resources held", value: resources, target: "unchanged",
        ok: soak.resourcesBefore.isEmpty ? nil : soak.resourcesBefore == soak.resourcesAfter))
    if let tour {
      rows.append(
        Row(
          measure: "demo tour: frame cost p50 / p99 / max after the first",
          value: String(
            format: "%.2f / %.2f / %.1f ms over %d frames; %d over one period", tour.percentile(50), tour.percentile(99),
            tour.maxAfterFirst, tour.frames, tour.over(period)),
          target: "p50 ≤ 2, p99 ≤ \(String(format: "%.2f", period)), max ≤ \(String(format: "%.1f", 2 * period))",
          ok: tour.percentile(50) <= 2 && tour.percentile(99) <= period && tour.maxAfterFirst <= 2 * period))
      rows.append(
        Row(
          measure: "demo tour: retained layers' memory, at most",
          value: String(format: "%.1f MB", Double(tour.peakLayerBytes) / 1_048_576), target: "≤ 64 MB",
          ok: tour.peakLayerBytes <= 64 * 1_048_576))
      rows.append(
        Row(
          measure: "static-id flights: whole-process CPU per frame / straight cairo",
          value: String(
            format: "%.2f / %.3f ms, %.1fx", tour.staticID.demoPerFrame, tour.staticID.baselinePerFrame,
            tour.staticID.ratio),
          target: "≤ 3x", ok: tour.staticID.ratio.isFinite ? tour.staticID.ratio <= 3 : nil))
    } else {
      rows.append(Row(measure: "demo tour", value: tourProblem ?? "not measured", target: "p99 ≤ one period", ok: nil))
    }
    return rows
  }

  var table: String { table(only: nil) }

  /// The budget table; with `only`, just the rows whose measure contains one of those words.
  func table(only: [String]?) -> String {
    let shown = rows.filter { row in only.map { $0.contains { row.measure.contains($0) } } ?? true }
    let width = shown.map(\.measure.count).max() ?? 0
    var lines = ["budgets on this machine (measured in this run; the benchmark never fails on them)"]
    for row in shown {
      let verdict = row.ok.map { $0 ? "ok  " : "OVER" } ?? "—   "
      lines.append("\(verdict) \(row.measure.padding(toLength: width, withPad: " ", startingAt: 0))  \(row.value)   [target \(row.target)]")
    }
    return lines.joined(separator: "\n")
  }

  var json: [String: Any] {
    func entry(_ s: Samples) -> [String: Any] {
      ["p50_ms": s.p50, "p95_ms": s.percentile(95), "p99_ms": s.p99, "max_ms": s.max, "count": s.count]
    }
    var out: [String: Any] = [
      "flight_frame": entry(flights.wholeFrame), "flight_overlay_phase": entry(flights.overlayFrame),
      "flight_baseline": entry(flights.baseline),
      "pacing": [
        "frames_delivered": pacing.framesDelivered, "frames_due": pacing.framesDue,
        "largest_interval_periods": pacing.largestIntervalPeriods, "period_ms": pacing.period * 1000,
        "window_presents_during_flight": pacing.windowPresentsDuringFlight,
      ],
      "idle": ["seconds": idle.seconds, "cpu_ticks": idle.cpuTicks, "wake_ups": idle.wakeUps],
      "click_to_first_overlay_frame": entry(clickLatency),
      "soak": [
        "flights": soak.flights, "resident_kb_before": soak.residentBefore, "resident_kb_after": soak.residentAfter,
        "x_resources_before": soak.resourcesBefore, "x_resources_after": soak.resourcesAfter,
      ],
      "verdicts": rows.map { ["measure": $0.measure, "value": $0.value, "target": $0.target, "ok": $0.ok as Any] },
    ]
    if let tour {
      out["tour"] = [
        "frames": tour.frames, "p50_ms": tour.percentile(50), "p99_ms": tour.percentile(99),
        "max_after_first_ms": tour.maxAfterFirst, "over_one_period": tour.over(pacing.period * 1000),
        "full_window_frames": tour.fullWindowFrames, "peak_layer_bytes": tour.peakLayerBytes,
        "peak_picture_bytes": tour.peakPictureBytes,
        "static_id_cpu_ms_per_frame": tour.staticID.demoPerFrame, "static_id_frames": tour.staticID.demoFrames,
        "straight_badge_cpu_ms_per_frame": tour.staticID.baselinePerFrame,
        "input_frames": tour.inputCosts.count, "max_input_ms": tour.maxInput,
      ]
    }
    if let startup { out["startup"] = ["portal_demo": entry(startup.demo), "xeyes": entry(startup.xeyes)] }
    if let grid {
      out["grid_scroll"] = [
        "items_100": entry(grid.small.total), "items_10000_same_path": entry(grid.large.total),
        "items_10000_through_new_cards": entry(grid.largeThroughNewCards.total),
        "resident_mb_100": grid.small.residentMB, "resident_mb_10000": grid.largeThroughNewCards.residentMB,
      ]
    }
    return out
  }
}

/// A plot of the pacing flights' frame intervals and the flight frames' costs, drawn with cairo.
enum FrameTimePlot {
  static func write(intervals: [Double], costs: [Double], period: Double, costBudget: Double, to path: String) throws {
    let width = 1200.0
    let height = 520.0
    let bitmap = try Bitmap(width: Int(width), height: Int(height))
    let canvas = Canvas(bitmap: bitmap)
    let typesetter = Typesetter()
    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), with: Color(hex: 0xFFFFFF))
    func panel(_ values: [Double], title: String, top: Double, limit: Double, guide: Double, alarm: Double, colour: Color) {
      let plot = Rect(x: 60, y: top + 34, width: width - 90, height: 180)
      canvas.draw(
        typesetter.layout(title, style: TextStyle(font: FontDescriptor(size: 15, weight: .semibold), color: Color(hex: 0x1C1C1E))),
        at: Point(x: 60, y: top + 6))
      canvas.fill(plot, with: Color(hex: 0xF4F5F8))
      guard !values.isEmpty else { return }
      let barWidth = plot.width / Double(values.count)
      for (i, value) in values.enumerated() {
        let h = min(value / limit, 1) * plot.height
        canvas.fill(
          Rect(x: plot.minX + Double(i) * barWidth, y: plot.maxY - h, width: max(1, barWidth - 1), height: h),
          with: value > alarm ? Color(hex: 0xE5484D) : colour)
      }
      let y = plot.maxY - guide / limit * plot.height
      canvas.fill(Rect(x: plot.minX, y: y, width: plot.width, height: 1.5), with: Color(hex: 0x1C1C1E))
      canvas.draw(
        typesetter.layout(String(format: "%.2f ms", guide * 1000), style: TextStyle(font: FontDescriptor(size: 11), color: Color(hex: 0x6E6E73))),
        at: Point(x: 4, y: y - 8))
    }
    panel(
      intervals, title: "Interval between flight frames on the live loop (line: one period; red: over 1.5 periods)",
      top: 10, limit: period * 2.5, guide: period, alarm: period * 1.5, colour: Color(hex: 0x3A6FF7))
    panel(
      costs, title: "Cost of each flight frame, draw + present + XSync (line: 1.5 × the straight cairo p95)", top: 270,
      limit: max(costs.max() ?? 0, costBudget * 1.5, 0.001), guide: costBudget, alarm: costBudget,
      colour: Color(hex: 0xF28C28))
    try bitmap.writePNG(to: path)
  }
}

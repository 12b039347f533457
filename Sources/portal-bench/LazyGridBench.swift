import Foundation
import PortalHost
import PortalUI

/// One card of the grid: a title and a subtitle on a coloured panel.
private struct Card: View {
  let index: Int
  private static let palette: [UInt32] = [0xDCE7FD, 0xFDE4D8, 0xD9F5E1, 0xEEDDF8, 0xFFF3C4, 0xD6F0F5]

  var body: some View {
    ZStack {
      Color(hex: Self.palette[index % Self.palette.count])
      VStack(alignment: .leading, spacing: 4) {
        Text("Card \(index + 1)").font(.headline)
        Text("Scrolls through a lazy grid").font(.footnote)
      }
      .padding(12)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

/// Where the scroll view is, so the benchmark can turn before it hits an end.
@MainActor
private final class ScrollTracker {
  var geometry: ScrollGeometry?
}

private struct GridScene: View {
  let count: Int
  let tracker: ScrollTracker

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 180), spacing: 16)], spacing: 16) {
        ForEach(0..<count) { Card(index: $0) }
      }
      .padding(16)
    }
    .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in tracker.geometry = geometry
    }
  }
}

/// Frame times of one grid size.
struct LazyGridRun {
  var count: Int
  var buildAndLayout: Samples
  var draw: Samples
  var total: Samples
  /// Resident memory when the run ended, and its peak, of the process that ran only this size.
  var residentMB: Double
  var peakResidentMB: Double
  var residentGrowthMB: Double
  var nodes: Int
  /// False when the run shared its process with the other size (no child process could be
  /// started), so its memory includes what the other run left behind.
  var ownProcess: Bool
}

/// The 10,000-card run beside the 100-card run.
struct LazyGridReport {
  /// A frame of the grid must fit in this many milliseconds (p99).
  static let budgetMilliseconds = 4.0
  /// The 10,000-card grid may cost at most this many times the 100-card grid per frame.
  static let ratioLimit = 1.2

  var small: LazyGridRun
  var large: LazyGridRun
  /// Runs of each size; the table shows the median one.
  var rounds = 1

  static func verdict(_ ok: Bool) -> String { ok ? "ok" : "OVER" }

  var p50Ratio: Double { large.total.p50 / small.total.p50 }
  var p99Ratio: Double { large.total.p99 / small.total.p99 }

  var table: String {
    var out = [
      "lazy grid: 1280x800 headless, one wheel step (37 pt) + one frame per sample (ms), "
        + "median of \(rounds) alternating runs per size"
    ]
    out.append(
      "items".padding(toLength: 8, withPad: " ", startingAt: 0)
        + ["phase", "p50", "p99", "max"].map { $0.padding(toLength: 16, withPad: " ", startingAt: 0) }
        .joined()
        + "nodes   RSS MB (peak, growth)")
    for run in [small, large] {
      for row in [run.buildAndLayout, run.draw, run.total] {
        out.append(
          String(run.count).padding(toLength: 8, withPad: " ", startingAt: 0)
            + row.name.padding(toLength: 16, withPad: " ", startingAt: 0)
            + [row.p50, row.p99, row.max].map { String(format: "%-16.3f", $0) }.joined()
            + (row.name == "total"
              ? String(
                format: "%-8d%.1f (%.1f, +%.1f)%@", run.nodes, run.residentMB, run.peakResidentMB,
                run.residentGrowthMB, run.ownProcess ? "" : " shared process") : ""))
      }
    }
    for run in [small, large] {
      out.append(
        String(
          format: "%d items: total p99 %.3f ms against the %.0f ms budget: %@", run.count, run.total.p99,
          Self.budgetMilliseconds, Self.verdict(run.total.p99 < Self.budgetMilliseconds)))
    }
    out.append(
      String(
        format: "ratio 10k/100, total p50: %.2f, p99: %.2f, each against the %.1f limit: %@", p50Ratio, p99Ratio,
        Self.ratioLimit, Self.verdict(p50Ratio <= Self.ratioLimit && p99Ratio <= Self.ratioLimit)))
    return out.joined(separator: "\n")
  }
}

/// A field of /proc/self/status in megabytes ("VmRSS", "VmHWM").
private func statusMegabytes(_ field: String) -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
  for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    return (kilobytes ?? .nan) / 1024
  }
  return .nan
}

@MainActor
private func measureGrid(count: Int, settings: BenchSettings) throws -> LazyGridRun {
  let before = statusMegabytes("VmRSS")
  let host = try HeadlessHost(size: Size(width: 1280, height: 800))
  let tracker = ScrollTracker()
  let graph = ViewGraph(root: GridScene(count: count, tracker: tracker), host: host)
  host.runUntilIdle()
  var layout = Samples(name: "build+layout", path: "-")
  var draw = Samples(name: "draw", path: "-")
  var total = Samples(name: "total", path: "-")
  let step = 37.0
  var direction = 1.0
  let pointer = Point(x: 640, y: 400)
  for i in 0..<(settings.warmUp + settings.samples) {
    // Turn before an end so that every sample scrolls.
    if let geometry = tracker.geometry {
      let limit = geometry.contentSize.height - geometry.containerSize.height
      let next = geometry.contentOffset.y + direction * step
      if next > limit || next < 0 { direction = -direction }
    }
    host.send(.scrolled(pointer, dx: 0, dy: direction * step, precise: true))
    let start = MonotonicClock.seconds()
    graph.update()
    let laidOut = MonotonicClock.seconds()
    host.step()
    let end = MonotonicClock.seconds()
    if i >= settings.warmUp {
      layout.add(laidOut - start)
      draw.add(end - laidOut)
      total.add(end - start)
    }
  }
  let after = statusMegabytes("VmRSS")
  return LazyGridRun(
    count: count, buildAndLayout: layout, draw: draw, total: total, residentMB: after,
    peakResidentMB: statusMegabytes("VmHWM"), residentGrowthMB: after - before, nodes: graph.nodeCount,
    ownProcess: false)
}

/// One grid size's numbers as a child process hands them to its parent.
private struct LazyGridChildResult: Codable {
  var count: Int
  var layout: [Double]
  var draw: [Double]
  var total: [Double]
  var residentMB: Double
  var peakResidentMB: Double
  var residentGrowthMB: Double
  var nodes: Int

  init(_ run: LazyGridRun) {
    count = run.count
    layout = run.buildAndLayout.seconds
    draw = run.draw.seconds
    total = run.total.seconds
    residentMB = run.residentMB
    peakResidentMB = run.peakResidentMB
    residentGrowthMB = run.residentGrowthMB
    nodes = run.nodes
  }

  var run: LazyGridRun {
    func samples(_ name: String, _ seconds: [Double]) -> Samples {
      var samples = Samples(name: name, path: "-")
      for value in seconds { samples.add(value) }
      return samples
    }
    return LazyGridRun(
      count: count, buildAndLayout: samples("build+layout", layout), draw: samples("draw", draw),
      total: samples("total", total), residentMB: residentMB, peakResidentMB: peakResidentMB,
      residentGrowthMB: residentGrowthMB, nodes: nodes, ownProcess: true)
  }
}

/// Scroll steps measured per grid run (at least; `--samples` can ask for more).
let lazyGridSamples = 1_500

/// The argument that makes portal-bench measure one grid size and print it as JSON.
let lazyGridChildArgument = "--lazy-grid-child"

/// Measures one grid size in this process and writes it to standard output as JSON: what a
/// child started by `measureLazyGrid` does.
@MainActor
func runLazyGridChild(count: Int, settings: BenchSettings) throws {
  let data = try JSONEncoder().encode(LazyGridChildResult(try measureGrid(count: count, settings: settings)))
  FileHandle.standardOutput.write(data)
}

/// Runs one grid size in a fresh child process, so its memory is its own and its caches
/// start cold. Nil when the child cannot be started or fails.
private func measureGridInChild(count: Int, settings: BenchSettings) -> LazyGridRun? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
  process.arguments = [
    lazyGridChildArgument, String(count), "--samples", String(settings.samples), "--warm-up",
    String(settings.warmUp),
  ]
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    FileHandle.standardError.write(Data("portal-bench: could not start a child for \(count) items: \(error)\n".utf8))
    return nil
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0, let result = try? JSONDecoder().decode(LazyGridChildResult.self, from: data)
  else {
    FileHandle.standardError.write(
      Data("portal-bench: the child for \(count) items failed (status \(process.terminationStatus))\n".utf8))
    return nil
  }
  return result.run
}

/// Scrolls a 100-card and a 10,000-card grid frame by frame: a lazy grid costs what shows,
/// not what exists, so the two should take about the same time per frame. Each size runs in a
/// child process of its own (in this one if that fails), so each memory figure is its own.
/// The sizes take turns for `rounds` rounds and each reports its median run (by total p50),
/// so a burst of load from elsewhere on the machine does not land on one size only.
@MainActor
func measureLazyGrid(settings: BenchSettings, rounds: Int = 3) throws -> LazyGridReport {
  // A step costs about 2 ms, so many more samples than the window scenarios take are cheap, and
  // a p99 of 300 samples would rest on its three slowest frames.
  var settings = settings
  settings.samples = max(settings.samples, lazyGridSamples)
  var small: [LazyGridRun] = []
  var large: [LazyGridRun] = []
  for _ in 0..<max(1, rounds) {
    small.append(try measureGridInChild(count: 100, settings: settings) ?? measureGrid(count: 100, settings: settings))
    large.append(
      try measureGridInChild(count: 10_000, settings: settings) ?? measureGrid(count: 10_000, settings: settings))
  }
  func median(_ runs: [LazyGridRun]) -> LazyGridRun { runs.sorted { $0.total.p50 < $1.total.p50 }[runs.count / 2] }
  return LazyGridReport(small: median(small), large: median(large), rounds: max(1, rounds))
}

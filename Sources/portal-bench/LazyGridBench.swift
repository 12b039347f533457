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
  var residentMB: Double
  var residentGrowthMB: Double
  var nodes: Int
}

/// The 10,000-card run beside the 100-card run.
struct LazyGridReport {
  var small: LazyGridRun
  var large: LazyGridRun

  var table: String {
    var out = ["lazy grid: 1280x800 headless, one wheel step (37 pt) + one frame per sample (ms)"]
    out.append(
      "items".padding(toLength: 8, withPad: " ", startingAt: 0)
        + ["phase", "p50", "p99", "max"].map { $0.padding(toLength: 16, withPad: " ", startingAt: 0) }
        .joined()
        + "nodes   RSS MB  (growth)")
    for run in [small, large] {
      for row in [run.buildAndLayout, run.draw, run.total] {
        out.append(
          String(run.count).padding(toLength: 8, withPad: " ", startingAt: 0)
            + row.name.padding(toLength: 16, withPad: " ", startingAt: 0)
            + [row.p50, row.p99, row.max].map { String(format: "%-16.3f", $0) }.joined()
            + (row.name == "total"
              ? String(format: "%-8d%-8.1f(+%.1f)", run.nodes, run.residentMB, run.residentGrowthMB) : ""))
      }
    }
    let ratio = large.total.p50 / small.total.p50
    out.append(
      String(
        format: "ratio 10k/100, total p50: %.2f (p99: %.2f) — must stay ≤ 1.2", ratio,
        large.total.p99 / small.total.p99))
    return out.joined(separator: "\n")
  }
}

/// Resident memory of this process in megabytes, from /proc/self/statm.
private func residentMegabytes() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

@MainActor
private func measureGrid(count: Int, settings: BenchSettings) throws -> LazyGridRun {
  let before = residentMegabytes()
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
  let after = residentMegabytes()
  return LazyGridRun(
    count: count, buildAndLayout: layout, draw: draw, total: total, residentMB: after,
    residentGrowthMB: after - before, nodes: graph.nodeCount)
}

/// Scrolls a 100-card and a 10,000-card grid frame by frame: a lazy grid costs what shows,
/// not what exists, so the two should take about the same time per frame.
@MainActor
func measureLazyGrid(settings: BenchSettings) throws -> LazyGridReport {
  let small = try measureGrid(count: 100, settings: settings)
  let large = try measureGrid(count: 10_000, settings: settings)
  return LazyGridReport(small: small, large: large)
}

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

/// How a grid is scrolled for the benchmark.
enum GridPath {
  /// Back and forth between the ends of the 100-card grid's content (about 500 pt): the
  /// same offsets, the same cards in view and the same cards built per step whatever the
  /// item count, so only the count differs.
  case withinHundredCards
  /// Down, turning only at the ends of the grid's own content: a 10,000-card grid keeps
  /// bringing cards it has never shown (never measured, text never shaped).
  case throughTheWholeGrid

  var label: String {
    switch self {
    case .withinHundredCards: "same path"
    case .throughTheWholeGrid: "new cards"
    }
  }
}

/// Frame times of one grid size on one path, with the memory of a process that ran it alone.
struct LazyGridRun {
  var count: Int
  var path: GridPath
  var buildAndLayout: Samples
  var draw: Samples
  var total: Samples
  /// Views evaluated per step (cards built as they scroll in, and their contents).
  var evaluationsPerStep: Double
  /// Resident memory when the run ended, and its peak, of a process that ran only this size.
  var residentMB: Double
  var peakResidentMB: Double
  var residentGrowthMB: Double
  var nodes: Int
  /// False when no child process could be started, so the memory figures are those of the
  /// process that ran every size.
  var ownProcess: Bool
}

/// The 10,000-card grid beside the 100-card grid.
///
/// Whether the cost of a frame grows with the item count is judged on the same path: the
/// 100-card grid's content is only about 1.6 windows tall, so it turns every 13 steps, and
/// steps near a turn build no cards. A 10,000-card grid scrolling on builds about a fifth
/// more cards per step; that run is shown too, and held to the same 4 ms p99.
struct LazyGridReport {
  /// A frame of the grid must fit in this many milliseconds (p99).
  static let budgetMilliseconds = 4.0
  /// The 10,000-card grid may cost at most this many times the 100-card grid per frame.
  static let ratioLimit = 1.2

  var small: LazyGridRun
  var large: LazyGridRun
  /// The 10,000-card grid scrolling through cards it has not shown before.
  var largeThroughNewCards: LazyGridRun

  static func verdict(_ ok: Bool) -> String { ok ? "ok" : "OVER" }

  var p50Ratio: Double { large.total.p50 / small.total.p50 }
  var p99Ratio: Double { large.total.p99 / small.total.p99 }
  var runs: [LazyGridRun] { [small, large, largeThroughNewCards] }
  var meetsBudget: Bool {
    p50Ratio <= Self.ratioLimit && p99Ratio <= Self.ratioLimit
      && runs.allSatisfy { $0.total.p99 < Self.budgetMilliseconds }
  }

  var table: String {
    var out = [
      "lazy grid: 1280x800 headless, one wheel step (37 pt) + one frame per sample (ms); the runs take turns "
        + "in one process, 100 steps a turn; memory from a process per run"
    ]
    out.append(
      "items   path        "
        + ["phase", "p50", "p99", "max"].map { $0.padding(toLength: 14, withPad: " ", startingAt: 0) }.joined()
        + "views/step  nodes  RSS MB (peak, growth)")
    for run in runs {
      for row in [run.buildAndLayout, run.draw, run.total] {
        out.append(
          String(run.count).padding(toLength: 8, withPad: " ", startingAt: 0)
            + run.path.label.padding(toLength: 12, withPad: " ", startingAt: 0)
            + row.name.padding(toLength: 14, withPad: " ", startingAt: 0)
            + [row.p50, row.p99, row.max].map { String(format: "%-14.3f", $0) }.joined()
            + (row.name == "total"
              ? String(
                format: "%-12.1f%-7d%.1f (%.1f, +%.1f)%@", run.evaluationsPerStep, run.nodes, run.residentMB,
                run.peakResidentMB, run.residentGrowthMB, run.ownProcess ? "" : " shared process") : ""))
      }
    }
    for run in runs {
      out.append(
        String(
          format: "%d items, %@: total p99 %.3f ms against the %.0f ms budget: %@", run.count, run.path.label,
          run.total.p99, Self.budgetMilliseconds, Self.verdict(run.total.p99 < Self.budgetMilliseconds)))
    }
    out.append(
      String(
        format: "ratio 10k/100 on the same path, total p50: %.2f, p99: %.2f, each against the %.1f limit: %@",
        p50Ratio, p99Ratio, Self.ratioLimit, Self.verdict(p50Ratio <= Self.ratioLimit && p99Ratio <= Self.ratioLimit)))
    out.append(
      String(
        format: "10k through new cards vs 100 (not judged): p50 %.2f, p99 %.2f",
        largeThroughNewCards.total.p50 / small.total.p50, largeThroughNewCards.total.p99 / small.total.p99))
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

/// One grid on its own headless host, scrolled one wheel step and one frame at a time.
@MainActor
private final class GridScroller {
  let count: Int
  let path: GridPath
  /// A grid whose scroll range this one turns within, if shorter than its own (for the
  /// 10,000-card grid on the same path, the 100-card grid: both lay out rows alike).
  private let turnsWithin: GridScroller?
  let host: HeadlessHost
  let graph: ViewGraph
  private let tracker = ScrollTracker()
  private var direction = 1.0
  private var evaluationsBefore = 0
  private static let step = 37.0
  private static let pointer = Point(x: 640, y: 400)
  var layout = Samples(name: "build+layout", path: "-")
  var draw = Samples(name: "draw", path: "-")
  var total = Samples(name: "total", path: "-")

  init(count: Int, path: GridPath, turningWithin other: GridScroller? = nil) throws {
    self.count = count
    self.path = path
    turnsWithin = other
    host = try HeadlessHost(size: Size(width: 1280, height: 800))
    graph = ViewGraph(root: GridScene(count: count, tracker: tracker), host: host)
    host.runUntilIdle()
  }

  /// How far the content scrolls: its height past the window's (nil until its first scroll
  /// reports the geometry).
  var scrollRange: Double? { tracker.geometry.map { $0.content.height - $0.container.height } }

  /// Scrolls one step and draws the frame; `record` keeps its times.
  func step(record: Bool) {
    // Turn before an end so that every sample scrolls.
    if let geometry = tracker.geometry, let range = scrollRange {
      let next = geometry.offset.y + direction * Self.step
      if next > min(range, turnsWithin?.scrollRange ?? range) || next < 0 { direction = -direction }
    }
    host.send(.scrolled(Self.pointer, dx: 0, dy: direction * Self.step, precise: true))
    if record, total.count == 0 { evaluationsBefore = graph.evaluations }
    let start = MonotonicClock.seconds()
    graph.update()
    let laidOut = MonotonicClock.seconds()
    host.step()
    let end = MonotonicClock.seconds()
    if record {
      layout.add(laidOut - start)
      draw.add(end - laidOut)
      total.add(end - start)
    }
  }

  func run(memory: (resident: Double, peak: Double, growth: Double), ownProcess: Bool) -> LazyGridRun {
    LazyGridRun(
      count: count, path: path, buildAndLayout: layout, draw: draw, total: total,
      evaluationsPerStep: Double(graph.evaluations - evaluationsBefore) / Double(max(1, total.count)),
      residentMB: memory.resident, peakResidentMB: memory.peak, residentGrowthMB: memory.growth,
      nodes: graph.nodeCount, ownProcess: ownProcess)
  }
}

/// Scrolls one grid alone in this process: what a child measuring memory does. (On the same
/// path the 10,000-card grid is measured for time only; its memory is that of its run
/// through new cards, the larger.)
@MainActor
private func measureGrid(count: Int, path: GridPath, settings: BenchSettings) throws -> LazyGridRun {
  let before = statusMegabytes("VmRSS")
  let scroller = try GridScroller(count: count, path: path)
  for i in 0..<(settings.warmUp + settings.samples) { scroller.step(record: i >= settings.warmUp) }
  let after = statusMegabytes("VmRSS")
  return scroller.run(memory: (after, statusMegabytes("VmHWM"), after - before), ownProcess: false)
}

/// Scrolls every run in this process, taking turns every `block` recorded steps, so that
/// whatever else the machine does meanwhile slows every run alike. Each turn starts with a
/// few unrecorded steps: the grid's pixels and nodes are back in the processor's caches
/// then, as they are for a window being scrolled (switching every step would measure
/// windows evicting each other from the caches instead).
@MainActor
private func measureTakingTurns(
  _ scrollers: [GridScroller], settings: BenchSettings, block: Int = 100, warmUpPerTurn: Int = 10
) {
  for scroller in scrollers {
    for _ in 0..<settings.warmUp { scroller.step(record: false) }
  }
  var turn = 0
  while scrollers.contains(where: { $0.total.count < settings.samples }) {
    // Which run goes first changes every round.
    for index in scrollers.indices {
      let scroller = scrollers[(index + turn) % scrollers.count]
      for _ in 0..<warmUpPerTurn { scroller.step(record: false) }
      for _ in 0..<min(block, settings.samples - scroller.total.count) { scroller.step(record: true) }
    }
    turn += 1
  }
}

/// One grid run's numbers as a child process hands them to its parent.
private struct LazyGridChildResult: Codable {
  var residentMB: Double
  var peakResidentMB: Double
  var residentGrowthMB: Double
}

/// Scroll steps measured per grid run (at least; `--samples` can ask for more).
let lazyGridSamples = 1_500

/// The argument that makes portal-bench scroll one grid size and print its memory as JSON.
let lazyGridChildArgument = "--lazy-grid-child"

/// Scrolls one grid size through its whole content in this process and writes its memory to
/// standard output as JSON: what a child started by `measureLazyGrid` does.
@MainActor
func runLazyGridChild(count: Int, settings: BenchSettings) throws {
  let run = try measureGrid(count: count, path: .throughTheWholeGrid, settings: settings)
  let result = LazyGridChildResult(
    residentMB: run.residentMB, peakResidentMB: run.peakResidentMB, residentGrowthMB: run.residentGrowthMB)
  FileHandle.standardOutput.write(try JSONEncoder().encode(result))
}

/// The memory of one grid size scrolled in a fresh child process, so that it is its own.
/// Nil when the child cannot be started or fails.
private func measureGridMemoryInChild(count: Int, settings: BenchSettings) -> LazyGridChildResult? {
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
  return result
}

/// Scrolls a 100-card and a 10,000-card grid frame by frame: a lazy grid costs what shows,
/// not what exists, so the two should take about the same time per frame.
///
/// Three runs take turns in one process, 100 steps a turn, so a burst of load from elsewhere
/// on the machine lands on all of them: the 100-card grid, the 10,000-card grid on the same
/// path, and the 10,000-card grid scrolling on through cards it has never shown. Memory
/// comes from a child process per size that scrolls only that grid (this process's, for
/// both, when no child can be started).
@MainActor
func measureLazyGrid(settings: BenchSettings) throws -> LazyGridReport {
  // A step costs about 2 ms, so many more samples than the window scenarios take are cheap, and
  // a p99 of 300 samples would rest on its three slowest frames.
  var settings = settings
  settings.samples = max(settings.samples, lazyGridSamples)
  let smallMemory = measureGridMemoryInChild(count: 100, settings: settings)
  let largeMemory = measureGridMemoryInChild(count: 10_000, settings: settings)
  let small = try GridScroller(count: 100, path: .withinHundredCards)
  // Warmed up first (below), the small grid knows its range before the large one first turns.
  let large = try GridScroller(count: 10_000, path: .withinHundredCards, turningWithin: small)
  let far = try GridScroller(count: 10_000, path: .throughTheWholeGrid)
  measureTakingTurns([small, large, far], settings: settings)
  let shared = (statusMegabytes("VmRSS"), statusMegabytes("VmHWM"), Double.nan)
  func run(_ scroller: GridScroller, memory: LazyGridChildResult?) -> LazyGridRun {
    guard let memory else { return scroller.run(memory: shared, ownProcess: false) }
    return scroller.run(
      memory: (memory.residentMB, memory.peakResidentMB, memory.residentGrowthMB), ownProcess: true)
  }
  return LazyGridReport(
    small: run(small, memory: smallMemory), large: run(large, memory: largeMemory),
    largeThroughNewCards: run(far, memory: largeMemory))
}

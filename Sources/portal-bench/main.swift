// portal-bench: how long frames take on this machine, against a private Xvfb.
//
// It prints numbers and never fails on them. Start reading at the bottom of this file; the
// scenes are in BenchScene.swift and the timed loops in Measurements.swift.

import Foundation
import PortalTestSupport

let usage = """
  usage: portal-bench [--json PATH] [--samples N] [--warm-up N] [--headless-only | --flight-only | --startup-only | --tour-only]

  Scrolls a 10,000-card and a 100-card LazyVGrid on the headless host, one frame per wheel
  step, on the same path (and the large one on through cards it has not shown), and compares
  them against the 4 ms p99 budget and the 1.2 ratio; memory comes from a child process per size. Scrolls a long list of rows with pictures and text and counts the frames a
  wheel notch, a drag fling and a rubber-band spring-back take to come to rest (with
  --headless-only it stops there). Then starts a private Xvfb (1280x800x24) and measures
  full-window frames, overlay layer frames (with MIT-SHM and with XPutImage), the same layer
  drawn into a plain bitmap, idle wake-ups of the event loop, portal flights and the flowing
  header. Then the live event loop: the pacing of 0.6 s flights, an XTest click to the first
  overlay frame, 5 idle seconds, start-up to first frame beside xeyes, 1,000 flights in a
  row (memory, X resources), and the demo's scripted tour, every frame from its own trace
  (--tour-only measures only that, on its own Xvfb). Prints tables with a verdict against each budget and writes a
  frame-time plot; --json also writes the numbers to PATH. --flight-only measures only the
  flights (frame cost, heap allocations per frame) and their pacing on the live loop. With
  --startup-only it measures only start-up to first frame beside xeyes (on its own Xvfb) and
  prints every run.
  """

var settings = BenchSettings()
var jsonPath: String?
var lazyGridChildCount: Int?
var headlessOnly = false
var flightOnly = false
var startupOnly = false
var tourOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json":
    guard let path = arguments.popFirst() else {
      FileHandle.standardError.write(Data("--json needs a file path\n\(usage)\n".utf8))
      exit(2)
    }
    jsonPath = path
  case "--samples", "--warm-up":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
      FileHandle.standardError.write(Data("\(argument) needs a positive whole number\n\(usage)\n".utf8))
      exit(2)
    }
    if argument == "--samples" { settings.samples = value } else { settings.warmUp = value }
  case lazyGridChildArgument:
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
      FileHandle.standardError.write(Data("\(argument) needs a positive whole number\n".utf8))
      exit(2)
    }
    lazyGridChildCount = value
  case "--headless-only":
    headlessOnly = true
  case "--flight-only":
    flightOnly = true
  case "--startup-only":
    startupOnly = true
  case "--tour-only":
    tourOnly = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    FileHandle.standardError.write(Data("unknown argument '\(argument)'\n\(usage)\n".utf8))
    exit(2)
  }
}

if let lazyGridChildCount {
  do {
    try runLazyGridChild(count: lazyGridChildCount, settings: settings)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("portal-bench: lazy grid child failed: \(error)\n".utf8))
    exit(1)
  }
}

if [headlessOnly, flightOnly, startupOnly, tourOnly].filter({ $0 }).count > 1 {
  FileHandle.standardError.write(
    Data("--headless-only, --flight-only, --startup-only and --tour-only cannot be combined\n\(usage)\n".utf8))
  exit(2)
}

if flightOnly {
  do {
    try runFlightBenchmarks()
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("portal-bench failed: \(error)\n".utf8))
    exit(1)
  }
}

if startupOnly {
  do {
    let server = try XvfbServer(screen: "1280x800x24")
    defer { server.stop() }
    FileHandle.standardError.write(Data("portal-bench: start-up on Xvfb \(server.displayName)…\n".utf8))
    print(try measureStartup(display: server.displayName).table)
  } catch {
    FileHandle.standardError.write(Data("portal-bench: start-up failed: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

if tourOnly {
  do {
    let server = try XvfbServer(screen: "1280x800x24")
    defer { server.stop() }
    FileHandle.standardError.write(Data("portal-bench: the demo's tour on Xvfb \(server.displayName)…\n".utf8))
    print(try measureTour(display: server.displayName).table(fullWindowRedraw: nil))
  } catch {
    FileHandle.standardError.write(Data("portal-bench: tour failed: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

var grid: LazyGridReport?
do {
  // The lazy grid runs on the headless host and needs no X server, so it goes first.
  FileHandle.standardError.write(Data("portal-bench: lazy grid on the headless host…\n".utf8))
  grid = try measureLazyGrid(settings: settings)
  print(grid!.table)
  print("")
  FileHandle.standardError.write(Data("portal-bench: long list scroll on the headless host…\n".utf8))
  print(try measureListScroll().table)
  print("")
} catch {
  FileHandle.standardError.write(Data("portal-bench: headless scenario failed: \(error)\n".utf8))
  exit(1)
}
if headlessOnly { exit(0) }

do {
  let server = try XvfbServer(screen: "1280x800x24")
  defer { server.stop() }
  let scene = BenchScene()
  FileHandle.standardError.write(Data("portal-bench: Xvfb on \(server.displayName); measuring…\n".utf8))
  let shm = try measureHost(
    display: server.displayName, allowSharedMemory: true, scene: scene, settings: settings)
  let putImage = try measureHost(
    display: server.displayName, allowSharedMemory: false, scene: scene, settings: settings)
  let baseline = try measureBaseline(scene: scene, settings: settings)
  let wakeUps = try measureIdleWakeUps(display: server.displayName, seconds: settings.idleSeconds)
  FileHandle.standardError.write(Data("portal-bench: portal flights…\n".utf8))
  let flights = try measureFlights(display: server.displayName, flights: 8)
  let header = try measureHeaderScroll(frames: 360)
  let rest = try measureFramesUntilRest()
  let report = BenchReport(
    display: server.displayName, cores: ProcessInfo.processInfo.activeProcessorCount, settings: settings,
    shm: shm, putImage: putImage, baseline: baseline, idleWakeUps: wakeUps, headerScroll: header)
  print(report.table)
  print("")
  print(flights.table)
  print("")
  print(
    "flowing header scroll frame, headless 1280×800 (ms): p50 \(String(format: "%.3f", header.p50)) "
      + "p90 \(String(format: "%.3f", header.p90)) p99 \(String(format: "%.3f", header.p99)) "
      + "max \(String(format: "%.3f", header.max))")
  print("")
  print("frames at 120 Hz from the last input until rest (headless):")
  for (what, frames) in rest { print("  \(what): \(frames)") }
  print("")

  FileHandle.standardError.write(Data("portal-bench: live event loop: pacing, click latency, idle, start-up, 1,000 flights…\n".utf8))
  let pacing = try measurePacing(display: server.displayName)
  let latency = try measureClickLatency(display: server.displayName)
  let idle = try measureIdleCost(display: server.displayName, seconds: 5)
  var startup: StartupMeasurement?
  var startupProblem: String?
  do { startup = try measureStartup(display: server.displayName) } catch { startupProblem = "\(error)" }
  let soak = try measureSoak(display: server.displayName, flights: 1000)
  FileHandle.standardError.write(Data("portal-bench: the demo's tour…\n".utf8))
  var tour: TourMeasurement?
  var tourProblem: String?
  do { tour = try measureTour(display: server.displayName) } catch { tourProblem = "\(error)" }
  if let tour {
    print(tour.table(fullWindowRedraw: shm.fullTotal.p50))
    print("")
  }
  let budgets = Budgets(
    flights: flights, pacing: pacing, idle: idle, clickLatency: latency, startup: startup,
    startupProblem: startupProblem, grid: grid, soak: soak, tour: tour, tourProblem: tourProblem)
  print(budgets.table)
  let plotPath = (jsonPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? ".") + "/portal-bench-frames.png"
  try FrameTimePlot.write(
    intervals: pacing.intervals, costs: flights.wholeFrame.seconds, period: pacing.period,
    costBudget: flights.baseline.percentile(95) / 1000 * 1.5, to: plotPath)
  print("\nframe-time plot written to \(plotPath)")
  if let jsonPath {
    try report.writeJSON(to: jsonPath, adding: ["budgets": budgets.json])
    print("JSON written to \(jsonPath)")
  }
} catch {
  FileHandle.standardError.write(Data("portal-bench failed: \(error)\n".utf8))
  exit(1)
}

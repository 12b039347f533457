import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalUI
import PortalX11

/// Stands between the X11 host and the view graph and notes when each frame was drawn and
/// whether the overlay showed something after it: what the live event loop really delivers.
@MainActor
final class FrameLog: HostClient {
  let graph: ViewGraph
  let overlay: OverlayWindow
  /// For each frame: when it was presented (its requests sent to the server; the host holds a
  /// frame drawn early until its slot), when it began to draw, whether the overlay showed after
  /// it and whether the window presented.
  private(set) var frames: [(time: Double, began: Double, overlayShown: Bool, windowPresented: Bool)] = []

  init(graph: ViewGraph, overlay: OverlayWindow) {
    self.graph = graph
    self.overlay = overlay
  }

  /// The host sent the frame drawn last to the server: that is when it was presented.
  func frameSent(at time: Double) {
    if !frames.isEmpty { frames[frames.count - 1].time = time }
  }

  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {
    graph.host(host, received: event, in: window)
  }

  func host(_ host: any AppHost, drawFrameAt time: Double) {
    let presented = graph.framesPresented
    let began = MonotonicClock.seconds()
    graph.host(host, drawFrameAt: time)
    frames.append((MonotonicClock.seconds(), began, overlay.isShown, graph.framesPresented > presented))
  }

  func reset() { frames.removeAll() }
}

/// A window with the flight scene on a live event loop, its frames logged.
@MainActor
struct LiveFlightScene {
  let host: X11Host
  let model = FlightSwitch()
  let graph: ViewGraph
  let log: FrameLog

  init(display: String, title: String, flightDuration: Double) throws {
    host = try X11Host(displayName: display, title: title, className: "PortalBench", scale: 1)
    let picture = try BenchPicture.make()
    graph = ViewGraph(root: FlightBenchScene(model: model, picture: picture, duration: flightDuration), host: host)
    log = FrameLog(graph: graph, overlay: host.overlayWindow)
    host.client = log
    host.frameSent = { [weak log] in log?.frameSent(at: $0) }
    host.run(until: host.clock.now + 0.3)
    host.sync()
    host.pump()
  }

  /// Runs the loop until the overlay has shown and hidden again, or `limit` seconds pass.
  func runFlight(limit: Double = 3) {
    let end = host.clock.now + limit
    var shown = false
    while host.clock.now < end {
      host.run(until: host.clock.now + 0.005)
      if host.overlayWindow.isShown { shown = true } else if shown { return }
    }
  }
}

struct PacingMeasurement {
  var framesDelivered = 0
  var framesDue = 0
  var largestIntervalPeriods = 0.0
  var windowPresentsDuringFlight = 0
  var period = 1.0 / 120
  /// Seconds between the ends (presents) of consecutive flight frames.
  var intervals: [Double] = []
  /// Seconds between the starts of consecutive flight frames.
  var startIntervals: [Double] = []
  /// Seconds each flight frame took, start to present.
  var costs: [Double] = []

  /// A summary of where the largest intervals come from, for finding pacing problems.
  var diagnosis: String {
    func describe(_ values: [Double]) -> String {
      var samples = Samples(name: "", path: "-")
      values.forEach { samples.add($0) }
      return String(format: "p50 %.2f p99 %.2f max %.2f ms", samples.p50, samples.p99, samples.max)
    }
    return [
      "pacing: interval between presents \(describe(intervals))",
      "pacing: interval between frame starts \(describe(startIntervals))",
      "pacing: frame cost (start to present) \(describe(costs))",
    ].joined(separator: "\n")
  }
}

/// A 0.6 s flight on the live event loop at the host's frame rate (120 Hz): frames delivered
/// against frames due, the largest gap between two frames, and window presents in between.
@MainActor
func measurePacing(display: String, flights: Int = 6) throws -> PacingMeasurement {
  let scene = try LiveFlightScene(display: display, title: "portal-bench pacing", flightDuration: 0.6)
  var result = PacingMeasurement(period: scene.host.framePeriod)
  for flight in 0..<flights {
    scene.log.reset()
    scene.model.open = flight % 2 == 0
    scene.host.setNeedsFrame()
    scene.runFlight()
    let flying = scene.log.frames.filter(\.overlayShown)
    guard let first = flying.first, let last = flying.last else { continue }
    result.framesDelivered += flying.count
    result.framesDue += Int(((last.time - first.time) / result.period).rounded()) + 1
    result.costs += flying.map { $0.time - $0.began }
    for (a, b) in zip(flying, flying.dropFirst()) {
      result.intervals.append(b.time - a.time)
      result.startIntervals.append(b.began - a.began)
      result.largestIntervalPeriods = max(result.largestIntervalPeriods, (b.time - a.time) / result.period)
    }
    // Take-off hides the source and landing shows the destination: both touch the window.
    result.windowPresentsDuringFlight += flying.dropFirst().dropLast().filter(\.windowPresented).count
  }
  return result
}

/// XTest clicks on the flight's source, from a second connection as a person's input would
/// come: the time from the click reaching the server to the first overlay frame presented.
@MainActor
func measureClickLatency(display: String, clicks: Int = 30) throws -> Samples {
  let scene = try LiveFlightScene(display: display, title: "portal-bench latency", flightDuration: 0.45)
  guard let input = XOpenDisplay(display) else { throw BenchFailure("cannot open a second connection to \(display)") }
  defer { XCloseDisplay(input) }
  var samples = Samples(name: "XTest click → first overlay frame presented", path: "shm")
  // The scene centres a 240-point source, a 200-point gap and a 480-point destination in a
  // row (see FlightBenchScene): aim at the middle of the source.
  let origin = scene.host.window.screenOrigin
  let size = scene.host.window.size
  let target = (x: Int32(origin.x + (size.width - 920) / 2 + 120), y: Int32(origin.y + size.height / 2))
  for _ in 0..<clicks {
    scene.log.reset()
    XTestFakeMotionEvent(input, -1, target.x, target.y, 0)
    XSync(input, 0)
    scene.host.run(until: scene.host.clock.now + 0.05)
    XTestFakeButtonEvent(input, 1, 1, 0)
    XTestFakeButtonEvent(input, 1, 0, 0)
    XSync(input, 0)
    let sent = MonotonicClock.seconds()
    scene.runFlight()
    if let first = scene.log.frames.first(where: \.overlayShown) { samples.add(first.time - sent) }
    // Send it home again before the next click.
    scene.model.open = false
    scene.host.setNeedsFrame()
    scene.runFlight()
  }
  return samples
}

struct SoakMeasurement {
  var flights = 0
  var residentBefore = 0
  var residentAfter = 0
  var resourcesBefore: [String: Int] = [:]
  var resourcesAfter: [String: Int] = [:]
}

/// A thousand flights one after another (animations ten times faster, so it takes a minute):
/// resident memory and the X resources the program holds, after the first hundred and at the end.
@MainActor
func measureSoak(display: String, flights: Int = 1000) throws -> SoakMeasurement {
  let title = "portal-bench soak"
  let scene = try LiveFlightScene(display: display, title: title, flightDuration: 0.45)
  scene.graph.slowMotion = 0.1
  var result = SoakMeasurement(flights: flights)
  for flight in 0..<flights {
    if flight == 100 {
      scene.host.sync()
      result.residentBefore = residentKilobytes()
      result.resourcesBefore = xResources(display: display, client: title)
    }
    scene.model.open = flight % 2 == 0
    scene.host.setNeedsFrame()
    scene.runFlight()
  }
  scene.host.sync()
  result.residentAfter = residentKilobytes()
  result.resourcesAfter = xResources(display: display, client: title)
  return result
}

/// This process's resident set in kilobytes.
func residentKilobytes(pid: String = "self") -> Int {
  guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
  return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
}

/// The server-side resources (windows, pixmaps, GCs, …) of the client whose window is titled
/// `client`, as the X-Resource extension reports them through `xrestop`; empty without it.
func xResources(display: String, client: String) -> [String: Int] {
  guard let output = try? runProgram("xrestop", ["-display", display, "-b", "-m", "1"]) else { return [:] }
  var counts: [String: Int] = [:]
  var inBlock = false
  for line in output.split(separator: "\n") {
    if !line.hasPrefix("\t") {
      inBlock = line.contains(client)
      continue
    }
    guard inBlock else { continue }
    let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.count == 2, ["windows", "GCs", "pixmaps", "pictures", "fonts", "cursors", "colormaps"].contains(parts[0]),
      let value = Int(parts[1])
    {
      counts[parts[0]] = value
    }
  }
  return counts
}

/// Runs a program from PATH and returns what it printed; throws when it is not installed.
func runProgram(_ name: String, _ arguments: [String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [name] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { throw BenchFailure("\(name) exited with \(process.terminationStatus)") }
  return String(decoding: data, as: UTF8.self)
}

/// A benchmark step that could not run, worded for a person.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

struct IdleMeasurement {
  var seconds = 5.0
  var wakeUps = 0
  var cpuTicks = 0
}

/// The event loop left alone with its window mapped for `seconds`: how often it woke up and how
/// many clock ticks of CPU the process used meanwhile (from /proc/self/stat).
@MainActor
func measureIdleCost(display: String, seconds: Double = 5) throws -> IdleMeasurement {
  let host = try X11Host(
    displayName: display, title: "portal-bench idle", className: "PortalBench", size: BenchScene.windowSize, scale: 1)
  host.run(until: host.clock.now + 0.2)
  host.sync()
  host.pump()
  let wakeUps = host.wakeUps
  let ticks = cpuTicks()
  host.run(until: host.clock.now + seconds)
  return IdleMeasurement(seconds: seconds, wakeUps: host.wakeUps - wakeUps, cpuTicks: cpuTicks() - ticks)
}

/// User plus system time of this process so far, in clock ticks.
func cpuTicks() -> Int {
  guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return 0 }
  // Fields after the command name: state is field 3, utime 14 and stime 15.
  let fields = stat[stat.index(after: close)...].split(separator: " ")
  guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
  return user + system
}

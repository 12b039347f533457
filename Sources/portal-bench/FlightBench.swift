import CAllocationCounter
import Foundation
import Observation
import PortalGraphics
import PortalHost
import PortalTestSupport
import PortalTransitions
import PortalTransitionsFlowingHeader
import PortalUI
import PortalX11

/// Whether the benchmark's portal is open.
@Observable
@MainActor
final class FlightSwitch {
  var open = false
}

/// A picture on the left, its larger destination on the right, a portal between them.
struct FlightBenchScene: View {
  let model: FlightSwitch
  let picture: Bitmap
  /// Seconds a flight takes.
  var duration = 0.45

  var body: some View {
    PortalContainer {
      HStack(spacing: 200) {
        Image(bitmap: picture).resizable().frame(width: 240, height: 180).clipShape(RoundedRectangle(cornerRadius: 12))
          .portalSource(id: "bench")
          .onTapGesture { model.open.toggle() }
        Image(bitmap: picture).resizable().frame(width: 480, height: 360).clipShape(RoundedRectangle(cornerRadius: 16))
          .portalDestination(id: "bench")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(hex: 0xF4F5F8))
      .portalTransition(
        id: "bench", isActive: Binding(get: { model.open }, set: { model.open = $0 }),
        animation: .smooth(duration: duration), sourceCornerRadius: 12, destinationCornerRadius: 16
      ) {
        Image(bitmap: picture).resizable()
      }
    }
  }
}

struct FlightMeasurements {
  var overlayFrame = Samples(name: "flight: overlay phase (layout + draw + present)", path: "shm")
  var wholeFrame = Samples(name: "flight: whole frame + XSync", path: "shm")
  var baseline = Samples(name: "baseline: same picture, cairo + present + XSync", path: "shm")
  var mainPresentsDuringFlights = 0
  var flightFrames = 0
  /// Heap allocations (malloc and its kin, on every thread) during each flight frame, the view
  /// layer's work included.
  var frameAllocations: [Int] = []
  /// Heap allocations during each `OverlayWindow.present` of the baseline: the overlay's own
  /// per-frame path (compose, shape, present) with nothing of the view layer.
  var overlayPresentAllocations: [Int] = []

  var table: String {
    func row(_ s: Samples) -> String {
      s.name.padding(toLength: 56, withPad: " ", startingAt: 0)
        + [s.p50, s.p90, s.p99, s.max].map { String(format: "%8.3f", $0) }.joined(separator: " ")
    }
    return [
      "portal flights on Xvfb, 1280×800 (ms)                     p50      p90      p99      max",
      row(wholeFrame), row(overlayFrame), row(baseline),
      String(format: "whole flight frame / baseline, p50                       %.2fx", wholeFrame.p50 / baseline.p50),
      String(format: "whole flight frame / baseline, p99                       %.2fx", wholeFrame.p99 / baseline.p99),
      "window presents during flights (take-off and landing excluded): \(mainPresentsDuringFlights) in \(flightFrames) frames",
      "heap allocations per flight frame (view layer + overlay), median / max: "
        + "\(median(frameAllocations)) / \(frameAllocations.max() ?? 0)",
      "heap allocations per OverlayWindow.present (baseline frames), median / max: "
        + "\(median(overlayPresentAllocations)) / \(overlayPresentAllocations.max() ?? 0)",
    ].joined(separator: "\n")
  }
}

/// Flies a picture back and forth through the X11 overlay and times every frame; then draws
/// the same picture at the same rectangles straight with cairo and presents it, for comparison.
@MainActor
func measureFlights(display: String, flights: Int) throws -> FlightMeasurements {
  let host = try X11Host(displayName: display, title: "portal-bench flights", className: "PortalBench", scale: 1)
  let picture = try BenchPicture.make()
  let model = FlightSwitch()
  let graph = ViewGraph(root: FlightBenchScene(model: model, picture: picture), host: host)
  host.run(until: host.clock.now + 0.2)
  host.sync()
  host.pump()
  var result = FlightMeasurements()
  var rects: [(Rect, Rect)] = []
  for flight in 0..<flights {
    model.open = flight % 2 == 0
    var frame = 0
    var previous: Rect?
    repeat {
      let presentedBefore = graph.framesPresented
      let allocationsBefore = portal_allocation_count()
      let start = MonotonicClock.seconds()
      graph.host(host, drawFrameAt: host.clock.now)
      host.sync()
      let end = MonotonicClock.seconds()
      let allocations = Int(portal_allocation_count() - allocationsBefore)
      let report = graph.lastFrame
      let layer = graph.overlayLayers.ids.first.flatMap { graph.overlayLayers.placement(of: $0)?.frame }
      if let layer {
        result.wholeFrame.add(end - start)
        if frame > 0 { result.frameAllocations.append(allocations) }
        result.overlayFrame.add(report.overlayMilliseconds / 1000)
        rects.append((layer, previous ?? layer))
        previous = layer
        // The first frame hides the ends and the last shows them: those two touch the window.
        if frame > 0, graph.framesPresented > presentedBefore { result.mainPresentsDuringFlights += 1 }
        result.flightFrames += 1
      }
      frame += 1
      usleep(2_000)
    } while !graph.overlayLayers.ids.isEmpty || frame < 2
  }
  // Baseline: the same picture at the same rectangles, drawn and presented without the view layer.
  let overlay = host.overlayWindow
  var damageList = [Rect.zero]
  var visibleList = [Rect.zero]
  for (rect, previous) in rects {
    let start = MonotonicClock.seconds()
    let canvas = Canvas(bitmap: overlay.bitmap)
    let damage = rect.union(previous).integral
    canvas.withState {
      canvas.clip(to: damage)
      canvas.clear()
      canvas.drawImage(picture, in: rect, cornerRadii: CornerRadii(14))
    }
    damageList[0] = damage
    visibleList[0] = rect.integral
    let allocationsBefore = portal_allocation_count()
    overlay.present(damage: damageList, visible: visibleList)
    result.overlayPresentAllocations.append(Int(portal_allocation_count() - allocationsBefore))
    host.sync()
    result.baseline.add(MonotonicClock.seconds() - start)
  }
  overlay.hide()
  return result
}

/// The middle value of `values` (the upper one of the two middle ones), 0 when empty.
func median(_ values: [Int]) -> Int {
  values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

/// The picture the flight benchmark flies: a gradient landscape drawn once.
enum BenchPicture {
  static func make() throws -> Bitmap {
    let bitmap = try Bitmap(width: 480, height: 360)
    let canvas = Canvas(bitmap: bitmap)
    canvas.fill(
      Rect(x: 0, y: 0, width: 480, height: 360),
      with: .linear(Gradient(colors: [Color(hex: 0xFF9A6B), Color(hex: 0xFFD6A5)]), from: .zero, to: Point(x: 0, y: 300)))
    canvas.fill(circleCenter: Point(x: 320, y: 110), radius: 40, with: .color(Color(hex: 0xFFF1C9)))
    canvas.fill(Path(rect: Rect(x: 0, y: 240, width: 480, height: 120)), with: Color(hex: 0x4E3D6B))
    return bitmap
  }
}

/// A pane whose flowing header flows as it scrolls, for the header benchmark.
struct HeaderBenchPane: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        FlowingHeaderView(displays: [.title, .accessory])
        ForEach(0..<200) { index in
          HStack {
            Text("Row \(index)").font(.headline)
            Spacer()
            Text("detail").font(.caption)
          }
          .padding(.horizontal, 20)
          .frame(height: 52)
        }
      }
    }
    .flowingHeaderDestination(displays: [.title, .accessory])
    .flowingHeader(
      title: "Favorites", subtitle: "Scrolling", displays: [.title, .accessory], layout: .horizontal,
      snappingBehavior: .none) {
      Image(systemName: "star.fill").font(.system(size: 56)).foregroundStyle(Color.orange)
    }
  }
}

/// Scrolls the header pane down and up through its flow one small wheel step per frame on the
/// headless host at 1280×800, timing each frame.
@MainActor
func measureHeaderScroll(frames: Int) throws -> Samples {
  let host = try HeadlessHost(size: Size(width: 1280, height: 800))
  let graph = ViewGraph(root: HeaderBenchPane(), host: host)
  host.runUntilIdle()
  var samples = Samples(name: "flowing header: scroll frame (update + draw)", path: "-")
  let evaluationsBefore = graph.evaluations
  var updateMs = 0.0
  var mainMs = 0.0
  for frame in 0..<frames {
    // 4 px per step, 30 steps down and 30 up: the header is always mid-flow or at its ends.
    let down = (frame / 30) % 2 == 0
    host.send(.scrolled(Point(x: 640, y: 400), dx: 0, dy: down ? 4 : -4, precise: true))
    let start = MonotonicClock.seconds()
    host.step(by: 1.0 / 120)
    samples.add(MonotonicClock.seconds() - start)
    updateMs += graph.lastFrame.updateMilliseconds
    mainMs += graph.lastFrame.mainMilliseconds
  }
  let perFrame = Double(graph.evaluations - evaluationsBefore) / Double(frames)
  FileHandle.standardError.write(Data("portal-bench: header scroll: \(String(format: "%.1f", perFrame)) view evaluations per frame, \(graph.nodeCount) nodes, update \(String(format: "%.2f", updateMs / Double(frames))) ms, draw \(String(format: "%.2f", mainMs / Double(frames))) ms\n".utf8))
  return samples
}

/// Frames the graph asks for after the last input until everything is at rest: one wheel
/// notch (a glide), a burst of five notches, and a flight there and back.
@MainActor
func measureFramesUntilRest() throws -> [(String, Int)] {
  var results: [(String, Int)] = []
  let host = try HeadlessHost(size: Size(width: 1280, height: 800))
  // The host holds its client weakly: keep the graphs alive for the whole measurement.
  let graph = ViewGraph(root: HeaderBenchPane(), host: host)
  host.runUntilIdle()
  host.send(.scrolled(Point(x: 640, y: 400), dx: 0, dy: 48, precise: false))
  results.append(("one wheel notch", host.runUntilIdle()))
  for _ in 0..<5 { host.send(.scrolled(Point(x: 640, y: 400), dx: 0, dy: 48, precise: false)) }
  results.append(("five wheel notches at once", host.runUntilIdle()))
  let model = FlightSwitch()
  let flightHost = try HeadlessHost(size: Size(width: 1280, height: 800))
  let picture = try BenchPicture.make()
  let flightGraph = ViewGraph(root: FlightBenchScene(model: model, picture: picture), host: flightHost)
  flightHost.runUntilIdle()
  model.open = true
  results.append(("portal flight forward (smooth 0.45 s)", flightHost.runUntilIdle()))
  model.open = false
  results.append(("portal flight back", flightHost.runUntilIdle()))
  withExtendedLifetime((graph, flightGraph)) {}
  return results
}

/// `--flight-only`: the flights' frame cost and allocations, and their pacing on the live loop,
/// with the budgets those touch.
@MainActor
func runFlightBenchmarks() throws {
  let server = try XvfbServer(screen: "1280x800x24")
  defer { server.stop() }
  FileHandle.standardError.write(Data("portal-bench: Xvfb on \(server.displayName); flights and pacing…\n".utf8))
  let flights = try measureFlights(display: server.displayName, flights: 8)
  print(flights.table)
  print("")
  let pacing = try measurePacing(display: server.displayName)
  print(pacing.diagnosis)
  print("")
  let budgets = Budgets(
    flights: flights, pacing: pacing, idle: IdleMeasurement(), clickLatency: Samples(name: "", path: "-"),
    startup: nil, startupProblem: nil, grid: nil, soak: SoakMeasurement())
  print(budgets.table(only: ["flight frame", "flights at", "largest interval", "window presents"]))
}

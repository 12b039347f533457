import ArgumentParser
import Foundation
import Logging
import PortalGraphics
import PortalHost
import PortalTransitions
import PortalTransitionsFlowingHeader
import PortalUI
import PortalX11

/// `portal-demo`: the desktop visualizer. Start reading here.
@main
struct PortalDemo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "portal-demo",
    abstract: "Element transitions that fly through a transparent overlay window, on X11.",
    discussion: """
      Click a card to fly it into its detail sheet; Esc, the close button or a click outside sends \
      it back. 1-7 switch scenes, M toggles reduced motion, ? shows the keys, Q quits. With --tour \
      the demo drives itself with real input; with --record it writes every presented frame as \
      PNG, plus a contact sheet. `portal-demo generate-resources` rewrites Resources/; \
      `portal-demo generate-icon` draws the app icon into Resources/AppIcon/.
      """)

  @Argument(help: "`generate-resources` writes the catalogue and artwork into Resources/ and exits; `generate-icon` writes the app icon's sizes into Resources/AppIcon/.")
  var action: String?

  @Option(help: "The scene to open: grid, push, static-id, group, carousel, header or second-window.")
  var scene: SceneChoice = .grid

  @Option(help: "Window size in logical pixels, as WIDTHxHEIGHT.")
  var size: WindowSize = WindowSize(width: 1280, height: 800)

  @Flag(help: "Walk through the scenes with scripted input (XTest), then exit.")
  var tour = false

  @Option(help: "Write each presented frame as a PNG into this folder, and a contact sheet at the end.")
  var record: String?

  @Option(help: "Write JSON-lines trace events to this file, or - for standard output.")
  var trace: String?

  @Option(help: "Run animations this many times slower (1 to 20), to watch a flight closely.")
  var slowMotion: Double = 1

  @Flag(help: "Start with reduced motion: dissolves instead of flights (by default the desktop's setting; M toggles).")
  var reduceMotion = false

  @Option(help: "light or dark (by default the desktop's; A toggles while running).")
  var appearance: Appearance?

  @Flag(help: "Outline portal sources, destinations and flying layers (D toggles).")
  var debugOverlays = false

  @Flag(help: "Only check that the X display can be opened: exit 0 if so, 2 with the reason if not.")
  var checkDisplay = false

  @Flag(help: "Only check the palette: print the contrast of every text over the surfaces it is drawn on, light and dark; exit 0 if each reaches 4.5:1 (WCAG AA), 2 if not.")
  var checkContrast = false

  @Flag(help: "Only lay the scene out at --size, with no display, and print as JSON lines where every text, picture and shape landed and whether each text is cut; exit 0.")
  var layoutReport = false

  @Flag(help: "Show the scene, and after its first frame print its accessibility tree as indented text (role, name, id, actions, states, bounds in window points), as assistive technologies see it; exit 0.")
  var accessibilityReport = false

  func validate() throws {
    guard (1...20).contains(slowMotion) else {
      throw ValidationError("--slow-motion must be between 1 and 20")
    }
    if let action, !["generate-resources", "generate-icon"].contains(action) {
      throw ValidationError("unknown action '\(action)'; the actions are generate-resources and generate-icon")
    }
  }

  /// ArgumentParser's usage errors exit with 64; this project promises 2 for bad input, like
  /// most Unix tools, so parsing is wrapped.
  static func main() {
    StartupTrace.begin()
    Typesetter.prepareFonts()
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = ProcessInfo.processInfo.environment["PORTAL_LOG"].flatMap { Logger.Level(rawValue: $0) } ?? .notice
      return handler
    }
    do {
      var command = try parseAsRoot()
      StartupTrace.mark("arguments parsed")
      try command.run()
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      // For usage errors the message already ends with the usage line.
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }

  // The program runs on the main thread, where `main()` calls this.
  func run() throws { try MainActor.assumeIsolated { try launch() } }

  @MainActor
  private func launch() throws {
    if action == "generate-resources" {
      let count = try Catalogue.writeResources(to: Catalogue.resourceDirectory)
      print("portal-demo: wrote \(count) cards to \(Catalogue.resourceDirectory)")
      return
    }
    if action == "generate-icon" {
      let written = try AppIconPainter.writeAll(to: Catalogue.resourceDirectory + "/AppIcon", sizes: AppIcon.standardSizes)
      print("portal-demo: wrote the icon at \(written.count) sizes to \(Catalogue.resourceDirectory)/AppIcon")
      return
    }
    if checkContrast {
      var failures = 0
      for dark in [false, true] {
        for pair in DemoPalette.contrasts(dark: dark) {
          let verdict = pair.ratio >= 4.5 ? "ok" : "LOW"
          if pair.ratio < 4.5 { failures += 1 }
          let ratio = String(format: "%.2f", pair.ratio)
          print("\(verdict) \(dark ? "dark " : "light") \(pair.text) on \(pair.surface): \(ratio):1")
        }
      }
      if failures > 0 { throw DemoFailure(message: "portal-demo: \(failures) text colours are below 4.5:1") }
      return
    }
    if layoutReport {
      ImageResources.register(directory: Catalogue.resourceDirectory + "/Artwork")
      let lines = try LayoutReport.lines(
        scene: scene.scene, sceneName: scene.rawValue, size: size.size, dark: appearance == .dark)
      print(lines.joined(separator: "\n"))
      return
    }
    if checkDisplay {
      do {
        _ = try X11Connection()
        return
      } catch {
        throw DemoFailure(message: "portal-demo: \(error)")
      }
    }
    let host: X11Host
    do {
      host = try X11Host(
        title: "Portal — demo", className: DemoIdentity.windowClass,
        icon: DemoIdentity.icon(resources: Catalogue.resourceDirectory), size: size.size)
    } catch let error as X11HostError {
      throw DemoFailure(message: "portal-demo: \(error)")
    }
    StartupTrace.mark("X connection, window and overlay created")
    ImageResources.register(directory: Catalogue.resourceDirectory + "/Artwork")
    let cards = Catalogue.load()
    StartupTrace.mark("catalogue loaded (\(cards.count) cards)")
    let model = DemoModel(
      cards: cards, scene: scene.scene, reduceMotion: reduceMotion ? true : nil,
      appearance: appearance.map { $0 == .dark ? .dark : .light }, debugOverlays: debugOverlays)
    let controller = PortalController()
    let tracer = try trace.map { try TraceWriter(destination: $0) }
    let recorder = try record.map { try FrameRecorder(directory: $0) }
    controller.trace = { event in
      tracer?.write(event)
      switch event {
      case .transitionBegan(let id, let direction, _, _): recorder?.transitionBegan("\(model.scene.rawValue): \(id) \(direction)")
      case .transitionEnded: recorder?.transitionEnded()
      case .anchors: break
      }
    }
    var root = DemoRoot(model: model, controller: controller, quit: { host.stop() })
    if let tracer { root.headerTrace = { tracer.write(jsonLine: $0.jsonLine) } }
    let graph = ViewGraph(root: root, host: host)
    graph.onCloseRequest = { host.stop() }
    graph.slowMotion = slowMotion
    let tour = self.tour ? try Tour(host: host, graph: graph, model: model) : nil
    if let tracer { tour?.onStep = { tracer.writeTourStep($0) } }
    let session = DemoSession(graph: graph, recorder: recorder, tour: tour, tracer: tracer)
    session.frameStats = model.frameStats
    session.model = model
    if accessibilityReport {
      session.afterFirstFrame = {
        // What building the tree costs, on standard error: the first build (the runtime meets
        // the views' types), a build again, and a request the kept tree answers.
        func milliseconds(_ work: () -> Void) -> Double {
          let start = MonotonicClock.seconds()
          work()
          return (MonotonicClock.seconds() - start) * 1000
        }
        var snapshot = AccessibilitySnapshot()
        let first = milliseconds { snapshot = graph.accessibilitySnapshot() }
        graph.discardAccessibilityTree()
        let again = milliseconds { snapshot = graph.accessibilitySnapshot() }
        let kept = milliseconds { snapshot = graph.accessibilitySnapshot() }
        print(snapshot.textReport())
        FileHandle.standardError.write(
          Data(
            String(
              format: "portal-demo: accessibility tree of %d elements from %d views built in %.2f ms (first), %.2f ms (again), %.3f ms (unchanged)\n",
              snapshot.elements.count, graph.nodeCount, first, again, kept
            ).utf8))
        host.stop()
      }
    }
    host.client = session
    host.setNeedsFrame()
    StartupTrace.mark("view graph built; mapping the window")
    host.run()
    tracer?.flush()
    let accessibility = host.accessibilityStatistics
    if accessibility.trees > 0 {
      FileHandle.standardError.write(
        Data(
          String(
            format: "portal-demo: %d accessibility trees published, %.2f ms on average, %.2f ms at most\n",
            accessibility.trees, accessibility.milliseconds / Double(accessibility.trees),
            accessibility.maximumMilliseconds
          ).utf8))
    }
    if let recorder {
      let sheet = try recorder.writeContactSheet()
      let plot = try recorder.writeFrameTimePlot()
      print("portal-demo: wrote \(recorder.framesWritten) frames to \(recorder.directory.path)")
      if let sheet { print("portal-demo: contact sheet: \(sheet)") }
      if let plot { print("portal-demo: frame-time plot: \(plot)") }
    }
  }
}

/// A failure already worded for a person; printed without the usage text.
struct DemoFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

enum SceneChoice: String, ExpressibleByArgument, CaseIterable {
  case grid
  case push
  case staticID = "static-id"
  case group
  case carousel
  case header
  case secondWindow = "second-window"

  var scene: DemoScene {
    switch self {
    case .grid: return .gridSheet
    case .push: return .push
    case .staticID: return .staticID
    case .group: return .group
    case .carousel: return .carousel
    case .header: return .flowingHeader
    case .secondWindow: return .secondWindow
    }
  }
}

/// The demo's appearance at start.
enum Appearance: String, ExpressibleByArgument, CaseIterable {
  case light
  case dark
}

/// `WIDTHxHEIGHT`, for example `1280x800`.
struct WindowSize: ExpressibleByArgument {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (640...8192).contains(w),
      (480...8192).contains(h)
    else { return nil }
    self.init(width: w, height: h)
  }

  var size: Size { Size(width: Double(width), height: Double(height)) }
  var defaultValueDescription: String { "\(width)x\(height)" }
}

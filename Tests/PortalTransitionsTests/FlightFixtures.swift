import Foundation
import Logging
import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// What a test changes on the two ends while they are on screen.
@Observable @MainActor
final class EndsModel {
  /// Moves the destination right by this many points.
  var destinationShift = 0.0
  var showsSource = true
  var showsDestination = true
}

/// A source on the left, a destination on the right, a button that toggles the transition.
struct TwoEnds: View {
  @State var show = false
  var destinationOffset: Double = 0
  let log: FlightLog
  var removal: PortalRemovalTransition = .none
  var animation: Animation = .linear(duration: 1)
  var withDestination = true
  var delay: Double = 0
  var sourceCornerRadius: Double = 0
  var destinationCornerRadius: Double = 0
  var ends = EndsModel()

  var body: some View {
    let shift = ends.destinationShift
    let showsSource = ends.showsSource
    let showsDestination = ends.showsDestination
    return PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 100) {
          if showsSource {
            Color(hex: 0xD02020).frame(width: 40, height: 40).portalSource(id: "card")
          } else {
            Color.gray.frame(width: 40, height: 40)
          }
          if withDestination && showsDestination {
            Color(hex: 0xD02020).frame(width: 160, height: 120).portalDestination(id: "card")
              .padding(.leading, shift)
          } else {
            Color.gray.frame(width: 160, height: 120).padding(.leading, shift)
          }
        }
        Text("toggle").onTapGesture { show.toggle() }
      }
      .portalTransition(
        id: "card", isActive: $show, animation: animation, transition: removal,
        sourceCornerRadius: sourceCornerRadius, destinationCornerRadius: destinationCornerRadius, delay: delay,
        completion: { log.completions.append($0) }
      ) {
        Color(hex: 0xD02020)
      }
    }
  }
}

@MainActor
final class FlightLog {
  var completions: [Bool] = []
}

/// Trace events as short strings, with their rectangles.
@MainActor
final class TraceLog {
  var events: [PortalTraceEvent] = []

  var transitions: [String] {
    events.compactMap {
      switch $0 {
      case .transitionBegan(let id, let direction, _, _): "began \(direction) \(id)"
      case .transitionEnded(let id, let direction, _, _, _, let interrupted):
        "\(interrupted ? "turned" : "ended") \(direction) \(id)"
      case .anchors: nil
      }
    }
  }
}

/// Collects log messages, for tests of the diagnostics.
final class CapturedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var messages: [String] { lock.withLock { stored } }
  func append(_ message: String) { lock.withLock { stored.append(message) } }

  var logger: Logger {
    Logger(label: "portal.transitions.test") { _ in CapturingHandler(log: self) }
  }
}

struct CapturingHandler: LogHandler {
  let log: CapturedLog
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(
    level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String,
    function: String, line: UInt
  ) {
    log.append(message.description)
  }
}

@MainActor
final class FlightHarness {
  let host: HeadlessHost
  let graph: ViewGraph
  let trace = TraceLog()
  let diagnostics = CapturedLog()

  init<V: View>(_ view: V, size: Size = Size(width: 500, height: 300)) throws {
    host = try HeadlessHost(size: size)
    graph = ViewGraph(root: view, host: host)
    host.drawIfRequested()
    if let controller {
      let trace = self.trace
      controller.trace = { trace.events.append($0) }
      controller.logger = diagnostics.logger
    }
  }

  func anchor(_ role: PortalRole, _ id: String = "card", in namespace: String? = nil) -> Rect? {
    controller?.registry.frame(PortalKey(namespace: namespace, id: id), role)
  }

  func isHidden(_ role: PortalRole, _ id: String = "card") -> Bool {
    controller?.registry.isHidden(PortalKey(namespace: nil, id: id), role) ?? false
  }

  var controller: PortalController? {
    var found: PortalController?
    graph.root.forEachDescendant { if found == nil { found = $0.environment.portalController } }
    return found
  }

  func tapToggle() { tap("toggle") }

  /// Taps the text `text` and draws the first frame of the flight (or turn) it starts, then
  /// the frame `seconds` later when that is not 0.
  func tapAndStep(_ text: String, by seconds: Double = 0) {
    tap(text)
    host.step(by: 0)
    if seconds != 0 { host.step(by: seconds) }
  }

  /// `tapAndStep(_:by:)` on "toggle".
  func toggleAndStep(by seconds: Double = 0) { tapAndStep("toggle", by: seconds) }

  /// The flying layer of `id` (or, with a suffix such as `:companion`, one of its helpers).
  func placement(_ id: String = "card", _ suffix: String = "", in namespace: String? = nil)
    -> OverlayLayers.Placement?
  {
    guard let controller else { return nil }
    let layer = controller.layerID(of: PortalKey(namespace: namespace, id: id))
    return graph.overlayLayers.placement(of: AnyHashable("\(layer.base)\(suffix)"))
  }

  var layerFrame: Rect? { placement()?.frame }

  func pixel(_ bitmap: Bitmap, _ p: Point) -> UInt32 { bitmap.rawPixel(x: Int(p.x), y: Int(p.y)) & 0xFFFFFF }
}

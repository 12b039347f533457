import PortalGraphics
import PortalHost

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// A scrollable pane with a flowing header, as a person would write one.
struct HeaderPane: View {
  var id: AnyHashable = defaultFlowingHeaderID
  var title = "Favorites"
  var displays: Set<FlowingHeaderDisplayComponent> = [.title]
  var layout: FlowingHeaderLayout = .horizontal
  var snapping: FlowingHeaderSnappingBehavior = .directional
  var rows = 40

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        PortalHeaderView(id: id)
        ForEach(0..<rows) { index in
          Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)
            .frame(height: 44)
        }
      }
    }
    .portalHeaderDestination(id: id, displays: displays)
    .portalHeader(
      id: id, title: title, subtitle: "Your starred items", displays: displays, layout: layout,
      snappingBehavior: snapping
    ) {
      Image(systemName: "star.fill").font(.system(size: 56)).foregroundStyle(.orange)
    }
  }
}

@MainActor
final class TraceLog {
  var events: [FlowingHeaderTraceEvent] = []
  var snaps: [SnapDecision] {
    events.compactMap { if case .snapBegan(_, let d) = $0 { d } else { nil } }
  }
}

/// A view tree on a headless host, stepped one frame at a time.
@MainActor
final class HeaderSession {
  let host: HeadlessHost
  let graph: ViewGraph
  let log = TraceLog()
  static let frame = 1.0 / 60

  init<V: View>(size: Size = Size(width: 400, height: 500), reduceMotion: Bool = false, _ view: V) throws {
    host = try HeadlessHost(size: size)
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = reduceMotion
    let log = self.log
    graph = ViewGraph(
      root: view.frame(maxWidth: .infinity, maxHeight: .infinity).onFlowingHeaderTrace {
        log.events.append($0)
      },
      host: host, environment: environment)
    host.drawIfRequested()
    settle()
  }

  func settle() { host.runUntilIdle(frameInterval: Self.frame, limit: 2000) }

  func step(_ frames: Int = 1) {
    for _ in 0..<frames { host.step(by: Self.frame) }
  }

  /// One wheel event over `point` followed by one frame.
  func wheel(_ dy: Double, at point: Point = Point(x: 200, y: 300)) {
    host.send(.scrolled(point, dx: 0, dy: dy, precise: true))
    step()
  }

  func state(_ id: AnyHashable = defaultFlowingHeaderID) -> FlowingHeaderState? {
    var found: FlowingHeaderState?
    graph.root.forEachDescendant { node in
      if found == nil, let entry = node.environment.flowingHeaders[id] { found = entry.state }
    }
    return found
  }

  func progress(_ id: AnyHashable = defaultFlowingHeaderID) -> Double {
    state(id)?.presentation.progress ?? -1
  }

  func offset(_ id: AnyHashable = defaultFlowingHeaderID) -> Double {
    state(id)?.scrollGeometry?.offset.y ?? -1
  }

  /// Where the flowing title is drawn: the title Text inside the layer, render transforms included.
  func flowingTitleFrame(_ text: String = "Favorites") -> Rect? {
    var found: Rect?
    graph.root.forEachDescendant { node in
      guard found == nil, let t = node.view as? Text, t.content == text,
        node.ancestry.contains(where: { $0.view is FlowingHeaderLayer })
      else { return }
      found = node.windowFrame
    }
    return found
  }

  func writePNG(_ name: String) throws {
    try host.main.bitmap.writePNG(to: "/tmp/\(name).png")
  }
}

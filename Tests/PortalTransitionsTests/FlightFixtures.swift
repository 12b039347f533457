import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// A source on the left, a destination on the right, a button that toggles the transition.
struct TwoEnds: View {
  @State var show = false
  var destinationOffset: Double = 0
  let log: FlightLog
  var removal: PortalRemovalTransition = .none
  var animation: Animation = .linear(duration: 1)
  var withDestination = true

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 100) {
          Color(hex: 0xD02020).frame(width: 40, height: 40).portalSource(id: "card")
          if withDestination {
            Color(hex: 0xD02020).frame(width: 160, height: 120).portalDestination(id: "card")
          } else {
            Color.gray.frame(width: 160, height: 120)
          }
        }
        Text("toggle").onTapGesture { show.toggle() }
      }
      .portalTransition(
        id: "card", isActive: $show, animation: animation, transition: removal,
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

@MainActor
final class FlightHarness {
  let host: HeadlessHost
  let graph: ViewGraph

  init<V: View>(_ view: V, size: Size = Size(width: 500, height: 300)) throws {
    host = try HeadlessHost(size: size)
    graph = ViewGraph(root: view, host: host)
    host.drawIfRequested()
  }

  func anchor(_ role: PortalRole) -> Rect? {
    var controller: PortalController?
    graph.root.forEachDescendant { node in
      if controller == nil, let c = node.environment.portalController { controller = c }
    }
    return controller?.registry.frame(PortalKey(namespace: nil, id: "card"), role)
  }

  var controller: PortalController? {
    var found: PortalController?
    graph.root.forEachDescendant { if found == nil { found = $0.environment.portalController } }
    return found
  }

  func tapToggle() {
    var point: Point?
    graph.root.forEachDescendant { node in
      if let text = node.view as? Text, text == Text("toggle") { point = node.frame.center }
    }
    guard let point else { return }
    host.send(.pointerPressed(point, button: .primary))
    host.send(.pointerReleased(point, button: .primary))
  }

  /// The flying layer of `id` (or, with a suffix such as `:companion`, one of its helpers).
  func placement(_ id: String = "card", _ suffix: String = "") -> OverlayLayers.Placement? {
    graph.overlayLayers.placement(of: AnyHashable("portal:\(id)\(suffix)"))
  }

  var layerFrame: Rect? { placement()?.frame }

  func pixel(_ bitmap: Bitmap, _ p: Point) -> UInt32 { bitmap.rawPixel(x: Int(p.x), y: Int(p.y)) & 0xFFFFFF }
}

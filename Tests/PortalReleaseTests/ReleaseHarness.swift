import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// Runs a release's app headless: taps, steps the clock, and reads the flying layers and the
/// ends the portal engine registered.
@MainActor
final class ReleaseHarness {
  let host: HeadlessHost
  let graph: ViewGraph

  init<V: View>(_ view: V, size: Size = Size(width: 500, height: 300)) throws {
    host = try HeadlessHost(size: size)
    graph = ViewGraph(root: view, host: host)
    host.drawIfRequested()
  }

  var controller: PortalController? {
    var found: PortalController?
    graph.root.forEachDescendant { if found == nil { found = $0.environment.portalController } }
    return found
  }

  /// Where the end `role` of the portal `id` is on screen.
  func end(_ role: PortalRole, _ id: String) -> Rect? {
    controller?.registry.frame(PortalKey(namespace: nil, id: id), role)
  }

  /// Where the flying layer of `id` is drawn, or nil when none flies.
  func layer(_ id: String) -> Rect? {
    guard let controller else { return nil }
    return graph.overlayLayers.placement(of: controller.layerID(of: PortalKey(namespace: nil, id: id)))?.frame
  }

  /// Whether a flight of `id` is under way.
  func isFlying(_ id: String) -> Bool { controller?.flight(PortalKey(namespace: nil, id: id)) != nil }

  /// Taps the middle of the text `text`, and draws the frame after it.
  func tap(_ text: String) {
    var point: Point?
    graph.root.forEachDescendant { node in
      if point == nil, let t = node.view as? Text, t == Text(text) { point = node.frame.center }
    }
    guard let point else {
      Issue.record("no text '\(text)' on screen")
      return
    }
    host.send(.pointerPressed(point, button: .primary))
    host.send(.pointerReleased(point, button: .primary))
    host.step(by: 0)
  }

  /// Every text on screen, in tree order.
  var texts: [String] {
    var found: [String] = []
    graph.root.forEachDescendant { node in
      if let t = node.view as? Text { found.append(t.content) }
    }
    return found
  }

  /// Steps the clock by `seconds`, in frames of a 60 Hz display.
  func run(for seconds: Double) {
    var left = seconds
    while left > 1e-9 {
      let step = min(left, 1.0 / 60)
      host.step(by: step)
      left -= step
    }
  }
}

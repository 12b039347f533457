import PortalGraphics
import PortalHost

/// Delivers host input to views: clicks to the innermost tap handler under the pointer, hover
/// changes to `onHover` handlers, Tab and Enter to the focus chain, wheels to scroll views.
@MainActor
enum InputRouter {
  static func route(_ event: InputEvent, in graph: ViewGraph) {
    switch event {
    case .pointerPressed(let point, .primary):
      // A press whose release never came lets go first, so this one hits where things are.
      graph.scrollDrag?.cancel()
      let hit = graph.hitTest(point)
      graph.scrollDrag = ScrollDragRecognizer(pressAt: point, over: hit)
      // A press that caught moving content only stops it.
      graph.pressedNode = graph.scrollDrag?.isDragging == true ? nil : hit.flatMap(tapTarget)
    case .pointerReleased(let point, .primary):
      defer { graph.pressedNode = nil }
      if let drag = graph.scrollDrag {
        graph.scrollDrag = nil
        if drag.release(at: point) { return }
      }
      guard let pressed = graph.pressedNode, pressed.isAttached,
        let released = graph.hitTest(point).flatMap(tapTarget), released === pressed
      else { return }
      activate(pressed)
    case .pointerMoved(let point):
      graph.pointerLocation = point
      if let drag = graph.scrollDrag, drag.move(to: point) {
        // The content follows the pointer; what it was pressed on is no longer clicked.
        graph.pressedNode = nil
        return
      }
      updateHover(graph.hitTest(point), in: graph)
    case .pointerExited:
      graph.pointerLocation = nil
      updateHover(nil, in: graph)
    case .scrolled(let point, let dx, let dy, let precise):
      graph.pointerLocation = point
      graph.hitTestingForScroll = true
      let scrollHit = graph.hitTest(point)
      graph.hitTestingForScroll = false
      guard let hit = scrollHit else { return }
      for node in hit.ancestry {
        (node.view as? ScrollInputObserving)?.observeScroll(dx: dx, dy: dy, precise: precise)
      }
      for node in hit.ancestry {
        if let scrollable = node.view as? ScrollHandling, scrollable.scroll(node: node, dx: dx, dy: dy, precise: precise) {
          return
        }
      }
    case .keyPressed(let key, let modifiers):
      if key == .tab {
        moveFocus(in: graph, backwards: modifiers.contains(.shift))
      } else if key == .enter || key == .space, let focused = graph.focusedNode, focused.isAttached {
        activate(focused)
      } else {
        deliverKey(key, modifiers: modifiers, in: graph)
      }
    default:
      break
    }
  }

  /// The innermost enabled tap handler containing `node`.
  static func tapTarget(_ node: Node) -> Node? {
    node.ancestry.first { $0.view is TapHandling && $0.environment.isEnabled }
  }

  static func activate(_ node: Node) {
    (node.view as? TapHandling)?.performTap()
  }

  /// Content scrolled under a resting pointer: what it hovers is found again, as when it moves.
  static func refreshHover(in graph: ViewGraph) {
    guard let point = graph.pointerLocation, graph.scrollDrag == nil,
      graph.hoverHandlerCount > 0 || !graph.hoveredNodes.isEmpty
    else { return }
    updateHover(graph.hitTest(point), in: graph)
  }

  private static func updateHover(_ hit: Node?, in graph: ViewGraph) {
    let now = hit?.ancestry.filter { $0.view is HoverHandling } ?? []
    for old in graph.hoveredNodes where !now.contains(where: { $0 === old }) {
      (old.view as? HoverHandling)?.hoverChanged(false)
    }
    for new in now where !graph.hoveredNodes.contains(where: { $0 === new }) {
      (new.view as? HoverHandling)?.hoverChanged(true)
    }
    graph.hoveredNodes = now
  }

  /// Tab order is tree order over views that can be activated.
  static func focusableNodes(in graph: ViewGraph) -> [Node] {
    var nodes: [Node] = []
    graph.update()
    graph.root.forEachDescendant { node in
      if node.view is TapHandling, node.environment.isEnabled { nodes.append(node) }
    }
    return nodes
  }

  private static func moveFocus(in graph: ViewGraph, backwards: Bool) {
    let nodes = focusableNodes(in: graph)
    guard !nodes.isEmpty else { return }
    let current = graph.focusedNode.flatMap { focused in nodes.firstIndex { $0 === focused } }
    let next: Int
    if let current {
      next = (current + (backwards ? nodes.count - 1 : 1)) % nodes.count
    } else {
      next = backwards ? nodes.count - 1 : 0
    }
    if let old = graph.focusedNode { graph.addDamage(old.paintBounds.insetBy(dx: -4, dy: -4)) }
    graph.focusedNode = nodes[next]
    graph.addDamage(nodes[next].paintBounds.insetBy(dx: -4, dy: -4))
  }

  private static func deliverKey(_ key: Key, modifiers: KeyModifiers, in graph: ViewGraph) {
    // The focused view's key handlers first, then any handler in the tree (front-most last).
    var handlers: [Node] = []
    graph.root.forEachDescendant {
      if $0.view is KeyHandling || $0.view is KeyCommandHandling { handlers.append($0) }
    }
    if let focused = graph.focusedNode {
      let chain = focused.ancestry
      handlers.sort { a, b in chain.contains { $0 === a } && !chain.contains { $0 === b } }
    } else {
      handlers.reverse()
    }
    for node in handlers {
      if let commands = node.view as? KeyCommandHandling, commands.handleKey(key, modifiers: modifiers) { return }
      if (node.view as? KeyHandling)?.handleKey(key) == true { return }
    }
  }
}

@MainActor
protocol TapHandling { func performTap() }
@MainActor
protocol HoverHandling { func hoverChanged(_ inside: Bool) }
@MainActor
protocol KeyHandling { func handleKey(_ key: Key) -> Bool }
/// Key handlers that also look at the modifiers held (Alt+Left).
@MainActor
protocol KeyCommandHandling { func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool }
@MainActor
protocol ScrollHandling { func scroll(node: Node, dx: Double, dy: Double, precise: Bool) -> Bool }

import Logging
import PortalGraphics
import PortalHost

/// The graphs of the windows the main window's views opened with `.window(isPresented:)`,
/// oldest first: the main graph's child windows, and nothing else.
///
/// Input arrives by host window id and a `.window` modifier finds its own window by its node,
/// so a window's graph is looked up both ways; the main graph's frames visit every one in the
/// order they opened (update, rest checks, drawing). Opening one opens its host window and
/// builds its graph; closing one takes its views out of the tree before its host window goes.
@MainActor
package final class WindowGraphs {
  /// The main window's graph: it drives these graphs' frames and owns this set.
  private unowned let owner: ViewGraph
  /// Oldest first, the order they are updated and drawn in.
  package private(set) var all: [ViewGraph] = []

  init(owner: ViewGraph) { self.owner = owner }

  /// True while no window is open.
  package var isEmpty: Bool { all.isEmpty }

  /// The graph of host window `id`, or nil when none of these draws in it (`.main` included,
  /// which is the owner's).
  package func graph(for id: HostWindowID) -> ViewGraph? {
    for graph in all where graph.windowID == id { return graph }
    return nil
  }

  /// The graph of the window `node`'s `.window` modifier opened, if it is open.
  func graph(presentedBy node: Node) -> ViewGraph? {
    let key = ObjectIdentifier(node)
    for graph in all where graph.presenter == key { return graph }
    return nil
  }

  /// Nothing in any window is moving or waiting to move.
  var areAtRest: Bool {
    for graph in all where !graph.isAtRest { return false }
    return true
  }

  /// Some window has views waiting to be evaluated.
  var havePendingNodes: Bool {
    for graph in all where !graph.pendingNodes.isEmpty { return true }
    return false
  }

  /// Opens, updates or closes the window `node`'s `.window` modifier presents: `request` nil
  /// closes it.
  func update(presentedBy node: Node, request: WindowRequest?) {
    if let window = graph(presentedBy: node) {
      if let request {
        window.onCloseRequest = request.dismiss
        window.replaceRoot(with: request.content, environment: request.environment)
      } else {
        close(window)
      }
      return
    }
    if let request { open(request, presentedBy: node) }
  }

  /// Closes the window `node` presented, if one is open.
  func close(presentedBy node: Node) {
    if let window = graph(presentedBy: node) { close(window) }
  }

  /// Opens a host window where `request` places it (beside the window of the view that asked,
  /// or at a screen point) and builds the graph of its views. A window the host cannot open
  /// is logged and its binding set back to false.
  private func open(_ request: WindowRequest, presentedBy node: Node) {
    let host = owner.host
    let opener = node.graph.surface
    let origin: Point =
      switch request.placement {
      case .beside(let gap):
        WindowPlacement.origin(
          beside: Rect(origin: opener.screenOrigin, size: opener.size), gap: gap, size: request.size,
          area: host.placementArea(for: node.graph.windowID))
      case .at(let point): point
      }
    let kind: HostWindowKind =
      switch request.kind {
      case .normal: .normal
      case .dialog: .dialog(owner: node.graph.windowID)
      }
    let id: HostWindowID
    do {
      id = try host.openWindow(title: request.title, size: request.size, screenOrigin: origin, kind: kind)
    } catch {
      Logger(label: "portal.ui").error("could not open the window '\(request.title)': \(error)")
      request.dismiss()
      return
    }
    guard let surface = host.surface(for: id) else { return }
    let window = ViewGraph(
      rootView: request.content, host: host, windowID: id, surface: surface, owner: owner,
      environment: request.environment)
    window.presenter = ObjectIdentifier(node)
    window.onCloseRequest = request.dismiss
    host.setMinimumSize(window.minimumContentSize(within: request.size), of: id)
    all.append(window)
  }

  /// Takes a window's views out of the tree (their ends leave the portal registry where they
  /// were last seen) and then closes the window. It leaves the set first: a `.window` modifier
  /// among those views closes its own window from inside `detach()`.
  private func close(_ window: ViewGraph) {
    all.removeAll { $0 === window }
    window.root.detach()
    owner.host.closeWindow(window.windowID)
    owner.host.setNeedsFrame()
  }
}

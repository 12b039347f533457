import Logging
import PortalGraphics
import PortalHost

extension ViewGraph {
  /// Opens, updates or closes the window a `.window` modifier presents (on the main graph).
  func updateWindow(presentedBy node: Node, request: WindowRequest?) {
    let key = ObjectIdentifier(node)
    if let window = windowGraphs.first(where: { $0.presenter == key }) {
      if let request {
        window.onCloseRequest = request.dismiss
        window.replaceRoot(with: request.content, environment: request.environment)
      } else {
        closeWindow(window)
      }
      return
    }
    guard let request else { return }
    let opener = node.graph.surface
    let origin: Point =
      switch request.placement {
      case .beside(let gap): Point(x: opener.screenOrigin.x + opener.size.width + gap, y: opener.screenOrigin.y)
      case .at(let point): point
      }
    let id: HostWindowID
    do {
      id = try host.openWindow(title: request.title, size: request.size, screenOrigin: origin)
    } catch {
      Logger(label: "portal.ui").error("could not open the window '\(request.title)': \(error)")
      request.dismiss()
      return
    }
    guard let surface = host.surface(for: id) else { return }
    let window = ViewGraph(
      rootView: request.content, host: host, windowID: id, surface: surface, owner: self,
      environment: request.environment)
    window.presenter = key
    window.onCloseRequest = request.dismiss
    windowGraphs.append(window)
  }

  /// Closes the window `node` presented, if one is open.
  func closeWindow(presentedBy node: Node) {
    let key = ObjectIdentifier(node)
    if let window = windowGraphs.first(where: { $0.presenter == key }) { closeWindow(window) }
  }

  /// Takes a window's views out of the tree (their ends leave the portal registry where they
  /// were last seen) and then closes the window.
  private func closeWindow(_ window: ViewGraph) {
    windowGraphs.removeAll { $0 === window }
    window.root.detach()
    host.closeWindow(window.windowID)
    host.setNeedsFrame()
  }
}

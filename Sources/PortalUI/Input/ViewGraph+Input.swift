import PortalGraphics
import PortalHost

/// Input from the host: a resize or a close for the window itself, everything else to the
/// window's `InputState`; and hit testing, which input and tests share.
extension ViewGraph {

  /// Input of `window`: this graph's own, or that of a window its views opened. Input still
  /// queued for a window that has just closed goes nowhere.
  public func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {
    guard let graph = window == windowID ? self : windowGraphs.graph(for: window) else { return }
    let start = MonotonicClock.seconds()
    graph.receive(event)
    frames.inputSeconds += MonotonicClock.seconds() - start
  }

  /// One input event of this graph's window.
  private func receive(_ event: InputEvent) {
    switch event {
    case .resized(let newSize):
      resize(to: newSize)
    case .closeRequested:
      onCloseRequest?()
    default:
      input.route(event)
    }
  }

  /// The deepest node under a window point.
  public func hitTest(_ point: Point) -> Node? { hitTest(point, for: .pointer) }

  /// The deepest node under a window point, for a kind of input.
  func hitTest(_ point: Point, for purpose: HitTestPurpose) -> Node? {
    update()
    if !popups.isEmpty, let hit = popups.hitTest(point, purpose: purpose) { return hit }
    return root.hitTest(point, purpose: purpose)
  }

  func hitOrder(_ nodes: [Node]) -> [Node] {
    // A loop, not `contains(where:)`: it runs for every node drawn or hit tested, and a
    // main-actor closure handed to the standard library checks its executor on every call.
    var raised = false
    for node in nodes where node.zIndex != 0 {
      raised = true
      break
    }
    guard raised else { return nodes }
    return nodes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
  }
}

import PortalGraphics
import PortalHost

/// Popups of a window (a picker's list of options, a menu): small panels drawn above all of
/// the window's views, next to the view that opened them, and hit before them.
///
/// Each popup is a view tree of its own, rooted outside the window's tree as a flying layer is,
/// laid out with the window and drawn after it in the same frame. While one is open it takes
/// the keyboard (its key handler sees every key first) and a press anywhere outside it closes
/// it, and goes no further. Popups live inside the window: one that would pass the window's
/// edge is moved back inside it (or above its anchor when there is no room below).
@MainActor
final class PopupLayer {
  private struct Popup {
    /// The node of the view that opened it, which places it and closes it.
    let owner: NodeHandle
    let root: Node
    var keyHandler: (Key) -> Bool
    var dismiss: () -> Void
    var placement: PopupPlacement = .below
  }

  private unowned let graph: ViewGraph
  private var popups: [Popup] = []

  /// The gap between a popup and the view it opened from.
  static let gap = 4.0

  init(graph: ViewGraph) { self.graph = graph }

  var isEmpty: Bool { popups.isEmpty }

  func contains(root node: Node) -> Bool { popups.contains { $0.root === node } }

  /// The roots of the open popups' trees, oldest first.
  var roots: [Node] { popups.map(\.root) }

  /// Opens `content` as the popup of `owner`, or gives an open one new content.
  func show(
    owner: Node, content: AnyView, environment: EnvironmentValues, keyHandler: @escaping (Key) -> Bool,
    dismiss: @escaping () -> Void, placement: PopupPlacement = .below
  ) {
    if let index = popups.firstIndex(where: { $0.owner.node === owner }) {
      popups[index].keyHandler = keyHandler
      popups[index].dismiss = dismiss
      popups[index].placement = placement
      popups[index].root.update(with: content, environment: environment)
    } else {
      let root = Node(
        key: ViewKey().appending("popup").appending(ObjectIdentifier(owner)), view: content, parent: nil,
        graph: graph, environment: environment)
      popups.append(
        Popup(owner: owner.handle, root: root, keyHandler: keyHandler, dismiss: dismiss, placement: placement))
      root.evaluate()
    }
    graph.setNeedsLayout()
  }

  /// Closes the popup of `owner`, if it has one open.
  func close(owner: Node) {
    guard let index = popups.firstIndex(where: { $0.owner.node === owner }) else { return }
    let popup = popups.remove(at: index)
    let painted = popup.root.subtreeBounds
    popup.root.detach()
    graph.addDamage(painted.insetBy(dx: -2, dy: -2))
  }

  /// Asks every open popup to close (a press outside them): each one's owner sets its state
  /// back, and the popup goes now.
  func dismissAll() {
    let all = popups
    for popup in all {
      popup.dismiss()
      if let owner = popup.owner.node { close(owner: owner) }
    }
    // Popups whose owner left the tree go too.
    for popup in popups where popup.owner.node == nil {
      popup.root.detach()
    }
    popups.removeAll { $0.owner.node == nil }
  }

  /// Places each popup below its owner (above it when there is no room below), at its point,
  /// or beside its owner, as its placement says, inside the window.
  func place(in window: Rect) {
    for popup in popups {
      guard let owner = popup.owner.node, owner.isAttached else { continue }
      let anchor = owner.frame
      let ideal = popup.root.sizeThatFits(ProposedViewSize(width: nil, height: nil))
      if popup.placement != .below {
        popup.root.place(in: popup.placement.frame(of: ideal, anchor: anchor, in: window))
        continue
      }
      let width = min(max(ideal.width, anchor.width), window.width)
      let height = min(ideal.height, window.height)
      var y = anchor.maxY + Self.gap
      if y + height > window.maxY, anchor.minY - Self.gap - height >= window.minY {
        y = anchor.minY - Self.gap - height
      }
      y = min(max(window.minY, y), window.maxY - height)
      let x = min(max(window.minX, anchor.minX), window.maxX - width)
      popup.root.place(in: Rect(x: x.rounded(), y: y.rounded(), width: width, height: height))
    }
  }

  /// Draws the popups, oldest first, over what the window drew.
  func draw(in context: DrawContext) {
    for popup in popups { popup.root.draw(in: context) }
  }

  /// The deepest node of a popup under `point`, newest popup first.
  func hitTest(_ point: Point, purpose: HitTestPurpose) -> Node? {
    for popup in popups.reversed() {
      if let hit = popup.root.hitTest(point, purpose: purpose) { return hit }
    }
    return nil
  }

  /// Gives a key to the newest popup: true when it used it. While a popup is open, the
  /// window's views get no keys but Tab.
  func handleKey(_ key: Key) -> Bool {
    guard let popup = popups.last else { return false }
    if key == .escape {
      popup.dismiss()
      if let owner = popup.owner.node { close(owner: owner) }
      return true
    }
    _ = popup.keyHandler(key)
    return true
  }
}

/// Where a popup opens.
enum PopupPlacement: Equatable {
  /// Below its owner, at least as wide as it (above it when there is no room below).
  case below
  /// With its top-leading corner at a window point (a context menu at the pointer); it opens
  /// up or to the left of the point where there is no room.
  case at(Point)
  /// Beside its owner, top edges level (a submenu beside its item); to the left where there is
  /// no room on the right.
  case beside

  /// The frame of a popup of `size` for an owner at `anchor`, inside `window` (not `.below`).
  func frame(of size: Size, anchor: Rect, in window: Rect) -> Rect {
    let width = min(size.width, window.width)
    let height = min(size.height, window.height)
    var x: Double
    var y: Double
    switch self {
    case .at(let point):
      x = point.x + width > window.maxX ? point.x - width : point.x
      y = point.y + height > window.maxY ? point.y - height : point.y
    case .beside, .below:
      // The panel's padding puts the first item level with the owner.
      x = anchor.maxX + 2
      if x + width > window.maxX { x = anchor.minX - 2 - width }
      y = anchor.minY - 5
    }
    x = min(max(window.minX, x), window.maxX - width)
    y = min(max(window.minY, y), window.maxY - height)
    return Rect(x: x.rounded(), y: y.rounded(), width: width, height: height)
  }
}

import PortalGraphics
import PortalHost

/// The input state of one window and how input reaches its views: clicks go to the innermost
/// tap handler under the pointer, hover changes to `onHover` handlers, Tab and Enter to the
/// focus chain, wheels and drags to scroll views.
@MainActor
final class InputState {
  /// The graph whose views receive the input (it owns this state).
  unowned let graph: ViewGraph

  /// The tap handler a primary press went down on, until it is released.
  var pressedNode: Node? {
    didSet { if pressedNode == nil, pressShown != nil { showPress(on: nil) } }
  }
  /// The pressed view told it is held down (`PressObserving`): the pressed tap handler while
  /// the pointer is over it.
  private var pressShown: Node?
  /// The view following a primary press (`PointerTracking`), until it is released.
  var trackingNode: Node?
  /// A primary-button press over scroll views, until it is released: a click or a drag.
  var scrollDrag: ScrollDragRecognizer?
  /// The gestures (`.gesture`) following a primary-button press, until it is released.
  var gestures: GestureSession?
  /// The hover handlers under the pointer, outermost first.
  var hoveredNodes: [Node] = []
  /// How many nodes in the tree react to hover (`.onHover`). With none, and nothing hovered,
  /// content scrolling under the pointer cannot change what is hovered and is not hit tested.
  var hoverHandlerCount = 0
  /// Where the pointer was last seen over the window (nil once it left).
  var pointerLocation: Point?
  /// The cursor the host was last told to show over this window (nil: none yet).
  var shownCursor: CursorShape?
  /// Set when what is under a resting pointer may have changed: its cursor is found again in
  /// the frame.
  var cursorStale = false
  /// Set when a scroll view moved its content; hover is found again in the frame.
  var contentScrolled = false
  /// The view Tab moved to; Enter and Space activate it. Moved with `focus(_:)`.
  private(set) var focusedNode: Node?
  /// Set when a `@FocusState` was written: focus follows after the next layout.
  var focusRequested = false
  /// A view being typed into whose selection the pointer drags, from a press on it until the
  /// release.
  private var textDragNode: Node?
  /// The last click that activated a tap handler, to count the clicks of a double click.
  private var lastClick: (target: Node, point: Point, time: Double, count: Int)?

  /// Clicks closer together than this (seconds) count as one double or triple click, as GTK's
  /// default double-click time.
  static let multiClickInterval = 0.4
  /// How far (points) the pointer may move between the clicks of a double click.
  static let multiClickDistance = 4.0

  init(graph: ViewGraph) { self.graph = graph }

  /// Lets go of a node that left the tree.
  func forget(_ node: Node) {
    if focusedNode === node { focus(nil) }
    if pressedNode === node { pressedNode = nil }
    if pressShown === node { pressShown = nil }
    if textDragNode === node { textDragNode = nil }
    if trackingNode === node { trackingNode = nil }
    hoveredNodes.removeAll { $0 === node }
  }

  /// Delivers a pointer, wheel or key event.
  func route(_ event: InputEvent) {
    switch event {
    case .pointerPressed(let point, .primary):
      // A press whose release never came lets go first, so this one hits where things are.
      scrollDrag?.cancel()
      let hit = graph.hitTest(point)
      if !graph.popups.isEmpty, !(hit.map(isInPopup) ?? false) {
        // A press outside an open popup closes it and does nothing else.
        pressedNode = nil
        graph.popups.dismissAll()
        return
      }
      if let target = hit.flatMap(Self.tapTarget), let editor = target.primitive as? TextInputHandling {
        // A press on text places the caret; a drag from it selects, never scrolls.
        scrollDrag = nil
        pressedNode = nil
        focus(target)
        textDragNode = target
        editor.pointerPressed(at: point, clicks: countClick(on: target, at: point), node: target)
        return
      }
      if let tracker = hit.flatMap(Self.pointerTracker) {
        scrollDrag = nil
        pressedNode = nil
        trackingNode = tracker
        (tracker.view as? PointerTracking)?.pointerPressed(at: point, node: tracker)
        return
      }
      gestures?.cancel()
      gestures = GestureSession(pressAt: point, over: hit, time: graph.host.clock.now)
      scrollDrag = ScrollDragRecognizer(pressAt: point, over: hit)
      // A press that caught moving content only stops it.
      pressedNode = scrollDrag?.isDragging == true ? nil : hit.flatMap(Self.tapTarget)
      showPress(on: pressedNode)
    case .pointerPressed(let point, .secondary):
      openContextMenu(at: point, in: graph)
    case .pointerPressed(let point, .middle):
      if let target = graph.hitTest(point).flatMap(Self.tapTarget),
        let editor = target.primitive as? TextInputHandling
      {
        focus(target)
        editor.pastePrimarySelection(at: point, node: target)
      }
    case .pointerReleased(let point, .primary):
      defer {
        pressedNode = nil
        cursorMayHaveChanged()
      }
      if textDragNode != nil {
        textDragNode = nil
        return
      }
      if let tracker = trackingNode {
        trackingNode = nil
        if tracker.isAttached { (tracker.view as? PointerTracking)?.pointerReleased(at: point, node: tracker) }
        return
      }
      if let session = gestures {
        gestures = nil
        if session.release(at: point, time: graph.host.clock.now) {
          scrollDrag?.cancel()
          scrollDrag = nil
          return
        }
      }
      if let drag = scrollDrag {
        scrollDrag = nil
        if drag.release(at: point) { return }
      }
      guard let pressed = pressedNode, pressed.isAttached,
        let released = graph.hitTest(point).flatMap(Self.tapTarget), released === pressed
      else { return }
      activate(pressed, clicks: countClick(on: pressed, at: point))
    case .pointerMoved(let point):
      pointerLocation = point
      if let node = textDragNode, node.isAttached, let editor = node.primitive as? TextInputHandling {
        editor.pointerDragged(to: point, node: node)
        return
      }
      if let tracker = trackingNode {
        if tracker.isAttached { (tracker.view as? PointerTracking)?.pointerDragged(to: point, node: tracker) }
        return
      }
      if let session = gestures {
        session.move(to: point, time: graph.host.clock.now)
        if session.ownsPress {
          // A gesture that has begun owns the press: nothing scrolls, nothing is clicked.
          scrollDrag?.cancel()
          scrollDrag = nil
          pressedNode = nil
          return
        }
      }
      if let drag = scrollDrag, drag.move(to: point) {
        // The content follows the pointer; what it was pressed on is no longer clicked.
        pressedNode = nil
        return
      }
      let hit = graph.hitTest(point)
      if let pressed = pressedNode {
        showPress(on: hit.flatMap(Self.tapTarget) === pressed ? pressed : nil)
      }
      updateHover(hit)
      showCursor(over: hit)
    case .pointerExited:
      pointerLocation = nil
      updateHover(nil)
    case .scrolled(let point, let dx, let dy, let precise):
      pointerLocation = point
      guard let hit = graph.hitTest(point, for: .scroll) else { return }
      for node in hit.ancestry {
        node.primitive?.scrollObserver?.observeScroll(dx: dx, dy: dy, precise: precise)
      }
      for node in hit.ancestry {
        if let scrollable = node.primitive?.scrollHandler, scrollable.scroll(node: node, dx: dx, dy: dy, precise: precise) {
          return
        }
      }
    case .textInput(let text):
      if let focused = focusedNode, focused.isAttached, let editor = focused.primitive as? TextInputHandling {
        editor.insertText(text, node: focused)
      }
    case .keyPressed(let key, let modifiers):
      if !graph.popups.isEmpty, graph.popups.handleKey(key) { return }
      if Self.asksForContextMenu(key, modifiers: modifiers), openContextMenuForFocus(in: graph) { return }
      if let focused = focusedNode, focused.isAttached, let editor = focused.primitive as? TextInputHandling,
        editor.handleEditingKey(key, modifiers: modifiers, node: focused)
      {
        return
      }
      if key == .tab {
        moveFocus(backwards: modifiers.contains(.shift))
      } else if key == .enter || key == .space, let focused = focusedNode, focused.isAttached {
        activate(focused, clicks: focused.primitive?.tapHandler?.tapCount ?? 1)
      } else {
        deliverKey(key, modifiers: modifiers)
      }
    default:
      break
    }
  }

  /// Tells the view held down (`node`, nil: none) and the one held before that they are and
  /// are no longer pressed, when they listen (`ButtonStyleConfiguration.isPressed`).
  private func showPress(on node: Node?) {
    guard node !== pressShown else { return }
    if let shown = pressShown, shown.isAttached { (shown.view as? PressObserving)?.pressChanged(false) }
    pressShown = nil
    if let node, let observer = node.view as? PressObserving {
      pressShown = node
      observer.pressChanged(true)
    }
  }

  /// The innermost enabled tap handler containing `node`.
  static func tapTarget(_ node: Node) -> Node? {
    node.ancestry.first(where: isEnabledTapHandler)
  }

  /// Whether `node` is in a popup's tree.
  private func isInPopup(_ node: Node) -> Bool {
    var top = node
    while let parent = top.parent { top = parent }
    return graph.popups.contains(root: top)
  }

  /// The innermost enabled view containing `node` that follows presses (`PointerTracking`).
  /// Asked of the views' types on a press only: presses are rare next to layout and drawing.
  static func pointerTracker(_ node: Node) -> Node? {
    node.ancestry.first { $0.primitive != nil && $0.view is PointerTracking && $0.environment.isEnabled }
  }

  private static func isEnabledTapHandler(_ node: Node) -> Bool {
    node.primitive?.tapHandler != nil && node.environment.isEnabled
  }

  /// Counts a click on `target`: the second of a double click, the third of a triple.
  private func countClick(on target: Node, at point: Point) -> Int {
    let now = graph.host.clock.now
    var count = 1
    if let last = lastClick, last.target === target, now - last.time <= Self.multiClickInterval,
      abs(point.x - last.point.x) <= Self.multiClickDistance, abs(point.y - last.point.y) <= Self.multiClickDistance
    {
      count = last.count + 1
    }
    lastClick = (target, point, now, count)
    return count
  }

  /// Activates the tap handler for the `clicks`-th click on `target`: the innermost handler
  /// (from `target` outwards) that waits for that many clicks; else, as a quick second click
  /// on a single-tap view is another tap, the innermost single-tap handler.
  func activate(_ target: Node, clicks: Int) {
    let handlers = target.ancestry.filter(Self.isEnabledTapHandler)
    let chosen =
      handlers.first { $0.primitive?.tapHandler?.tapCount == clicks }
      ?? handlers.first { $0.primitive?.tapHandler?.tapCount == 1 }
    chosen?.primitive?.tapHandler?.performTap()
  }

  /// Content scrolled under a resting pointer: what it hovers is found again, as when it moves.
  func refreshHover() {
    let cursorStale = self.cursorStale
    self.cursorStale = false
    guard let point = pointerLocation, scrollDrag == nil,
      hoverHandlerCount > 0 || !hoveredNodes.isEmpty || cursorStale
    else { return }
    let hit = graph.hitTest(point)
    updateHover(hit)
    showCursor(over: hit)
  }

  private func updateHover(_ hit: Node?) {
    let now = hit?.ancestry.filter { $0.primitive?.hoverHandler != nil } ?? []
    for old in hoveredNodes where !now.contains(where: { $0 === old }) {
      old.primitive?.hoverHandler?.hoverChanged(false)
    }
    for new in now where !hoveredNodes.contains(where: { $0 === new }) {
      new.primitive?.hoverHandler?.hoverChanged(true)
    }
    hoveredNodes = now
  }

  /// Tab order is tree order over views that can be activated. While a modal presentation
  /// shows (a sheet, a full-screen cover), only the views on it: focus never goes behind it,
  /// and not to the backdrop that dismisses it.
  func focusableNodes() -> [Node] {
    var nodes: [Node] = []
    graph.update()
    var modal: Node?
    graph.root.forEachDescendant { node in
      if let presenting = node.primitive?.modalPresenter, presenting.isPresentingModal(node: node) { modal = node }
    }
    func collect(_ node: Node) {
      if node.view is SheetBackdrop { return }
      if Self.isEnabledTapHandler(node) { nodes.append(node) }
      for child in node.children { collect(child) }
    }
    collect(modal ?? graph.root)
    return nodes
  }

  private func moveFocus(backwards: Bool) {
    let nodes = focusableNodes()
    guard !nodes.isEmpty else { return }
    let current = focusedNode.flatMap { focused in nodes.firstIndex { $0 === focused } }
    let next: Int
    if let current {
      next = (current + (backwards ? nodes.count - 1 : 1)) % nodes.count
    } else {
      next = backwards ? nodes.count - 1 : 0
    }
    focus(nodes[next])
  }

  /// Moves keyboard focus to `node` (nil: nowhere): the rings where it was and where it is are
  /// drawn again, and the `@FocusState`s of the views it leaves and enters follow.
  func focus(_ node: Node?) {
    guard node !== focusedNode else { return }
    let old = focusedNode
    if let old, old.isAttached { graph.addDamage(old.paintBounds.insetBy(dx: -4, dy: -4)) }
    focusedNode = node
    if let node { graph.addDamage(node.paintBounds.insetBy(dx: -4, dy: -4)) }
    let entered = node.map(Self.focusTies(around:)) ?? []
    for tie in old.map(Self.focusTies(around:)) ?? [] where !entered.contains(where: { $0.state == tie.state }) {
      tie.unfocused()
    }
    for tie in entered { tie.focused() }
    if let old, let editor = old.primitive as? TextInputHandling { editor.focusChanged(false, node: old) }
    if let node, let editor = node.primitive as? TextInputHandling { editor.focusChanged(true, node: node) }
  }

  /// The focus states tied to `node` and the views around it.
  private static func focusTies(around node: Node) -> [FocusTie] {
    node.ancestry.compactMap { $0.primitive?.focusTying?.focusTie }
  }

  /// Carries out what the program asked of its `@FocusState`s since the last layout: focus
  /// moves to the first view that can be activated inside the view tied to the value asked
  /// for, or leaves the views tied to a state set to nil (or false).
  func moveFocusAsRequested() {
    guard focusRequested else { return }
    focusRequested = false
    var ties: [(node: Node, tie: FocusTie)] = []
    graph.root.forEachDescendant { node in
      if let tying = node.primitive?.focusTying { ties.append((node, tying.focusTie)) }
    }
    for (node, tie) in ties where tie.isAsked() {
      if let target = node.firstDescendant(where: Self.isEnabledTapHandler) { focus(target) }
    }
    if let focused = focusedNode {
      for tie in Self.focusTies(around: focused) where tie.isAskedAway() { focus(nil) }
    }
    for (_, tie) in ties { tie.handled() }
  }

  private func deliverKey(_ key: Key, modifiers: KeyModifiers) {
    // The focused view's key handlers first, then any handler in the tree (front-most last).
    var handlers: [Node] = []
    graph.root.forEachDescendant {
      if let primitive = $0.primitive, primitive.keyHandler != nil || primitive.keyCommandHandler != nil {
        handlers.append($0)
      }
    }
    if let focused = focusedNode {
      let chain = focused.ancestry
      handlers.sort { a, b in chain.contains { $0 === a } && !chain.contains { $0 === b } }
    } else {
      handlers.reverse()
    }
    for node in handlers {
      if let commands = node.primitive?.keyCommandHandler, commands.handleKey(key, modifiers: modifiers) { return }
      if node.primitive?.keyHandler?.handleKey(key) == true { return }
    }
  }
}

@MainActor
protocol TapHandling {
  /// How many clicks in a row activate the handler (2 for a double tap).
  var tapCount: Int { get }
  func performTap()
}

extension TapHandling {
  var tapCount: Int { 1 }
}
/// A tap handler that hears whether the pointer is held down on it: pressed on it and not
/// yet released, while the pointer stays over it.
@MainActor
protocol PressObserving { func pressChanged(_ isPressed: Bool) }
@MainActor
protocol HoverHandling { func hoverChanged(_ inside: Bool) }
@MainActor
protocol KeyHandling { func handleKey(_ key: Key) -> Bool }
/// Key handlers that also look at the modifiers held (Alt+Left).
@MainActor
protocol KeyCommandHandling { func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool }
@MainActor
protocol ScrollHandling { func scroll(node: Node, dx: Double, dy: Double, precise: Bool) -> Bool }

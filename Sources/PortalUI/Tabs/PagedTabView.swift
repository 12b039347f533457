import PortalGraphics
import PortalHost

/// A page-style tab view: its pages side by side, each as large as the view, the shown one
/// filling it, moved as a horizontal scroll view's content is (its offset lives in a
/// `ScrollViewState`, so drags, rubber bands and glides behave as a scroll view's do) but
/// always coming to rest on a page. Page dots are drawn over the bottom.
struct PagedTabView: View, PrimitiveView, HitTestable, ClipsContent, ScrollHandling, DragScrollable,
  KeyHandling,
  ScrollIndicating
{
  let pages: [TabPage]
  let selection: TabSelection?
  let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
  private let reference = NodeReference()

  var axes: Axis.Set { .horizontal }

  /// How pages slide to their place when nothing else is asked for.
  static let animation = Animation.smooth(duration: 0.35)
  /// A drag let go faster than this (points per second) goes on to the next page.
  static let flingSpeed = 300.0
  /// A touchpad scroll has ended once no delta came for this long (seconds).
  static let touchpadQuietTime = 0.12
  /// How far a touchpad scroll must move a page (a fraction of its width) to turn it.
  static let touchpadTurn = 0.2

  func didUpdate(node: Node) {
    reference.node = node
    let pager = PagerState.of(node)
    pager.count = pages.count
    pager.page = min(pager.page, max(0, pages.count - 1))
    guard let selection, let wanted = TabPage.index(of: selection.value, in: pages), wanted != pager.page
    else {
      return
    }
    // The selection was set from outside: slide there, with the transaction's animation.
    let animation =
      node.environment.accessibilityReduceMotion ? nil : node.graph.animation(for: node) ?? Self.animation
    show(page: wanted, node: node, animation: animation)
  }

  func children() -> [ChildView] { pages.map(\.child) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    var fitted = Size.zero
    for child in node.children {
      let size = child.sizeThatFits(proposal)
      fitted = Size(width: max(fitted.width, size.width), height: max(fitted.height, size.height))
    }
    return proposal.filling(fitted)
  }

  /// Laid out wherever it moves: it follows its own offset.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let state = ScrollViewState.of(node)
    let pager = PagerState.of(node)
    // Not a scroll view a `ScrollViewReader` moves.
    state.pendingRequest = nil
    let width = frame.width
    state.viewportSize = frame.size
    state.contentSize = Size(width: width * Double(pages.count), height: frame.height)
    if width != pager.width || pager.isAtRest(state) {
      // At rest (or resized) the shown page fills the frame exactly.
      state.offset = Point(x: Double(pager.page) * width, y: 0)
    }
    pager.width = width
    let proposal = ProposedViewSize(frame.size)
    for (index, child) in node.children.enumerated() {
      let page = Rect(
        x: frame.minX + Double(index) * width - state.offset.x, y: frame.minY, width: width,
        height: frame.height)
      let fitted = child.sizeThatFits(proposal)
      let size = Size(width: min(fitted.width, width), height: min(fitted.height, frame.height))
      child.place(in: Rect(origin: Alignment.center.origin(of: size, in: page), size: size))
    }
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let canvas = context.canvas
    canvas.withState {
      canvas.clip(to: node.frame)
      context.clipped(to: node.frame) {
        for child in node.children where child.frame.intersects(node.frame) { child.draw(in: context) }
      }
    }
    guard let dots = dotsRect(node) else { return }
    let pager = PagerState.of(node)
    canvas.fill(capsuleIn: dots, with: .color(Color.black.opacity(0.28)))
    let (diameter, gap) = (Self.dotDiameter, Self.dotGap)
    for index in pages.indices {
      let x = dots.minX + Self.dotPadding + Double(index) * (diameter + gap)
      let center = Point(x: x + diameter / 2, y: dots.midY)
      let opacity = index == pager.page ? 1 : 0.45
      canvas.fill(circleCenter: center, radius: diameter / 2, with: .color(Color.white.opacity(opacity)))
    }
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    for child in node.children.reversed() where child.frame.intersects(node.frame) {
      if let hit = child.hitTest(point, purpose: purpose) { return hit }
    }
    // Empty parts of the page still belong to the pager, so drags and the wheel work there.
    return node
  }

  // MARK: Dots

  static let dotDiameter = 7.0
  static let dotGap = 8.0
  static let dotPadding = 8.0

  /// The capsule of page dots, when they show.
  private func dotsRect(_ node: Node) -> Rect? {
    switch indexDisplayMode.mode {
    case .never: return nil
    case .automatic: if pages.count < 2 { return nil }
    case .always: break
    }
    let count = Double(pages.count)
    let width = count * Self.dotDiameter + max(0, count - 1) * Self.dotGap + 2 * Self.dotPadding
    let height = Self.dotDiameter + 10
    let frame = node.frame
    return Rect(
      x: (frame.midX - width / 2).rounded(), y: frame.maxY - 12 - height, width: width, height: height)
  }

  func indicatorRects(node: Node) -> [Rect] { dotsRect(node).map { [$0] } ?? [] }

  // MARK: Paging

  /// Turns to `page` (the person's doing): the selection follows and the pages slide there,
  /// starting at `velocity` (points per second of the offset).
  private func turn(to page: Int, node: Node, velocity: Double = 0) {
    if let selection, pages.indices.contains(page) { selection.set(pages[page].tag) }
    let animation = node.environment.accessibilityReduceMotion ? nil : Self.animation
    show(page: page, node: node, animation: animation, velocity: velocity)
  }

  /// Slides (or, with no animation, jumps) to `page`.
  private func show(page: Int, node: Node, animation: Animation?, velocity: Double = 0) {
    let pager = PagerState.of(node)
    let state = ScrollViewState.of(node)
    if let dots = dotsRect(node), pager.page != page { node.graph.addDamage(dots) }
    pager.page = page
    pager.touchpadStart = nil
    let target = Point(x: Double(page) * pager.width, y: 0)
    guard pager.width > 0 else { return }
    if let animation {
      state.glide(node: node, to: target, with: animation, initialVelocity: Point(x: velocity, y: 0))
    } else {
      state.wheelMotion = nil
      state.move(node: node, to: target)
    }
  }

  private func clampedPage(_ page: Int) -> Int { min(max(0, page), max(0, pages.count - 1)) }

  func endDrag(node: Node, at point: Point) {
    let state = ScrollViewState.of(node)
    let pager = PagerState.of(node)
    guard state.drag != nil else { return }
    state.drag(node: node, to: point, axes: axes)
    let velocity = state.drag?.trackerX.velocity(at: node.graph.now) ?? 0
    state.drag = nil
    guard pager.width > 0 else { return }
    let position = state.offset.x / pager.width
    var target = Int(position.rounded())
    if velocity > Self.flingSpeed {
      target = Int(position.rounded(.down)) + 1
    } else if velocity < -Self.flingSpeed {
      target = Int(position.rounded(.up)) - 1
    }
    // One page at most per drag, as a page view turns.
    target = min(max(target, pager.page - 1), pager.page + 1)
    turn(to: clampedPage(target), node: node, velocity: velocity)
  }

  func releaseWithoutDrag(node: Node) {
    let state = ScrollViewState.of(node)
    state.releaseWithoutDrag(node: node)
    // A press that stopped a slide lets it go on.
    let pager = PagerState.of(node)
    if state.offset.x != Double(pager.page) * pager.width { turn(to: pager.page, node: node) }
  }

  func scroll(node: Node, dx: Double, dy: Double, precise: Bool) -> Bool {
    // Vertical scrolls are for the scroll view around the pages.
    guard abs(dx) > abs(dy), pages.count > 1 else { return false }
    let pager = PagerState.of(node)
    let state = ScrollViewState.of(node)
    guard precise else {
      // A notch turns one page; notches in quick succession turn one page each.
      let target = clampedPage(pager.page + (dx > 0 ? 1 : -1))
      if target != pager.page { turn(to: target, node: node) }
      return true
    }
    // A touchpad moves the pages with the fingers, and turns them once it stops.
    state.wheelMotion = nil
    if pager.touchpadStart == nil { pager.touchpadStart = pager.page }
    pager.lastTouchpadScroll = node.graph.now
    state.move(node: node, to: Point(x: state.offset.x + dx, y: 0))
    node.graph.runEachFrame(for: pager) { [handle = node.handle] time in
      guard let node = handle.node, node.isAttached, let start = pager.touchpadStart else { return false }
      guard time - pager.lastTouchpadScroll >= Self.touchpadQuietTime else { return true }
      let moved = state.offset.x - Double(start) * pager.width
      var target = start
      if abs(moved) > pager.width * Self.touchpadTurn { target += moved > 0 ? 1 : -1 }
      (node.view as? PagedTabView)?.turn(to: clampedPage(target), node: node)
      return false
    }
    return true
  }

  func handleKey(_ key: Key) -> Bool {
    guard key == .left || key == .right, let node = reference.node, node.isAttached, isHoveredOrFocused(node)
    else {
      return false
    }
    let pager = PagerState.of(node)
    let target = clampedPage(pager.page + (key == .right ? 1 : -1))
    if target != pager.page { turn(to: target, node: node) }
    return true
  }

  /// Arrow keys page while the pointer is over the pages or keyboard focus is inside them.
  private func isHoveredOrFocused(_ node: Node) -> Bool {
    if let pointer = node.graph.input.pointerLocation, node.windowFrame.contains(pointer) { return true }
    return node.graph.input.focusedNode?.ancestry.contains { $0 === node } ?? false
  }
}

/// What a page-style tab view keeps across updates, in its node's storage.
@MainActor
final class PagerState: NodeStateObject {
  /// The page shown, or being slid to.
  var page = 0
  var count = 0
  /// The width of a page at the last layout.
  var width = 0.0
  /// The page a touchpad scroll started on, while one is under way.
  var touchpadStart: Int?
  var lastTouchpadScroll = 0.0

  /// Nothing moves the pages: no drag, slide or touchpad scroll.
  func isAtRest(_ state: ScrollViewState) -> Bool {
    state.drag == nil && state.coast == nil && state.wheelMotion == nil && touchpadStart == nil
      && !state.isTracking
  }
}

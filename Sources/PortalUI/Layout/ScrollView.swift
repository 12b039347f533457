import PortalGraphics

/// A scrollable view: its content is offered unlimited length along the scrolling axes, drawn
/// clipped to the scroll view's frame and moved by the mouse wheel, a touchpad, or a drag with
/// the primary button.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
///     ForEach(photos) { PhotoCard(photo: $0) }
///   }
/// }
/// ```
///
/// The offset stays within `0…contentLength − viewportLength`. Changing it re-places the
/// content without re-evaluating any body, and damages only the scroll view's frame. Lazy
/// content (`LazyVGrid`) builds only what intersects the visible rectangle. Read the offset with
/// `onScrollGeometryChange(for:of:action:)`; move it with a `ScrollViewReader`'s proxy.
///
/// A wheel notch glides to its place; touchpad deltas move the content at once. A drag moves
/// it 1:1 once the pointer has moved a few points (a click on a cell stays a click) and, when
/// released moving, lets it coast and slow down like a platform scroll view. Dragged past an
/// end the content follows with resistance and springs back when let go; coasting into an end
/// bounces softly (`scrollBounceBehavior(_:axes:)`). A wheel turn or a press stops the coast.
public struct ScrollView<Content: View>: View, PrimitiveView, ScrollHandling, HitTestable, ClipsContent, ScrollIndicating {
  /// The axes the content scrolls along.
  public let axes: Axis.Set
  /// Whether a thin indicator shows where the visible part is.
  public let showsIndicators: Bool
  nonisolated(unsafe) let content: Content

  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  func children() -> [ChildView] { flattenedChildren(content) }

  /// The content's size with the content margins around it (`contentMargins(_:_:for:)`).
  private func marginedContentSize(_ proposal: ProposedViewSize, node: Node) -> Size {
    let margins = node.environment.scrollContentMargins
    let inner = node.contentSize(
      ProposedViewSize(
        width: axes.contains(.horizontal) ? nil : proposal.width,
        height: axes.contains(.vertical) ? nil : proposal.height
      ).inset(by: margins))
    return Size(
      width: inner.width + margins.leading + margins.trailing, height: inner.height + margins.top + margins.bottom)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    // Greedy like SwiftUI's: it takes what it is offered, and its content's size only when
    // offered nothing (or everything).
    proposal.filling(marginedContentSize(proposal, node: node))
  }

  /// Laid out wherever it moves: it its content's lazy parts build what the window shows.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let state = ScrollViewState.of(node)
    state.viewportSize = frame.size
    let size = marginedContentSize(ProposedViewSize(width: frame.width, height: frame.height), node: node)
    if size != state.contentSize, showsIndicators(node) {
      // The indicator's length and place follow the content size, which can change (a lazy
      // grid correcting its estimate) while nothing inside the viewport moves.
      let track = indicatorTrack(node: node, frame: frame)
      for bar in state.indicatorRects(in: track, axes: axes) { node.graph.addDamage(bar.insetBy(dx: -1, dy: -1)) }
      state.contentSize = size
      for bar in state.indicatorRects(in: track, axes: axes) { node.graph.addDamage(bar.insetBy(dx: -1, dy: -1)) }
    }
    state.contentSize = size
    if !state.mayBePastAnEnd { state.offset = state.clamped(state.offset) }
    placeContent(node: node, state: state, frame: frame)
    if let request = state.pendingRequest {
      let animation = state.pendingRequestAnimation
      state.pendingRequest = nil
      if let target = request.resolve(in: node, state: state) {
        if let animation {
          state.glide(node: node, to: state.clamped(target), with: animation)
        } else {
          let next = state.clamped(target)
          if next != state.offset {
            // A jump moves the viewport's pixels where it can, as a wheel step does.
            node.graph.noteScroll(of: node)
          }
          state.offset = next
          placeContent(node: node, state: state, frame: frame)
        }
      }
    }
  }

  private func placeContent(node: Node, state: ScrollViewState, frame: Rect) {
    let size = state.contentSize
    // Content narrower than the viewport across a fixed axis is centred, as in SwiftUI.
    let x = axes.contains(.horizontal) ? -state.offset.x : max(0, ((frame.width - size.width) / 2).rounded())
    let y = axes.contains(.vertical) ? -state.offset.y : max(0, ((frame.height - size.height) / 2).rounded())
    let scrolled = Rect(origin: Point(x: frame.minX + x, y: frame.minY + y), size: size)
    node.placeContent(in: scrolled.inset(by: node.environment.scrollContentMargins))
  }

  /// Whether the indicators show: asked for, and not hidden along every axis the view scrolls
  /// (`.scrollIndicators(.hidden)`).
  private func showsIndicators(_ node: Node) -> Bool {
    showsIndicators && !node.environment.scrollIndicatorsHidden.isSuperset(of: axes)
  }

  /// Where the indicators run: the frame less the indicator margins.
  private func indicatorTrack(node: Node, frame: Rect) -> Rect {
    frame.inset(by: node.environment.scrollIndicatorMargins)
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    context.canvas.withState {
      context.canvas.clip(to: node.frame)
      context.clipped(to: node.frame) { node.drawChildren(in: context) }
    }
    guard showsIndicators(node) else { return }
    let state = ScrollViewState.of(node)
    for bar in state.indicatorRects(in: indicatorTrack(node: node, frame: node.frame), axes: axes) {
      context.canvas.fill(capsuleIn: bar, with: .color(ScrollViewState.indicatorColor))
    }
  }

  func indicatorRects(node: Node) -> [Rect] {
    showsIndicators(node)
      ? ScrollViewState.of(node).indicatorRects(in: indicatorTrack(node: node, frame: node.frame), axes: axes) : []
  }

  func scroll(node: Node, dx: Double, dy: Double, precise: Bool) -> Bool {
    let alongX = axes.contains(.horizontal) ? dx : 0
    let alongY = axes.contains(.vertical) ? dy : 0
    guard alongX != 0 || alongY != 0 else { return false }
    let state = ScrollViewState.of(node)
    state.stopCoasting(node: node)
    guard !precise else {
      // Touchpad deltas arrive many times a second and already feel continuous.
      state.wheelMotion = nil
      state.noteTouchpadScroll(node: node)
      state.move(node: node, to: Point(x: state.offset.x + alongX, y: state.offset.y + alongY))
      return true
    }
    // A wheel notch is a jump of tens of pixels; it glides there instead, and notches that
    // follow each other retarget the glide from where it is, keeping its speed.
    let base = state.wheelMotion.map { Point(x: $0.target.first, y: $0.target.second) } ?? state.offset
    let target = state.clamped(Point(x: base.x + alongX, y: base.y + alongY))
    state.glide(node: node, to: target, with: ScrollViewState.wheelGlide)
    return true
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    // Empty parts of the viewport still belong to the scroll view, so the wheel works there.
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}

/// What a scroll view keeps across updates, in its node's storage.
@MainActor
final class ScrollViewState: NodeStateSlot {
  /// How far the content is scrolled: the content point shown at the viewport's top-leading.
  var offset = Point.zero
  var contentSize = Size.zero
  var viewportSize = Size.zero
  /// A `scrollTo` waiting for the next layout pass, when the target's frame is known.
  var pendingRequest: ScrollRequest? {
    didSet {
      if pendingRequest != nil {
        wheelMotion = nil
        coast = nil
      }
    }
  }
  /// The animation of the transaction that asked for `pendingRequest` (nil: it jumps).
  var pendingRequestAnimation: Animation?
  /// The glide of wheel notches (or of an animated `scrollTo`) under way, if any; any other
  /// scroll stops it.
  var wheelMotion: AnimatedValue<AnimatablePair<Double, Double>>? { didSet { reportPhase() } }
  /// The pointer dragging the content, if it is.
  var drag: ScrollDrag? { didSet { reportPhase() } }
  /// The content coasting after a fling or springing back from past an end, if it is.
  var coast: ScrollCoast? { didSet { reportPhase() } }
  /// A press is down on the content and has not moved far enough to drag it.
  var isTracking = false { didSet { reportPhase() } }
  /// The scroll view's node, for telling `onScrollPhaseChange` handlers around it.
  var node: Node? {
    get { nodeHandle?.node }
    set { nodeHandle = newValue?.handle }
  }
  private var nodeHandle: NodeHandle?
  /// The phase handlers were last told of.
  var reportedPhase = ScrollPhase.idle
  /// Where the content rested before a person last moved it (`.scrollTargetBehavior`).
  var restOffset = Point.zero
  /// Gliding to where the target behaviour rests.
  var isSettling = false
  /// Counts touchpad scroll events, so the settling after the last one knows it was last.
  var touchpadEvents = 0

  /// What moves the content now.
  var phase: ScrollPhase {
    if drag != nil { return .interacting }
    if coast != nil { return .decelerating }
    if wheelMotion != nil { return .animating }
    return isTracking ? .tracking : .idle
  }

  /// How a wheel notch glides: short and without overshoot.
  static let wheelGlide = Animation.smooth(duration: 0.18)

  /// Glides the content to `target` with `animation`, from where it is shown now and keeping
  /// the speed of a glide already under way (or, given `initialVelocity` in points per second,
  /// starting at that speed, as after a drag); the offset moves once a frame until it arrives.
  func glide(node: Node, to target: Point, with animation: Animation, initialVelocity: Point? = nil) {
    var motion = wheelMotion ?? AnimatedValue(AnimatablePair(offset.x, offset.y))
    if let initialVelocity {
      motion = AnimatedValue(AnimatablePair(offset.x, offset.y))
      motion.animate(
        to: AnimatablePair(target.x, target.y), with: animation, at: node.graph.now,
        initialVelocity: AnimatablePair(initialVelocity.x, initialVelocity.y))
    } else {
      motion.animate(to: AnimatablePair(target.x, target.y), with: animation, at: node.graph.now)
    }
    wheelMotion = motion
    node.graph.runEachFrame(for: self) { [handle = node.handle, weak self] time in
      guard let node = handle.node, let state = self, var motion = state.wheelMotion, node.isAttached else { return false }
      motion.settle(at: time, tolerance: state.halfPixel(node), speedTolerance: state.restingSpeed(node))
      let value = motion.value(at: time)
      state.move(node: node, to: Point(x: value.first, y: value.second))
      state.wheelMotion = motion.isAnimating ? motion : nil
      return motion.isAnimating
    }
  }

  /// Scrolls to `point` (clamped, unless a drag or coast may carry it past an end) now; only
  /// the scroll view's subtree is placed again.
  func move(node: Node, to point: Point) {
    let next = mayBePastAnEnd ? point : clamped(point)
    guard next != offset else { return }
    // The viewport's pixels move with the content where they can; else it is drawn again.
    node.graph.noteScroll(of: node)
    offset = next
    // The content moves inside an unchanged frame: nothing outside this subtree moves.
    node.graph.setNeedsPlacement(of: node)
  }

  static func of(_ node: Node) -> ScrollViewState {
    if let state = node[ScrollViewState.self] { return state }
    let state = ScrollViewState()
    state.node = node
    node[ScrollViewState.self] = state
    return state
  }

  var maximumOffset: Point {
    Point(
      x: max(0, contentSize.width - viewportSize.width), y: max(0, contentSize.height - viewportSize.height))
  }

  func clamped(_ point: Point) -> Point {
    let limit = maximumOffset
    return Point(x: min(max(0, point.x), limit.x), y: min(max(0, point.y), limit.y))
  }

  /// Thin bars along the trailing and bottom edges for each axis whose content overflows.
  /// The indicator's colour: dark on a light page, light on a dark one, so it shows on both
  /// (dark over #1C1C1E it would be darker than the page and unseen).
  static let indicatorColor = Color(light: Color.black.opacity(0.35), dark: Color.white.opacity(0.45))

  func indicatorRects(in frame: Rect, axes: Axis.Set) -> [Rect] {
    let (thickness, inset, minimumLength) = (3.0, 2.0, 24.0)
    var rects: [Rect] = []
    if axes.contains(.vertical), contentSize.height > viewportSize.height, viewportSize.height > 0 {
      let track = frame.height - 2 * inset
      let length = max(minimumLength, track * viewportSize.height / contentSize.height)
      let y = frame.minY + inset + (track - length) * min(max(0, offset.y / maximumOffset.y), 1)
      rects.append(Rect(x: frame.maxX - inset - thickness, y: y, width: thickness, height: length))
    }
    if axes.contains(.horizontal), contentSize.width > viewportSize.width, viewportSize.width > 0 {
      let track = frame.width - 2 * inset
      let length = max(minimumLength, track * viewportSize.width / contentSize.width)
      let x = frame.minX + inset + (track - length) * min(max(0, offset.x / maximumOffset.x), 1)
      rects.append(Rect(x: x, y: frame.maxY - inset - thickness, width: length, height: thickness))
    }
    return rects
  }
}

extension Node {
  /// The part of the window lazy content inside this node can show: the frame of the nearest
  /// enclosing scroll view, or the whole window.
  var visibleWindowRect: Rect {
    var node = parent
    while let current = node {
      if current.clipsContent { return current.frame }
      node = current.parent
    }
    return graph.root.frame
  }
}

import PortalGraphics

/// A drag of a scroll view's content: where the pointer and the content started, and the
/// content's recent positions for the speed at release.
struct ScrollDrag {
  let pointerStart: Point
  /// The offset the drag started from, with any stretch past an end taken out of the band.
  let pullStart: Point
  var trackerX = ScrollVelocityTracker()
  var trackerY = ScrollVelocityTracker()
}

/// The content coasting or springing back, per axis (nil: that axis stays where it is).
struct ScrollCoast {
  var x: ScrollMomentum?
  var y: ScrollMomentum?

  func offset(at time: Double, from current: Point) -> Point {
    Point(x: x?.position(at: time) ?? current.x, y: y?.position(at: time) ?? current.y)
  }

  func isFinished(at time: Double) -> Bool {
    (x?.isFinished(at: time) ?? true) && (y?.isFinished(at: time) ?? true)
  }

  func restingOffset(from current: Point) -> Point {
    Point(x: x?.restingPosition ?? current.x, y: y?.restingPosition ?? current.y)
  }
}

extension ScrollViewState {
  /// The offset may be past an end: a drag pulls it there, a coast carries it there.
  var mayBePastAnEnd: Bool { drag != nil || coast != nil }

  /// Half a device pixel in points: how close a motion must come to count as arrived.
  func halfPixel(_ node: Node) -> Double { 0.5 / max(node.environment.displayScale, 0.01) }

  /// Below this speed (points per second) content within half a pixel of its place has
  /// arrived: it would move less than half a device pixel in a 120 Hz frame.
  func restingSpeed(_ node: Node) -> Double { 120 * halfPixel(node) }

  private var rangeX: ClosedRange<Double> { 0...maximumOffset.x }
  private var rangeY: ClosedRange<Double> { 0...maximumOffset.y }

  /// Whether a drag can move the content along `axis` (of the scroll view's `axes`).
  func canDrag(along axis: Axis, axes: Axis.Set, environment: EnvironmentValues) -> Bool {
    switch axis {
    case .horizontal:
      guard axes.contains(.horizontal) else { return false }
      return maximumOffset.x > 0 || environment.horizontalScrollBounceBehavior == .always
    case .vertical:
      guard axes.contains(.vertical) else { return false }
      return maximumOffset.y > 0 || environment.verticalScrollBounceBehavior == .always
    }
  }

  /// A press came down on the content. A coast under way stops where it is and the press
  /// holds the content (a drag from there on; it is not a click): returns true then. A wheel
  /// notch's glide stops too, but the press stays a click: people click right after a wheel
  /// turn.
  func catchMotion(node: Node, at pointer: Point) -> Bool {
    guard coast != nil else {
      wheelMotion = nil
      isTracking = true
      return false
    }
    // Held where it was caught, even past an end; letting go springs it back.
    beginDrag(node: node, at: pointer)
    return true
  }

  /// The press went up without dragging this scroll view (it may have caught its content):
  /// content held past an end springs back.
  func releaseWithoutDrag(node: Node) {
    isTracking = false
    guard drag != nil else { return }
    settleIntoRange(node: node, velocity: .zero)
    drag = nil
  }

  /// The pointer moved past the slop: from now on the content follows it.
  func beginDrag(node: Node, at pointer: Point) {
    let bandX = RubberBand(limit: viewportSize.width)
    let bandY = RubberBand(limit: viewportSize.height)
    // The drag first, then the rest cleared: the phase goes straight to `interacting`.
    drag = ScrollDrag(
      pointerStart: pointer,
      pullStart: Point(
        x: bandX.pull(showing: offset.x, within: rangeX), y: bandY.pull(showing: offset.y, within: rangeY)))
    wheelMotion = nil
    coast = nil
    isTracking = false
    drag?.trackerX.add(position: offset.x, at: node.graph.now)
    drag?.trackerY.add(position: offset.y, at: node.graph.now)
  }

  /// Moves the content with the pointer, 1:1 within the ends and against the band past them.
  /// Returns how far the content moved.
  @discardableResult
  func drag(node: Node, to pointer: Point, axes: Axis.Set) -> Point {
    guard let drag else { return .zero }
    let environment = node.environment
    var next = offset
    if canDrag(along: .horizontal, axes: axes, environment: environment) {
      let pull = drag.pullStart.x - (pointer.x - drag.pointerStart.x)
      next.x = RubberBand(limit: viewportSize.width).position(pulledTo: pull, within: rangeX)
    }
    if canDrag(along: .vertical, axes: axes, environment: environment) {
      let pull = drag.pullStart.y - (pointer.y - drag.pointerStart.y)
      next.y = RubberBand(limit: viewportSize.height).position(pulledTo: pull, within: rangeY)
    }
    let now = node.graph.now
    self.drag?.trackerX.add(position: next.x, at: now)
    self.drag?.trackerY.add(position: next.y, at: now)
    let before = offset
    move(node: node, to: next)
    return Point(x: offset.x - before.x, y: offset.y - before.y)
  }

  /// The pointer let go: the content coasts on with the drag's speed, or springs back from
  /// past an end.
  func endDrag(node: Node, at pointer: Point, axes: Axis.Set) {
    guard let drag else { return }
    self.drag(node: node, to: pointer, axes: axes)
    let now = node.graph.now
    let velocity = Point(x: drag.trackerX.velocity(at: now), y: drag.trackerY.velocity(at: now))
    // The coast first, then the drag let go: the phase goes straight to `decelerating`.
    settleIntoRange(node: node, velocity: velocity)
    self.drag = nil
  }

  /// Any other input takes over: a coast stops where it is, within the ends.
  func stopCoasting(node: Node) {
    guard coast != nil || drag != nil else { return }
    coast = nil
    drag = nil
    isTracking = false
    move(node: node, to: clamped(offset))
  }

  /// Starts a coast from the current offset with `velocity` (points per second) along each
  /// axis that is past an end or moving fast enough; does nothing when neither is.
  private func settleIntoRange(node: Node, velocity: Point) {
    let now = node.graph.now
    let pixel = 2 * halfPixel(node)
    func axis(_ position: Double, _ speed: Double, _ range: ClosedRange<Double>, _ length: Double)
      -> ScrollMomentum?
    {
      guard !range.contains(position) || abs(speed) >= ScrollMomentum.minimumFlingSpeed else { return nil }
      return ScrollMomentum(
        position: position, velocity: speed, time: now, range: range, viewportLength: length, pixel: pixel)
    }
    let coast = ScrollCoast(
      x: axis(offset.x, velocity.x, rangeX, viewportSize.width),
      y: axis(offset.y, velocity.y, rangeY, viewportSize.height))
    guard coast.x != nil || coast.y != nil else { return }
    self.coast = coast
    node.graph.runEachFrame(for: self) { [handle = node.handle, weak self] time in
      guard let node = handle.node, let self, let coast = self.coast, node.isAttached else { return false }
      if coast.isFinished(at: time) {
        let rest = coast.restingOffset(from: self.offset)
        self.coast = nil
        self.move(node: node, to: rest)
        return false
      }
      self.move(node: node, to: coast.offset(at: time, from: self.offset))
      return true
    }
  }
}

import PortalGraphics

/// Decides what a primary-button press over scroll views is: a click on what is under it
/// (released before moving `slop` points), or a drag of the innermost scroll view that can
/// move along the way the pointer went. A drag that has begun never delivers the click, and
/// a press that catches moving content is a drag from the start.
@MainActor
final class ScrollDragRecognizer {
  /// How far the pointer may wander before a press becomes a drag, in points: enough for a
  /// click made with a shaky hand, small enough that the content does not seem to lag.
  static let slop = 6.0

  private let start: Point
  /// The scroll views under the press, innermost first.
  private let candidates: [Node]
  /// The scroll view being dragged, once the press has become a drag.
  private(set) var dragged: Node?

  /// Nil when the press is over no scroll view.
  init?(pressAt point: Point, over hit: Node?) {
    let candidates = hit?.ancestry.filter { $0.primitive?.dragScrollable != nil } ?? []
    guard !candidates.isEmpty else { return nil }
    start = point
    self.candidates = candidates
    for node in candidates {
      let state = ScrollViewState.of(node)
      if state.catchMotion(node: node, at: point), dragged == nil { dragged = node }
    }
  }

  /// True once the press drags content (so it is no click).
  var isDragging: Bool { dragged != nil }

  /// The pointer moved with the button down. Returns whether the press is a drag.
  func move(to point: Point) -> Bool {
    if dragged == nil {
      let (dx, dy) = (point.x - start.x, point.y - start.y)
      guard dx * dx + dy * dy > Self.slop * Self.slop else { return false }
      let axis: Axis = abs(dx) > abs(dy) ? .horizontal : .vertical
      guard
        let node = candidates.first(where: { node in
          guard node.isAttached, let view = node.primitive?.dragScrollable else { return false }
          return ScrollViewState.of(node).canDrag(along: axis, axes: view.axes, environment: node.environment)
        })
      else { return false }
      dragged = node
      // The content picks up from where the pointer crossed the slop, so the slop is not a
      // jump, and a move that went well past it at once (moves arrive coalesced when the
      // program is busy) still moves the content by the rest of the way.
      let distance = (dx * dx + dy * dy).squareRoot()
      let crossing = Point(x: start.x + dx * Self.slop / distance, y: start.y + dy * Self.slop / distance)
      ScrollViewState.of(node).beginDrag(node: node, at: crossing)
      for other in candidates where other !== node {
        ScrollViewState.of(other).releaseWithoutDrag(node: other)
      }
    }
    guard let node = dragged, node.isAttached, let view = node.primitive?.dragScrollable else { return true }
    let moved = ScrollViewState.of(node).drag(node: node, to: point, axes: view.axes)
    if moved.x != 0 || moved.y != 0 {
      // What follows the wheel (a flowing header's snapping) follows a drag the same way.
      for ancestor in node.ancestry {
        ancestor.primitive?.scrollObserver?.observeScroll(dx: moved.x, dy: moved.y, precise: true)
      }
    }
    return true
  }

  /// The press ended without its release reaching the window (a new press came first): a
  /// drag lets the content go where it is, within the ends, without coasting.
  func cancel() {
    for node in candidates {
      let state = ScrollViewState.of(node)
      state.stopCoasting(node: node)
      state.isTracking = false
    }
  }

  /// The button went up. Returns whether the press was a drag (then it is no click).
  func release(at point: Point) -> Bool {
    _ = move(to: point)
    for node in candidates where node !== dragged {
      if let view = node.primitive?.dragScrollable {
        view.releaseWithoutDrag(node: node)
      } else {
        ScrollViewState.of(node).releaseWithoutDrag(node: node)
      }
    }
    guard let node = dragged else { return false }
    if node.isAttached, let view = node.primitive?.dragScrollable { view.endDrag(node: node, at: point) }
    return true
  }
}

/// Scroll views, as a drag sees them: the axes their content moves along, and what they do
/// when the press ends.
@MainActor
protocol DragScrollable {
  var axes: Axis.Set { get }
  /// The pointer let go of a drag of the content at `point`.
  func endDrag(node: Node, at point: Point)
  /// The press ended without dragging this view's content.
  func releaseWithoutDrag(node: Node)
}

extension DragScrollable {
  /// The content coasts on with the drag's speed, or springs back from past an end.
  func endDrag(node: Node, at point: Point) {
    ScrollViewState.of(node).endDrag(node: node, at: point, axes: axes)
  }

  /// Content the press held past an end springs back.
  func releaseWithoutDrag(node: Node) { ScrollViewState.of(node).releaseWithoutDrag(node: node) }
}

extension ScrollView: DragScrollable {}

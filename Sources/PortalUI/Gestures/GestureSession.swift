import PortalGraphics

/// What follows one press for the gestures of a view, whatever their value.
@MainActor
protocol PressTracking: AnyObject {
  var isActive: Bool { get }
  func moved(_ press: GesturePress)
  func released(_ press: GesturePress) -> Bool
  func cancelled()
}

/// Views whose gestures follow a primary-button press that lands on them.
@MainActor
protocol GestureHandling {
  /// Who wins when this view's gesture and one inside it both could begin.
  var priority: GesturePriority { get }
  func makeTracker() -> PressTracking
}

/// How a view's gesture ranks against the gestures of the views inside it.
enum GesturePriority {
  /// The innermost gesture that begins wins (`.gesture`).
  case normal
  /// This gesture wins over those inside it (`.highPriorityGesture`).
  case high
  /// This gesture follows the press alongside the others (`.simultaneousGesture`).
  case simultaneous
}

/// Attaches a gesture to its content.
struct GestureView<Content: View, G: Gesture>: View, SingleChildModifier, GestureHandling {
  let content: Content
  let gesture: G
  let priority: GesturePriority
  func makeTracker() -> PressTracking { gesture.makeTracker() }
}

extension View {
  /// Attaches `gesture` to the view: a press on the view (or on what is inside it) is
  /// followed by the gesture, which wins over scrolling and over the clicks of the views
  /// under the press once it begins.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    GestureView(content: self, gesture: gesture, priority: .normal)
  }

  /// Attaches `gesture` so that it wins over the gestures of the views inside this one.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    GestureView(content: self, gesture: gesture, priority: .high)
  }

  /// Attaches `gesture` so that it follows the press alongside the gestures inside the view.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    GestureView(content: self, gesture: gesture, priority: .simultaneous)
  }

  /// Runs `action` when the view is pressed for `minimumDuration` seconds without the pointer
  /// moving more than `maximumDistance` points, once the press is released.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
  }
}

/// The gestures following the press under way, and the pointer's recent path.
@MainActor
final class GestureSession {
  private struct Follower {
    let node: Node
    let tracker: PressTracking
    let priority: GesturePriority
  }
  private var followers: [Follower]
  private let start: Point
  private let startTime: Double
  private var samples: [(point: Point, time: Double)]

  /// Nil when nothing under the press has a gesture.
  init?(pressAt point: Point, over hit: Node?, time: Double) {
    let nodes = hit?.ancestry.filter { $0.primitive?.gestureHandler != nil && $0.environment.isEnabled } ?? []
    guard !nodes.isEmpty else { return nil }
    followers = nodes.compactMap { node in
      guard let handler = node.primitive?.gestureHandler else { return nil }
      return Follower(node: node, tracker: handler.makeTracker(), priority: handler.priority)
    }
    start = point
    startTime = time
    samples = [(point, time)]
  }

  /// Whether a gesture has begun and so owns the press.
  var ownsPress: Bool { followers.contains { $0.tracker.isActive } }

  func move(to point: Point, time: Double) {
    samples.append((point, time))
    if samples.count > 6 { samples.removeFirst(samples.count - 6) }
    deliver { $0.moved($1) }
    settleWinner()
  }

  /// The press ended; returns whether a gesture used it (so it is no click).
  func release(at point: Point, time: Double) -> Bool {
    samples.append((point, time))
    var used = false
    for follower in followers where follower.node.isAttached {
      if follower.tracker.released(press(at: point, time: time, for: follower.node)) { used = true }
    }
    followers.removeAll()
    return used
  }

  func cancel() {
    for follower in followers { follower.tracker.cancelled() }
    followers.removeAll()
  }

  private func deliver(_ action: (PressTracking, GesturePress) -> Void) {
    guard let last = samples.last else { return }
    for follower in followers where follower.node.isAttached {
      action(follower.tracker, press(at: last.point, time: last.time, for: follower.node))
    }
  }

  /// Once a gesture begins, the others it outranks stop following: the innermost wins unless
  /// an outer one is of high priority; simultaneous ones always stay.
  private func settleWinner() {
    guard let winner = followers.first(where: { $0.priority == .high && $0.tracker.isActive })
      ?? followers.first(where: { $0.priority == .normal && $0.tracker.isActive })
    else { return }
    for follower in followers where follower.tracker !== winner.tracker && follower.priority != .simultaneous {
      follower.tracker.cancelled()
    }
    followers.removeAll { $0.tracker !== winner.tracker && $0.priority != .simultaneous }
  }

  /// The press in the coordinates of `node`'s frame.
  private func press(at point: Point, time: Double, for node: Node) -> GesturePress {
    let origin = node.windowFrame.origin
    let local = { (p: Point) in Point(x: p.x - origin.x, y: p.y - origin.y) }
    var velocity = Size(width: 0, height: 0)
    if let first = samples.first, let last = samples.last, last.time - first.time > 0.001 {
      let dt = last.time - first.time
      velocity = Size(width: (last.point.x - first.point.x) / dt, height: (last.point.y - first.point.y) / dt)
    }
    return GesturePress(start: local(start), location: local(point), startTime: startTime, time: time, velocity: velocity)
  }
}

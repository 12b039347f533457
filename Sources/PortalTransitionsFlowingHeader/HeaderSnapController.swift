/// The scroll offsets (content coordinates, in points) over which a header flows: progress 0
/// at `start`, 1 at `start + range`.
public struct HeaderTrack: Equatable, Sendable {
  public var start: Double
  public var range: Double

  public init(start: Double, range: Double = FlowingHeaderTokens.transitionRange) {
    self.start = start
    self.range = range
  }

  public func progress(atOffset offset: Double) -> Double {
    PortalHeaderCalculations.calculateProgress(scrollOffset: offset, startAt: start, range: range)
  }

  /// Progress without clamping, for projections that may overshoot either end.
  func rawProgress(atOffset offset: Double) -> Double {
    range == 0 ? (offset >= start ? 1 : 0) : (offset - start) / range
  }

  public func offset(atProgress progress: Double) -> Double { start + range * progress }
}

/// A decision to finish the flow by scrolling to one of its ends.
public struct SnapDecision: Equatable, Sendable {
  public enum Reason: String, Sendable {
    /// The last scroll direction chose (`.directional`).
    case direction
    /// The nearer end chose (`.nearest`).
    case nearest
    /// The scroll's velocity carried the projected end past the midpoint.
    case fling
  }

  public var fromProgress: Double
  /// 0 (back to the header) or 1 (into the strip).
  public var toProgress: Double
  public var fromOffset: Double
  /// The scroll offset to animate to (clamped to what the content can scroll).
  public var targetOffset: Double
  /// The scroll velocity when the wheel stopped, points per second (positive: down).
  public var velocity: Double
  public var reason: Reason
}

/// The snapping state machine. A wheel has no "ended" event, so the scroll counts as stopped
/// after a quiet time without wheel input or movement (`scrollMoved(at:)`); then, if the header is part-way through its flow, it
/// decides which end to finish at.
///
/// `.directional` remembers the last direction that moved more than the threshold, so jitter
/// never flips it and a finished snap never bounces back; after a snap nothing more is decided
/// until new input arrives (continuing the same way keeps the header where it snapped; a
/// reversal into the range snaps the other way). `.nearest` judges the midpoint after
/// projecting the velocity, so a fling past the midpoint completes.
///
/// ```swift
/// var snap = HeaderSnapController(behavior: .directional)
/// snap.wheel(delta: 12, at: 0.00)
/// snap.decide(offset: 20, at: 0.13, track: HeaderTrack(start: 5))  // → to 1, by direction
/// ```
public struct HeaderSnapController: Equatable, Sendable {
  public enum ScrollDirection: String, Sendable {
    case down
    case up
  }

  public enum Phase: Equatable, Sendable {
    /// No input since the last decision (or ever).
    case idle
    /// Wheel input arrived; waiting for the quiet time.
    case scrolling
    /// A snap is animating the scroll offset.
    case snapping(SnapDecision)
  }

  public var behavior: FlowingHeaderSnappingBehavior
  public var quietTime: Double
  public var directionThreshold: Double
  public var projectionTime: Double
  public private(set) var phase: Phase = .idle
  /// The last direction that moved more than the threshold.
  public private(set) var direction: ScrollDirection?
  private var lastInput: Double?
  private var samples: [(time: Double, delta: Double)] = []

  public init(
    behavior: FlowingHeaderSnappingBehavior, quietTime: Double = FlowingHeaderTokens.scrollStopDelay,
    directionThreshold: Double = FlowingHeaderTokens.scrollDirectionThreshold,
    projectionTime: Double = FlowingHeaderTokens.flingProjectionTime
  ) {
    self.behavior = behavior
    self.quietTime = quietTime
    self.directionThreshold = directionThreshold
    self.projectionTime = projectionTime
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.behavior == b.behavior && a.phase == b.phase && a.direction == b.direction && a.lastInput == b.lastInput
      && a.samples.map(\.time) == b.samples.map(\.time) && a.samples.map(\.delta) == b.samples.map(\.delta)
  }

  /// True while the controller wants frames: waiting for the quiet time, or snapping.
  public var isActive: Bool { phase != .idle }

  /// A wheel turned by `delta` points (positive reveals what is below). Interrupts a snap.
  public mutating func wheel(delta: Double, at time: Double) {
    if abs(delta) > directionThreshold { direction = delta > 0 ? .down : .up }
    samples.append((time, delta))
    samples.removeAll { time - $0.time > FlowingHeaderTokens.velocityWindow }
    lastInput = time
    phase = .scrolling
  }

  /// The offset is still moving without new input (a wheel notch's glide, a fling's coast) or
  /// is held by a drag: the quiet time starts again from `time`. Input older than the velocity
  /// window no longer counts towards the velocity: by the time a coast stops, it has carried
  /// the offset as far as that speed would.
  public mutating func scrollMoved(at time: Double) {
    guard phase == .scrolling else { return }
    lastInput = max(lastInput ?? time, time)
    samples.removeAll { time - $0.time > FlowingHeaderTokens.velocityWindow }
  }

  /// The scroll velocity over the last wheel events, in points per second.
  public var velocity: Double {
    guard samples.count >= 2, let first = samples.first, let last = samples.last, last.time > first.time
    else {
      return 0
    }
    // The first sample's delta happened before the window started; it only marks the start.
    let travelled = samples.dropFirst().reduce(0) { $0 + $1.delta }
    return travelled / (last.time - first.time)
  }

  /// Called every frame while `isActive`. Once the wheel has been quiet for `quietTime`,
  /// decides a snap if the header stopped inside its flow, and returns it; the caller animates
  /// the scroll offset to `targetOffset` and calls `snapDidFinish()`.
  public mutating func decide(
    offset: Double, at time: Double, track: HeaderTrack, maximumOffset: Double = .infinity
  ) -> SnapDecision? {
    guard phase == .scrolling, let lastInput, time - lastInput >= quietTime - 1e-9 else { return nil }
    let progress = track.progress(atOffset: offset)
    let velocity = self.velocity
    samples.removeAll()
    guard behavior != .none, progress > 0, progress < 1 else {
      phase = .idle
      return nil
    }
    let projected = track.rawProgress(atOffset: offset + velocity * projectionTime)
    let nearest: Double = progress >= FlowingHeaderTokens.snapMidpoint ? 1 : 0
    let target: Double
    let reason: SnapDecision.Reason
    switch (behavior, direction) {
    case (.directional, .down?):
      (target, reason) = (1, .direction)
    case (.directional, .up?):
      (target, reason) = (0, .direction)
    default:
      target = projected >= FlowingHeaderTokens.snapMidpoint ? 1 : 0
      reason = target == nearest ? .nearest : .fling
    }
    // Whole pixels, rounded away from the flow: view frames snap to pixels, and a snap must
    // end exactly at 0 or 1 even when the measured start moves by a fraction of a pixel.
    let exact = track.offset(atProgress: target)
    let aligned = target >= 1 ? exact.rounded(.up) : exact.rounded(.down)
    let decision = SnapDecision(
      fromProgress: progress, toProgress: target, fromOffset: offset,
      targetOffset: min(max(0, aligned), max(0, maximumOffset)), velocity: velocity, reason: reason)
    phase = .snapping(decision)
    return decision
  }

  /// The snap's animation arrived; nothing more is decided until new input.
  public mutating func snapDidFinish() {
    if case .snapping = phase { phase = .idle }
  }
}

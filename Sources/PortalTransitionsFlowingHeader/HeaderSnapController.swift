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
    PortalHeaderCalculations.progress(scrollOffset: offset, startAt: start, range: range)
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
  /// The velocity judged for a fling, points per second (positive: down): the content's own
  /// speed when a coast or glide is handed over (the snap starts at it), else that of the last
  /// wheel events.
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
/// reversal into the range snaps the other way). A fling outranks the remembered direction:
/// when the velocity, projected ahead, carries the header past the midpoint the way it moves,
/// the snap finishes that way (a fling down completes even after a last small flick up, and a
/// fling back up past the midpoint returns). `.nearest` judges the midpoint after projecting
/// the velocity, so a fling past the midpoint completes there too.
///
/// Content that moves on after the input (a fling's coast, a wheel notch's glide) is handed
/// over to the snap while still moving, once it is inside the flow and slow enough to stop
/// there (`decide(offset:at:track:maximumOffset:coastingAt:)`); the snap then starts from the
/// content's speed. A coast that will carry on past either end of the flow is left alone.
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
  /// decides a snap if the header is inside its flow, and returns it; the caller animates the
  /// scroll offset to `targetOffset` and calls `snapDidFinish()`.
  ///
  /// `coastingAt` is the content's velocity (points per second) while it moves on its own, a
  /// coast or a glide, and nil once it has come to rest. Moving, it is handed over only inside
  /// the flow and only when its velocity projected ahead stays within the flow; otherwise the
  /// controller keeps waiting for it. At rest, the velocity of the last wheel events judges a
  /// fling.
  public mutating func decide(
    offset: Double, at time: Double, track: HeaderTrack, maximumOffset: Double = .infinity,
    coastingAt coastVelocity: Double? = nil
  ) -> SnapDecision? {
    guard phase == .scrolling, let lastInput, time - lastInput >= quietTime - 1e-9 else { return nil }
    let progress = track.progress(atOffset: offset)
    let velocity: Double
    if let coastVelocity {
      let coastEnd = track.rawProgress(atOffset: offset + coastVelocity * projectionTime)
      guard behavior != .none, progress > 0, progress < 1, coastEnd >= 0, coastEnd <= 1 else { return nil }
      velocity = coastVelocity
    } else {
      velocity = self.velocity
      guard behavior != .none, progress > 0, progress < 1 else {
        samples.removeAll()
        phase = .idle
        return nil
      }
    }
    samples.removeAll()
    let (target, reason) = chooseEnd(progress: progress, offset: offset, velocity: velocity, track: track)
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

  /// Which end to finish at, and why.
  private func chooseEnd(progress: Double, offset: Double, velocity: Double, track: HeaderTrack)
    -> (Double, SnapDecision.Reason)
  {
    let midpoint = FlowingHeaderTokens.snapMidpoint
    let projected = track.rawProgress(atOffset: offset + velocity * projectionTime)
    let nearest: Double = progress >= midpoint ? 1 : 0
    guard behavior == .directional else {
      let target: Double = projected >= midpoint ? 1 : 0
      return (target, target == nearest ? .nearest : .fling)
    }
    let byDirection: Double? = direction.map { $0 == .down ? 1 : 0 }
    let isFling = abs(velocity) >= FlowingHeaderTokens.flingMinimumSpeed
    if isFling, velocity > 0, projected >= midpoint, byDirection != 1 { return (1, .fling) }
    if isFling, velocity < 0, projected < midpoint, byDirection != 0 { return (0, .fling) }
    if let byDirection { return (byDirection, .direction) }
    let target: Double = projected >= midpoint ? 1 : 0
    return (target, target == nearest ? .nearest : .fling)
  }

  /// The snap's animation arrived; nothing more is decided until new input.
  public mutating func snapDidFinish() {
    if case .snapping = phase { phase = .idle }
  }
}

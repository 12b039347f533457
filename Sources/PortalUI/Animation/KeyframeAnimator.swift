import Foundation

/// A view whose content follows a value through keyframes: from its initial value along each
/// track's keyframes, once each time `trigger` changes (or for ever, `repeating: true`).
///
/// ```swift
/// KeyframeAnimator(initialValue: Bounce(), trigger: taps) { value in
///   Image(systemName: "star.fill").scaleEffect(value.scale).offset(y: value.lift)
/// } keyframes: { _ in
///   KeyframeTrack(\.scale) { SpringKeyframe(1.4, duration: 0.2); LinearKeyframe(1, duration: 0.3) }
///   KeyframeTrack(\.lift) { CubicKeyframe(-30, duration: 0.25); CubicKeyframe(0, duration: 0.25) }
/// }
/// ```
///
/// Values between keyframes are interpolated when they are numbers, points, sizes, rectangles,
/// angles or animatable pairs; other values step at each keyframe.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  nonisolated(unsafe) let initialValue: Value
  nonisolated(unsafe) let trigger: AnyEquatable?
  nonisolated(unsafe) let repeats: Bool
  nonisolated(unsafe) let content: (Value) -> Content
  nonisolated(unsafe) let keyframes: (Value) -> KeyframePath

  /// Plays the keyframes once each time `trigger` changes.
  nonisolated public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = AnyEquatable(trigger)
    self.repeats = false
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays the keyframes for ever when `repeating` is true; else shows the initial value.
  nonisolated public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = nil
    self.repeats = repeating
    self.content = content
    self.keyframes = keyframes
  }

  public var body: some View {
    KeyframeHost(
      initialValue: initialValue, trigger: trigger, repeats: repeats,
      timeline: { KeyframeTimeline(initialValue: $0, tracks: keyframes($0).keyframeTracks) },
      content: { AnyView(content($0)) })
  }
}

/// Plays a keyframe timeline through the window's frames and builds the content with the value
/// at each frame's time.
struct KeyframeHost<Value>: View, PrimitiveView {
  let initialValue: Value
  let trigger: AnyEquatable?
  let repeats: Bool
  let timeline: (Value) -> KeyframeTimeline<Value>
  let content: (Value) -> AnyView
  private let reference = NodeReference()

  func didUpdate(node: Node) {
    reference.node = node
    let state = KeyframePlayback.of(node)
    let started = state.trigger != nil || state.isPlaying
    if let trigger, let seen = state.trigger, seen != trigger {
      state.start(timeline(state.value as? Value ?? initialValue), node: node, repeats: false)
    } else if !started, trigger == nil, repeats {
      state.start(timeline(initialValue), node: node, repeats: true)
    }
    state.trigger = trigger
  }

  func children() -> [ChildView] {
    guard let node = reference.node else { return flattenedChildren(content(initialValue)) }
    return flattenedChildren(content(KeyframePlayback.of(node).value as? Value ?? initialValue))
  }
}

/// A keyframe animation under way in a node.
@MainActor
final class KeyframePlayback: NodeStateObject {
  var value: Any?
  var trigger: AnyEquatable?
  var isPlaying = false
  private var generation = 0

  func start<Value>(_ timeline: KeyframeTimeline<Value>, node: Node, repeats: Bool) {
    generation += 1
    let run = generation
    let start = node.graph.now
    isPlaying = true
    let handle = node.handle
    node.graph.runEachFrame(for: self) { [weak self] time in
      guard let self, run == self.generation, let node = handle.node, node.isAttached else { return false }
      var elapsed = time - start
      if repeats, timeline.duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration) }
      self.value = timeline.value(time: elapsed)
      node.invalidate()
      let going = repeats || elapsed < timeline.duration
      if !going { self.isPlaying = false }
      return going
    }
  }
}

/// Keyframes for a value: one or more tracks.
public protocol Keyframes<Value> {
  associatedtype Value
  /// The tracks, each over the whole value or one of its properties.
  var keyframeTracks: [KeyframeTrackEntry<Value>] { get }
}

/// One track of keyframes, with its value type erased: it sets its part of the root value.
public struct KeyframeTrackEntry<Root> {
  let duration: Double
  let apply: (inout Root, Double) -> Void
}

/// Keyframes for a value or one of its properties, played one after the other.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
  let entry: KeyframeTrackEntry<Root>

  /// Keyframes for the property of the root value at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    let frames = content().keyframes
    entry = KeyframeTrackEntry(duration: frames.reduce(0) { $0 + $1.duration }) { root, time in
      root[keyPath: keyPath] = Keyframe.value(of: frames, from: root[keyPath: keyPath], at: time)
    }
  }

  public var keyframeTracks: [KeyframeTrackEntry<Root>] { [entry] }
}

extension KeyframeTrack where Root == Value {
  /// Keyframes for the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// The keyframes of one track.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value
  var keyframes: [Keyframe<Value>] { get }
}

/// One keyframe: a value to reach, how long it takes, and how it gets there.
public struct Keyframe<Value> {
  enum Motion { case linear, cubic, spring, move }
  let target: Value
  let duration: Double
  let motion: Motion

  /// The track's value at `time`, starting from `initial`.
  static func value(of frames: [Keyframe<Value>], from initial: Value, at time: Double) -> Value {
    var start = initial
    var elapsed = 0.0
    for frame in frames {
      if time < elapsed + frame.duration, frame.duration > 0 {
        let t = (time - elapsed) / frame.duration
        let eased: Double
        switch frame.motion {
        case .move: return frame.target
        case .linear: eased = t
        case .cubic: eased = t * t * (3 - 2 * t)
        case .spring: eased = 1 - exp(-6 * t) * cos(t * .pi * 0.5)
        }
        return KeyframeInterpolation.mix(start, frame.target, eased)
      }
      elapsed += frame.duration
      start = frame.target
    }
    return start
  }
}

/// Moves to its value at constant speed.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  let frame: Keyframe<Value>
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    frame = Keyframe(target: to, duration: duration, motion: .linear)
  }
  public var keyframes: [Keyframe<Value>] { [frame] }
}

/// Moves to its value on a smooth curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  let frame: Keyframe<Value>
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    frame = Keyframe(target: to, duration: duration, motion: .cubic)
  }
  public var keyframes: [Keyframe<Value>] { [frame] }
}

/// Moves to its value as a spring does.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  let frame: Keyframe<Value>
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    frame = Keyframe(target: to, duration: duration ?? 0.5, motion: .spring)
  }
  public var keyframes: [Keyframe<Value>] { [frame] }
}

/// Jumps to its value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  let frame: Keyframe<Value>
  public init(_ to: Value) { frame = Keyframe(target: to, duration: 0, motion: .move) }
  public var keyframes: [Keyframe<Value>] { [frame] }
}

/// A spring's description (`SpringKeyframe(spring:)`), accepted: spring keyframes here ease out.
public struct Spring: Hashable, Sendable {
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
  public init(response: Double, dampingRatio: Double) {}
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
  public static let smooth = Spring()
  public static let snappy = Spring()
  public static let bouncy = Spring()
}

/// A timing curve for a linear keyframe (accepted: linear keyframes move at constant speed).
public struct UnitCurve: Hashable, Sendable {
  let name: String
  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn")
  public static let easeOut = UnitCurve(name: "easeOut")
  public static let easeInOut = UnitCurve(name: "easeInOut")
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}

/// Several keyframes of one track, in order.
public struct KeyframeList<Value>: KeyframeTrackContent {
  public let keyframes: [Keyframe<Value>]
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value>
  where K.Value == Value { KeyframeList(keyframes: keyframe.keyframes) }
  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(keyframes: parts.flatMap(\.keyframes))
  }
  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(keyframes: parts.flatMap(\.keyframes))
  }
  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
    part ?? KeyframeList(keyframes: [])
  }
  public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
  public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}

/// Several tracks of keyframes for one value.
public struct KeyframeTracks<Value>: Keyframes {
  public let keyframeTracks: [KeyframeTrackEntry<Value>]
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(keyframeTracks: keyframes.keyframeTracks)
  }
  public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
    KeyframeTracks(keyframeTracks: parts.flatMap(\.keyframeTracks))
  }
  public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
    KeyframeTracks(keyframeTracks: parts.flatMap(\.keyframeTracks))
  }
  public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
    part ?? KeyframeTracks(keyframeTracks: [])
  }
  public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
  public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// A value's keyframes as a function of time (`value(time:)`), as SwiftUI's.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [KeyframeTrackEntry<Value>]

  init(initialValue: Value, tracks: [KeyframeTrackEntry<Value>]) {
    self.initialValue = initialValue
    self.tracks = tracks
  }

  /// A timeline from `initialValue` through the keyframes `content` builds.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, tracks: content().keyframeTracks)
  }

  /// How long the longest track takes.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value at `time` seconds from the start.
  public func value(time: Double) -> Value {
    var value = initialValue
    // Each track sets its own part of the value.
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The value `progress` of the way through (0 to 1).
  public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// Interpolates keyframe values of the kinds animations move.
enum KeyframeInterpolation {
  static func mix<Value>(_ a: Value, _ b: Value, _ t: Double) -> Value {
    if let a = a as? Double, let b = b as? Double { return (a + (b - a) * t) as! Value }
    if let a = a as? CGFloat, let b = b as? CGFloat { return (a + (b - a) * CGFloat(t)) as! Value }
    if let a = a as? Float, let b = b as? Float { return (a + (b - a) * Float(t)) as! Value }
    if let a = a as? Angle, let b = b as? Angle {
      return Angle(radians: a.radians + (b.radians - a.radians) * t) as! Value
    }
    if let a = a as? CGPoint, let b = b as? CGPoint {
      return CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t)) as! Value
    }
    if let a = a as? CGSize, let b = b as? CGSize {
      return CGSize(width: a.width + (b.width - a.width) * CGFloat(t), height: a.height + (b.height - a.height) * CGFloat(t))
        as! Value
    }
    if let a = a as? any VectorArithmetic, let b = b as? any VectorArithmetic {
      func lerp<V: VectorArithmetic>(_ x: V) -> Value? {
        guard let y = b as? V else { return nil }
        return (x + (y - x).scaled(by: t)) as? Value
      }
      if let mixed = lerp(a) { return mixed }
    }
    return t < 1 ? a : b
  }
}

extension View {
  /// Plays keyframes each time `trigger` changes, this view modified by `content` with the
  /// value at each frame.
  ///
  /// ```swift
  /// Image(systemName: "bell").keyframeAnimator(initialValue: 0.0, trigger: rings) { view, angle in
  ///   view.rotationEffect(.degrees(angle))
  /// } keyframes: { _ in
  ///   KeyframeTrack { CubicKeyframe(20, duration: 0.1); CubicKeyframe(-20, duration: 0.1); CubicKeyframe(0, duration: 0.1) }
  /// }
  /// ```
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
  }

  /// Plays keyframes for ever when `repeating` is true.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
  }
}

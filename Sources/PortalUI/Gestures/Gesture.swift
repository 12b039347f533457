import Foundation
import PortalGraphics

/// Something the pointer does to a view that the view reacts to: a drag, a tap, a long press,
/// given to a view with `.gesture(_:)`.
///
/// ```swift
/// Card()
///   .offset(dragAmount)
///   .gesture(
///     DragGesture()
///       .onChanged { dragAmount = $0.translation }
///       .onEnded { _ in withAnimation(.spring) { dragAmount = .zero } })
/// ```
///
/// On the desktop the pointer is one finger: pinches and rotations (`MagnifyGesture`,
/// `RotateGesture`) compile and never begin.
@preconcurrency @MainActor
public protocol Gesture {
  /// What the gesture reports as it changes and when it ends.
  associatedtype Value
  /// Follows one press of the primary button on the view, from down to up.
  func makeTracker() -> GestureTracker<Value>
}

/// Follows one press for a gesture: told where the pointer goes, it reports the gesture's
/// value as it changes and when it ends.
@MainActor
public final class GestureTracker<Value>: PressTracking {
  /// Whether the gesture has begun: it then owns the press (no scroll, no click under it).
  private(set) var isActive = false
  private(set) var hasEnded = false
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  var reset: [() -> Void] = []
  /// Reads the press so far; nil while the gesture has not begun.
  let recognize: (GesturePress) -> Value?
  /// Whether the gesture ends (reporting its value) when the press is released without
  /// having begun: a tap ends there.
  let endsOnRelease: (GesturePress) -> Value?

  init(recognize: @escaping (GesturePress) -> Value?, endsOnRelease: @escaping (GesturePress) -> Value? = { _ in nil }) {
    self.recognize = recognize
    self.endsOnRelease = endsOnRelease
  }

  func moved(_ press: GesturePress) {
    guard !hasEnded, let value = recognize(press) else { return }
    isActive = true
    for action in changed { action(value) }
  }

  /// The press was released: the gesture ends with its last value, if it began (or if it is
  /// one that ends on a release, as a tap). Returns whether it used the press.
  func released(_ press: GesturePress) -> Bool {
    defer {
      hasEnded = true
      for action in reset { action() }
    }
    guard !hasEnded else { return false }
    if isActive, let value = recognize(press) {
      for action in ended { action(value) }
      return true
    }
    if let value = endsOnRelease(press) {
      for action in ended { action(value) }
      return true
    }
    return false
  }

  /// The press was taken away (the view left, another gesture won).
  func cancelled() {
    guard !hasEnded else { return }
    hasEnded = true
    for action in reset { action() }
  }
}

/// One press of the primary button as a gesture sees it, in the coordinates of the view the
/// gesture is attached to.
public struct GesturePress {
  var start: Point
  var location: Point
  var startTime: Double
  var time: Double
  /// The pointer's velocity at `time`, in points per second.
  var velocity: Size
}

extension Gesture {
  /// Adds an action run with the gesture's value each time it changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }

  /// Adds an action run with the gesture's last value when it ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Keeps `state` updated from the gesture's value while it runs; the state returns to its
  /// initial value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> _UpdatingGesture<Self, State> {
    _UpdatingGesture(base: self, state: state, body: body)
  }

  /// The gesture with its value transformed (actions added before the transform do not run;
  /// add them after it).
  public func map<T>(_ transform: @escaping (Value) -> T) -> _MappedGesture<Self, T> {
    _MappedGesture(base: self, transform: transform)
  }

  /// Both gestures follow the press; with one pointer, the first that begins reports.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }

  /// The second gesture follows once the first has ended (here both follow the same press:
  /// the first, then the second).
  public func sequenced<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }

  /// The first gesture if it begins, else the second.
  public func exclusively<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }
}

/// A gesture with an action for its changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  let base: Base
  let action: (Base.Value) -> Void
  public func makeTracker() -> GestureTracker<Base.Value> {
    let tracker = base.makeTracker()
    tracker.changed.append(action)
    return tracker
  }
}

/// A gesture with an action for its end.
public struct _EndedGesture<Base: Gesture>: Gesture {
  let base: Base
  let action: (Base.Value) -> Void
  public func makeTracker() -> GestureTracker<Base.Value> {
    let tracker = base.makeTracker()
    tracker.ended.append(action)
    return tracker
  }
}

/// A gesture that keeps a `@GestureState` updated.
public struct _UpdatingGesture<Base: Gesture, State>: Gesture {
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void
  public func makeTracker() -> GestureTracker<Base.Value> {
    let tracker = base.makeTracker()
    let state = self.state
    let body = self.body
    tracker.changed.append { value in
      var current = state.wrappedValue
      var transaction = Transaction.current
      body(value, &current, &transaction)
      withTransaction(transaction) { state.box.resolved.set(current) }
    }
    tracker.reset.append { state.box.resolved.set(state.initialValue) }
    return tracker
  }
}

/// A gesture whose value is transformed.
public struct _MappedGesture<Base: Gesture, T>: Gesture {
  let base: Base
  let transform: (Base.Value) -> T
  public func makeTracker() -> GestureTracker<T> {
    let inner = base.makeTracker()
    let transform = self.transform
    let tracker = GestureTracker<T>(
      recognize: { inner.recognize($0).map(transform) }, endsOnRelease: { inner.endsOnRelease($0).map(transform) })
    tracker.reset.append { inner.cancelled() }
    return tracker
  }
}

/// Two gestures over the same press; its value holds each one's, nil until it begins.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of the two gestures.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  let first: First
  let second: Second
  public func makeTracker() -> GestureTracker<Value> {
    let a = first.makeTracker()
    let b = second.makeTracker()
    let tracker = GestureTracker<Value>(
      recognize: { press in
        let (x, y) = (a.recognize(press), b.recognize(press))
        return x == nil && y == nil ? nil : Value(first: x, second: y)
      },
      endsOnRelease: { press in
        let (x, y) = (a.endsOnRelease(press), b.endsOnRelease(press))
        return x == nil && y == nil ? nil : Value(first: x, second: y)
      })
    // Each part keeps its own actions.
    tracker.changed.append { value in
      if let x = value.first { for action in a.changed { action(x) } }
      if let y = value.second { for action in b.changed { action(y) } }
    }
    tracker.ended.append { value in
      if let x = value.first { for action in a.ended { action(x) } }
      if let y = value.second { for action in b.ended { action(y) } }
    }
    tracker.reset.append {
      for action in a.reset { action() }
      for action in b.reset { action() }
    }
    return tracker
  }
}

/// Which gestures of a view and its subviews take part (`.gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

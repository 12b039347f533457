import Foundation
import PortalGraphics

/// A drag with the primary button: it begins once the pointer has moved `minimumDistance`
/// points from where it was pressed, and reports where it is and how far it has gone.
///
/// ```swift
/// .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public struct DragGesture: Gesture {
  /// A drag's state.
  public struct Value: Equatable, Sendable {
    /// When the pointer was last seen.
    public var time: Date
    /// Where the pointer is, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the press began.
    public var startLocation: CGPoint
    /// How far the pointer has moved since the press.
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// How fast the pointer moves, in points per second.
    public var velocity: CGSize
    /// Where the pointer would stop if the drag were let go now and coasted as a flick does.
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
    }
    /// How far the drag would have gone where it would stop.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// How far (points) the pointer must move before the drag begins.
  public var minimumDistance: CGFloat
  /// The space `location` and `startLocation` are given in.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public func makeTracker() -> GestureTracker<Value> {
    let minimum = Double(minimumDistance)
    var begun = false
    return GestureTracker { press in
      let (dx, dy) = (press.location.x - press.start.x, press.location.y - press.start.y)
      if !begun, (dx * dx + dy * dy).squareRoot() < max(minimum, 0.0001) { return nil }
      begun = true
      return Value(
        time: Date(timeIntervalSinceReferenceDate: press.time), location: CGPoint(press.location),
        startLocation: CGPoint(press.start), velocity: CGSize(press.velocity))
    }
  }
}

/// A click: the press released over the view, `count` times in a row (as `onTapGesture`).
public struct TapGesture: Gesture {
  public typealias Value = Void
  /// How many clicks in a row.
  public var count: Int
  public init(count: Int = 1) { self.count = count }

  public func makeTracker() -> GestureTracker<Void> {
    GestureTracker(recognize: { _ in nil }, endsOnRelease: { press in Self.isClick(press) ? () : nil })
  }

  static func isClick(_ press: GesturePress) -> Bool {
    let (dx, dy) = (press.location.x - press.start.x, press.location.y - press.start.y)
    return dx * dx + dy * dy <= ScrollDragRecognizer.slop * ScrollDragRecognizer.slop
  }
}

/// A click that reports where it landed.
public struct SpatialTapGesture: Gesture {
  /// Where the click landed.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  public var count: Int
  public var coordinateSpace: CoordinateSpace
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public func makeTracker() -> GestureTracker<Value> {
    GestureTracker(
      recognize: { _ in nil },
      endsOnRelease: { press in TapGesture.isClick(press) ? Value(location: CGPoint(press.location)) : nil })
  }
}

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance`:
/// its value turns true when the time is up, and it ends when the press is released after
/// that.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public func makeTracker() -> GestureTracker<Bool> {
    let (duration, distance) = (minimumDuration, Double(maximumDistance))
    var wandered = false
    let held: (GesturePress) -> Bool = { press in
      let (dx, dy) = (press.location.x - press.start.x, press.location.y - press.start.y)
      if dx * dx + dy * dy > distance * distance { wandered = true }
      return !wandered && press.time - press.startTime >= duration
    }
    return GestureTracker(recognize: { held($0) ? true : nil }, endsOnRelease: { held($0) ? true : nil })
  }
}

/// A pinch. A pointer cannot pinch: the gesture compiles and never begins.
public struct MagnifyGesture: Gesture {
  /// A pinch's state.
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  public func makeTracker() -> GestureTracker<Value> { GestureTracker { _ in nil } }
}

/// The pinch of iOS 13–16, reporting its scale. A pointer cannot pinch: it never begins.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  public func makeTracker() -> GestureTracker<CGFloat> { GestureTracker { _ in nil } }
}

/// A two-finger turn. A pointer cannot turn: the gesture compiles and never begins.
public struct RotateGesture: Gesture {
  /// A turn's state.
  public struct Value: Equatable, Sendable {
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
  public func makeTracker() -> GestureTracker<Value> { GestureTracker { _ in nil } }
}

/// The turn of iOS 13–16, reporting its angle. A pointer cannot turn: it never begins.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
  public func makeTracker() -> GestureTracker<Angle> { GestureTracker { _ in nil } }
}

import PortalUI

/// Which way a portal's layer flies.
public enum FlightDirection: String, Sendable, CustomStringConvertible {
  /// From the source to the destination: the transition became active.
  case forward
  /// From the destination back to the source: the transition became inactive.
  case reverse

  /// True going forward, as the `isActive` a transition reports and a completion receives.
  public var isForward: Bool { self == .forward }

  public var description: String { rawValue }

  init(active: Bool) { self = active ? .forward : .reverse }
}

/// What a transition asks the portal engine for when its `isActive` (or item, or group) changes:
/// fly the layer of `key` one way. The engine starts it after the next layout pass, when both
/// ends have reported where they are (`PortalController.request(_:)`).
struct FlightRequest {
  /// How a flight's layer view is kept up to date while it flies.
  enum LayerUpdates {
    /// Built when the flight starts or turns, and moved and clipped by the engine.
    case onTurn
    /// Built again every frame because it reads the flight's progress (a cross-fade).
    case everyFrameForProgress
    /// Built again every frame with the flight's geometry, which its views apply themselves
    /// (the configuration closures that receive the size and position).
    case everyFrameForGeometry
  }

  var direction: FlightDirection
  var key: PortalKey
  var animation: Animation
  /// Holds back a flight's first start only: a flight turning around turns at once.
  var delay = 0.0
  var layer: () -> AnyView
  var removal = PortalRemovalTransition.none
  var cornerRadii: (source: Double, destination: Double) = (0, 0)
  var reduceMotion = false
  var layerUpdates = LayerUpdates.onTurn
  /// The shortest time from take-off to landing, for spellings that set the flight's length
  /// apart from its animation (Portal 1.0's `animationDuration`): a layer whose animation
  /// arrives sooner rests on its end until then. Nil: it lands when its animation arrives.
  var minimumDuration: Double?
  var completion: ((Bool) -> Void)?
}

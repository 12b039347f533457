import PortalTransitions
import PortalUI

// Portal 2.0–4.x's configuration values, passed as `config:` to its transitions.

/// Portal 2.0–4.x: what a transition's animation provides: the curve and the delay before a
/// forward flight.
public protocol PortalAnimationProtocol: Sendable {
  /// The animation the layer flies with.
  var value: Animation { get }
  /// How long the forward flight waits after the change, in seconds.
  var delay: TimeInterval { get }
}

/// Portal 2.0–4.x: an animation and the delay before a forward flight.
///
/// ```swift
/// .portalTransition(id: "card", config: .init(animation: PortalAnimation(.smooth, delay: 0.1)),
///                   isActive: $open) { CardArt() }
/// ```
public struct PortalAnimation: PortalAnimationProtocol {
  /// The animation the layer flies with.
  public let value: Animation
  /// How long the forward flight waits after the change, in seconds.
  public let delay: TimeInterval
  /// Portal 2.x–3.x's length of the flight, which timed its completion on systems before
  /// iOS 17 (the systems it ran on from iOS 17 completed when the animation did, as here).
  /// Accepted as written; the flight completes when its animation arrives.
  public let duration: TimeInterval
  /// Portal 4.x's completion criteria: always `.removed`.
  public let completionCriteria: AnimationCompletionCriteria = .removed

  /// `animation`, waiting `delay` (0.1 s by default) before a forward flight. `duration` is
  /// Portal 2.x–3.x's; see the property.
  public init(_ animation: Animation, delay: TimeInterval = 0.1, duration: TimeInterval = 0.35) {
    value = animation
    self.delay = delay
    self.duration = duration
  }

  /// Portal 4.x's default: `.smooth(duration: 0.4, extraBounce: 0.1)` after 0.1 s.
  public init() {
    self.init(.smooth(duration: 0.4, extraBounce: 0.1))
  }
}

/// Portal 2.0–4.x: an animation, the delay before a forward flight, and when the flight counts
/// as complete (`completionCriteria`, accepted as SwiftUI takes it: a flight completes in the
/// frame its layer is removed, which is the frame it comes to rest).
public struct PortalAnimationWithCompletion: PortalAnimationProtocol {
  /// The animation the layer flies with.
  public let value: Animation
  /// How long the forward flight waits after the change, in seconds.
  public let delay: TimeInterval
  /// When the flight counts as complete.
  public let completionCriteria: AnimationCompletionCriteria

  /// `animation`, waiting `delay` (0.06 s by default) before a forward flight.
  public init(
    _ animation: Animation, delay: TimeInterval = 0.06, completionCriteria: AnimationCompletionCriteria = .removed
  ) {
    value = animation
    self.delay = delay
    self.completionCriteria = completionCriteria
  }
}

/// Portal 2.0–4.x: how a transition flies: its animation (with the delay before a forward
/// flight) and the corner radii of its two ends.
public struct PortalTransitionConfig: Sendable {
  /// The animation and delay.
  public let animation: PortalAnimationProtocol
  /// The corner radii the layer's clip morphs between, or square corners.
  public let corners: PortalCorners?

  /// A configuration with a `PortalAnimation` (the default one unless given).
  public init(animation: PortalAnimation = .init(), corners: PortalCorners? = nil) {
    self.animation = animation
    self.corners = corners
  }

  /// A configuration with a `PortalAnimationWithCompletion`.
  public init(animation: PortalAnimationWithCompletion, corners: PortalCorners? = nil) {
    self.animation = animation
    self.corners = corners
  }

  /// The delay before a forward flight that changed to `active`; a return flight leaves at once.
  func delay(active: Bool) -> TimeInterval { active ? animation.delay : 0 }
}

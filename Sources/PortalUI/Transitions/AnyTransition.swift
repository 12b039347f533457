import Foundation
import PortalGraphics

/// How a view enters and leaves: the state it animates from when inserted and to when
/// removed, inside an animated transaction. Without an animation it appears and goes at once.
///
/// ```swift
/// if showDetails {
///   DetailsView().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
  /// One ingredient of a transition's inactive state.
  enum Component: Sendable, Equatable {
    case opacity
    /// Transparent over the half of the transition nearer the inactive state, fading over the
    /// other half: two views handing over a place, one removed and one inserted, never show
    /// at once (a navigation title strip's titles).
    case opacityInNearerHalf
    case scale(Double, anchor: UnitPoint)
    case move(Edge)
    case offset(Size)
  }

  let insertion: [Component]
  let removal: [Component]

  init(insertion: [Component], removal: [Component]) {
    self.insertion = insertion
    self.removal = removal
  }

  init(_ components: [Component]) { self.init(insertion: components, removal: components) }

  /// No change: the view appears and goes with no effect of its own.
  public static let identity = AnyTransition([])

  /// Fades in from transparent and out to transparent.
  public static let opacity = AnyTransition([.opacity])

  /// Fades in over the second half of the transition and out over the first, so a view
  /// removed and one inserted in the same place are never seen together.
  static let handOver = AnyTransition([.opacityInNearerHalf])

  /// Grows from nothing about the centre and shrinks back.
  public static let scale = AnyTransition.scale(scale: 0)

  /// Grows from `scale` about `anchor` (a unit point of the view) and shrinks back to it.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition([.scale(scale, anchor: anchor)])
  }

  /// Slides in from beyond `edge` and out towards it: the view is displaced by its own width
  /// or height.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }

  /// Slides in from the leading edge and out towards the trailing edge.
  public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

  /// Moves in from, and out to, a fixed distance from where the view sits.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(Size(offset))]) }

  /// Moves in from, and out to, a fixed distance from where the view sits.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition([.offset(Size(width: x, height: y))])
  }

  /// A transition made of a view modifier in its inactive (`active`) and resting (`identity`)
  /// forms. Not yet drawn through the modifiers here: the view fades in and out instead,
  /// over the same animation.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .opacity }

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  /// Both transitions at once: `.move(edge: .bottom).combined(with: .opacity)` slides and fades.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
  }

  /// The inactive state of `components` for a view of `size`.
  static func state(of components: [Component], size: Size) -> TransitionState {
    var state = TransitionState.identity
    for component in components {
      switch component {
      case .opacity: state.opacity = 0
      // From -1, the interpolated opacity passes 0 half-way; drawing clamps it to 0 before.
      case .opacityInNearerHalf: state.opacity = -1
      case .scale(let scale, _): state.scale *= scale
      case .offset(let offset):
        state.dx += offset.width
        state.dy += offset.height
      case .move(.leading): state.dx -= size.width
      case .move(.trailing): state.dx += size.width
      case .move(.top): state.dy -= size.height
      case .move(.bottom): state.dy += size.height
      }
    }
    return state
  }

  /// What stands for `components` under reduce motion: a fade for any transition that does
  /// something (a hand-over stays one), nothing for the identity.
  static func reducedMotion(_ components: [Component]) -> [Component] {
    if components.contains(.opacityInNearerHalf) { return [.opacityInNearerHalf] }
    return components.isEmpty ? [] : [.opacity]
  }

  /// The point scaling happens about: the first scale component's anchor.
  static func anchor(of components: [Component]) -> UnitPoint? {
    for case .scale(_, let anchor) in components { return anchor }
    return nil
  }
}

/// Where a transition has brought a view: opacity, scale and displacement, interpolated
/// between the identity (fully present) and a transition's inactive state.
struct TransitionState: NodeStateSlot, VectorArithmetic {
  var opacity: Double
  var scale: Double
  var dx: Double
  var dy: Double

  static let identity = TransitionState(opacity: 1, scale: 1, dx: 0, dy: 0)

  static var zero: TransitionState { TransitionState(opacity: 0, scale: 0, dx: 0, dy: 0) }
  static func + (l: Self, r: Self) -> Self {
    TransitionState(
      opacity: l.opacity + r.opacity, scale: l.scale + r.scale, dx: l.dx + r.dx, dy: l.dy + r.dy)
  }
  static func - (l: Self, r: Self) -> Self {
    TransitionState(
      opacity: l.opacity - r.opacity, scale: l.scale - r.scale, dx: l.dx - r.dx, dy: l.dy - r.dy)
  }
  mutating func scale(by factor: Double) {
    opacity *= factor
    scale *= factor
    dx *= factor
    dy *= factor
  }
  /// The size that decides when a transition has arrived (`AnimatedValue.isFinished`, within
  /// 0.005): opacity and scale count as they are, displacement in fiftieths of a point, so a
  /// view sliding in rests once it is within a quarter of a point (a fraction of a device pixel)
  /// rather than a two-hundredth, which a spring takes a third of a second longer to reach
  /// while every frame composites the view at sub-pixel offsets.
  var magnitudeSquared: Double {
    let (x, y) = (dx / Self.pointsPerUnit, dy / Self.pointsPerUnit)
    return opacity * opacity + scale * scale + x * x + y * y
  }

  /// Points of displacement that weigh as much as the whole of the opacity's range.
  static let pointsPerUnit = 50.0
}

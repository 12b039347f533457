import PortalUI

/// One layer in flight between a source and a destination.
///
/// Its position is `lerp(source, destination, progress)` with both ends read from the registry
/// every frame, so it lands where the end is *now*. Progress is one animated number: reversing
/// retargets it from where it is, with its velocity, so an interruption never jumps.
@MainActor
final class PortalFlight {
  enum Phase: Equatable {
    /// Flying towards the destination (isActive became true).
    case forward
    /// Flying back towards the source (isActive became false).
    case reverse
    /// No destination (or no source on return): the layer fades where it is.
    case fading
  }

  let key: PortalKey
  let layerID: AnyHashable
  /// A second copy of the layer resting on one end while the first one fades (see
  /// `restingCopyEnd`).
  let companionLayerID: AnyHashable
  /// An empty layer outlining a layer that places itself, for the debug overlays.
  let debugLayerID: AnyHashable
  /// The end a copy of the layer rests on with the opposite opacity: with reduced motion the
  /// end it leaves (dissolving out while the layer dissolves in at the other end); when an end
  /// vanished mid-flight, the end that is left (dissolving in while the layer fades).
  var restingCopyEnd: PortalRole?
  var phase: Phase
  /// The direction the flight goes (or went, once it fades): what its completion reports.
  private(set) var forward: Bool
  var progress: AnimatedValue<Double>
  var opacity = AnimatedValue(1.0)
  var layer: () -> AnyView
  /// The last rectangle shown, where a fading layer stays.
  var lastFrame: Rect?
  var completion: ((Bool) -> Void)?
  let removal: PortalRemovalTransition
  /// Corner radii of the two ends, morphed with progress.
  var sourceCornerRadius: Double
  var destinationCornerRadius: Double
  /// With reduced motion the layer does not travel: it dissolves in at the end it goes to
  /// while a copy at the end it leaves dissolves out.
  let reducedMotion: Bool
  /// True once `transitionEnded` went out (a `.fade` layer ends before it has dissolved).
  var endReported = false
  /// How the layer's view is kept up to date: built on a turn, or every frame.
  var layerUpdates = FlightRequest.LayerUpdates.onTurn
  /// True once the layer was shown exactly at its end, the frame before the handoff.
  var shownAtItsEnd = false
  /// The isActive value the layer's view was last built with.
  var layerActive: Bool?

  init(
    key: PortalKey, phase: Phase, animation: Animation, at time: Double, layer: @escaping () -> AnyView,
    removal: PortalRemovalTransition, sourceCornerRadius: Double, destinationCornerRadius: Double,
    reducedMotion: Bool, layerID: AnyHashable, completion: ((Bool) -> Void)?
  ) {
    self.key = key
    self.layerID = layerID
    // The flight's other layers are named after its own, so they are unique per controller too.
    self.companionLayerID = AnyHashable("\(layerID.base):companion")
    self.debugLayerID = AnyHashable("\(layerID.base):outline")
    self.phase = phase
    forward = phase == .forward
    self.layer = layer
    self.removal = removal
    self.sourceCornerRadius = sourceCornerRadius
    self.destinationCornerRadius = destinationCornerRadius
    self.reducedMotion = reducedMotion
    self.completion = completion
    progress = AnimatedValue(phase == .forward ? 0 : 1)
    if reducedMotion {
      opacity = AnimatedValue(0)
      opacity.animate(to: 1, with: PortalFlight.dissolve, at: time)
      progress.set(phase == .forward ? 1 : 0)
      restingCopyEnd = phase == .forward ? .source : .destination
    } else {
      progress.animate(to: phase == .forward ? 1 : 0, with: animation, at: time)
    }
  }

  /// Reduced motion's short dissolve.
  static let dissolve = Animation.easeInOut(duration: 0.2)

  /// Turns the flight around from where it is.
  func retarget(to newPhase: Phase, animation: Animation, at time: Double) {
    phase = newPhase
    forward = newPhase == .forward
    shownAtItsEnd = false
    if reducedMotion {
      // The two copies swap roles: the one dissolving in now dissolves out, from where it is.
      let shown = opacity.value(at: time)
      progress.set(newPhase == .forward ? 1 : 0)
      opacity.set(1 - shown)
      opacity.animate(to: 1, with: Self.dissolve, at: time)
      restingCopyEnd = newPhase == .forward ? .source : .destination
    } else {
      progress.animate(to: newPhase == .forward ? 1 : 0, with: animation, at: time)
    }
  }

  /// Fades the layer out in place (an end went missing).
  func fadeOut(at time: Double) {
    phase = .fading
    opacity.animate(to: 0, with: .easeOut(duration: 0.25), at: time)
  }

  func isFinished(at time: Double) -> Bool {
    switch phase {
    case .fading: return opacity.isFinished(at: time)
    case .forward, .reverse:
      return progress.isFinished(at: time, tolerance: 0.0005) && opacity.isFinished(at: time)
    }
  }
}

/// What happens to the layer when a flight ends.
public enum PortalRemovalTransition: Hashable, Sendable {
  /// The layer disappears in the frame the destination appears: a pixel-exact handoff.
  case none
  /// The layer lands, the ends show under it, and it dissolves over them.
  case fade
}

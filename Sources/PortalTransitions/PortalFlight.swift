import PortalUI

/// One layer in flight between a source and a destination.
///
/// Its position is `lerp(source, destination, progress)` with both ends read from the registry
/// every frame, so it lands where the end is *now*. Progress is one animated number: reversing
/// retargets it from where it is, with its velocity, so an interruption never jumps.
@MainActor
final class PortalFlight {
  /// Where a flight is in its life. Every flight starts `flying` and is removed after `ended`:
  ///
  ///     flying ─▶ shownOnItsEnd ─▶ ended                      (a `.none` removal)
  ///                             └▶ dissolvingOverEnds ─▶ ended (a `.fade` removal)
  ///     flying ─▶ fadingInPlace ─▶ ended                      (an end went missing)
  ///
  /// A new request turns any of them but `ended` back into `flying`.
  enum Life: Equatable {
    /// Moving towards the end it flies to; with reduced motion, dissolving in there.
    case flying(FlightDirection)
    /// Drawn exactly on its end for one frame: the handoff to the end comes in the next.
    case shownOnItsEnd(FlightDirection)
    /// Landed with a `.fade` removal: `transitionEnded` went out, the ends show, and the layer
    /// dissolves over them.
    case dissolvingOverEnds(FlightDirection)
    /// An end went missing: the layer fades out where it was last shown, its end not yet
    /// reported.
    case fadingInPlace(FlightDirection)
    /// Layers removed, ends shown, end reported.
    case ended(FlightDirection)

    /// The direction the flight goes (or went, once it fades): what its completion reports.
    var direction: FlightDirection {
      switch self {
      case .flying(let d), .shownOnItsEnd(let d), .dissolvingOverEnds(let d), .fadingInPlace(let d), .ended(let d): d
      }
    }

    /// True while the layer stays where it was last shown and only its opacity animates.
    var isFading: Bool {
      switch self {
      case .dissolvingOverEnds, .fadingInPlace: true
      case .flying, .shownOnItsEnd, .ended: false
      }
    }

    /// True once `transitionEnded` went out for the flight in this direction.
    var endReported: Bool {
      switch self {
      case .dissolvingOverEnds, .ended: true
      case .flying, .shownOnItsEnd, .fadingInPlace: false
      }
    }
  }

  let key: PortalKey
  let layerID: AnyHashable
  /// A second copy of the layer resting on one end while the first one fades (see
  /// `restingCopyEnd`).
  let companionLayerID: AnyHashable
  /// An empty layer outlining a layer that places itself, for the debug overlays.
  let debugLayerID: AnyHashable
  private(set) var life: Life
  /// The end a copy of the layer rests on with the opposite opacity: with reduced motion the
  /// end it leaves (dissolving out while the layer dissolves in at the other end); when an end
  /// vanished mid-flight, the end that is left (dissolving in while the layer fades).
  var restingCopyEnd: PortalRole?
  var progress: AnimatedValue<Double>
  var opacity = AnimatedValue(1.0)
  /// What the flight was asked for last: its layer, removal, corner radii, how the layer is
  /// kept up to date, and the completion (taken, so it is called once).
  private(set) var request: FlightRequest
  /// The last rectangle shown, where a fading layer stays.
  var lastFrame: Rect?
  /// The isActive value the layer's view was last built with: a turn rebuilds it.
  var layerActive: Bool?
  /// The earliest time the flight may land (see `FlightRequest.minimumDuration`).
  private var earliestLanding: Double?

  /// Starts a flight as `request` asks, at `time`.
  init(_ request: FlightRequest, layerID: AnyHashable, at time: Double) {
    self.key = request.key
    self.layerID = layerID
    // The flight's other layers are named after its own, so they are unique per controller too.
    self.companionLayerID = AnyHashable("\(layerID.base):companion")
    self.debugLayerID = AnyHashable("\(layerID.base):outline")
    self.request = request
    let direction = request.direction
    life = .flying(direction)
    progress = AnimatedValue(direction.isForward ? 0 : 1)
    if request.reduceMotion {
      opacity = AnimatedValue(0)
      opacity.animate(to: 1, with: PortalFlight.dissolve, at: time)
      progress.set(direction.isForward ? 1 : 0)
      restingCopyEnd = direction.isForward ? .source : .destination
    } else {
      progress.animate(to: direction.isForward ? 1 : 0, with: request.animation.delay(request.delay), at: time)
    }
    earliestLanding = request.minimumDuration.map { time + request.delay + $0 }
  }

  /// Reduced motion's short dissolve.
  static let dissolve = Animation.easeInOut(duration: 0.2)

  var direction: FlightDirection { life.direction }
  var reducedMotion: Bool { request.reduceMotion }
  var removal: PortalRemovalTransition { request.removal }
  var layerUpdates: FlightRequest.LayerUpdates { request.layerUpdates }
  var sourceCornerRadius: Double { request.cornerRadii.source }
  var destinationCornerRadius: Double { request.cornerRadii.destination }

  /// Hands the completion over to be called once.
  func takeCompletion() -> ((Bool) -> Void)? {
    defer { request.completion = nil }
    return request.completion
  }

  /// Turns the flight around from where it is, as `request` asks (its layer, corner radii and
  /// completion replace the old ones; its reduced-motion setting and removal stay the first
  /// request's, as the copies already on screen follow them).
  func turn(_ request: FlightRequest, animation: Animation, at time: Double) {
    let direction = request.direction
    self.request.layer = request.layer
    self.request.completion = request.completion
    self.request.cornerRadii = request.cornerRadii
    self.request.layerUpdates = request.layerUpdates
    self.request.direction = direction
    self.request.minimumDuration = request.minimumDuration
    earliestLanding = request.minimumDuration.map { time + $0 }
    life = .flying(direction)
    if reducedMotion {
      // The two copies swap roles: the one dissolving in now dissolves out, from where it is.
      let shown = opacity.value(at: time)
      progress.set(direction.isForward ? 1 : 0)
      opacity.set(1 - shown)
      opacity.animate(to: 1, with: Self.dissolve, at: time)
      restingCopyEnd = direction.isForward ? .source : .destination
    } else {
      progress.animate(to: direction.isForward ? 1 : 0, with: animation, at: time)
    }
  }

  /// Marks the frame that showed the layer exactly on its end.
  func showOnItsEnd() { life = .shownOnItsEnd(direction) }

  /// Fades the layer out where it is: an end went missing (`reported` false), or it landed
  /// with a `.fade` removal and its end went out (`reported` true).
  func fadeOut(at time: Double, endReported: Bool) {
    life = endReported ? .dissolvingOverEnds(direction) : .fadingInPlace(direction)
    opacity.animate(to: 0, with: .easeOut(duration: 0.25), at: time)
  }

  /// Marks the flight over, its end reported.
  func markEnded() { life = .ended(direction) }

  func isFinished(at time: Double) -> Bool {
    if life.isFading { return opacity.isFinished(at: time) }
    if let earliestLanding, time < earliestLanding { return false }
    return progress.isFinished(at: time, tolerance: 0.0005) && opacity.isFinished(at: time)
  }
}

/// What happens to the layer when a flight ends.
public enum PortalRemovalTransition: Hashable, Sendable {
  /// The layer disappears in the frame the destination appears: a pixel-exact handoff.
  case none
  /// The layer lands, the ends show under it, and it dissolves over them.
  case fade
}

import Foundation
import Logging
import PortalGraphics
import PortalUI

/// The engine behind a `PortalContainer`: the registry of ends, the flights, and the layers
/// they draw in the overlay.
@MainActor
public final class PortalController {
  /// The looks of `.matchedTransitionSource` views, by key, for the zoom flights that leave them.
  var zoomSources: [PortalKey: ZoomSource] = [:]
  let registry = PortalRegistry()
  /// Which portals are open, for `AnimatedPortalLayer`s shown at their ends.
  let activity = PortalActivity()
  private var flights: [PortalKey: PortalFlight] = [:]
  /// The flights being advanced this frame, kept between frames so advancing allocates nothing.
  private var flightBuffer: [PortalFlight] = []
  private(set) weak var graph: ViewGraph?
  /// Flights asked for in this update, started after the next layout pass.
  private var requests: [FlightRequest] = []
  /// Announced transfers, from the portal that was active to the one that is now.
  var transfers: [PortalKey: PortalKey] = [:]
  /// Where diagnostics (a missing end, a duplicate id) go; each message is logged once.
  var logger = Logger(label: "portal.transitions") {
    didSet { registry.logger = logger }
  }
  private var reportedMissing: Set<String> = []
  /// What the debug overlay shows.
  let debugModel = PortalDebugModel()
  /// Outline ends and layers (set from the environment's `portalDebugOverlays`).
  var debugOverlays = false {
    didSet { if debugOverlays != oldValue { anchorsDirty = true } }
  }
  /// Receives trace events (`transitionBegan`, `transitionEnded`, `anchors`).
  public var trace: ((PortalTraceEvent) -> Void)?

  public init() {
    Self.controllersMade += 1
    serial = Self.controllersMade
    registry.onChange = { [weak self] in self?.anchorsDirty = true }
  }

  private static var controllersMade = 0
  /// Numbers this controller's layers: every controller's flights share the one overlay, and
  /// equal portal ids under two controllers must not replace each other's layers.
  private let serial: Int

  /// The overlay layer id of the flight for `key`.
  func layerID(of key: PortalKey) -> AnyHashable { AnyHashable("portal:\(serial):\(key)") }

  /// Set when an end registered, moved or left; the `anchors` event goes out once per layout.
  private var anchorsDirty = false

  /// Keys of the flights under way.
  var activeKeys: [PortalKey] { Array(flights.keys) }

  func flight(_ key: PortalKey) -> PortalFlight? { flights[key] }

  /// Ties the controller to the graph its views live in (idempotent). Views in windows the
  /// main graph opened tie it to the main graph, whose frames and overlay drive every window.
  func attach(to graph: ViewGraph) {
    let graph = graph.mainGraph
    guard self.graph !== graph else { return }
    self.graph = graph
    graph.register(self)
  }

  // MARK: Starting and reversing

  /// Asks for a flight (a transition's `isActive`, item or group changed). It starts after
  /// the next layout pass (`graphDidLayout`), when both ends have reported where they are.
  func request(_ request: FlightRequest) {
    requests.append(request)
    graph?.setNeedsLayout()
  }

  private func startRequestedFlights() {
    let started = requests
    requests.removeAll()
    for var request in started {
      request.key = resolveTransfer(request.key, active: request.direction.isForward)
      start(request)
    }
  }

  /// Starts a requested flight, or turns around the flight of its key that is under way.
  private func start(_ request: FlightRequest) {
    let key = request.key
    let active = request.direction.isForward
    guard let graph else { return }
    let now = graph.now
    let arriving: PortalRole = active ? .destination : .source
    activity.set(active, key)

    if let flight = flights[key] {
      // Interrupted: turn around from where the layer is, with its velocity. The old
      // completion is dropped, so no late callback reports a flight that did not finish.
      if flight.life.isFading {
        // The layer was dissolving over the ends (after `.fade`, or with an end missing): it
        // becomes the only picture again, so the ends hide under it at full opacity.
        registry.setHidden(true, key, .source)
        registry.setHidden(true, key, .destination)
        flight.opacity.set(1)
        flight.restingCopyEnd = nil
        graph.overlayLayers.remove(flight.companionLayerID)
      }
      if !flight.life.endReported {
        // The flight under way ends here, turned around; the one starting now is reported next.
        emitEnded(flight, interrupted: true)
      }
      flight.turn(request, animation: Self.turning(request.animation), at: now)
      emit(
        .transitionBegan(
          id: key.description, direction: request.direction, from: flight.lastFrame,
          to: registry.lastKnownFrame(key, arriving)))
      show(flight, at: now)
      graph.requestFrames(for: self)
      return
    }

    let from = registry.lastKnownFrame(key, active ? .source : .destination)
    let to = registry.frame(key, arriving)
    guard from != nil || to != nil else {
      report("portal '\(key)': neither a source nor a destination is on screen; nothing to fly")
      request.completion?(active)
      return
    }
    let flight = PortalFlight(request, layerID: layerID(of: key), at: now)
    flights[key] = flight
    registry.setHidden(true, key, .source)
    registry.setHidden(true, key, .destination)
    if from == nil || to == nil {
      let missing = (from == nil) == active ? "source" : "destination"
      report("portal '\(key)': no \(missing) view is on screen; the layer fades out where it is")
      flight.lastFrame = from ?? to
      flight.progress.set(active == (from == nil) ? 1 : 0)
      fadeInPlace(flight, at: now)
    }
    emit(.transitionBegan(id: key.description, direction: request.direction, from: from, to: to))
    show(flight, at: now)
    graph.requestFrames(for: self)
  }

  /// The animation a flight turns around with. A spring carries the layer's velocity into the
  /// new direction; a timing curve cannot (it starts from rest), so a curve's turn is a
  /// critically damped spring of the same duration.
  static func turning(_ animation: Animation) -> Animation {
    animation.isSpring ? animation : .smooth(duration: animation.estimatedDuration - animation.delay)
  }

  /// Fades the layer out where it is because an end is missing. An end still on screen under
  /// the layer shows at once (the layer dissolves over it); one elsewhere dissolves in there as
  /// a copy of the layer and shows itself when the fade is over.
  private func fadeInPlace(_ flight: PortalFlight, at time: Double) {
    flight.fadeOut(at: time, endReported: false)
    flight.restingCopyEnd = nil
    for role in [PortalRole.source, .destination] {
      guard let frame = registry.frame(flight.key, role) else { continue }
      if frame == flight.lastFrame {
        registry.setHidden(false, flight.key, role)
      } else if flight.restingCopyEnd == nil {
        flight.restingCopyEnd = role
      }
    }
  }

  // MARK: Frames

  /// Moves every flight to `time`; returns true while any is under way.
  package func advance(to time: Double) -> Bool {
    // A buffer kept between frames: finishing a flight removes it from `flights` mid-loop.
    // Emptied on the way out, so it holds no finished flight until the next frame.
    flightBuffer.append(contentsOf: flights.values)
    defer { flightBuffer.removeAll(keepingCapacity: true) }
    for flight in flightBuffer {
      if flight.isFinished(at: time) {
        if case .flying = flight.life, !flight.reducedMotion {
          // The last overlay frame shows the layer exactly on its end, however far the frame
          // before it was (a busy machine draws few frames); the handoff follows next frame.
          flight.showOnItsEnd()
          show(flight, at: time, progress: flight.progress.target)
          continue
        }
        finish(flight)
      } else {
        if !flight.life.isFading, ends(of: flight) == nil {
          report("portal '\(flight.key)': an end disappeared during the flight; the layer fades out where it is")
          fadeInPlace(flight, at: time)
        }
        show(flight, at: time)
      }
    }
    return !flights.isEmpty
  }

  /// The arriving end must be on screen; the end the layer left may be gone (a dismissed
  /// sheet), and then its last known frame is used.
  private func ends(of flight: PortalFlight) -> (source: Rect, destination: Rect)? {
    let forward = flight.direction.isForward
    let source = forward ? registry.lastKnownFrame(flight.key, .source) : registry.frame(flight.key, .source)
    let destination =
      forward ? registry.frame(flight.key, .destination) : registry.lastKnownFrame(flight.key, .destination)
    guard let source, let destination else { return nil }
    return (source, destination)
  }

  private func show(_ flight: PortalFlight, at time: Double, progress exact: Double? = nil) {
    guard let graph else { return }
    let geometry: PortalLayerGeometry
    if flight.life.isFading {
      guard let frame = flight.lastFrame else { return }
      geometry = PortalLayerGeometry(frame: frame, sourceFrame: frame, destinationFrame: frame)
    } else if let (source, destination) = ends(of: flight) {
      let p = exact ?? flight.progress.value(at: time)
      let frame = source.interpolated(to: destination, p)
      flight.lastFrame = frame
      geometry = PortalLayerGeometry(frame: frame, sourceFrame: source, destinationFrame: destination)
    } else {
      return
    }
    let active = flight.direction.isForward
    let progress = min(1, max(0, exact ?? flight.progress.value(at: time)))
    let opacity = flight.opacity.value(at: time)
    let label = flight.life.isFading ? "(fading)" : active ? "→" : "←"
    place(
      flight.layerID, of: flight, geometry: geometry, active: active, progress: progress, opacity: opacity,
      radius: currentRadius(flight, time), look: look(of: flight, at: progress),
      rebuild: flight.layerActive != active, debugLabel: "layer \(flight.key) \(label)")
    flight.layerActive = active
    if let role = flight.restingCopyEnd, let frame = registry.lastKnownFrame(flight.key, role) {
      // The end the flight rests on instead, dissolving in as the layer fades (or, with reduced
      // motion, the end it leaves, dissolving out as the layer fades in at the other).
      let companion = PortalLayerGeometry(
        frame: frame, sourceFrame: geometry.sourceFrame, destinationFrame: geometry.destinationFrame)
      place(
        flight.companionLayerID, of: flight, geometry: companion, active: role == .destination,
        progress: role == .destination ? 1 : 0, opacity: 1 - opacity,
        radius: role == .destination ? flight.destinationCornerRadius : flight.sourceCornerRadius,
        look: registry.lastKnownDecorations(flight.key, role),
        rebuild: graph.overlayLayers.placement(of: flight.companionLayerID) == nil, debugLabel: nil)
    } else {
      graph.overlayLayers.remove(flight.companionLayerID)
    }
  }

  /// Shows or moves one of a flight's layers. A layer that places its own views gets an empty
  /// frame at the window's origin, so its outline is a separate empty layer at its geometry.
  private func place(
    _ id: AnyHashable, of flight: PortalFlight, geometry: PortalLayerGeometry, active: Bool, progress: Double,
    opacity: Double, radius: Double, look: ViewDecorations, rebuild: Bool, debugLabel: String?
  ) {
    guard let graph else { return }
    let overlay = graph.overlayLayers
    var placement = OverlayLayers.Placement(
      frame: geometry.frame, opacity: opacity, cornerRadius: radius,
      debugLabel: debugOverlays && flight.layerUpdates != .everyFrameForGeometry ? debugLabel : nil)
    placement.shadow = look.shadow
    placement.cornerStyle = look.cornerStyle ?? .circular
    if flight.layerUpdates == .everyFrameForGeometry {
      // The layer's own views apply frame and offset, in screen coordinates: its root is an
      // empty rectangle at the screen's origin, so only what those views draw shows.
      placement.frame = Rect(x: 0, y: 0, width: 0, height: 0)
      placement.cornerRadius = 0
    }
    if overlay.placement(of: id) == nil || rebuild || flight.layerUpdates != .onTurn {
      let content = flight.request.layer().environment(\.portalLayerIsActive, active).environment(\.portalLayerIsInFlight, true)
        .environment(\.portalLayerProgress, progress).environment(\.portalLayerGeometry, geometry)
      overlay.show(
        id,
        content: flight.layerUpdates == .everyFrameForGeometry
          ? AnyView(content.frame(width: 0, height: 0, alignment: .topLeading)) : AnyView(content),
        placement: placement)
    } else {
      overlay.move(id, to: placement)
    }
    guard id == flight.layerID else { return }
    if debugOverlays, flight.layerUpdates == .everyFrameForGeometry, let debugLabel {
      let outline = OverlayLayers.Placement(frame: geometry.frame, zIndex: 1, debugLabel: debugLabel)
      if overlay.placement(of: flight.debugLayerID) == nil {
        overlay.show(flight.debugLayerID, content: AnyView(Color.clear), placement: outline)
      } else {
        overlay.move(flight.debugLayerID, to: outline)
      }
    } else {
      overlay.remove(flight.debugLayerID)
    }
  }

  /// How the flight's layer looks at `progress`: the ends' shadows morphed and lifted
  /// (`FlightShadow`), and the corners of the end it is nearer, so it leaves and lands cut as the
  /// ends are. No shadow while the layer dissolves over an end that shows: that end casts its
  /// own again, which the layer's would double.
  private func look(of flight: PortalFlight, at progress: Double) -> ViewDecorations {
    let source = registry.lastKnownDecorations(flight.key, .source)
    let destination = registry.lastKnownDecorations(flight.key, .destination)
    var look = ViewDecorations(
      shadow: FlightShadow.shadow(source: source.shadow, destination: destination.shadow, progress: progress),
      cornerStyle: progress < 0.5 ? source.cornerStyle : destination.cornerStyle)
    if flight.life.isFading {
      for role in [PortalRole.source, .destination]
      where !registry.isHidden(flight.key, role) && registry.frame(flight.key, role) == flight.lastFrame {
        look.shadow = nil
      }
    }
    return look
  }

  private func currentRadius(_ flight: PortalFlight, _ time: Double) -> Double {
    let p = min(1, max(0, flight.progress.value(at: time)))
    return flight.sourceCornerRadius + (flight.destinationCornerRadius - flight.sourceCornerRadius) * p
  }

  /// Ends a flight: the arriving end shows in the same frame the layer goes.
  private func finish(_ flight: PortalFlight) {
    guard let graph else { return }
    if flight.removal == .fade, !flight.life.isFading, !flight.reducedMotion {
      // The ends show now and the layer dissolves over them.
      registry.setHidden(false, flight.key, .source)
      registry.setHidden(false, flight.key, .destination)
      flight.takeCompletion()?(flight.direction.isForward)
      emitEnded(flight)
      flight.fadeOut(at: graph.now, endReported: true)
      return
    }
    end(flight)
  }

  /// Removes a flight's layers, shows both ends, and reports the end once.
  func end(_ flight: PortalFlight) {
    flights[flight.key] = nil
    removeLayers(of: flight)
    registry.setHidden(false, flight.key, .source)
    registry.setHidden(false, flight.key, .destination)
    flight.takeCompletion()?(flight.direction.isForward)
    // A layer that dissolved after `.fade` reported its end already.
    if !flight.life.endReported { emitEnded(flight) }
    flight.markEnded()
  }

  private func removeLayers(of flight: PortalFlight) {
    graph?.overlayLayers.remove(flight.layerID)
    graph?.overlayLayers.remove(flight.companionLayerID)
    graph?.overlayLayers.remove(flight.debugLayerID)
  }

  /// Reports the end of the flight in the direction it went.
  private func emitEnded(_ flight: PortalFlight, interrupted: Bool = false) {
    let forward = flight.direction.isForward
    emit(
      .transitionEnded(
        id: flight.key.description, direction: flight.direction,
        from: registry.lastKnownFrame(flight.key, forward ? .source : .destination),
        to: registry.lastKnownFrame(flight.key, forward ? .destination : .source), at: flight.lastFrame,
        interrupted: interrupted))
  }

  // MARK: Diagnostics

  func report(_ message: String) {
    if reportedMissing.insert(message).inserted { logger.notice("\(message)") }
  }

  private func emit(_ event: PortalTraceEvent) { trace?(event) }

  private func anchorsChanged() {
    guard anchorsDirty else { return }
    anchorsDirty = false
    // A zoom source's look is kept while its view is in the tree or a flight of it is under way.
    if !zoomSources.isEmpty {
      for key in zoomSources.keys where !registry.isRegistered(key, .source) && flights[key] == nil {
        zoomSources[key] = nil
      }
    }
    if debugOverlays {
      let ends = registry.all.map {
        PortalDebugModel.End(
          id: "\($0.key)/\($0.role)/\($0.order)", label: "\($0.role == .source ? "source" : "destination") \($0.key)",
          frame: $0.frame!, isSource: $0.role == .source)
      }
      if ends != debugModel.ends { debugModel.ends = ends }
    }
    guard let trace else { return }
    trace(
      .anchors(
        registry.all.sorted { ($0.key.description, $0.role == .source ? 0 : 1) < ($1.key.description, $1.role == .source ? 0 : 1) }.map {
          PortalTraceEvent.AnchorInfo(id: $0.key.description, role: $0.role == .source ? "source" : "destination", frame: $0.frame!)
        }))
  }
}

extension PortalController: FrameParticipant {
  /// Flights start after layout, when both ends have reported where they are.
  package func graphDidLayout(_ graph: ViewGraph) {
    startRequestedFlights()
    anchorsChanged()
  }

  /// Ends also move under animations that place them without a layout pass.
  package func graphWillDraw(_ graph: ViewGraph) { anchorsChanged() }
}

import Foundation
import Logging
import PortalUI

/// The engine behind a `PortalContainer`: the registry of ends, the flights, and the layers
/// they draw in the overlay.
@MainActor
public final class PortalController {
  let registry = PortalRegistry()
  private var flights: [PortalKey: PortalFlight] = [:]
  private weak var graph: ViewGraph?
  private var pendingStarts: [() -> Void] = []
  private let logger = Logger(label: "portal.transitions")
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
    // Flights start after layout, when both ends have reported where they are.
    graph.layoutObservers.append { [weak self] _ in
      self?.runPendingStarts()
      self?.anchorsChanged()
    }
    // Ends also move under animations that place them without a layout pass.
    graph.frameObservers.append { [weak self] _ in self?.anchorsChanged() }
  }

  // MARK: Starting and reversing

  /// Called when a transition's `isActive` changes. Runs after the current layout pass.
  func setActive(
    _ active: Bool, key: PortalKey, animation: Animation, delay: Double, layer: @escaping () -> AnyView,
    removal: PortalRemovalTransition, cornerRadii: (source: Double, destination: Double), reduceMotion: Bool,
    readsProgress: Bool = false, placesItself: Bool = false, completion: ((Bool) -> Void)?
  ) {
    pendingStarts.append { [weak self] in
      self?.begin(
        active, key: key, animation: animation.delay(delay), layer: layer, removal: removal, cornerRadii: cornerRadii,
        reduceMotion: reduceMotion, readsProgress: readsProgress, placesItself: placesItself,
        completion: completion)
    }
    graph?.setNeedsLayout()
  }

  private func runPendingStarts() {
    let starts = pendingStarts
    pendingStarts.removeAll()
    for start in starts { start() }
  }

  private func begin(
    _ active: Bool, key: PortalKey, animation: Animation, layer: @escaping () -> AnyView,
    removal: PortalRemovalTransition, cornerRadii: (source: Double, destination: Double), reduceMotion: Bool,
    readsProgress: Bool, placesItself: Bool, completion: ((Bool) -> Void)?
  ) {
    guard let graph else { return }
    let now = graph.now
    let phase: PortalFlight.Phase = active ? .forward : .reverse

    if let flight = flights[key] {
      flight.readsProgress = readsProgress
      flight.placesItself = placesItself
      // Interrupted: turn around from where the layer is, with its velocity. The old
      // completion is dropped, so no late callback reports a flight that did not finish.
      flight.layer = layer
      flight.completion = completion
      if flight.phase == .fading {
        flight.opacity.animate(to: 1, with: .easeOut(duration: 0.15), at: now)
      }
      flight.retarget(to: phase, animation: animation, at: now)
      emit(.transitionBegan(id: key.description, direction: phase == .forward ? "forward" : "reverse", from: endFrame(key, .source), to: endFrame(key, .destination)))
      graph.addFrameCallback(self) { [weak self] time in self?.advance(to: time) ?? false }
      return
    }

    let from = registry.lastKnownFrame(key, active ? .source : .destination)
    let to = registry.frame(key, active ? .destination : .source)
    guard from != nil || to != nil else {
      report("portal '\(key)': neither a source nor a destination is on screen; nothing to fly")
      completion?(active)
      return
    }
    let flight = PortalFlight(
      key: key, phase: phase, animation: animation, at: now, layer: layer, removal: removal,
      sourceCornerRadius: cornerRadii.source, destinationCornerRadius: cornerRadii.destination,
      reducedMotion: reduceMotion, layerID: layerID(of: key), completion: completion)
    flight.readsProgress = readsProgress
    flight.placesItself = placesItself
    flights[key] = flight
    registry.setHidden(true, key, .source)
    registry.setHidden(true, key, .destination)
    if from == nil || to == nil {
      report(
        "portal '\(key)': no \(from == nil ? (active ? "source" : "destination") : (active ? "destination" : "source")) view is on screen; the layer fades out where it is")
      flight.lastFrame = from ?? to
      flight.fadeOut(at: now)
    }
    emit(.transitionBegan(id: key.description, direction: active ? "forward" : "reverse", from: from, to: to))
    show(flight, at: now)
    graph.addFrameCallback(self) { [weak self] time in self?.advance(to: time) ?? false }
  }

  // MARK: Frames

  /// Moves every flight to `time`; returns true while any is under way.
  private func advance(to time: Double) -> Bool {
    for flight in Array(flights.values) {
      if flight.isFinished(at: time) {
        if flight.phase != .fading, !flight.shownAtRest, !flight.reducedMotion {
          // The last overlay frame shows the layer exactly on its end, however far the frame
          // before it was (a busy machine draws few frames); the handoff follows next frame.
          flight.shownAtRest = true
          show(flight, at: time, progress: flight.progress.target)
          continue
        }
        finish(flight)
      } else {
        if flight.phase != .fading, missingEnd(of: flight) {
          report("portal '\(flight.key)': an end disappeared during the flight; the layer fades out where it is")
          flight.fadeOut(at: time)
        }
        show(flight, at: time)
      }
    }
    return !flights.isEmpty
  }

  /// The arriving end must be on screen; the end the layer left may be gone (a dismissed
  /// sheet), and then its last known frame is used.
  private func missingEnd(of flight: PortalFlight) -> Bool {
    ends(of: flight) == nil
  }

  private func ends(of flight: PortalFlight) -> (source: Rect, destination: Rect)? {
    let forward = flight.phase == .forward
    let source = forward ? registry.lastKnownFrame(flight.key, .source) : registry.frame(flight.key, .source)
    let destination =
      forward ? registry.frame(flight.key, .destination) : registry.lastKnownFrame(flight.key, .destination)
    guard let source, let destination else { return nil }
    return (source, destination)
  }

  private func show(_ flight: PortalFlight, at time: Double, progress exact: Double? = nil) {
    guard let graph else { return }
    var placement: OverlayLayers.Placement
    let geometry: PortalLayerGeometry
    if flight.phase == .fading {
      guard let frame = flight.lastFrame else { return }
      placement = .init(
        frame: frame, opacity: flight.opacity.value(at: time), cornerRadius: currentRadius(flight, time),
        debugLabel: debugOverlays ? "layer \(flight.key) (fading)" : nil)
      geometry = PortalLayerGeometry(frame: frame, sourceFrame: frame, destinationFrame: frame)
    } else if let (source, destination) = ends(of: flight) {
      let p = exact ?? flight.progress.value(at: time)
      let frame = source.interpolated(to: destination, p)
      flight.lastFrame = frame
      placement = .init(
        frame: frame, opacity: flight.opacity.value(at: time), cornerRadius: currentRadius(flight, time),
        debugLabel: debugOverlays ? "layer \(flight.key) \(flight.phase == .forward ? "→" : "←")" : nil)
      geometry = PortalLayerGeometry(frame: frame, sourceFrame: source, destinationFrame: destination)
    } else {
      return
    }
    let active = flight.phase == .forward
    let progress = min(1, max(0, exact ?? flight.progress.value(at: time)))
    if flight.placesItself {
      // The layer's own views apply frame and offset, in screen coordinates: its root is an
      // empty rectangle at the screen's origin, so only what those views draw shows.
      placement.frame = Rect(x: 0, y: 0, width: 0, height: 0)
      placement.cornerRadius = 0
    }
    if graph.overlayLayers.placement(of: flight.layerID) == nil || flight.layerActive != active
      || flight.readsProgress || flight.placesItself
    {
      flight.layerActive = active
      let content = flight.layer().environment(\.portalLayerIsActive, active)
        .environment(\.portalLayerProgress, progress).environment(\.portalLayerGeometry, geometry)
      graph.overlayLayers.show(
        flight.layerID,
        content: flight.placesItself
          ? AnyView(content.frame(width: 0, height: 0, alignment: .topLeading)) : AnyView(content),
        placement: placement)
    } else {
      graph.overlayLayers.move(flight.layerID, to: placement)
    }
  }

  private func currentRadius(_ flight: PortalFlight, _ time: Double) -> Double {
    let p = min(1, max(0, flight.progress.value(at: time)))
    return flight.sourceCornerRadius + (flight.destinationCornerRadius - flight.sourceCornerRadius) * p
  }

  /// Ends a flight: the arriving end shows in the same frame the layer goes.
  private func finish(_ flight: PortalFlight) {
    guard let graph else { return }
    let forward = flight.progress.target > 0.5
    if flight.removal == .fade, flight.phase != .fading, !flight.reducedMotion {
      // The ends show now and the layer dissolves over them.
      registry.setHidden(false, flight.key, .source)
      registry.setHidden(false, flight.key, .destination)
      let completion = flight.completion
      flight.completion = nil
      flight.fadeOut(at: graph.now)
      completion?(forward)
      emitEnded(flight, forward: forward)
      flight.endReported = true
      return
    }
    flights[flight.key] = nil
    graph.overlayLayers.remove(flight.layerID)
    registry.setHidden(false, flight.key, .source)
    registry.setHidden(false, flight.key, .destination)
    flight.completion?(forward)
    // A layer that dissolved after `.fade` reported its end already.
    if flight.endReported == false { emitEnded(flight, forward: forward) }
  }

  private func emitEnded(_ flight: PortalFlight, forward: Bool) {
    emit(.transitionEnded(id: flight.key.description, direction: forward ? "forward" : "reverse", at: flight.lastFrame))
  }

  // MARK: Transfer

  private var transfers: [PortalKey: PortalKey] = [:]

  /// Makes `newID` the active portal in place of `oldID`, without a flight: in a paging detail
  /// view, the dismissal then flies back to the item shown now, not the one first opened.
  public func transferActivePortal(from oldID: String, to newID: String, in namespace: String? = nil) {
    let old = PortalKey(namespace: namespace, id: oldID)
    let new = PortalKey(namespace: namespace, id: newID)
    transfers[old] = new
    registry.setHidden(false, old, .source)
    registry.setHidden(false, old, .destination)
    if let flight = flights.removeValue(forKey: old) {
      graph?.overlayLayers.remove(flight.layerID)
    }
  }

  /// The item form of `transferActivePortal(from:to:)`.
  public func transferActivePortal<Item: Identifiable>(fromItem: Item, toItem: Item, in namespace: String? = nil) {
    transferActivePortal(from: "\(fromItem.id)", to: "\(toItem.id)", in: namespace)
  }

  /// True (once) when a change from `old` to `new` was announced as a transfer.
  func consumeTransfer(from old: PortalKey, to new: PortalKey) -> Bool {
    guard transfers[old] == new else { return false }
    transfers[old] = nil
    return true
  }

  // MARK: Diagnostics

  private func report(_ message: String) {
    if reportedMissing.insert(message).inserted { logger.notice("\(message)") }
  }

  func endFrame(_ key: PortalKey, _ role: PortalRole) -> Rect? { registry.frame(key, role) }

  private func emit(_ event: PortalTraceEvent) { trace?(event) }

  private func anchorsChanged() {
    guard anchorsDirty else { return }
    anchorsDirty = false
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

/// What the portal engine reports for `--trace`.
public enum PortalTraceEvent {
  public struct AnchorInfo {
    public let id: String
    public let role: String
    public let frame: Rect
  }
  case transitionBegan(id: String, direction: String, from: Rect?, to: Rect?)
  case transitionEnded(id: String, direction: String, at: Rect?)
  case anchors([AnchorInfo])
}


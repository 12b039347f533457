import Observation
import PortalUI

/// The live side of one header: what its views measured in the last layout, the presentation
/// computed from it, and the snapping that scrolls the offset when the wheel stops.
///
/// Measurements arrive during layout (from layout hooks); after the pass, `layoutDidFinish`
/// runs the pure model and publishes `presentation`, which the few small views that draw the
/// moving parts observe, so they alone re-evaluate within the same frame.
@MainActor
@Observable
final class FlowingHeaderState {
  /// What the moving parts are drawn with.
  private(set) var presentation = HeaderPresentation.rest
  /// The strip's height while a destination is on screen: the header leaves room for it.
  private(set) var stripHeight: Double = 0

  @ObservationIgnored var id: AnyHashable = defaultFlowingHeaderID
  @ObservationIgnored var configuration = FlowingHeaderConfiguration(
    title: "", subtitle: "", displays: [.title], layout: .horizontal, snapping: .directional)
  @ObservationIgnored var reduceMotion = false
  @ObservationIgnored var trace: ((FlowingHeaderTraceEvent) -> Void)?

  // Measured during layout, in window coordinates.
  @ObservationIgnored var headerFrame: Rect?
  @ObservationIgnored var titleSource: Rect?
  @ObservationIgnored var accessorySource: Rect?
  /// What the header view shows (nil: no header view on screen).
  @ObservationIgnored var headerShows: Set<FlowingHeaderDisplayComponent>?
  /// What the destination holds anchors for (nil: no destination on screen).
  @ObservationIgnored var destinationDisplays: Set<FlowingHeaderDisplayComponent>?
  @ObservationIgnored var scrollFrame: Rect?
  @ObservationIgnored var scrollGeometry: ScrollGeometry?
  @ObservationIgnored var scrollProxy: ScrollViewProxy?

  @ObservationIgnored private weak var graph: ViewGraph?
  @ObservationIgnored private(set) var snap = HeaderSnapController(behavior: .directional)
  @ObservationIgnored private var snapMotion: AnimatedValue<Double>?
  /// The scroll offsets the header flows over, from the last layout.
  @ObservationIgnored private var track = HeaderTrack(start: FlowingHeaderTokens.fallbackStartOffset)
  @ObservationIgnored private var hiddenParts: Set<FlowingHeaderDisplayComponent> = []

  /// Ties the state to the graph its views live in (idempotent).
  func attach(to graph: ViewGraph) {
    guard self.graph !== graph else { return }
    self.graph = graph
    graph.layoutObservers.append { [weak self] _ in self?.layoutDidFinish() }
  }

  /// The parts drawn by the flowing layer instead of in the header.
  var flowingParts: Set<FlowingHeaderDisplayComponent> {
    guard let shows = headerShows, let destination = destinationDisplays else { return [] }
    var parts = configuration.displays.intersection(destination).intersection(shows)
    if configuration.accessory == nil { parts.remove(.accessory) }
    return parts
  }

  /// Whether the header view must leave a part undrawn because the flowing layer draws it.
  func isFlowing(_ part: FlowingHeaderDisplayComponent) -> Bool { hiddenParts.contains(part) }

  private var model: HeaderProgressModel {
    HeaderProgressModel(flowing: flowingParts, layout: configuration.layout, reduceMotion: reduceMotion)
  }

  // MARK: After layout

  private func layoutDidFinish() {
    let model = self.model
    let newStripHeight = destinationDisplays == nil ? 0 : model.stripHeight
    if stripHeight != newStripHeight { stripHeight = newStripHeight }
    updateHiddenParts(model.flowing)
    guard let scrollFrame, let geometry = scrollGeometry, destinationDisplays != nil else {
      publish(.rest, offset: 0)
      return
    }
    // How far the header has moved up from its resting place (its top at the scroll view's).
    let scrolled = headerFrame.map { scrollFrame.minY - $0.minY } ?? geometry.contentOffset.y
    let offset = geometry.contentOffset.y
    // Where the header sits in the content. Content is laid out on whole pixels while the
    // offset glides through fractions, so the difference carries up to half a pixel of
    // rounding; rounding it back keeps the track (and snap targets) steady.
    let headerTop = (offset - scrolled).rounded()
    track = HeaderTrack(
      start: headerTop + model.startOffset(accessoryHeight: accessorySource?.height), range: model.range)
    let strip = Rect(
      x: scrollFrame.minX, y: scrollFrame.minY, width: scrollFrame.width, height: model.stripHeight)
    let next = model.presentation(
      scrolled: scrolled,
      geometry: HeaderGeometry(
        strip: strip, titleSource: model.flowing.contains(.title) ? titleSource : nil,
        accessorySource: model.flowing.contains(.accessory) ? accessorySource : nil))
    publish(next, offset: offset)
  }

  private func publish(_ next: HeaderPresentation, offset: Double) {
    guard next != presentation else { return }
    let progressChanged = next.progress != presentation.progress
    presentation = next
    if progressChanged { trace?(.progress(id: traceID, progress: next.progress, offset: offset)) }
  }

  private func updateHiddenParts(_ parts: Set<FlowingHeaderDisplayComponent>) {
    guard parts != hiddenParts else { return }
    hiddenParts = parts
    // The header's hidden parts are decided when drawing; make sure their pixels are redrawn.
    for rect in [titleSource, accessorySource].compactMap({ $0 }) { graph?.addDamage(rect) }
  }

  private var traceID: String { String(describing: id.base) }

  // MARK: Snapping

  /// A wheel event arrived over the scroll view.
  func wheel(dy: Double) {
    guard let graph else { return }
    let now = graph.host.clock.now
    if snapMotion != nil {
      snapMotion = nil
      trace?(.snapInterrupted(id: traceID, progress: presentation.progress))
    }
    snap.behavior = configuration.snapping
    snap.wheel(delta: dy, at: now)
    graph.addFrameCallback(self) { [weak self] time in self?.frame(at: time) ?? false }
  }

  /// Runs at the start of each frame while waiting for the wheel to stop or while snapping.
  private func frame(at time: Double) -> Bool {
    if let motion = snapMotion {
      // Within half a device pixel and slower than that per frame, the snap lands: further
      // frames would draw the same pixels.
      let halfPixel = 0.5 / max(graph?.host.mainSurface.scale ?? 1, 0.01)
      if motion.isFinished(at: time, tolerance: halfPixel, speedTolerance: 120 * halfPixel) {
        scroll(to: motion.target)
        finishSnap()
        return false
      }
      scroll(to: motion.value(at: time))
      return true
    }
    // The scroll view as it is now: the geometry reported by the last layout can be a frame
    // behind a glide that moved in this frame's callbacks.
    guard snap.isActive, let geometry = scrollProxy?.currentGeometry ?? scrollGeometry else { return false }
    // A wheel notch glides, a fling coasts and bounces, a drag may hold still, and a busy
    // machine may draw only a frame or two of any of it: the scroll has stopped when the
    // content has come to rest and is let go, not merely when the input has stopped.
    if geometry.phase.isScrolling { snap.scrollMoved(at: time) }
    let maximum = max(0, geometry.contentSize.height - geometry.containerSize.height)
    guard
      let decision = snap.decide(
        offset: geometry.contentOffset.y, at: time, track: track, maximumOffset: maximum)
    else { return snap.isActive }
    trace?(.snapBegan(id: traceID, decision: decision))
    if reduceMotion {
      scroll(to: decision.targetOffset)
      finishSnap()
      return false
    }
    var motion = AnimatedValue(decision.fromOffset)
    motion.animate(
      to: decision.targetOffset, with: .smooth(duration: FlowingHeaderTokens.scrollAnimationDuration),
      at: time)
    snapMotion = motion
    return true
  }

  private func finishSnap() {
    if case .snapping(let decision) = snap.phase {
      trace?(.snapEnded(id: traceID, progress: track.progress(atOffset: decision.targetOffset)))
    }
    snapMotion = nil
    snap.snapDidFinish()
  }

  private func scroll(to offset: Double) {
    scrollProxy?.scrollTo(point: Point(x: scrollGeometry?.contentOffset.x ?? 0, y: offset))
  }
}

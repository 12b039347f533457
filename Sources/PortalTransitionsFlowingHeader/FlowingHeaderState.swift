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
  /// Parts of `presentation` observed on their own, each changed only when its value does: the
  /// header's own views read these, and a presentation changed only in where the flowing parts
  /// are (the header's first layouts, each move of the layer) leaves them as they were.
  private(set) var progress: Double = 0
  private(set) var accessoryFade: Double = 1
  private(set) var subtitleOpacity: Double = 1
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
  @ObservationIgnored private var snapMotion: HeaderSnapMotion?
  /// With reduced motion, the snap's cross-fade between its two ends while it runs.
  @ObservationIgnored private var dissolve: (from: Double, to: Double, start: Double)?
  /// What the last layout measured, to draw the header again as a dissolve runs.
  @ObservationIgnored private var measured: (scrolled: Double, offset: Double, geometry: HeaderGeometry)?
  /// Where the last two frames left the content offset, at those frames' times: how fast
  /// the content moved last.
  @ObservationIgnored private var offsetSamples: [(time: Double, offset: Double)] = []
  /// The time of the frame under way, while the snapping runs.
  @ObservationIgnored private var frameTime: Double?
  /// Where the header's top sits in the scroll view's content, in whole points.
  @ObservationIgnored private var headerTopInContent: Double?
  /// The scroll offsets the header flows over, from the last layout.
  @ObservationIgnored private var track = HeaderTrack(start: FlowingHeaderTokens.fallbackStartOffset)
  @ObservationIgnored private var hiddenParts: Set<FlowingHeaderDisplayComponent> = []

  /// Ties the state to the graph its views live in (idempotent).
  func attach(to graph: ViewGraph) {
    guard self.graph !== graph else { return }
    self.graph = graph
    graph.register(self)
  }

  /// The parts drawn by the flowing layer instead of in the header.
  var flowingParts: Set<FlowingHeaderDisplayComponent> {
    guard let shows = headerShows, let destination = destinationDisplays else { return [] }
    return Self.flowingParts(of: configuration, destination: destination, shows: shows)
  }

  /// What flows: what the configuration asks for, the destination holds anchors for and the
  /// header shows; the accessory only when there is one.
  private static func flowingParts(
    of configuration: FlowingHeaderConfiguration, destination: Set<FlowingHeaderDisplayComponent>,
    shows: Set<FlowingHeaderDisplayComponent>
  ) -> Set<FlowingHeaderDisplayComponent> {
    var parts = configuration.displays.intersection(destination).intersection(shows)
    if configuration.accessory == nil { parts.remove(.accessory) }
    return parts
  }

  /// Whether the header view must leave a part undrawn because the flowing layer draws it.
  func isFlowing(_ part: FlowingHeaderDisplayComponent) -> Bool { hiddenParts.contains(part) }

  /// How many points the header gives up at its bottom now: none at rest; at progress 1, all
  /// but what has scrolled up by then and the strip's height, so the content meets the strip.
  var collapse: Double {
    // Read first, whatever the guard finds: a header evaluated before its first layout (its
    // frame not yet measured) still follows the progress.
    let progress = self.progress
    guard let headerFrame, destinationDisplays != nil else { return 0 }
    let model = self.model
    let kept = model.scrolled(atProgress: 1, accessoryHeight: accessorySource?.height) + model.stripHeight
    return (max(0, headerFrame.height - kept) * progress).rounded()
  }

  private var model: HeaderProgressModel {
    HeaderProgressModel(flowing: flowingParts, layout: configuration.layout, reduceMotion: reduceMotion)
  }

  /// Before the first layout with a destination, the strip's height from what will flow,
  /// taking the header to show what the configuration flows (the header is evaluated after
  /// the destination that holds it). `layoutDidFinish` corrects it from what was laid out.
  func anticipateStrip(
    destinationDisplays displays: Set<FlowingHeaderDisplayComponent>, configuration: FlowingHeaderConfiguration
  ) {
    guard destinationDisplays == nil else { return }
    let flowing = Self.flowingParts(
      of: configuration, destination: displays, shows: headerShows ?? configuration.displays)
    let height =
      HeaderProgressModel(flowing: flowing, layout: configuration.layout, reduceMotion: reduceMotion).stripHeight
    if stripHeight != height { stripHeight = height }
  }

  // MARK: After layout

  private func layoutDidFinish() {
    let model = self.model
    let newStripHeight = destinationDisplays == nil ? 0 : model.stripHeight
    if stripHeight != newStripHeight { stripHeight = newStripHeight }
    updateHiddenParts(model.flowing)
    guard let scrollFrame, let geometry = scrollGeometry, destinationDisplays != nil else {
      measured = nil
      offsetSamples.removeAll()
      headerTopInContent = nil
      publish(.rest, offset: 0)
      return
    }
    // How far the header has moved up from its resting place (its top at the scroll view's).
    let scrolled = headerFrame.map { scrollFrame.minY - $0.minY } ?? geometry.offset.y
    let offset = geometry.offset.y
    // Where the header sits in the content. Content is laid out on whole pixels while the
    // offset glides through fractions, so the difference carries up to half a pixel of
    // rounding; rounding it back keeps the track (and snap targets) steady. At exactly half a
    // pixel either whole pixel fits, so the one found before stays.
    let estimate = offset - scrolled
    let headerTop =
      headerTopInContent.flatMap { abs(estimate - $0) <= 0.5 + 1e-9 ? $0 : nil } ?? estimate.rounded()
    headerTopInContent = headerTop
    track = HeaderTrack(
      start: headerTop + model.startOffset(accessoryHeight: accessorySource?.height), range: model.range)
    let strip = Rect(
      x: scrollFrame.minX, y: scrollFrame.minY, width: scrollFrame.width, height: model.stripHeight)
    measured = (
      scrolled, offset,
      HeaderGeometry(
        strip: strip, titleSource: model.flowing.contains(.title) ? titleSource : nil,
        accessorySource: model.flowing.contains(.accessory) ? accessorySource : nil)
    )
    publishMeasured(at: graph?.now ?? 0)
  }

  /// Publishes the presentation for the last layout's measurements, cross-faded by a running
  /// dissolve.
  private func publishMeasured(at time: Double) {
    guard let measured else { return }
    var crossFade: Double?
    if let dissolve {
      let elapsed = (time - dissolve.start) / FlowingHeaderTokens.reducedMotionDissolveDuration
      crossFade = dissolve.from + (dissolve.to - dissolve.from) * min(max(elapsed, 0), 1)
    }
    let next = model.presentation(
      scrolled: measured.scrolled, geometry: measured.geometry, crossFade: crossFade)
    publish(next, offset: measured.offset)
  }

  /// Samples where the frame left the content (a frame may lay out several times; only its
  /// end counts), while the snapping runs.
  private func frameDidFinish() {
    guard let time = frameTime, offsetSamples.last?.time != time,
      let offset = (scrollProxy?.currentGeometry ?? scrollGeometry)?.offset.y
    else { return }
    offsetSamples = (offsetSamples + [(time, offset)]).suffix(2)
  }

  /// The content's speed over the last two frames, points per second.
  private var measuredVelocity: Double {
    guard offsetSamples.count == 2, offsetSamples[1].time > offsetSamples[0].time else { return 0 }
    return (offsetSamples[1].offset - offsetSamples[0].offset)
      / (offsetSamples[1].time - offsetSamples[0].time)
  }

  private func publish(_ next: HeaderPresentation, offset: Double) {
    guard next != presentation else { return }
    let progressChanged = next.progress != presentation.progress
    presentation = next
    if progress != next.progress { progress = next.progress }
    if accessoryFade != next.accessoryFade { accessoryFade = next.accessoryFade }
    if subtitleOpacity != next.subtitleOpacity { subtitleOpacity = next.subtitleOpacity }
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
    // Animation time, as the frame callbacks get: under slow motion the quiet time slows too.
    let now = graph.now
    if snapMotion != nil || dissolve != nil {
      snapMotion = nil
      if dissolve != nil {
        dissolve = nil
        publishMeasured(at: now)
      }
      trace?(.snapInterrupted(id: traceID, progress: presentation.progress))
    }
    snap.behavior = configuration.snapping
    snap.wheel(delta: dy, at: now)
    if frameTime == nil { offsetSamples.removeAll() }
    graph.requestFrames(for: self)
  }

  /// Runs at the start of each frame while waiting for the wheel to stop or while snapping.
  func advance(to time: Double) -> Bool {
    let wantsFrames = step(at: time)
    frameTime = wantsFrames ? time : nil
    return wantsFrames
  }

  private func step(at time: Double) -> Bool {
    if let motion = snapMotion {
      // Within half a device pixel and slower than that per frame, the snap lands: further
      // frames would draw the same pixels.
      let halfPixel = 0.5 / max(graph?.surface.scale ?? 1, 0.01)
      if motion.isFinished(at: time, tolerance: halfPixel, speedTolerance: 120 * halfPixel) {
        scroll(to: motion.target)
        finishSnap()
        return false
      }
      scroll(to: motion.offset(at: time))
      return true
    }
    if let dissolve {
      publishMeasured(at: time)
      guard time - dissolve.start >= FlowingHeaderTokens.reducedMotionDissolveDuration else { return true }
      self.dissolve = nil
      finishSnap()
      return false
    }
    // The scroll view as it is now: the geometry reported by the last layout can be a frame
    // behind a glide that moved in this frame's callbacks.
    guard snap.isActive, let geometry = scrollProxy?.currentGeometry ?? scrollGeometry else { return false }
    let maximum = max(0, geometry.content.height - geometry.container.height)
    // A drag may hold still: the scroll has not stopped while the pointer holds the content.
    if geometry.phase == .interacting { snap.scrollMoved(at: time) }
    // A fling's coast or a wheel notch's glide moves on without input. Handed over while it
    // moves, the snap starts from where the last frame left the content, as fast as it moved
    // in that frame, so its motion carries straight on from the coast's.
    let moves = geometry.phase == .decelerating || geometry.phase == .animating
    let sample = moves ? offsetSamples.last : nil
    let from = sample ?? (time, geometry.offset.y)
    let velocity = moves ? measuredVelocity : 0
    guard
      let decision = snap.decide(
        offset: from.offset, at: time, track: track, maximumOffset: maximum,
        coastingAt: moves ? velocity : nil)
    else { return snap.isActive }
    trace?(.snapBegan(id: traceID, decision: decision))
    if reduceMotion {
      // The content goes to the end at once (no motion the user did not make); the title
      // and strip dissolve from how they looked to how they look there.
      dissolve = (decision.fromProgress, decision.toProgress, time)
      scroll(to: decision.targetOffset)
      return true
    }
    let motion = HeaderSnapMotion(
      from: from.offset, velocity: velocity, to: decision.targetOffset, at: from.time)
    snapMotion = motion
    scroll(to: motion.offset(at: time))
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
    scrollProxy?.scrollTo(point: Point(x: scrollGeometry?.offset.x ?? 0, y: offset))
  }
}

extension FlowingHeaderState: FrameParticipant {
  func graphDidLayout(_ graph: ViewGraph) { layoutDidFinish() }
  func graphWillDraw(_ graph: ViewGraph) { frameDidFinish() }
}

import Logging
import PortalGraphics
import PortalHost

/// Runs a view tree on a host: evaluates what changed, lays it out, draws only the damaged
/// region and routes input to the views under the pointer.
///
/// A frame does nothing unless something changed: a state write, an observed model, input
/// that hit a handler, a resize. With nothing to do it requests no frames, so the host sleeps.
///
/// The graph composes named parts, each with one job:
/// - `frames` (`FrameDriver`): animation time and slow motion, the participants (the portal
///   engine, the flowing header) and the views' frame actions, the frame report;
/// - `damage` (`DamageTracker`): what to draw next, and the scroll whose pixels are moved;
/// - `input` (`InputState`): press, drag, hover and focus, and how input reaches views;
/// - `windowGraphs` (`WindowGraphs`): the windows its views open.
/// The graph itself evaluates, lays out and draws; a frame (`host(_:drawFrameAt:)`) reads as
/// its phases: advance, update, animate, settle, will-draw, draw, present.
///
/// The graph of the main window also owns the windows its views open (`.window(isPresented:)`):
/// each is a graph of its own for layout, damage, hit testing and input, driven by this one's
/// frames and sharing its overlay layers, so a layer can fly from one window into another.
@MainActor
public final class ViewGraph: HostClient {
  public private(set) var root: Node!
  public let host: any AppHost
  /// The window this graph draws in: `.main`, or one opened by a view of the main graph.
  public let windowID: HostWindowID
  /// The surface of that window.
  package let surface: any HostSurface
  /// The main window's graph, for the graph of a window it opened.
  package private(set) weak var owner: ViewGraph?
  /// Graphs of the windows opened by views (only the main window's graph has any).
  package private(set) lazy var windowGraphs = WindowGraphs(owner: self)
  /// The node whose `.window` modifier opened this graph's window.
  var presenter: ObjectIdentifier?
  /// Text laid out, kept by string, style and width.
  let typesetter: Typesetter
  /// Blurred shadows kept from frame to frame (a shadow whose content did not change is not
  /// blurred again).
  let shadowMasks: ShadowMaskCache
  let silhouetteMasks: SilhouetteMaskCache
  /// Pictures kept scaled to the sizes they are drawn at.
  let scaledImages: ScaledImageCache
  /// The bytes a window's scaled pictures may hold: the pictures of the scenes an app shows
  /// and prewarms, several windows' worth (a 1280 × 800 window is 4 MB of pixels). With less,
  /// a scene prewarmed at start-up finds its pictures pushed out by the scenes shown since,
  /// and its first frame scales them all again (9 list thumbnails: 2–4 ms).
  nonisolated public static let scaledPictureBudget = 48 << 20
  /// A graph that lays out and draws views off screen ahead of their first appearance (see
  /// `Rehearsal`): it runs none of their actions, and shares the caches of the graph it
  /// rehearses for.
  let isRehearsal: Bool
  /// Views waiting to be rehearsed while the host is idle (the main window's graph holds them).
  var rehearsals: [Rehearsal] = []
  private let logger = Logger(label: "portal.ui")

  /// Animation time, participants, frame actions and the frame report.
  let frames: FrameDriver
  /// What to draw in the next frame.
  let damage = DamageTracker()
  /// Press, drag, hover and focus.
  private(set) lazy var input = InputState(graph: self)
  /// The popups open over the window (a picker's options, a menu).
  private(set) lazy var popups = PopupLayer(graph: self)

  /// Body and primitive-view evaluations so far.
  public internal(set) var evaluations = 0
  /// How many evaluations under way hand every view below them over anew
  /// (`Node.evaluatesSubtreeAnew`); while any is, no view is skipped as the same.
  var subtreesEvaluatedAnew = 0
  /// Updates that evaluated nothing, because the view and its environment were unchanged.
  public internal(set) var evaluationsSkipped = 0
  /// Layout passes so far.
  public private(set) var layoutPasses = 0
  /// Frames that presented pixels.
  public var framesPresented: Int { damage.framesPresented }
  /// The region presented by the last frame, in window coordinates.
  public var lastDamage: Rect { damage.lastPresented }
  /// Live nodes.
  public internal(set) var nodeCount = 0
  /// Nodes drawing has visited since the graph began (those skipped whole are not counted).
  package internal(set) var nodesDrawn = 0
  /// Nodes laid out in full so far (a node that only moved with its parent is translated and
  /// not counted).
  package internal(set) var fullPlacements = 0
  /// Changed before a subtree's render transform moves it, so the nodes placed in full under
  /// the new transform can be told from those still to place (`Node.placedStamp`).
  var placementStamp = 0
  /// Changed whenever a node keeps a size or is placed: until it changes, a node whose sizes
  /// were invalidated at the current stamp has every ancestor invalidated too
  /// (`Node.invalidateSizes`).
  var layoutStamp = 0

  /// Views floating above the windows in the host's overlay surface (one set for all windows).
  public var overlayLayers: OverlayLayers { owner?.overlayLayers ?? ownOverlayLayers }
  private lazy var ownOverlayLayers = OverlayLayers(graph: self)
  var pendingNodes: [Node] = []
  /// The animation for layout changes in this pass: the first animated transaction evaluated.
  var passAnimation: Animation?
  var passCompletion: AnimationCompletion?
  /// Counts update passes, so `.animation(_:value:)` scopes apply to one pass only.
  private(set) var updatePass = 0
  var animatingNodes: [ObjectIdentifier: (node: Node, completion: AnimationCompletion?)] = [:]
  /// Nodes whose subtree is a retained layer (see `ViewGraph+RetainedLayers.swift`).
  var retainedLayerNodes: [ObjectIdentifier: Node] = [:]
  /// Above zero while a subtree appearing fully faded is placed (`TransitionView`): its new
  /// nodes damage nothing until the fade rises.
  var placementsFadedOut = 0
  /// Pixels of layers lately freed, for the next layers of their size.
  let layerBitmaps = LayerBitmapPool()
  /// False draws every retained layer's subtree directly: a frame as it would be without them.
  package var drawsRetainedLayers = true
  /// False draws every new retained layer whole, never starting from the window's pixels
  /// (see `seedRetainedLayersFromWindow`): for tests that compare the two.
  package var seedsLayersFromWindow = true
  /// The update pass of the last frame the window presented: nodes created in a later pass
  /// have never been drawn in it.
  var updatePassAtLastPresent = -1
  /// A scroll view moving its content this frame, whose pixels may be moved, not redrawn.
  var scrollCopy: ScrollCopy? {
    get { damage.scrollCopy }
    set { damage.scrollCopy = newValue }
  }
  private var needsLayout = true
  private(set) var size: Size
  private var rootView: any View
  /// The root environment as the app (or the presenting view) gave it.
  private(set) var appEnvironment: EnvironmentValues
  /// `appEnvironment` with the desktop's settings and the window's preferred scheme applied:
  /// what the root node is given.
  private var rootEnvironment: EnvironmentValues
  /// The desktop's settings and the window's preferred scheme (ViewGraph+DesktopSettings.swift).
  var appearance: WindowAppearance
  /// Work queued by views during a layout pass (preference and scroll-geometry handlers), run
  /// after the participants' layout phase; state they change is settled within the same frame.
  var afterLayoutActions: [() -> Void] = []
  /// What to do when the user closes the window (the window manager's close button).
  public var onCloseRequest: (() -> Void)?
  /// The accessibility tree last built, for assistive technologies (ViewGraph+Accessibility.swift).
  private(set) lazy var accessibilityCache = AccessibilityTreeCache()

  /// Builds the tree for `root` and asks the host for a first frame.
  public convenience init<Root: View>(root: Root, host: any AppHost, environment: EnvironmentValues = EnvironmentValues()) {
    // Never nil: a host has `.main` open for as long as it runs.
    self.init(
      rootView: root, host: host, windowID: .main, surface: host.surface(for: .main)!, owner: nil,
      environment: environment)
  }

  /// A graph for `surface`; the main window's becomes the host's client, a window's is driven
  /// by its `owner`.
  init(
    rootView: any View, host: any AppHost, windowID: HostWindowID, surface: any HostSurface, owner: ViewGraph?,
    environment: EnvironmentValues, rehearsingFor rehearsed: ViewGraph? = nil
  ) {
    self.isRehearsal = rehearsed != nil
    // A rehearsal fills the caches of the graph the views will appear in.
    self.typesetter = rehearsed?.typesetter ?? Typesetter(cacheCapacity: 2048)
    self.shadowMasks = rehearsed?.shadowMasks ?? ShadowMaskCache(capacity: 64)
    self.silhouetteMasks = rehearsed?.silhouetteMasks ?? SilhouetteMaskCache()
    self.scaledImages = rehearsed?.scaledImages ?? ScaledImageCache(byteBudget: Self.scaledPictureBudget)
    self.host = host
    self.windowID = windowID
    self.surface = surface
    self.owner = owner
    self.frames = FrameDriver(host: host, owner: owner?.frames)
    self.rootView = rootView
    self.size = surface.size
    var environment = environment
    environment.displayScale = surface.scale
    self.appEnvironment = environment
    // Every window follows the desktop, a window opened by a view as much as the main one.
    let desktop = owner?.appearance.desktop ?? host.desktopSettings
    self.appearance = WindowAppearance(desktop: desktop)
    if rehearsed == nil { typesetter.fontRendering = desktop.fontRendering }
    let applied = appearance.applied(to: environment)
    self.rootEnvironment = applied
    self.root = Node(key: ViewKey(), view: rootView, parent: nil, graph: self, environment: applied)
    Self.noteMainWindow(self)
    if !isRehearsal { host.setAppearance(applied.colorScheme == .dark ? .dark : .light, of: windowID) }
    self.root.evaluate()
    damage.add(Rect(origin: .zero, size: size))
    if owner == nil { host.client = self }
    host.setNeedsFrame()
  }

  /// The main window's graph: this one, or the owner of this window.
  package var mainGraph: ViewGraph { owner ?? self }

  /// Where this graph's window is on the screen, in logical pixels.
  public var screenOrigin: Point { surface.screenOrigin }

  /// Replaces the root view and its environment (a presented window's content changed).
  func replaceRoot(with view: any View, environment: EnvironmentValues) {
    rootView = view
    var environment = environment
    environment.displayScale = surface.scale
    appEnvironment = environment
    rootEnvironment = appearance.applied(to: environment)
    root.update(with: view, environment: rootEnvironment)
    tellHostTheScheme()
    needsLayout = true
    host.setNeedsFrame()
  }

  /// Changes the root environment as the app gives it (colour scheme, reduce motion) and
  /// re-evaluates the views that read what changed. The desktop's settings and a
  /// `.preferredColorScheme` in the window still apply over it.
  public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    change(&appEnvironment)
    rootEnvironmentChanged()
  }

  /// Gives the root the app's environment with the appearance applied, and redraws.
  func rootEnvironmentChanged() {
    appEnvironment.displayScale = surface.scale
    rootEnvironment = appearance.applied(to: appEnvironment)
    root.update(with: rootView, environment: rootEnvironment)
    tellHostTheScheme()
    needsLayout = true
    damage.add(Rect(origin: .zero, size: size))
    host.setNeedsFrame()
  }

  /// Tells the host the scheme the window shows, for what it draws around the window.
  private func tellHostTheScheme() {
    guard !isRehearsal else { return }
    host.setAppearance(rootEnvironment.colorScheme == .dark ? .dark : .light, of: windowID)
  }

  public var environment: EnvironmentValues { rootEnvironment }

  // MARK: Scheduling

  func schedule(_ node: Node) {
    pendingNodes.append(node)
    host.setNeedsFrame()
  }

  private var subtreesToPlace: [Node] = []
  /// Set when this pass must lay out every node it reaches, moved or not (a request for a full
  /// layout, a resize); otherwise a current subtree that only moves is translated.
  private var placesEverything = true
  /// The last update pass in which an `.animation(_:value:)` scope (or a sheet or navigation
  /// push) chose an animation.
  var latestScopedAnimationPass = -1

  /// Whether a current subtree that moves may be translated in this pass: only when no
  /// animation applies to the pass, since an animated move animates each node's frame.
  var placesByTranslation: Bool {
    !placesEverything && passAnimation == nil && latestScopedAnimationPass != updatePass
      && Transaction.current.animation == nil
  }

  /// Asks for `node`'s subtree to be placed again in its current frame (its content moved
  /// inside it, as when a scroll view scrolls), without laying out the rest of the window.
  package func setNeedsPlacement(of node: Node) {
    // A preference reader above reads this subtree's frames: it is placed again with it.
    let start = node.ancestry.last { $0.view is ReadsDescendantLayout } ?? node
    // The node and everything around it are laid out again, not translated.
    var current: Node? = node
    while let changed = current {
      changed.placementIsCurrent = false
      current = changed.parent
    }
    if !subtreesToPlace.contains(where: { $0 === start }) { subtreesToPlace.append(start) }
    host.setNeedsFrame()
  }

  /// The window changed size: everything is laid out and drawn again.
  func resize(to newSize: Size) {
    size = newSize
    needsLayout = true
    placesEverything = true
    damage.add(Rect(origin: .zero, size: newSize))
    host.setNeedsFrame()
  }

  /// Asks for a layout pass and a frame without re-evaluating any body.
  public func setNeedsLayout() {
    needsLayout = true
    placesEverything = true
    host.setNeedsFrame()
  }

  /// Marks a window-coordinate rectangle of the window (or of the overlay) for redrawing. A
  /// retained layer showing there draws its subtree again.
  package func addDamage(_ rect: Rect, overlay: Bool = false) {
    guard !rect.isEmpty else { return }
    if !overlay, !retainedLayerNodes.isEmpty { layerContentChanged(in: rect) }
    markForRedrawing(rect, overlay: overlay)
  }

  /// Adds `rect` to the damage of the window (or the overlay) and asks for a frame; `source`
  /// is the node that changed or moved there (nil: something outside the tree).
  func markForRedrawing(_ rect: Rect, overlay: Bool, from source: Node? = nil) {
    guard !rect.isEmpty else { return }
    if overlay {
      overlayLayers.addDamage(rect)
    } else {
      // Only what lies inside the window is drawn: a sheet below its edge, a page beyond its
      // side, would otherwise stretch the damage's bounds (all the tracker keeps once a frame
      // brings many rectangles) over the window between them and what changed inside it.
      let inside = rect.intersection(Rect(origin: .zero, size: size))
      if !inside.isEmpty { damage.add(inside, from: source) }
    }
    host.setNeedsFrame()
  }

  private var deferredActions: [() -> Void] = []

  /// Runs `action` once the current update has finished (state changes made by it are
  /// picked up in the same frame).
  func afterUpdate(_ action: @escaping () -> Void) {
    // A rehearsal runs no action of the views it lays out.
    guard !isRehearsal else { return }
    deferredActions.append(action)
    host.setNeedsFrame()
  }

  private var beforeDrawActions: [() -> Void] = []

  /// Runs `action` once, in this frame, after its animations have started and before it draws
  /// (a container deciding which of its parts to keep as layers for a motion that starts now).
  func beforeDraw(_ action: @escaping () -> Void) {
    guard !isRehearsal else { return }
    beforeDrawActions.append(action)
    host.setNeedsFrame()
  }

  private func runBeforeDrawActions() {
    let actions = beforeDrawActions
    beforeDrawActions.removeAll()
    for action in actions { action() }
  }

  private func runDeferredActions() {
    while !deferredActions.isEmpty {
      let actions = deferredActions
      deferredActions.removeAll()
      for action in actions { action() }
    }
  }

  /// Runs `action` at the start of each frame until it returns false, in place of any action
  /// `owner` asked for before (views in motion: a scroll gliding, a pager turning).
  func runEachFrame(for owner: AnyObject, _ action: @escaping (Double) -> Bool) {
    frames.run(for: owner, action)
  }

  // MARK: Participants

  /// Adds an engine to this window's frames; it is called at each phase (`FrameParticipant`)
  /// for as long as it lives. Registering again does nothing.
  package func register(_ participant: any FrameParticipant) {
    // Engines (portals, flowing headers) act on the app: a rehearsal keeps them out.
    guard !isRehearsal else { return }
    frames.register(participant)
  }

  /// Calls `participant.advance(to:)` at the start of each frame until it returns false.
  package func requestFrames(for participant: any FrameParticipant) {
    frames.requestFrames(for: participant)
  }

  // MARK: Frames

  /// Brings the tree up to date: evaluates scheduled nodes and lays out. Returns whether the
  /// layout ran.
  @discardableResult
  public func update() -> Bool {
    updatePass += 1
    passAnimation = nil
    passCompletion = nil
    let buildStart = MonotonicClock.seconds()
    var layoutStart = buildStart
    defer { frames.times.layout += MonotonicClock.seconds() - layoutStart }
    repeat {
      while !pendingNodes.isEmpty {
        let batch = pendingNodes.sorted { $0.depth < $1.depth }
        pendingNodes.removeAll()
        for node in batch {
          node.isScheduled = false
          guard node.needsEvaluation, node.isAttached else { continue }
          if let pending = node.pendingTransaction, passAnimation == nil {
            passAnimation = pending.animation
            passCompletion = pending.completion
          }
          // Its view is the one it had: a primitive view draws what it drew of its own, unless
          // it says otherwise (a stack whose `ForEach` content read a model lists new rows).
          node.evaluate(drawsAsBefore: node.primitive.map { $0.drawsAsBefore($0, environmentUnchanged: true) })
          needsLayout = true
        }
      }
      runDeferredActions()
    } while !pendingNodes.isEmpty
    layoutStart = MonotonicClock.seconds()
    frames.times.build += layoutStart - buildStart
    // A `@State` read while laying out, outside an evaluation (a closure a view calls with its
    // geometry), is its owner's to follow.
    let laidOut = StateReads.readingForOwners { layOut() }
    placesEverything = false
    // The windows are laid out before the observers run, so an end that appeared in another
    // window in this update is already measured when a flight starts.
    var windowsLaidOut = false
    for window in windowGraphs.all where window.update() { windowsLaidOut = true }
    guard laidOut || windowsLaidOut else { return false }
    if laidOut { layoutPasses += 1 }
    // What the observers and the after-layout work read of `@State` (a preference's transform,
    // a binding a portal transition follows) is its owner's to follow, as in layout.
    StateReads.readingForOwners {
      frames.forEachParticipant { $0.graphDidLayout(self) }
      // A `@FocusState` written since the last pass moves focus to the view now laid out.
      input.moveFocusAsRequested()
      while !afterLayoutActions.isEmpty {
        let actions = afterLayoutActions
        afterLayoutActions.removeAll()
        for action in actions { action() }
      }
    }
    // Completions wait for the app's own updates, not for a rehearsal's.
    if !isRehearsal { PendingCompletions.updateFinished() }
    // The pass's animation applies to the changes of this pass only.
    passAnimation = nil
    return true
  }

  /// Lays out what changed since the last pass: the whole tree, or only the subtrees that
  /// moved inside an unchanged frame. Returns whether anything was laid out.
  private func layOut() -> Bool {
    if needsLayout {
      needsLayout = false
      subtreesToPlace.removeAll()
      // Like a SwiftUI window, the root view gets the window's size proposed and is centred.
      let fitted = root.sizeThatFits(ProposedViewSize(size))
      let rootSize = Size(width: min(fitted.width, size.width), height: min(fitted.height, size.height))
      root.place(
        in: Rect(origin: Alignment.center.origin(of: rootSize, in: Rect(origin: .zero, size: size)), size: rootSize))
      if !popups.isEmpty { popups.place(in: Rect(origin: .zero, size: size)) }
    } else if !subtreesToPlace.isEmpty {
      // Only some subtrees moved inside an unchanged frame (a scroll): place just those.
      let nodes = subtreesToPlace
      subtreesToPlace.removeAll()
      for node in nodes where node.isAttached {
        if let frame = node.targetFrame { node.place(in: frame) }
      }
    } else {
      return false
    }
    return true
  }

  /// Nothing is moving or waiting to move: no animation, no per-frame work (a flight, a glide,
  /// a snap waiting for the wheel to stop) and no view waiting to be evaluated.
  package var isAtRest: Bool {
    animatingNodes.isEmpty && !frames.hasActions && pendingNodes.isEmpty && windowGraphs.areAtRest
  }

  /// Whether the next frame has anything to lay out or draw, in this graph, a window it opened
  /// or the overlay.
  var hasWorkForNextFrame: Bool {
    needsLayout || !subtreesToPlace.isEmpty || !damage.bounds.isEmpty || scrollCopy != nil
      || !overlayLayers.damage.isEmpty || windowGraphs.all.contains { $0.hasWorkForNextFrame }
  }

  private var hasPendingNodes: Bool { !pendingNodes.isEmpty || windowGraphs.havePendingNodes }

  /// Calls `body` with this graph and then each window it opened, in drawing order (without
  /// building an array: this runs several times a frame).
  private func forEachGraph(_ body: (ViewGraph) -> Void) {
    body(self)
    for window in windowGraphs.all { body(window) }
  }

  /// One frame, in phases.
  public func host(_ host: any AppHost, drawFrameAt realTime: Double) {
    let time = animationTime(realTime)
    frames.frameTime = time
    defer { frames.frameTime = nil }
    forEachGraph { $0.layerBitmaps.expire(at: realTime) }
    frames.beginFrame()
    frames.times.evaluationsAtStart = evaluations
    frames.times.evaluationsSkippedAtStart = evaluationsSkipped
    let start = MonotonicClock.seconds()
    let framesBefore = framesPresented
    let overlayFramesBefore = overlayLayers.framesPresented
    // 1. Advance: participants and views in motion move to the frame's time.
    var again = false
    forEachGraph { if $0.frames.runActions(at: time) { again = true } }
    // 2. Update: evaluate what changed and lay out (participants' layout phase included).
    update()
    // 3. Animate: nodes animating their frames or effects step to the frame's time.
    forEachGraph { graph in
      graph.advanceAnimations(to: time)
      if !graph.animatingNodes.isEmpty { again = true }
    }
    forEachGraph { graph in
      guard graph.input.contentScrolled || graph.input.cursorStale else { return }
      graph.input.contentScrolled = false
      graph.input.refreshHover()
    }
    // 4. Settle: state changed by a layout phase (a preference handler) is evaluated now.
    var passes = 0
    while hasPendingNodes, passes < 4 {
      update()
      passes += 1
    }
    // 5. Will draw: participants read what animation moved without a layout pass.
    for window in windowGraphs.all { window.frames.forEachParticipant { $0.graphWillDraw(window) } }
    frames.forEachParticipant { $0.graphWillDraw(self) }
    forEachGraph { $0.runBeforeDrawActions() }
    let updated = MonotonicClock.seconds()
    // 6. Draw every window's damage, then the overlay: in one frame a window shows a view and
    // the overlay drops its layer (or the reverse), so a handoff never shows both or neither.
    // A `@State` read while drawing (a canvas's closure) is its owner's to follow.
    StateReads.readingForOwners { forEachGraph { $0.drawDamage() } }
    let drawn = MonotonicClock.seconds()
    StateReads.readingForOwners { overlayLayers.draw() }
    let end = MonotonicClock.seconds()
    // 7. Present: report the frame.
    frames.endFrame(
      report(
        time: time, start: start, updated: updated, drawn: drawn, end: end,
        mainPresented: framesPresented > framesBefore, overlayPresented: overlayLayers.framesPresented > overlayFramesBefore))
    frames.forEachParticipant { $0.graphDidPresent(self) }
    if again || hasPendingNodes { host.setNeedsFrame() }
  }

  /// Animations run this many times slower than real time (1: real time). For watching a
  /// transition closely, and for tests that look at a flight mid-air on a real display.
  public var slowMotion: Double {
    get { frames.slowMotion }
    set { frames.slowMotion = newValue }
  }

  /// The time animations see: the host's clock, slowed by `slowMotion`.
  public var now: Double { frames.now }

  private func animationTime(_ real: Double) -> Double { frames.animationTime(real) }

  /// What the last frame did and how long each phase took.
  public var lastFrame: FrameReport { frames.lastFrame }

  // MARK: Lifecycle

  func didAppear(_ node: Node) {
    guard !isRehearsal else { return }
    node.primitive?.lifecycleHandler?.appeared(node: node)
  }

  func didDisappear(_ node: Node) {
    if !isRehearsal, let primitive = node.primitive {
      primitive.lifecycleHandler?.disappeared(node: node)
      if primitive.presentsWindow { mainGraph.windowGraphs.close(presentedBy: node) }
    }
    input.forget(node)
  }
}

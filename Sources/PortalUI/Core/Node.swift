import Foundation
import Observation
import PortalGraphics

/// The live counterpart of a view: it keeps the view's state, its children and its frame from
/// one update to the next. Views are rebuilt freely; nodes persist while their identity (type
/// and position or id among siblings) stays the same.
@MainActor
public final class Node {
  public let key: ViewKey
  public private(set) var view: any View {
    didSet { readCapabilities() }
  }
  /// The view as a primitive view, if it is one; kept with the view because layout and drawing
  /// ask for it many times a frame and a dynamic cast is not free.
  private(set) var primitive: PrimitiveView?
  /// The primitive view as one that decides its own hits, kept for the same reason: hit testing
  /// walks the tree on every pointer event and wheel step.
  private(set) var hitTestable: HitTestable?
  /// The z-index set with `.zIndex(_:)` (0 by default), read when drawing and hit testing
  /// order siblings.
  private(set) var zIndex: Double = 0
  /// The primitive view's `paintOutset` (0 for a view with a body), kept as `primitive` is:
  /// moving, damaging and drawing every node reads it.
  private(set) var paintOutset: Double = 0
  /// The primitive view's `placementFollowsTranslation` (true for a view with a body), kept as
  /// `paintOutset` is: a scroll asks it of every node it moves. Nil for a view whose answer
  /// depends on its node's state (`placementFollowsTranslationDependsOnNode`), asked each time.
  private var keptPlacementFollowsTranslation: Bool? = true
  /// The node whose child this is; nil for a root and for a node removed from its parent.
  public var parent: Node? { parentLink }
  /// Not a weak reference, which would slow every retain and release of the parent (see
  /// `NodeHandle`). It stays valid because a parent clears it when it drops the child and
  /// when it is freed.
  nonisolated(unsafe) private unowned(unsafe) var parentLink: Node?
  public private(set) var children: [Node] = [] {
    didSet {
      subtreeBoundsChanged()
      retainedLayoutChanged()
    }
  }
  /// The environment this node's view sees.
  public private(set) var environment: EnvironmentValues {
    didSet { readEnvironment() }
  }
  /// The environment values the node read while it evaluated, laid out or drew (see
  /// `EnvironmentReads`); never forgotten, so pixels drawn long ago still count.
  nonisolated(unsafe) var environmentKeysRead: [ObjectIdentifier] = []
  /// The environment's display scale and colour scheme, read by every layout and draw of the
  /// node; kept apart because an environment lookup is a dictionary read and a dynamic cast.
  private(set) var displayScale: Double = 1
  private(set) var isDark = false
  /// Whether the view clips what its children draw (checked for every leaf's painted bounds).
  private(set) var clipsContent = false
  /// The frame from the last layout pass, in window coordinates (logical pixels), before any
  /// render transform (scale, rotation) of this node or its ancestors.
  public internal(set) var frame: Rect = .zero {
    didSet {
      if frame != oldValue {
        subtreeBoundsChanged()
        retainedLayoutChanged()
      }
    }
  }
  /// A draw-time transform this node applies to itself and its subtree (scale, rotation),
  /// in window coordinates.
  var renderTransform: Transform? {
    didSet {
      placedRenderTransform = true
      if renderTransform != oldValue {
        subtreeBoundsChanged()
        retainedLayoutChanged()
      }
    }
  }
  /// Where the subtree paints, kept between frames (see `subtreeBounds`); nil when unknown.
  var keptSubtreeBounds: Rect?
  /// State boxes by property label; they live as long as the node.
  var stateSlots: [String: AnyObject] = [:]
  /// The priority by which a stack shares its space (`.layoutPriority(_:)`); 0 unless set.
  var layoutPriority: Double = 0
  /// State primitive views keep across updates (a lazy grid's scroll position, a gesture's
  /// progress), by slot: read and written through `node[Slot.self]` (`NodeStateSlot`).
  var storage: [ObjectIdentifier: Any] = [:]
  var needsEvaluation = true
  /// Set when a `@State` value read in layout or drawing, outside any evaluation, changed: the
  /// next evaluation hands every view below over anew rather than skipping those that compare
  /// the same (`StateReads`).
  var evaluatesSubtreeAnew = false
  var contentChanged = true
  /// The sizes measured in the current layout pass, by proposal.
  var sizeCache = MeasuredSizes()
  /// `ViewGraph.layoutStamp` when `invalidateSizes` last cleared this node and its ancestors.
  var sizesInvalidatedAt = -1
  /// True while the subtree is laid out as its views and state last asked: no body inside it
  /// evaluated and no scroll view inside it moved its content since its last full placement.
  /// Such a subtree that only moves (its parent scrolled) is translated, not laid out again.
  var placementIsCurrent = false
  /// `ViewGraph.placementStamp` when the node was last placed in full (see
  /// `placePositionDependentsAgain`).
  var placedStamp = 0
  var paintedBounds: Rect?
  /// The graph whose tree holds this node. Unchecked: only the graph (its tree and its input
  /// state) holds nodes, so a node never outlives it. A checked `unowned` reference would
  /// pay for the graph's weak references (its host holds it weakly) on every access, and
  /// layout and drawing read it for every node.
  unowned(unsafe) let graph: ViewGraph
  let depth: Int
  /// True for nodes of a floating layer drawn in the overlay surface rather than the window.
  let isOverlayTree: Bool
  /// The update pass that created the node: an insertion transition applies only to new views.
  let createdInPass: Int
  /// The update pass from which the node's pixels may show in the window: the pass that
  /// created it, or, for a node that appeared fully faded (a backdrop fading in from nothing),
  /// the first pass that damaged it while it showed (`Int.max` until then). Taking a layer's
  /// first pixels from the window reads it (`ViewGraph+LayerSeeding.swift`).
  var shownFromPass: Int
  /// Removed children still drawn while their removal transition runs, with their old index.
  var disappearingChildren: [(node: Node, index: Int)] = [] {
    didSet {
      subtreeBoundsChanged()
      retainedLayoutChanged()
    }
  }
  private var typeID: ObjectIdentifier
  private var observationToken = 0

  init(
    key: ViewKey, view: any View, parent: Node?, graph: ViewGraph, environment: EnvironmentValues,
    isOverlayTree: Bool = false
  ) {
    self.isOverlayTree = parent?.isOverlayTree ?? isOverlayTree
    self.key = key
    self.view = view
    self.parentLink = parent
    self.graph = graph
    self.environment = environment
    self.depth = (parent?.depth ?? -1) + 1
    createdInPass = graph.updatePass
    shownFromPass = createdInPass
    typeID = ObjectIdentifier(type(of: view))
    graph.nodeCount += 1
    readCapabilities()
    readEnvironment()
    if primitive?.hoverHandler != nil {
      countsAsHoverHandler = true
      graph.input.hoverHandlerCount += 1
    }
  }

  /// Whether this node is one of the graph's `hoverHandlerCount` (until it is detached).
  private var countsAsHoverHandler = false

  isolated deinit {
    handleStorage?.node = nil
    for child in children { child.parentLink = nil }
    for entry in disappearingChildren { entry.node.parentLink = nil }
  }

  private var handleStorage: NodeHandle?
  /// The node's handle, for references that may outlive it.
  var handle: NodeHandle {
    if let handleStorage { return handleStorage }
    let made = NodeHandle(self)
    handleStorage = made
    return made
  }

  /// Unlinks a child that has just been taken out of `children` or `disappearingChildren`.
  func unlinkFromParent() { parentLink = nil }

  /// Marks the node's body as stale; the next frame evaluates it again.
  public func invalidate() { invalidate(transaction: Transaction()) }

  /// Marks the node stale as part of a transaction; an animated one animates what changes.
  func invalidate(transaction: Transaction) {
    if transaction.animation != nil { pendingTransaction = transaction }
    guard !isScheduled else { return }
    needsEvaluation = true
    isScheduled = true
    graph.schedule(self)
  }

  var isScheduled = false
  /// The animated transaction this node's next evaluation belongs to.
  var pendingTransaction: Transaction?
  /// The animation a `.animation(_:value:)` above this node chose in the current update pass.
  var scopedAnimation: (animation: Animation?, pass: Int)? {
    didSet { if let pass = scopedAnimation?.pass { graph.latestScopedAnimationPass = pass } }
  }
  /// The frame layout last gave this node; `frame` is where it is shown, which differs while
  /// the node moves with an animation.
  public internal(set) var targetFrame: Rect?
  var frameMotion = AnimatedValue(RectVector.zero)
  /// Animated effect values (opacity, scale, …) by name.
  var effectMotions: [String: Any] = [:]
  /// The values of subtree effects (opacity, a clip) last presented, by effect name, like
  /// `effectMotions`: a frame that presents a new one redraws the subtree.
  var presentedSubtreeEffects: [String: Any] = [:]
  /// Set whenever the render transform is set (see `placeKeepingRenderTransform`): a primitive
  /// that sets none in its placement leaves the node without one.
  var placedRenderTransform = false
  /// A subtree effect of a node placed under a render transform moved this placement: the
  /// move is reported once the new transform is set (`placeContent(in:renderTransform:)`).
  var subtreeEffectMoved = false
  /// The subtree's kept pixels, when it is drawn as a retained layer (`ViewGraph.keepAsLayer`).
  var retainedLayer: RetainedLayer?

  // MARK: Updating

  /// Gives the node a new view value (from its parent's re-evaluation) and evaluates it,
  /// unless it is the value and the environment the node already has.
  func update(with newView: any View, environment newEnvironment: EnvironmentValues) {
    // An environment written again with the same values is not taken: the nodes below then
    // see by its identity alone that nothing above them changed.
    let changed = newEnvironment.keysChanged(from: environment)
    let environmentUnchanged = changed.isEmpty
    // Only the values the node read matter to it: a view in an environment changed in others
    // draws as it did.
    let readValuesUnchanged = environmentUnchanged || !readsAnyEnvironmentValue(of: changed)
    // The same view, then, takes the environment and hands it down without evaluating; the
    // nodes below that read what changed evaluate.
    if !environmentUnchanged, readValuesUnchanged, !needsEvaluation, graph.subtreesEvaluatedAnew == 0,
      ValueEquality.sameView(view, newView)
    {
      environment = newEnvironment
      handEnvironmentDown()
      graph.evaluationsSkipped += 1
      return
    }
    if !environmentUnchanged { environment = newEnvironment }
    // The same view in the same environment builds the same subtree, as in SwiftUI; its own
    // state and the models it reads invalidate it when they change.
    if environmentUnchanged, !needsEvaluation, graph.subtreesEvaluatedAnew == 0, ValueEquality.sameView(view, newView) {
      graph.evaluationsSkipped += 1
      return
    }
    let old = primitive
    view = newView
    let drawsAsBefore = old.map { primitive?.drawsAsBefore($0, environmentUnchanged: readValuesUnchanged) ?? false }
    evaluate(drawsAsBefore: drawsAsBefore)
  }

  /// Gives the children the environment this node's view hands them, without evaluating it:
  /// its own, with what a primitive view writes into it.
  private func handEnvironmentDown() {
    var childEnvironment = environment
    if let primitive, primitive.viewList == nil { primitive.transformEnvironment(&childEnvironment) }
    for child in children { child.update(with: child.view, environment: childEnvironment) }
  }

  private func readCapabilities() {
    primitive = PortalUI.primitive(of: view)
    let outset = primitive?.paintOutset ?? 0
    if outset != paintOutset {
      paintOutset = outset
      subtreeBoundsChanged()
    }
    keptPlacementFollowsTranslation =
      primitive.map { $0.placementFollowsTranslationDependsOnNode ? nil : $0.placementFollowsTranslation } ?? true
    // Hit testing, z-order and clipping are roles of primitive views alone (PrimitiveRoles.swift).
    guard let primitive else {
      hitTestable = nil
      zIndex = 0
      clipsContent = false
      return
    }
    assert(primitive.rolesMatchConformances, "\(type(of: primitive)) adopts a role under other conditions than PrimitiveView")
    hitTestable = primitive.hitTestHandler
    zIndex = primitive.zIndexValue
    clipsContent = primitive.clipsContent
  }

  /// Whether moving this node (its size unchanged) moves everything it places by the same
  /// distance: the view's `placementFollowsTranslation`.
  var placementFollowsTranslation: Bool {
    keptPlacementFollowsTranslation ?? primitive?.placementFollowsTranslation ?? true
  }

  private func readEnvironment() {
    // Every layout and draw of the node depends on these two.
    readingEnvironment {
      displayScale = environment.displayScale
      isDark = environment.colorScheme == .dark
    }
  }

  /// Runs the body (or the primitive view's child list) and reconciles the children.
  /// `drawsAsBefore`: whether the node draws what it drew of its own (nil: it does when it has
  /// a body, which draws nothing but its children). Then only what changes below it, or the
  /// order of its children, damages the window.
  func evaluate(drawsAsBefore: Bool? = nil) {
    readingEnvironment { evaluateReading(drawsAsBefore: drawsAsBefore) }
  }

  private func evaluateReading(drawsAsBefore: Bool?) {
    needsEvaluation = false
    contentChanged = !(drawsAsBefore ?? (primitive == nil))
    invalidateSizes()
    graph.evaluations += 1
    bindDynamicProperties()
    var childEnvironment = environment
    pendingTransaction = nil
    // The `@State` values and `@Observable` properties read until the children are known are
    // this node's to follow: the body, and the content of a `ForEach`, which runs as its
    // container lists its children, after the body that made it returned.
    observationToken += 1
    let childViews = StateReads.evaluating(self) { () -> [ChildView] in
      if primitive?.viewList != nil {
        // A list (AnyView, a tuple, a group) that is not inside a container holds its views
        // itself, as children of this node.
        return observingModels { flattenedChildren(view) }
      } else if let primitive {
        primitive.didUpdate(node: self)
        primitive.transformEnvironment(&childEnvironment)
        return observingModels { primitive.children() }
      } else {
        let shown = presentedView()
        return observingModels { flattenedChildren(Self.body(of: shown)) }
      }
    }
    if evaluatesSubtreeAnew {
      evaluatesSubtreeAnew = false
      graph.subtreesEvaluatedAnew += 1
      defer { graph.subtreesEvaluatedAnew -= 1 }
      reconcile(childViews, environment: childEnvironment)
    } else {
      reconcile(childViews, environment: childEnvironment)
    }
  }

  /// Runs `work` following the `@Observable` properties it reads: a change to one evaluates
  /// the node again (once: an evaluation since follows what it reads itself).
  private func observingModels<T>(_ work: () -> T) -> T {
    let token = observationToken
    let handle = handle
    return withObservationTracking(work, onChange: {
      // Observation calls this from whichever thread changed the model; hop to the main actor.
      // A change made on it inside `withAnimation` animates, as a `@State` change does.
      let invalidate = { @MainActor (transaction: Transaction) in
        guard let node = handle.node, node.observationToken == token else { return }
        node.invalidate(transaction: transaction)
      }
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { invalidate(Transaction.current) }
      } else {
        Task { @MainActor in invalidate(Transaction()) }
      }
    })
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Links `@State` and `@Environment` properties of the current view value to this node.
  private func bindDynamicProperties() {
    // Primitive views are PortalUI's own and keep what they remember in the node's storage,
    // never in `@State` or `@Environment` properties: reflecting on them (and asking the
    // runtime about each property's type, slow the first time for every type) finds nothing.
    // A type's dynamic properties are found once (`DynamicPropertyFields`); a type found to
    // have none is not asked again.
    guard primitive == nil, !Self.typesWithoutDynamicProperties.contains(typeID) else { return }
    if !DynamicPropertyFields.bind(view, to: self) { Self.typesWithoutDynamicProperties.insert(typeID) }
  }

  /// View types whose stored properties include no `@State` or `@Environment`.
  private static var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []

  /// Reuses children with the same key and type, creates the new ones and drops the rest.
  /// With `updatingExisting` false, reused children keep their current view value (a lazy
  /// container adding cells as they scroll in does not re-evaluate the cells already shown).
  func reconcile(
    _ childViews: [ChildView], environment childEnvironment: EnvironmentValues, updatingExisting: Bool = true
  ) {
    // Most evaluations hand back the children already there, in the same order (or a new node
    // its first ones): matched one for one, without hashing every key into a dictionary.
    if children.isEmpty || keepsChildrenInOrder(childViews) {
      reconcileInOrder(childViews, environment: childEnvironment, updatingExisting: updatingExisting)
      return
    }
    var existing: [ViewKey: Node] = [:]
    for child in children { existing[child.key] = child }
    var next: [Node] = []
    next.reserveCapacity(childViews.count)
    var appeared: [Node] = []
    var kept: [Node] = []
    for childView in childViews {
      if let node = existing[childView.key], node.typeID == ObjectIdentifier(type(of: childView.view)) {
        existing[childView.key] = nil
        if updatingExisting { node.update(with: childView.view, environment: childEnvironment) }
        next.append(node)
        kept.append(node)
      } else {
        let node = makeChild(childView, environment: childEnvironment)
        next.append(node)
        appeared.append(node)
      }
    }
    for gone in existing.values {
      let index = children.firstIndex { $0 === gone } ?? children.count
      if !beginDisappearing(gone, at: index) {
        gone.detach()
        gone.unlinkFromParent()
      }
    }
    // Children that stay but change places change the order they are drawn in.
    if kept.count > 1, !kept.elementsEqual(children.lazy.filter { existing[$0.key] !== $0 }, by: ===) {
      contentChanged = true
    }
    children = next
    for node in appeared { graph.didAppear(node) }
  }

  /// Whether `childViews` are the current children's views, key for key and type for type.
  private func keepsChildrenInOrder(_ childViews: [ChildView]) -> Bool {
    guard children.count == childViews.count else { return false }
    for index in children.indices {
      let child = children[index]
      let childView = childViews[index]
      guard child.typeID == ObjectIdentifier(type(of: childView.view)), child.key == childView.key else { return false }
    }
    return true
  }

  /// `reconcile` when there are no children yet or `childViews` keep them in order.
  private func reconcileInOrder(
    _ childViews: [ChildView], environment childEnvironment: EnvironmentValues, updatingExisting: Bool
  ) {
    if !children.isEmpty {
      if updatingExisting {
        for (child, childView) in zip(children, childViews) { child.update(with: childView.view, environment: childEnvironment) }
      }
      // Set again, as every reconcile sets them: what is kept of the subtree (its painted
      // bounds, its retained layer) is recomputed, as when the children change.
      let kept = children
      children = kept
      return
    }
    var made: [Node] = []
    made.reserveCapacity(childViews.count)
    for childView in childViews { made.append(makeChild(childView, environment: childEnvironment)) }
    children = made
    for node in made { graph.didAppear(node) }
  }

  /// A new child node for `childView`, evaluated.
  private func makeChild(_ childView: ChildView, environment childEnvironment: EnvironmentValues) -> Node {
    let node = Node(key: childView.key, view: childView.view, parent: self, graph: graph, environment: childEnvironment)
    node.evaluate()
    return node
  }

  /// Called when the node leaves the tree: its state goes with it.
  func detach() {
    for child in children { child.detach() }
    for entry in disappearingChildren {
      entry.node.detach()
      entry.node.unlinkFromParent()
    }
    disappearingChildren.removeAll()
    graph.didDisappear(self)
    graph.stopKeepingAsLayer(self)
    if countsAsHoverHandler {
      countsAsHoverHandler = false
      graph.input.hoverHandlerCount -= 1
    }
    stateSlots.removeAll()
    graph.nodeCount -= 1
    // Only the layers of the node's ancestors can hold its pixels: damage from the node leaves
    // the others alone (a sheet's backdrop fading out for good redrew every layer under it).
    // A container that painted nothing of its own leaves only where its descendants painted,
    // which each damage as they go (a sheet presenter over the whole window with no sheet up
    // would redraw the window).
    if let painted = paintedBounds, paintsPixelsOfItsOwn(shownIn: graph.updatePassAtLastPresent) {
      graph.addDamage(painted, from: self, changed: true)
    }
  }
}



import PortalGraphics

/// A piece of user interface, described as a value: what to show, not how to change it.
///
/// ```swift
/// struct Greeting: View {
///   @State private var count = 0
///   var body: some View {
///     Text("Clicked \(count) times").onTapGesture { count += 1 }
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// Views the framework draws and lays out itself, instead of through a `body`.
///
/// A primitive view keeps what it remembers in its node's storage: `@State` and `@Environment`
/// properties are not bound for it.
@MainActor
protocol PrimitiveView {
  /// The views this one contains, flattened with their identities.
  func children() -> [ChildView]
  /// The size this view wants for a proposal; children are measured through `node.children`.
  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size
  /// Places the children inside `frame` (window coordinates, logical pixels).
  func place(in frame: Rect, node: Node)
  /// Draws the view and its children.
  func draw(node: Node, in context: DrawContext)
  /// Adjusts the environment the children see.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  /// Extra room the view paints outside its frame (a shadow, a stroke). It follows from the
  /// view's value alone: the node reads it once per value (`Node.paintOutset`).
  var paintOutset: Double { get }
  /// Called each time the node receives this view value, before its children are reconciled.
  func didUpdate(node: Node)
  /// True when moving this view (its size unchanged) moves everything it places by the same
  /// distance and changes nothing else: then a scroll translates its subtree instead of laying
  /// it out. False for views whose placement depends on where they are (what is visible, a
  /// window-coordinate report, a transform about a point). The node reads it once per value,
  /// unless `placementFollowsTranslationDependsOnNode`.
  var placementFollowsTranslation: Bool { get }
  /// True when `placementFollowsTranslation` depends on the node's state (a stack that is lazy
  /// once it finds itself in a scroll view), not on the view's value alone: the node then asks
  /// each time instead of keeping the answer.
  var placementFollowsTranslationDependsOnNode: Bool { get }
  /// True when drawing the view draws its children and nothing of its own (perhaps faded, as
  /// `opacity` does): no fill, stroke, shadow, shaped clip, transform or indicator.
  var drawsOnlyChildren: Bool { get }
  /// True when the view, without children, paints nothing at all (a spacer, a presenter with
  /// nothing presented). `drawsOnlyChildren` speaks only of views that have children.
  var drawsNothingWithoutChildren: Bool { get }
  /// True when everything the view paints lies where its children paint: it draws them,
  /// perhaps clipped or faded, and nothing of its own.
  var paintsOnlyWhereChildrenPaint: Bool { get }
  /// What drawing this view around a scroll view inside it means for moving that scroll's
  /// pixels instead of drawing them (`ScrollCopy`), in `viewport` (window coordinates): parts it
  /// draws of its own that do not move with the content (to draw again), or how far a piece
  /// drawn again must reach (a shadow); nil when moving cannot be shown to be right.
  /// `opaqueBelow`: an opaque colour under the scrolled content fills the viewport.
  func scrollCopyEffect(node: Node, viewport: Rect, opaqueBelow: Bool) -> ScrollCopyEffect?
  /// True when this value, replacing `old` (a value of the same type) in the same frame, would
  /// draw exactly what `old` drew of its own: its fill, stroke, text, fade, clip, shadow,
  /// transform, outset. Its children speak for themselves. `environmentUnchanged`: the
  /// environment holds the values it held. Then the update damages nothing where the node is;
  /// false (the default) draws the node's whole painted bounds again.
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool
  /// Where, inside `area` (layout coordinates), the window shows something other than the
  /// branch `child` drawn straight, as the view draws now: what it paints of its own over or
  /// beside it, and what it clips away of it. Nil when the view changes how the branch looks
  /// throughout (a fade, a filter), leaves it out, or cannot say. By default a view that draws
  /// only its children shows them as they are: nothing. Read when a retained layer below takes
  /// its first pixels from the window (`ViewGraph.seedRetainedLayersFromWindow`).
  func pixelsNotOfChild(_ child: Node, node: Node, in area: Rect) -> [Rect]?
  /// How the view's drawing now takes a fade from above it: `.children` (the default for
  /// views with children that draw only them) when it draws its children and nothing else,
  /// `.ownPaint` when it paints once and takes `DrawContext.fade` into that paint, `.group`
  /// otherwise.
  func fadeablePaint(node: Node) -> FadeablePaint
  /// Whether drawing the view now paints every pixel of `rect` (layout coordinates) opaque;
  /// false when it cannot say. By default, a view that draws only its children does where one
  /// of them does.
  func paintsOpaque(over rect: Rect, node: Node) -> Bool
  /// The outline of everything the view now paints, children included, when that is one shape
  /// filled opaquely (layout coordinates); nil when it is not or the view cannot say. By
  /// default, a leaf that paints its frame opaque has the frame, and a view that draws only its
  /// one child has that child's outline.
  func opaqueOutline(node: Node) -> Path?

  // The roles below are read from the witness table (see PrimitiveRoles.swift) instead of
  // asked of the runtime with a cast.
  /// The view as it decides what a point inside it hits; nil when its frame and children do.
  var hitTestHandler: HitTestable? { get }
  /// The view as a list of views that dissolves into its parent's children; nil otherwise.
  var viewList: ViewList? { get }
  /// The view as it runs code when it enters or leaves the tree; nil otherwise.
  var lifecycleHandler: LifecycleHandling? { get }
  /// The view as it hears the pointer entering and leaving it; nil otherwise.
  var hoverHandler: HoverHandling? { get }
  /// Where the view is drawn among its siblings (`zIndex(_:)`); 0 unless it says.
  var zIndexValue: Double { get }
  /// Whether the view clips its children to its frame (a scroll view).
  var clipsContent: Bool { get }
  /// Whether the view opens a window, which closes when the view leaves the tree.
  var presentsWindow: Bool { get }
  /// The view as it runs an action when clicked (or activated from the keyboard); nil otherwise.
  var tapHandler: TapHandling? { get }
  /// The view as it hears keys; nil otherwise.
  var keyHandler: KeyHandling? { get }
  /// The view as it hears keys with the modifiers held; nil otherwise.
  var keyCommandHandler: KeyCommandHandling? { get }
  /// The view as it ties a `@FocusState` to the views inside it; nil otherwise.
  var focusTying: FocusTying? { get }
  /// The view as it may show a modal presentation; nil otherwise.
  var modalPresenter: ModalPresenting? { get }
  /// The view as it scrolls with the wheel; nil otherwise.
  var scrollHandler: ScrollHandling? { get }
  /// The view as it hears the wheel turned over it; nil otherwise.
  var scrollObserver: ScrollInputObserving? { get }
  /// The view as it scrolls when dragged; nil otherwise.
  var dragScrollable: DragScrollable? { get }
  /// The view as it follows presses with gestures (`.gesture`); nil otherwise.
  var gestureHandler: GestureHandling? { get }
  /// What decides the pointer's style over the view (`PointerStyleSource`).
  var pointerStyleSource: PointerStyleSource? { get }
  /// How two values of this type compare with `==` (each given by its address), when the type
  /// is `Equatable`; nil otherwise (`SameValueComparator`).
  static var equalityComparison: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? { get }
}

extension PrimitiveView {
  func children() -> [ChildView] { [] }
  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    node.children.reduce(Size.zero) { size, child in
      let s = child.sizeThatFits(proposal)
      return Size(width: max(size.width, s.width), height: max(size.height, s.height))
    }
  }
  func place(in frame: Rect, node: Node) {
    for child in node.children { child.place(in: frame) }
  }
  func draw(node: Node, in context: DrawContext) { node.drawChildren(in: context) }
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  var paintOutset: Double { 0 }
  func didUpdate(node: Node) {}
  var placementFollowsTranslation: Bool { true }
  var placementFollowsTranslationDependsOnNode: Bool { false }
  var drawsOnlyChildren: Bool { true }
  var drawsNothingWithoutChildren: Bool { false }
  var paintsOnlyWhereChildrenPaint: Bool { drawsOnlyChildren }
  func scrollCopyEffect(node: Node, viewport: Rect, opaqueBelow: Bool) -> ScrollCopyEffect? {
    drawsOnlyChildren ? ScrollCopyEffect() : nil
  }
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool { false }
  func pixelsNotOfChild(_ child: Node, node: Node, in area: Rect) -> [Rect]? { drawsOnlyChildren ? [] : nil }
  func fadeablePaint(node: Node) -> FadeablePaint {
    // `drawsOnlyChildren` speaks only of views with children: a leaf (a text, a shape) paints.
    guard drawsOnlyChildren, !node.children.isEmpty || drawsNothingWithoutChildren else { return .group }
    return .children
  }
}

/// Views with no body of their own: the framework draws and lays them out.
extension View where Body == Never {
  public var body: Never { fatalError("\(Self.self) is drawn by the framework and has no body") }
}

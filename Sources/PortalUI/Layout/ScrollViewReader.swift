import PortalGraphics

/// Gives its content a proxy that scrolls the scroll views inside it.
///
/// ```swift
/// ScrollViewReader { proxy in
///   VStack {
///     Text("Jump to 500").onTapGesture { proxy.scrollTo(500, anchor: .top) }
///     ScrollView { LazyVGrid(columns: columns) { ForEach(0..<1000) { Cell(index: $0) } } }
///   }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: (ScrollViewProxy) -> Content
  private let reference = NodeReference()

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  func didUpdate(node: Node) { reference.node = node }

  func children() -> [ChildView] { flattenedChildren(content(ScrollViewProxy(reader: reference))) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size { node.contentSize(proposal) }
  func place(in frame: Rect, node: Node) { node.placeContent(in: frame) }
}

/// Scrolls the scroll views inside a `ScrollViewReader`. The scroll happens at the next layout
/// pass (in the same frame when asked from an action or an `onAppear`).
@MainActor
public struct ScrollViewProxy {
  let reader: NodeReference

  /// Scrolls so the view with `id` (a `ForEach` element's id) shows. With an anchor, that unit
  /// point of the view lines up with the same unit point of the viewport (`.top` puts it at the
  /// top); with none, the scroll is the smallest that brings it fully into view.
  /// Lazy grids find cells that are not built yet by their position.
  ///
  /// Inside `withAnimation` the content glides there with that animation (the way a wheel notch
  /// glides); otherwise it jumps.
  ///
  /// ```swift
  /// withAnimation(.smooth(duration: 0.4)) { proxy.scrollTo(500, anchor: .top) }
  /// ```
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    request(.item(AnyHashable(id), anchor))
  }

  /// Scrolls so the content point `point` shows at the viewport's top-leading corner (clamped
  /// to the content); animated inside `withAnimation`.
  public func scrollTo(point: Point) { request(.offset(point)) }

  /// For modules of this package: the geometry of the first scroll view inside as it is now,
  /// between layout passes too (an offset moved by a frame callback shows at once).
  package var currentGeometry: ScrollGeometry? { reader.node?.firstScrollGeometry }

  private func request(_ request: ScrollRequest) {
    guard let node = reader.node else { return }
    var scrollViews: [Node] = []
    node.forEachDescendant {
      if $0.clipsContent, $0.view is ScrollHandling { scrollViews.append($0) }
    }
    for scrollView in scrollViews {
      let state = ScrollViewState.of(scrollView)
      state.pendingRequest = request
      state.pendingRequestAnimation =
        scrollView.environment.accessibilityReduceMotion ? nil : Transaction.current.animation
      // Placed again, the scroll view moves its content (and its pixels, where it can) and
      // damages what that changes; the rest of the window keeps its layout, as for a wheel
      // step (a snap scrolls this way every frame).
      node.graph.setNeedsPlacement(of: scrollView)
    }
  }
}

/// A programmatic scroll, resolved during the scroll view's layout.
enum ScrollRequest {
  case item(AnyHashable, UnitPoint?)
  case offset(Point)

  /// The offset the request asks for, or nil when its target is not in this scroll view.
  @MainActor
  func resolve(in scrollView: Node, state: ScrollViewState) -> Point? {
    switch self {
    case .offset(let point):
      return point
    case .item(let id, let anchor):
      guard let target = Self.frame(of: id, in: scrollView) else { return nil }
      let viewport = scrollView.frame
      // The target in content coordinates (offset 0 at the viewport's top-leading corner).
      let content = target.offsetBy(dx: state.offset.x - viewport.minX, dy: state.offset.y - viewport.minY)
      func axis(_ start: Double, _ length: Double, _ visible: Double, _ current: Double, _ unit: Double?)
        -> Double
      {
        if let unit { return start - (visible - length) * unit }
        if start < current { return start }
        if start + length > current + visible { return start + length - visible }
        return current
      }
      return Point(
        x: axis(content.minX, content.width, viewport.width, state.offset.x, anchor?.x),
        y: axis(content.minY, content.height, viewport.height, state.offset.y, anchor?.y))
    }
  }

  /// The window frame of the view with `id` inside `root`: where a lazy container has (or
  /// would have) that element, else the first built node whose identity ends in `id`.
  /// Lazy containers go first because they know their elements' ids for certain, whereas a
  /// built node's last identity part may be a position among siblings that happens to equal
  /// an integer id.
  @MainActor
  static func frame(of id: AnyHashable, in root: Node) -> Rect? {
    var found: Rect?
    var lazyContainers: [Node] = []
    root.forEachDescendant { node in
      guard node !== root else { return }
      if found == nil, node.key.parts.last?.base == id { found = node.frame }
      if node.view is LazyItemLocating { lazyContainers.append(node) }
    }
    for container in lazyContainers {
      if let frame = (container.view as? LazyItemLocating)?.frame(ofItem: id, node: container) {
        return frame
      }
    }
    return found
  }
}

/// Lazy containers that can say where an element would be without building it.
@MainActor
protocol LazyItemLocating {
  /// The window frame the element with `id` has (or would have), or nil when it is not here.
  func frame(ofItem id: AnyHashable, node: Node) -> Rect?
}

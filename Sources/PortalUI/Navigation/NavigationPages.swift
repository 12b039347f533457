import PortalGraphics

/// The pages of a navigation stack, one on top of the other. Only the top page is hit; only
/// it and the one it covers are drawn (plus pages still sliding away).
struct NavigationPages: View, PrimitiveView, HitTestable, ClipsContent {
  let context: NavigationContext
  let root: AnyView
  let values: [AnyHashable]

  /// How far a covered page shifts towards the leading edge, as a fraction of its width.
  static let coveredShift = 0.3

  func didUpdate(node: Node) {
    context.dropTitles(above: values.count)
    // A push or pop slides the pages over each other: each page is kept as a layer meanwhile.
    let previous = node[ShownPageCount.self]
    node[ShownPageCount.self] = values.count
    if let previous, previous != values.count {
      node.graph.keepLayersWhileMotion(inside: node, of: Self.pagesKeptAsLayers, keepsAtRest: Self.isCovered)
    }
  }

  /// Whether `page` lies under the top page: the next pop uncovers it, so its layer is kept
  /// while the pages rest, and that pop's first frame composites it instead of drawing it.
  static func isCovered(_ page: Node) -> Bool {
    var slot = page
    while let parent = slot.parent, !(parent.view is NavigationPages) { slot = parent }
    guard let pages = slot.parent else { return false }
    return slot !== pages.drawnChildren.last
  }

  /// The pages drawn (the top two and those sliding away), inside their slots, whose shift and
  /// dimming apply outside the layers.
  static func pagesKeptAsLayers(_ pages: Node) -> [Node] {
    // Asked every frame of a slide: each search stops at the page, a few nodes down its slot.
    pages.drawnChildren.compactMap { slot in slot.firstDescendant { $0.view is NavigationPageView } }
  }

  func children() -> [ChildView] {
    var pages = [
      ChildView(
        key: ViewKey().appending(0),
        view: PageSlot(
          content: NavigationPageView(context: context, index: 0, source: .root(root)),
          isCovered: !values.isEmpty))
    ]
    for (offset, value) in values.enumerated() {
      let index = offset + 1
      let page = PageSlot(
        content: NavigationPageView(context: context, index: index, source: .value(value)),
        isCovered: index < values.count)
      pages.append(
        ChildView(
          key: ViewKey().appending(index).appending(any: value), view: page.transition(.move(edge: .trailing))
        ))
    }
    return pages
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    proposal.replacingUnspecified(by: NavigationStackContainer.idealSize)
  }

  /// Laid out wherever it moves: it slides pages with its own animation.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    for child in node.children { child.place(in: frame) }
  }

  var drawsOnlyChildren: Bool { false }
  /// It clips the pages and leaves some out, and paints nothing of its own.
  var paintsOnlyWhereChildrenPaint: Bool { true }

  func draw(node: Node, in context: DrawContext) {
    let hidden = Set(node.children.dropLast(2).map(ObjectIdentifier.init))
    context.canvas.withState {
      context.canvas.clip(to: node.frame)
      for child in node.drawnChildren where !hidden.contains(ObjectIdentifier(child)) {
        child.draw(in: context)
      }
    }
  }

  /// A drawn page shows as it is inside the frame; beyond it, clipped away.
  func pixelsNotOfChild(_ child: Node, node: Node, in area: Rect) -> [Rect]? {
    // Pages under the top two are not drawn at all.
    guard !node.children.dropLast(2).contains(where: { $0 === child }) else { return nil }
    return area.subtracting([node.frame])
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    node.frame.contains(point) ? node.children.last?.hitTest(point, purpose: purpose) : nil
  }
}

/// Shifts a page aside and dims it a little while a pushed page covers it, and draws a soft
/// shadow along its leading edge, seen while it slides over the page below.
struct PageSlot<Content: View>: View, SingleChildModifier {
  let content: Content
  let isCovered: Bool

  /// Laid out wherever it moves: it places a page by its slide.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let covered = node.animatedSubtreeEffect("covered", isCovered ? 1.0 : 0.0, kind: .fade)
    node[CoveredFraction.self] = covered
    // Under reduce motion a covered page stays in place and only dims.
    let shiftFraction = node.environment.accessibilityReduceMotion ? 0 : NavigationPages.coveredShift
    let shift = -shiftFraction * frame.width * covered
    node.placeContent(in: frame, renderTransform: .translation(x: shift.rounded(), y: 0))
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let frame = node.frame
    let edge = Self.edgeShadow(beside: frame)
    context.canvas.fill(
      edge,
      with: .linear(
        Gradient(colors: [Color.black.opacity(0), Color.black.opacity(0.1)]),
        from: Point(x: edge.minX, y: edge.midY),
        to: Point(x: edge.maxX, y: edge.midY)))
    node.drawChildren(in: context)
    let covered = node[CoveredFraction.self] ?? 0
    if covered > 0 { context.canvas.fill(frame, with: Color.black.opacity(0.06 * covered)) }
  }

  /// The shadow beside the page, and the dimming over it while it is covered.
  func pixelsNotOfChild(_ child: Node, node: Node, in area: Rect) -> [Rect]? {
    let frame = node.frame
    let edge = Self.edgeShadow(beside: frame)
    if (node[CoveredFraction.self] ?? 0) > 0 { return [edge.union(frame)] }
    return [edge]
  }

  /// Where the soft shadow along a page's leading edge lies, for a page at `frame`.
  static func edgeShadow(beside frame: Rect) -> Rect {
    Rect(x: frame.minX - edgeShadowWidth, y: frame.minY, width: edgeShadowWidth, height: frame.height)
  }

  static var edgeShadowWidth: Double { 12 }

  var paintOutset: Double { Self.edgeShadowWidth }
}

/// One page: its content on the window's background, with the environment of its place in
/// the stack (its index for the title, a `dismiss` that pops it).
struct NavigationPageView: View, SingleChildModifier, HitTestable {
  enum Source {
    case root(AnyView)
    case value(AnyHashable)
  }

  let context: NavigationContext
  let index: Int
  let source: Source

  /// A pushed page is resolved when it is evaluated, after the pages below it have
  /// registered their destinations (a path set before the stack first showed).
  var content: AnyView {
    switch source {
    case .root(let root): root
    case .value(let value): context.destination(for: value, at: index)
    }
  }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.navigationPageIndex = index
    if index > 0 {
      let context = self.context
      let index = self.index
      environment.dismiss = DismissAction { context.pop(toDepth: index - 1) }
    }
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let dark = node.environment.colorScheme == .dark
    context.canvas.fill(node.frame, with: dark ? Color(hex: 0x1C1C1E) : .white)
    node.drawChildren(in: context)
  }

  /// The page's ground fills its frame with an opaque colour.
  func paintsOpaque(over rect: Rect, node: Node) -> Bool { node.frame.encloses(rect) }

  /// A page is opaque: a click on its empty parts stays on it.
  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}

/// How far a page is covered by the page pushed over it (0 to 1).
enum CoveredFraction: NodeStateSlot {
  typealias Value = Double
}

/// How many pages a navigation stack showed at its last update.
enum ShownPageCount: NodeStateSlot {
  typealias Value = Int
}

import PortalGraphics

/// What `LazyVStack` and `LazyHStack` share: inside a scroll view along their axis they build
/// only what shows (`LazyStackLayout`); anywhere else they lay out every child as the eager
/// stack of their axis does. The two differ only in their axis and alignment type.
@MainActor
protocol LazyStackView: PrimitiveView, LazyItemLocating {
  associatedtype Content: View
  /// The axis the children follow (and the scroll view must scroll along to make them lazy).
  static var axis: Axis { get }
  var content: Content { get }
  var spacing: CGFloat? { get }
  associatedtype CrossAlignment: AxisAlignment
  /// Where children sit across the stack.
  var alignment: CrossAlignment { get }
  /// The node the stack was last updated in, for `children()` (which is asked without one).
  var reference: NodeReference { get }
}

extension LazyStackView {
  private var layout: LazyStackLayout {
    LazyStackLayout(
      axis: Self.axis, spacing: spacing.map(Double.init) ?? StackLayout.defaultSpacing,
      crossAlignment: alignment.fraction)
  }

  /// The eager stack of this axis over `children`, as the `VStack` or `HStack` of the axis
  /// lays them out.
  private func eagerLayout(children: [Node], proposal: ProposedViewSize) -> StackLayout {
    StackLayout(
      axis: Self.axis, children: children, proposal: proposal, spacing: spacing.map(Double.init),
      crossAlignment: alignment.fraction)
  }

  func didUpdate(node: Node) {
    reference.node = node
    let state = LazyStackState.of(node)
    state.isLazy = LazyStackLayout.scrolls(along: Self.axis, at: node)
    if state.isLazy { layout.update(node: node, items: LazyItems(content)) }
  }

  func children() -> [ChildView] {
    guard let node = reference.node, LazyStackState.of(node).isLazy else { return flattenedChildren(content) }
    return layout.children(node: node, items: LazyItems(content))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    guard LazyStackState.of(node).isLazy else { return eagerLayout(children: node.children, proposal: proposal).size }
    return layout.sizeThatFits(proposal, node: node, items: LazyItems(content))
  }

  /// Laid out wherever it moves when lazy: it builds the children the window shows.
  var placementFollowsTranslation: Bool { !(reference.node.map { LazyStackState.of($0).isLazy } ?? false) }
  var placementFollowsTranslationDependsOnNode: Bool { true }

  func place(in frame: Rect, node: Node) {
    guard LazyStackState.of(node).isLazy else {
      eagerLayout(children: node.children, proposal: ProposedViewSize(frame.size)).place(in: frame)
      return
    }
    layout.place(in: frame, node: node, items: LazyItems(content))
  }

  func frame(ofItem id: AnyHashable, node: Node) -> Rect? {
    guard LazyStackState.of(node).isLazy else { return nil }
    return layout.frame(ofItem: id, node: node, items: LazyItems(content), in: node.frame)
  }
}

import PortalGraphics

/// Children side by side, created only as they come into view when the stack is inside a
/// horizontal `ScrollView`.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack(alignment: .top, spacing: 10) {
///     ForEach(albums) { AlbumCover(album: $0) }
///   }
/// }
/// ```
///
/// Inside a scroll view that scrolls horizontally the stack is as tall as the scroll view and
/// builds only the children within `LazyStackLayout.buildMargin` of what shows (a `ForEach`
/// element at a time), dropping those that scroll away with their state, as SwiftUI does;
/// elements not built yet count as wide as the first one. Anywhere else it lays out every
/// child exactly as an `HStack` does. `pinnedViews` is accepted and not acted on (see
/// `PinnedScrollableViews`).
public struct LazyHStack<Content: View>: View, PrimitiveView, LazyItemLocating {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  nonisolated(unsafe) let content: Content
  private let reference = NodeReference()

  /// - Parameters:
  ///   - alignment: where children shorter than the stack sit across it.
  ///   - spacing: the distance between adjacent children; nil means the default (8).
  ///   - pinnedViews: the kinds of views to pin while scrolling (not pinned here).
  ///   - content: the children.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  private var layout: LazyStackLayout {
    LazyStackLayout(
      axis: .horizontal, spacing: spacing.map(Double.init) ?? StackLayout.defaultSpacing,
      crossAlignment: alignment == .top ? 0 : alignment == .center ? 0.5 : 1)
  }

  func didUpdate(node: Node) {
    reference.node = node
    let state = LazyStackState.of(node)
    state.isLazy = LazyStackLayout.scrolls(along: .horizontal, at: node)
    if state.isLazy { layout.update(node: node, items: LazyItems(content)) }
  }

  func children() -> [ChildView] {
    guard let node = reference.node, LazyStackState.of(node).isLazy else { return flattenedChildren(content) }
    return layout.children(node: node, items: LazyItems(content))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    guard LazyStackState.of(node).isLazy else {
      return StackLayout.horizontal(
        children: node.children, proposal: proposal, spacing: spacing.map(Double.init), alignment: alignment
      ).size
    }
    return layout.sizeThatFits(proposal, node: node, items: LazyItems(content))
  }

  /// Laid out wherever it moves when lazy: it builds the children the window shows.
  var placementFollowsTranslation: Bool { !(reference.node.map { LazyStackState.of($0).isLazy } ?? false) }

  func place(in frame: Rect, node: Node) {
    guard LazyStackState.of(node).isLazy else {
      StackLayout.horizontal(
        children: node.children, proposal: ProposedViewSize(frame.size), spacing: spacing.map(Double.init),
        alignment: alignment
      ).place(in: frame)
      return
    }
    layout.place(in: frame, node: node, items: LazyItems(content))
  }

  func frame(ofItem id: AnyHashable, node: Node) -> Rect? {
    guard LazyStackState.of(node).isLazy else { return nil }
    return layout.frame(ofItem: id, node: node, items: LazyItems(content), in: node.frame)
  }
}

extension LazyHStack: AnyHStack {}

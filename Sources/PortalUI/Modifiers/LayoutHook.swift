import PortalGraphics

/// Reports where its content lands after every layout pass and can hide the content without
/// changing the layout: the two things a portal source or destination needs.
struct LayoutHookView<Content: View>: View, SingleChildModifier {
  let content: Content
  let onPlace: (Rect, ViewGraph) -> Void
  let isHidden: () -> Bool

  /// Laid out wherever it moves: it reports its window frame.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    onPlace(node.windowFrame, node.graph)
  }

  /// While shown it draws its content and nothing else; hidden, nothing.
  var drawsOnlyChildren: Bool { !isHidden() }

  func draw(node: Node, in context: DrawContext) {
    guard !isHidden() else { return }
    node.drawChildren(in: context)
  }
}

extension View {
  /// For modules of this package: `report` receives the view's window frame after every layout,
  /// and the view is skipped when drawing while `hidden()` is true (its space stays).
  package func layoutHook(
    report: @escaping (Rect, ViewGraph) -> Void, hidden: @escaping () -> Bool = { false }
  ) -> some View {
    LayoutHookView(content: self, onPlace: report, isHidden: hidden)
  }
}

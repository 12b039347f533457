import PortalGraphics

/// Reports where its content lands after every layout pass and can hide the content without
/// changing the layout: the two things a portal source or destination needs.
struct LayoutHookView<Content: View>: View, SingleChildModifier {
  let content: Content
  let onPlace: (PlacedView, ViewGraph) -> Void
  let isHidden: () -> Bool

  /// Laid out wherever it moves: it reports its window frame.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    // A rehearsal's frames are nowhere on screen: no portal or header hears of them.
    guard !node.graph.isRehearsal else { return }
    onPlace(PlacedView(frame: node.windowFrame, handle: node.handle), node.graph)
  }

  /// While shown it draws its content and nothing else; hidden, nothing.
  var drawsOnlyChildren: Bool { !isHidden() }

  func draw(node: Node, in context: DrawContext) {
    guard !isHidden() else { return }
    node.drawChildren(in: context)
  }
}

/// A view as a layout hook placed it: its frame, and what decorates it, read when asked (a
/// hover changes a shadow without a layout pass).
@MainActor
package struct PlacedView {
  /// The view's frame in its window, from the layout pass that reported it.
  package let frame: Rect
  let handle: NodeHandle

  /// What decorates the view alone (see `Node.decorations`); none once the view is gone.
  package var decorations: ViewDecorations { handle.node?.decorations ?? ViewDecorations() }

  /// Marks `rect` (window layout coordinates, as `frame`) for redrawing because the view now
  /// draws differently there (shown or hidden, with what is wrapped around it), where the render
  /// transforms above the view show it now (a sheet's card still below the window's edge as it
  /// starts to rise): only the retained layers that hold the view forget their pixels there,
  /// not every layer the rectangle touches. Once the view is gone, as damage from outside the
  /// tree. The window is drawn again only inside the clips above the view (a card on a page
  /// shifted aside under a pushed page lies partly beyond the stack's edge, over the sidebar);
  /// the layers holding it forget their pixels in all of `rect`, for they are not clipped.
  package func damage(_ rect: Rect, in graph: ViewGraph) {
    if let node = handle.node, node.isAttached, node.graph === graph {
      let shown = node.transformToWindow.apply(to: rect)
      graph.addDamage(shown, from: node, changed: true, drawnWithin: node.windowClip)
    } else {
      graph.addDamage(rect)
    }
  }
}

extension View {
  /// For modules of this package: `report` receives the view's window frame after every layout,
  /// and the view is skipped when drawing while `hidden()` is true (its space stays).
  package func layoutHook(
    report: @escaping (Rect, ViewGraph) -> Void, hidden: @escaping () -> Bool = { false }
  ) -> some View {
    LayoutHookView(content: self, onPlace: { placed, graph in report(placed.frame, graph) }, isHidden: hidden)
  }

  /// The same, reporting the placed view itself, whose decorations can be read later.
  package func layoutHook(
    reportView report: @escaping (PlacedView, ViewGraph) -> Void, hidden: @escaping () -> Bool = { false }
  ) -> some View {
    LayoutHookView(content: self, onPlace: report, isHidden: hidden)
  }
}

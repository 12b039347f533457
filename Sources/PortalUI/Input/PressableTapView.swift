import PortalGraphics

/// A tap handler that also hears whether the pointer is held down on it (`PressObserving`):
/// what a button drawn by a `ButtonStyle` is built on. It draws the focus ring as
/// `onTapGesture` does.
struct PressableTapView<Content: View>: View, SingleChildModifier, TapHandling, PressObserving {
  let content: Content
  let action: () -> Void
  let onPress: (Bool) -> Void

  func performTap() { action() }
  func pressChanged(_ isPressed: Bool) { onPress(isPressed) }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    node.drawChildren(in: context)
    if node.graph.input.focusedNode === node {
      context.canvas.stroke(
        TapGestureView<Content>.focusRingPath(of: node), with: .color(.accentColor),
        lineWidth: TapGestureView<Content>.focusRingWidth)
    }
  }

  var paintOutset: Double { TapGestureView<Content>.focusRingGap + TapGestureView<Content>.focusRingWidth }

  func fadeablePaint(node: Node) -> FadeablePaint { node.graph.input.focusedNode === node ? .group : .children }

  func paintsOpaque(over rect: Rect, node: Node) -> Bool { node.childrenPaintOpaque(over: rect) }

  func opaqueOutline(node: Node) -> Path? {
    node.graph.input.focusedNode === node ? nil : node.soleDrawnChild?.opaqueOutline
  }
}

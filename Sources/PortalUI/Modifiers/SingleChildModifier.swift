import PortalGraphics

/// A primitive view that wraps one piece of content and, unless it says otherwise, takes its
/// content's size and frame: the shape of most modifiers.
@MainActor
protocol SingleChildModifier: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension SingleChildModifier {
  func children() -> [ChildView] { flattenedChildren(content) }
  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size { node.contentSize(proposal) }
  func place(in frame: Rect, node: Node) { node.placeContent(in: frame) }
}

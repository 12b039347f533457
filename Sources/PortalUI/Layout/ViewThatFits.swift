import PortalGraphics

/// The first of its children that fits: each is measured at its ideal size along `axes`, and
/// the first no larger than the space offered there shows (the last when none fits).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Image(systemName: "square.and.arrow.up"); Text("Share this document") }
///   Image(systemName: "square.and.arrow.up")
/// }
/// ```
///
/// Every child is built; only the one chosen is drawn and takes clicks.
public struct ViewThatFits<Content: View>: View, PrimitiveView, HitTestable {
  let axes: Axis.Set
  nonisolated(unsafe) let content: Content

  nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func children() -> [ChildView] { flattenedChildren(content) }

  /// The child that fits `proposal`.
  private func choice(_ node: Node, _ proposal: ProposedViewSize) -> Node? {
    let children = node.children
    for child in children {
      let ideal = child.sizeThatFits(
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity) + 0.5
      let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity) + 0.5
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    choice(node, proposal)?.sizeThatFits(proposal) ?? .zero
  }

  func place(in frame: Rect, node: Node) {
    let chosen = choice(node, ProposedViewSize(frame.size))
    node[ViewThatFitsChoice.self] = chosen.map(ObjectIdentifier.init)
    for child in node.children {
      if child === chosen {
        child.place(in: frame)
      } else {
        child.place(in: Rect(x: frame.minX, y: frame.minY, width: 0, height: 0))
      }
    }
  }

  private func chosen(_ node: Node) -> Node? {
    guard let id = node[ViewThatFitsChoice.self] else { return nil }
    return node.children.first { ObjectIdentifier($0) == id }
  }

  var drawsOnlyChildren: Bool { false }
  var placementFollowsTranslation: Bool { false }

  func draw(node: Node, in context: DrawContext) { chosen(node)?.draw(in: context) }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    chosen(node)?.hitTest(point, purpose: purpose)
  }
}

/// The child a `ViewThatFits` showed at its last placement.
enum ViewThatFitsChoice: NodeStateSlot {
  typealias Value = ObjectIdentifier
}

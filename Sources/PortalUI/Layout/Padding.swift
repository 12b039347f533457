import PortalGraphics

/// Space around a view.
struct PaddingView<Content: View>: View, PrimitiveView {
  let content: Content
  let insets: EdgeInsets

  func children() -> [ChildView] { flattenedChildren(content) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let inner = node.contentSize(proposal.inset(by: insets))
    return Size(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
  }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame.inset(by: insets))
  }
}

extension Rect {
  /// The rectangle with `insets` taken off its edges (leading is the left edge), never
  /// narrower or shorter than nothing.
  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }
}

extension View {
  /// Adds the same space on every edge (16 by default).
  public func padding(_ length: Double = 16) -> some View {
    PaddingView(content: self, insets: EdgeInsets(all: length))
  }

  /// Adds space on the given edges.
  public func padding(_ edges: Edge.Set, _ length: Double = 16) -> some View {
    PaddingView(
      content: self,
      insets: EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
  }

  public func padding(_ insets: EdgeInsets) -> some View { PaddingView(content: self, insets: insets) }
}

extension Node {
  /// Measures the children as one block: a single child directly, several as a vertical stack
  /// (the way a modifier applied to a group of views treats them).
  func contentSize(_ proposal: ProposedViewSize) -> Size { Node.blockSize(of: children, proposal) }

  /// Places the children as one block in `rect`.
  func placeContent(in rect: Rect) { Node.placeBlock(children, in: rect) }

  /// The size of `nodes` taken as one block: one node directly, several as a vertical stack.
  static func blockSize(of nodes: [Node], _ proposal: ProposedViewSize) -> Size {
    if nodes.count == 1 { return nodes[0].sizeThatFits(proposal) }
    return StackLayout.vertical(children: nodes, proposal: proposal, spacing: nil, alignment: .center).size
  }

  /// Places `nodes` as one block in `rect`.
  static func placeBlock(_ nodes: [Node], in rect: Rect) {
    if nodes.count == 1 {
      nodes[0].place(in: rect)
    } else {
      StackLayout.vertical(children: nodes, proposal: ProposedViewSize(rect.size), spacing: nil, alignment: .center)
        .place(in: rect)
    }
  }
}

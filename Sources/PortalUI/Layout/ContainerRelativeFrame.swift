import PortalGraphics

/// A frame sized from its container's size: the nearest enclosing scroll view's visible size,
/// or the window's when there is none (SwiftUI also counts a navigation stack's and a list's
/// bounds; here they fill the window, so the window's size is theirs).
struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
  let content: Content
  let axes: Axis.Set
  let alignment: Alignment
  let length: (Double, Axis) -> Double

  func children() -> [ChildView] { flattenedChildren(content) }

  /// The container's size as last laid out (the window's before the first layout).
  private func containerSize(of node: Node) -> Size {
    var ancestor = node.parent
    while let current = ancestor {
      if current.primitive?.dragScrollable != nil, current.frame.width > 0 { return current.frame.size }
      ancestor = current.parent
    }
    return node.graph.size
  }

  private func frameSize(_ proposal: ProposedViewSize, node: Node) -> ProposedViewSize {
    let container = containerSize(of: node)
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : proposal.width,
      height: axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let framed = frameSize(proposal, node: node)
    let inner = node.contentSize(framed)
    return Size(width: framed.width ?? inner.width, height: framed.height ?? inner.height)
  }

  func place(in frame: Rect, node: Node) {
    let size = node.contentSize(ProposedViewSize(frame.size))
    node.placeContent(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
  }
}

extension View {
  /// Sizes the view along `axes` from its container's length along each (the nearest
  /// scroll view's visible size, else the window's), as `length` computes it.
  ///
  /// ```swift
  /// Image(mission.image).resizable().scaledToFit()
  ///   .containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { Double(length(CGFloat($0), $1)) }
  }

  /// Sizes the view along `axes` to the container's full length.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes the view along `axes` to `span` of `count` equal parts of the container's length,
  /// with `spacing` between parts (a carousel's pages: `count: 3, span: 1, spacing: 12`).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let (count, span, spacing) = (max(count, 1), max(span, 1), Double(spacing))
    return ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in
      let part = (length - spacing * Double(count - 1)) / Double(count)
      return part * Double(span) + spacing * Double(span - 1)
    }
  }
}

import PortalGraphics

/// The key part of a mask's children.
private let maskName = "mask"
private let maskPart = AnyHashableSendable(maskName)

/// Draws the content through a mask view laid over its frame: each pixel of the content keeps
/// as much of its opacity as the mask's pixel there has. The mask is offered the content's
/// frame and aligned in it; it is never seen itself and takes no clicks.
struct MaskView<Content: View, Mask: View>: View, PrimitiveView, HitTestable {
  let content: Content
  let mask: Mask
  let alignment: Alignment

  func children() -> [ChildView] {
    flattenedChildren(content, under: "content") + flattenedChildren(mask, under: maskName)
  }

  private func split(_ node: Node) -> (content: [Node], mask: [Node]) {
    let (mask, content) = node.children(under: maskPart)
    return (content, mask)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    Node.blockSize(of: split(node).content, proposal)
  }

  func place(in frame: Rect, node: Node) {
    let (content, mask) = split(node)
    Node.placeBlock(content, in: frame)
    let proposal = ProposedViewSize(frame.size)
    for child in mask {
      let size = child.sizeThatFits(proposal)
      child.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
    }
  }

  var drawsOnlyChildren: Bool { false }
  var paintsOnlyWhereChildrenPaint: Bool { true }

  func draw(node: Node, in context: DrawContext) {
    let (content, mask) = split(node)
    context.canvas.withMask({ for child in mask { child.draw(in: context) } }) {
      for child in content { child.draw(in: context) }
    }
  }

  /// Clicks reach the content where the mask's frame is; the mask itself takes none.
  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    let (content, mask) = split(node)
    guard mask.contains(where: { $0.frame.contains(point) }) else { return nil }
    for child in content.reversed() {
      if let hit = child.hitTest(point, purpose: purpose) { return hit }
    }
    return nil
  }
}

extension View {
  /// Shows the view only where `mask` is opaque, aligned in the view's frame: each pixel keeps
  /// as much of its opacity as the mask's has there. The mask's colours do not show.
  ///
  /// ```swift
  /// Image("cover").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    MaskView(content: self, mask: mask(), alignment: alignment)
  }

  /// Shows the view only where `mask` is opaque (the older spelling of `mask(alignment:_:)`).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    MaskView(content: self, mask: mask, alignment: .center)
  }
}

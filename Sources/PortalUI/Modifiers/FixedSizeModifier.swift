import PortalGraphics

/// Gives the content its ideal size along the chosen axes, whatever it is offered there.
struct FixedSizeView<Content: View>: View, SingleChildModifier {
  let content: Content
  let horizontal: Bool
  let vertical: Bool

  private func idealProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    node.contentSize(idealProposal(proposal))
  }

  func place(in frame: Rect, node: Node) {
    let size = node.contentSize(idealProposal(ProposedViewSize(frame.size)))
    node.placeContent(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
  }
}

extension View {
  /// Keeps the view at its ideal size on both axes: text stays on one line, a control is
  /// never squeezed by its neighbours.
  ///
  /// ```swift
  /// HStack { Text(longTitle); Spacer(); Text("12:30").fixedSize() }
  /// ```
  public func fixedSize() -> some View { FixedSizeView(content: self, horizontal: true, vertical: true) }

  /// Keeps the view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
  }
}

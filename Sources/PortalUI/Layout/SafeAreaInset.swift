import PortalGraphics

/// The key part of the bar's children, and the same made hashable once.
private let safeAreaInsetName = "safeAreaInset"
private let safeAreaInsetPart = AnyHashableSendable(safeAreaInsetName)

/// A view with a bar along one of its edges: the bar takes the room it needs at that edge and
/// the view is laid out in what is left.
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
  let content: Content
  let inset: Inset
  let edge: Edge
  /// Where the bar sits along the edge: 0 leading or top, 0.5 centre, 1 trailing or bottom.
  let alignment: Double
  let spacing: Double

  func children() -> [ChildView] {
    flattenedChildren(content, under: "content") + flattenedChildren(inset, under: safeAreaInsetName)
  }

  private func split(_ node: Node) -> (content: [Node], inset: [Node]) {
    let (inset, content) = node.children(under: safeAreaInsetPart)
    return (content, inset)
  }

  private var isVertical: Bool { edge == .top || edge == .bottom }

  /// The bar's size for the view's proposal: as long as the edge, as deep as it wants.
  private func insetSize(_ inset: [Node], _ proposal: ProposedViewSize) -> Size {
    guard !inset.isEmpty else { return .zero }
    let across =
      isVertical
      ? ProposedViewSize(width: proposal.width, height: nil)
      : ProposedViewSize(width: nil, height: proposal.height)
    return Node.blockSize(of: inset, across)
  }

  /// The room the bar takes from the view along the axis across its edge.
  private func depth(_ size: Size) -> Double {
    let length = isVertical ? size.height : size.width
    return length > 0 ? length + spacing : 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let (content, inset) = split(node)
    let bar = insetSize(inset, proposal)
    let taken = depth(bar)
    let inner = Node.blockSize(
      of: content,
      isVertical
        ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - taken) })
        : ProposedViewSize(width: proposal.width.map { max(0, $0 - taken) }, height: proposal.height))
    return isVertical
      ? Size(width: max(inner.width, bar.width), height: inner.height + taken)
      : Size(width: inner.width + taken, height: max(inner.height, bar.height))
  }

  func place(in frame: Rect, node: Node) {
    let (content, inset) = split(node)
    let bar = insetSize(inset, ProposedViewSize(frame.size))
    let taken = depth(bar)
    var rest = frame
    var barRect: Rect
    switch edge {
    case .top:
      barRect = Rect(x: frame.minX, y: frame.minY, width: bar.width, height: bar.height)
      rest = Rect(
        x: frame.minX, y: frame.minY + taken, width: frame.width, height: max(0, frame.height - taken))
    case .bottom:
      barRect = Rect(x: frame.minX, y: frame.maxY - bar.height, width: bar.width, height: bar.height)
      rest = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - taken))
    case .leading:
      barRect = Rect(x: frame.minX, y: frame.minY, width: bar.width, height: bar.height)
      rest = Rect(
        x: frame.minX + taken, y: frame.minY, width: max(0, frame.width - taken), height: frame.height)
    case .trailing:
      barRect = Rect(x: frame.maxX - bar.width, y: frame.minY, width: bar.width, height: bar.height)
      rest = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - taken), height: frame.height)
    }
    if isVertical {
      barRect.origin.x = frame.minX + ((frame.width - bar.width) * alignment).rounded()
    } else {
      barRect.origin.y = frame.minY + ((frame.height - bar.height) * alignment).rounded()
    }
    Node.placeBlock(content, in: rest)
    if !inset.isEmpty { Node.placeBlock(inset, in: barRect) }
  }
}

extension View {
  /// Shows `content` along the top or bottom edge of this view, and lays the view out in the
  /// room left: a bar that never covers what it sits beside (a scroll view's last rows stay
  /// reachable above a bottom bar). `spacing` (nil: none) separates the two.
  ///
  /// ```swift
  /// List(messages) { MessageRow(message: $0) }
  ///   .safeAreaInset(edge: .bottom) { ComposeBar() }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    inset(content(), along: edge == .top ? .top : .bottom, alignment: alignment, spacing: spacing)
  }

  /// Shows `content` along the leading or trailing edge of this view, and lays the view out
  /// in the room left.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    inset(content(), along: edge == .leading ? .leading : .trailing, alignment: alignment, spacing: spacing)
  }

  /// The bar `content` along `edge`, placed along it by `alignment`: what both spellings build.
  private func inset<V: View>(_ content: V, along edge: Edge, alignment: some AxisAlignment, spacing: CGFloat?)
    -> SafeAreaInsetView<Self, V>
  {
    SafeAreaInsetView(
      content: self, inset: content, edge: edge, alignment: alignment.fraction, spacing: spacing.map(Double.init) ?? 0)
  }
}

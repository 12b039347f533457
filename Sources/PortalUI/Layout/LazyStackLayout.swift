import PortalGraphics

/// The layout of a lazy stack (`LazyVStack`, `LazyHStack`, a `List`'s rows): elements one
/// after the other along `axis`, of which only those that intersect the visible rectangle of
/// the enclosing scroll view, plus `buildMargin` on either side, have nodes.
///
/// An element's length along the axis is measured when it is built; elements never built
/// count as long as a sample element (the first, unless the container knows a more typical
/// one) measured at the current cross length (`LazyRowMetrics`), so
/// the stack's length is exact for uniform elements and corrected as others are measured.
/// Across the axis the stack takes the length it is offered (its elements are aligned in it),
/// or, offered none, that of its first element. An element whose content is several views
/// stacks them along the axis within its slot.
@MainActor
struct LazyStackLayout {
  let axis: Axis
  let spacing: Double
  /// Where an element shorter than the stack across the axis sits: 0 leading or top, 0.5
  /// centre, 1 trailing or bottom.
  let crossAlignment: Double
  /// The element whose length stands for the elements not measured yet.
  var estimateSample = 0

  /// How far beyond the visible rectangle elements are still built.
  static let buildMargin = 48.0

  private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
  private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
  private func mainMin(_ rect: Rect) -> Double { axis == .vertical ? rect.minY : rect.minX }
  private func mainMax(_ rect: Rect) -> Double { axis == .vertical ? rect.maxY : rect.maxX }

  private func proposal(cross length: Double) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  private func size(main: Double, cross: Double) -> Size {
    axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }

  /// Whether a stack along `axis` at `node` is inside a `ScrollView` that scrolls that way, the
  /// nearest clipping ancestor: only there does building what shows save anything.
  static func scrolls(along axis: Axis, at node: Node) -> Bool {
    var ancestor = node.parent
    while let current = ancestor {
      if current.clipsContent {
        guard let scrollView = current.view as? ScrollingViewport else { return false }
        return scrollView.axes.contains(axis == .vertical ? .vertical : .horizontal)
      }
      ancestor = current.parent
    }
    return false
  }

  /// Keeps the state in step with the number of elements (called from `didUpdate`).
  func update(node: Node, items: LazyItems) {
    LazyStackState.of(node).update(count: items.count)
  }

  func children(node: Node, items: LazyItems) -> [ChildView] {
    let state = LazyStackState.of(node)
    return state.views(for: state.built, items: items)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node, items: LazyItems) -> Size {
    let state = LazyStackState.of(node)
    let offered = axis == .vertical ? proposal.width : proposal.height
    var crossLength = offered.flatMap { $0.isFinite ? $0 : nil }
    if crossLength == nil {
      // Offered no length across: as long as the sample element wants to be.
      guard let sample = buildSample(node: node, state: state, items: items) else { return .zero }
      let sampleNodes = state.nodesByItem(node)[sample] ?? []
      crossLength = sampleNodes.reduce(0) { max($0, cross($1.sizeThatFits(.unspecified))) }
    }
    let length = crossLength ?? 0
    guard state.metricsCross == length, state.metrics.estimate != nil else {
      // Metrics belong to the length the stack is placed at; a parent probing another length
      // gets an estimate from the sample element measured at it, and the metrics stay.
      guard let sample = buildSample(node: node, state: state, items: items) else {
        return size(main: 0, cross: length)
      }
      let typical = measure(item: sample, nodes: state.nodesByItem(node), cross: length)
      let total = typical * Double(items.count) + spacing * Double(items.count - 1)
      return size(main: state.report(total, at: length), cross: length)
    }
    let total = state.metrics.totalHeight(rows: items.count, spacing: spacing)
    return size(main: state.report(total, at: length), cross: length)
  }

  func place(in frame: Rect, node: Node, items: LazyItems) {
    let state = LazyStackState.of(node)
    let crossLength = cross(frame.size)
    if state.metricsCross != crossLength { state.resetMetrics(cross: crossLength) }
    if state.metrics.estimate == nil, let sample = buildSample(node: node, state: state, items: items) {
      let length = measure(item: sample, nodes: state.nodesByItem(node), cross: crossLength)
      state.metrics.estimate = length
      state.metrics[sample] = length
    }
    let visible = node.visibleWindowRect
    let low = mainMin(visible) - mainMin(frame) - Self.buildMargin
    let high = mainMax(visible) - mainMin(frame) + Self.buildMargin

    let shown = state.settleRows(
      intersecting: low...high, rows: items.count, spacing: spacing, node: node
    ) { shown in
      state.build(shown.map(\.row), node: node, items: items)
    } measure: { row, nodes in
      measure(item: row, nodes: nodes, cross: crossLength)
    }

    let nodes = state.nodesByItem(node)
    for entry in shown {
      var cursor = mainMin(frame) + entry.top
      for child in nodes[entry.row] ?? [] {
        let childSize = child.sizeThatFits(proposal(cross: crossLength))
        let offset = ((crossLength - cross(childSize)) * crossAlignment).rounded()
        let origin =
          axis == .vertical
          ? Point(x: frame.minX + offset, y: cursor) : Point(x: cursor, y: frame.minY + offset)
        child.place(in: Rect(origin: origin, size: childSize))
        cursor += main(childSize) + spacing
      }
    }
    // The length reported for this cross length used older measurements: lay out again.
    state.layOutAgainIfStale(rows: items.count, spacing: spacing, cross: crossLength, node: node)
  }

  /// The window frame the element with `id` has, or would have once built, in a stack placed
  /// in `frame`.
  func frame(ofItem id: AnyHashable, node: Node, items: LazyItems, in frame: Rect) -> Rect? {
    guard let index = items.index(of: id) else { return nil }
    let state = LazyStackState.of(node)
    let start = state.metrics.top(of: index, spacing: spacing)
    let length = state.metrics.height(of: index)
    return axis == .vertical
      ? Rect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
      : Rect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
  }

  /// Builds the element whose length stands for the rest (as well as what is built) and
  /// returns its position; nil when there are no elements.
  private func buildSample(node: Node, state: LazyStackState, items: LazyItems) -> Int? {
    guard items.count > 0 else { return nil }
    let sample = min(estimateSample, items.count - 1)
    state.build(adding: [sample], node: node, items: items)
    return sample
  }

  /// The length along the axis of element `item`'s views, stacked.
  private func measure(item: Int, nodes: [Int: ArraySlice<Node>], cross length: Double) -> Double {
    var total = 0.0
    var count = 0
    for child in nodes[item] ?? [] {
      total += main(child.sizeThatFits(proposal(cross: length)))
      count += 1
    }
    return total + spacing * Double(max(0, count - 1))
  }
}

/// What a lazy stack keeps across updates, in its node's storage.
@MainActor
final class LazyStackState: LazyContainerState, NodeStateObject {
  /// Whether the stack builds only what shows (it is inside a scroll view along its axis).
  var isLazy = false
}

/// Scroll views whose content lazy stacks build as it scrolls into view.
@MainActor
protocol ScrollingViewport {
  var axes: Axis.Set { get }
}

extension ScrollView: ScrollingViewport {}

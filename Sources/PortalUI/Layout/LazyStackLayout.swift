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
      if current.view is ClipsContent {
        guard let scrollView = current.view as? ScrollingViewport else { return false }
        return scrollView.axes.contains(axis == .vertical ? .vertical : .horizontal)
      }
      ancestor = current.parent
    }
    return false
  }

  /// Keeps the state in step with the number of elements (called from `didUpdate`).
  func update(node: Node, items: LazyItems) {
    let state = LazyStackState.of(node)
    if items.count != state.itemCount {
      state.itemCount = items.count
      state.resetMetrics(cross: nil)
      state.built.removeAll { $0 >= items.count }
    }
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
      guard items.count > 0 else { return .zero }
      let sample = min(estimateSample, items.count - 1)
      ensureBuilt(Array(Set(state.built).union([sample])).sorted(), node: node, state: state, items: items)
      let sampleNodes = state.nodesByItem(node)[sample] ?? []
      crossLength = sampleNodes.reduce(0) { max($0, cross($1.sizeThatFits(.unspecified))) }
    }
    let length = crossLength ?? 0
    guard state.metricsCross == length, state.metrics.estimate != nil else {
      // Metrics belong to the length the stack is placed at; a parent probing another length
      // gets an estimate from the sample element measured at it, and the metrics stay.
      guard items.count > 0 else { return size(main: 0, cross: length) }
      let sample = min(estimateSample, items.count - 1)
      ensureBuilt(Array(Set(state.built).union([sample])).sorted(), node: node, state: state, items: items)
      let typical = measure(item: sample, nodes: state.nodesByItem(node), cross: length)
      let total = typical * Double(items.count) + spacing * Double(items.count - 1)
      state.reported[length] = total
      return size(main: total, cross: length)
    }
    let total = state.metrics.totalHeight(rows: items.count, spacing: spacing)
    state.reported[length] = total
    return size(main: total, cross: length)
  }

  func place(in frame: Rect, node: Node, items: LazyItems) {
    let state = LazyStackState.of(node)
    let crossLength = cross(frame.size)
    if state.metricsCross != crossLength { state.resetMetrics(cross: crossLength) }
    if state.metrics.estimate == nil, items.count > 0 {
      let sample = min(estimateSample, items.count - 1)
      ensureBuilt(Array(Set(state.built).union([sample])).sorted(), node: node, state: state, items: items)
      let length = measure(item: sample, nodes: state.nodesByItem(node), cross: crossLength)
      state.metrics.estimate = length
      state.metrics[sample] = length
    }
    let visible = node.visibleWindowRect
    let low = mainMin(visible) - mainMin(frame) - Self.buildMargin
    let high = mainMax(visible) - mainMin(frame) + Self.buildMargin

    // Measuring newly built elements can move the ones after them, so settle in a few rounds.
    var shown: [(row: Int, top: Double)] = []
    for _ in 0..<3 {
      shown = state.metrics.rows(intersecting: low...high, rows: items.count, spacing: spacing)
      ensureBuilt(shown.map(\.row), node: node, state: state, items: items)
      let nodes = state.nodesByItem(node)
      var changed = false
      for entry in shown {
        let length = measure(item: entry.row, nodes: nodes, cross: crossLength)
        if state.metrics.height(of: entry.row) != length { changed = true }
        state.metrics[entry.row] = length
      }
      if !changed { break }
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
    if state.metrics.totalHeight(rows: items.count, spacing: spacing) != state.reported[crossLength] {
      node.graph.setNeedsLayout()
    }
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

  /// Gives the stack nodes for exactly `indices`, creating the new elements and dropping the
  /// rest; elements that stay are not evaluated again.
  private func ensureBuilt(_ indices: [Int], node: Node, state: LazyStackState, items: LazyItems) {
    guard indices != state.built else { return }
    state.built = indices
    node.reconcile(
      state.views(for: indices, items: items), environment: node.environment, updatingExisting: false)
  }
}

/// What a lazy stack keeps across updates, in its node's storage.
@MainActor
final class LazyStackState: NodeStateSlot {
  /// Element positions that have nodes, ascending.
  var built: [Int] = []
  /// How many child nodes each built element has, parallel to `built`.
  var childCounts: [Int] = []
  var itemCount = -1
  /// The length across the axis the metrics were measured at.
  var metricsCross: Double?
  var metrics = LazyRowMetrics()
  /// The lengths `sizeThatFits` last reported, by length across (old ones are forgotten).
  var reported: [Double: Double] = [:] {
    didSet { if reported.count > 16 { reported = reported.filter { $0.key == metricsCross } } }
  }
  /// Whether the stack builds only what shows (it is inside a scroll view along its axis).
  var isLazy = false

  static func of(_ node: Node) -> LazyStackState {
    if let state = node[LazyStackState.self] { return state }
    let state = LazyStackState()
    node[LazyStackState.self] = state
    return state
  }

  func resetMetrics(cross: Double?) {
    metricsCross = cross
    metrics.removeAll()
  }

  func views(for indices: [Int], items: LazyItems) -> [ChildView] {
    var views: [ChildView] = []
    childCounts = indices.map { index in
      let element = items.views(at: index)
      views += element
      return element.count
    }
    return views
  }

  /// The stack's child nodes grouped by element position.
  func nodesByItem(_ node: Node) -> [Int: ArraySlice<Node>] {
    var result: [Int: ArraySlice<Node>] = [:]
    var start = 0
    for (index, count) in zip(built, childCounts) where start + count <= node.children.count {
      result[index] = node.children[start..<(start + count)]
      start += count
    }
    return result
  }
}

/// Scroll views whose content lazy stacks build as it scrolls into view.
@MainActor
protocol ScrollingViewport {
  var axes: Axis.Set { get }
}

extension ScrollView: ScrollingViewport {}

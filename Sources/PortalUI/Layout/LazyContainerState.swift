import PortalGraphics

/// What every lazy container (`LazyVStack` and `LazyHStack` through `LazyStackLayout`, a
/// `List`'s rows, `LazyVGrid`) keeps across updates in its node's storage: which elements have
/// nodes, the lengths of its rows measured at one length across them, and the lengths it
/// reported. The containers differ in what makes a row (one element, or a row of cells) and in
/// what they build beyond the rows that show; building, measuring and settling are the same.
@MainActor
class LazyContainerState {
  /// Element positions that have nodes, ascending.
  var built: [Int] = []
  /// How many child nodes each built element has, parallel to `built`.
  var childCounts: [Int] = []
  var itemCount = -1
  /// The length across the rows the metrics were measured at.
  var metricsCross: Double?
  var metrics = LazyRowMetrics()
  /// The lengths along the rows `sizeThatFits` last reported, by length across (a window being
  /// resized proposes many; old ones are forgotten now and then).
  var reported: [Double: Double] = [:] {
    didSet { if reported.count > 16 { reported = reported.filter { $0.key == metricsCross } } }
  }

  /// Keeps the state in step with the number of elements (called from `didUpdate`): a new
  /// count forgets the metrics and the elements past the end. True when the count changed.
  @discardableResult
  func update(count: Int) -> Bool {
    guard count != itemCount else { return false }
    itemCount = count
    resetMetrics(cross: nil)
    built.removeAll { $0 >= count }
    return true
  }

  /// Forgets every measured row; the metrics now belong to `cross`.
  func resetMetrics(cross: Double?) {
    metricsCross = cross
    metrics.removeAll()
  }

  /// The views of the elements at `indices`, in order; records how many each has.
  func views(for indices: [Int], items: LazyItems) -> [ChildView] {
    var views: [ChildView] = []
    childCounts = indices.map { index in
      let element = items.views(at: index)
      views += element
      return element.count
    }
    return views
  }

  /// The container's child nodes grouped by element position.
  func nodesByItem(_ node: Node) -> [Int: ArraySlice<Node>] {
    var result: [Int: ArraySlice<Node>] = [:]
    var start = 0
    for (index, count) in zip(built, childCounts) where start + count <= node.children.count {
      result[index] = node.children[start..<(start + count)]
      start += count
    }
    return result
  }

  /// Gives the container nodes for exactly `indices` (ascending), creating the new elements and
  /// dropping the rest; elements that stay are not evaluated again.
  func build(_ indices: [Int], node: Node, items: LazyItems) {
    guard indices != built else { return }
    built = indices
    // Built in layout: what the cells' content reads of `@State` is the container's.
    let views = StateReads.evaluating(node) { self.views(for: indices, items: items) }
    node.reconcile(views, environment: node.environment, updatingExisting: false)
  }

  /// Builds `extra` as well as what is built already (to measure a sample of it).
  func build(adding extra: some Sequence<Int>, node: Node, items: LazyItems) {
    build(Array(Set(built).union(extra)).sorted(), node: node, items: items)
  }

  /// Finds the rows that overlap `range` (container coordinates), builds them with `build` and
  /// measures them with `measure` (given the nodes by element), in a few rounds: measuring
  /// newly built rows can move the ones after them. Returns the rows with their tops.
  func settleRows(
    intersecting range: ClosedRange<Double>, rows: Int, spacing: Double, node: Node,
    build: ([(row: Int, top: Double)]) -> Void, measure: (Int, [Int: ArraySlice<Node>]) -> Double
  ) -> [(row: Int, top: Double)] {
    var shown: [(row: Int, top: Double)] = []
    for _ in 0..<3 {
      shown = metrics.rows(intersecting: range, rows: rows, spacing: spacing)
      build(shown)
      let nodes = nodesByItem(node)
      var changed = false
      for entry in shown {
        let length = measure(entry.row, nodes)
        // Rows were found with the length assumed for each (measured or estimated): only a
        // different one moves the rows after it.
        if metrics.height(of: entry.row) != length { changed = true }
        metrics[entry.row] = length
      }
      if !changed { break }
    }
    return shown
  }

  /// Remembers `total` as the length reported at `cross`, and returns it.
  func report(_ total: Double, at cross: Double) -> Double {
    reported[cross] = total
    return total
  }

  /// Asks for another layout pass when the length reported at `cross` came from older
  /// measurements than those of `rows` rows now.
  func layOutAgainIfStale(rows: Int, spacing: Double, cross: Double, node: Node) {
    if metrics.totalHeight(rows: rows, spacing: spacing) != reported[cross] { node.graph.setNeedsLayout() }
  }
}

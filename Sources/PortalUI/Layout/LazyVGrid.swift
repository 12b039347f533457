import PortalGraphics

/// A vertically growing grid that creates views only for the cells that show.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 16) {
///     ForEach(photos) { photo in PhotoCard(photo: photo) }
///   }
/// }
/// ```
///
/// Columns come from `columns` (see `GridItem`); elements fill rows leading to trailing. Only
/// the rows that intersect the visible rectangle of the enclosing `ScrollView` (the window
/// when there is none), plus a margin of `LazyVGrid.buildMargin` above and below, have nodes;
/// so does the next row on the side the content scrolls towards, built half a row per scroll
/// step before it is needed, so that no frame builds a whole row of new cells.
/// Cells keep their identity (their `ForEach` id), so a cell that stays visible keeps its
/// `@State`; a cell that scrolls out is dropped with its state, as in SwiftUI.
///
/// Row heights are measured as rows become visible (the tallest cell of the row). A row never
/// measured counts as tall as the first row measured at the current width, so the grid's height
/// is exact for uniform cells; otherwise it is corrected as rows are measured.
public struct LazyVGrid<Content: View>: View, PrimitiveView, LazyItemLocating {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Double?
  nonisolated(unsafe) let content: Content
  private let reference = NodeReference()

  /// How far beyond the visible rectangle rows are still built, so a small scroll shows cells
  /// that already exist.
  public static var buildMargin: Double { 48 }

  /// - Parameters:
  ///   - columns: the column descriptions.
  ///   - alignment: how the columns sit in the grid's width when they do not fill it, and how a
  ///     cell narrower than its column sits in it.
  ///   - spacing: the space between rows; nil means 8.
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  private var rowSpacing: Double { spacing ?? GridItem.defaultSpacing }

  func didUpdate(node: Node) {
    reference.node = node
    let state = LazyGridState.of(node)
    let count = LazyItems(content).count
    if count != state.itemCount {
      state.itemCount = count
      state.resetMetrics(width: nil)
      state.built.removeAll { $0 >= count }
      state.builtAhead.removeAll { $0 >= count }
    }
  }

  func children() -> [ChildView] {
    guard let node = reference.node else { return [] }
    let state = LazyGridState.of(node)
    return state.views(for: state.built, items: LazyItems(content))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let items = LazyItems(content)
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? GridColumns.minimumWidth(columns)
    let state = LazyGridState.of(node)
    let grid = GridColumns(columns, width: width)
    let rows = rowCount(items.count, grid)
    guard state.metricsWidth == width, state.estimatedRowHeight != nil else {
      // Row metrics belong to the width the grid is placed at; a parent probing another width
      // (zero, unlimited, a candidate) gets an estimate from the first row measured at that
      // width, and the metrics are left alone.
      ensureBuilt(Array(Set(state.built).union(itemRange(row: 0, grid, items.count))).sorted(), node: node, state: state, items: items)
      let first = measure(row: 0, node: node, state: state, grid: grid, count: items.count)
      let height = rows > 0 ? first * Double(rows) + rowSpacing * Double(rows - 1) : 0
      state.reported[width] = height
      return Size(width: width, height: height)
    }
    let height = state.totalHeight(rows: rows, spacing: rowSpacing)
    state.reported[width] = height
    return Size(width: width, height: height)
  }

  /// Laid out wherever it moves: it builds the cells the window shows.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let items = LazyItems(content)
    let state = LazyGridState.of(node)
    let grid = GridColumns(columns, width: frame.width)
    if state.metricsWidth != frame.width { state.resetMetrics(width: frame.width) }
    state.placedColumns = grid
    measureFirstRowIfNeeded(node: node, state: state, grid: grid, items: items)
    let rows = rowCount(items.count, grid)
    let visible = node.visibleWindowRect
    let top = visible.minY - frame.minY - Self.buildMargin
    let bottom = visible.maxY - frame.minY + Self.buildMargin

    // Which way the content last moved: the row beyond the built range on that side is built
    // ahead, a few cells each time it moves (a layout that moves nothing builds nothing).
    var moved = false
    if let previous = state.lastBuildTop, previous != top {
      state.scrollsDown = top > previous
      moved = true
    }
    state.lastBuildTop = top

    // Measuring newly built rows can move the rows below them, so settle in a few rounds.
    var shown: [(row: Int, top: Double)] = []
    var shownIndices: [Int] = []
    var ahead: Int?
    for _ in 0..<3 {
      shown = state.rows(intersecting: top...bottom, rows: rows, spacing: rowSpacing)
      shownIndices = []
      for entry in shown { shownIndices += itemRange(row: entry.row, grid, items.count) }
      ahead = rowAhead(of: shown, scrollsDown: state.scrollsDown, rows: rows)
      // Cells already built ahead stay while their row is still the one ahead.
      let aheadRange = ahead.map { itemRange(row: $0, grid, items.count) } ?? 0..<0
      state.builtAhead = state.builtAhead.filter { aheadRange.contains($0) }
      ensureBuilt(merged(shownIndices, state.builtAhead), node: node, state: state, items: items)
      let cells = state.nodesByItem(node)
      var changed = false
      for entry in shown {
        let height = measure(row: entry.row, cells: cells, grid: grid, count: items.count)
        // Rows were found with the height assumed for each (measured or estimated): only a
        // different one moves the rows below.
        if state.height(of: entry.row) != height { changed = true }
        state.rowHeights[entry.row] = height
      }
      if !changed { break }
    }

    // A few more cells of the row ahead: a row built whole as it arrives costs one frame all
    // its new views (and their text shaped for the first time).
    if let ahead, moved {
      let range = itemRange(row: ahead, grid, items.count)
      var added = 0
      for index in range where !state.builtAhead.contains(index) && added < Self.cellsBuiltAheadPerFrame(grid) {
        state.builtAhead.append(index)
        added += 1
      }
      if added > 0 { ensureBuilt(merged(shownIndices, state.builtAhead), node: node, state: state, items: items) }
    }

    let originX = frame.minX + alignment.offset(grid.totalWidth, in: frame.width)
    let cells = state.nodesByItem(node)
    if let ahead {
      // Placed where their row will be, outside what shows (its height is measured once the
      // row is whole and scrolls in).
      let rowTop = frame.minY + state.top(of: ahead, spacing: rowSpacing)
      let firstIndex = ahead * grid.columns.count
      for index in state.builtAhead {
        let slot = grid.columns[index - firstIndex]
        for cell in cells[index] ?? [] {
          let size = cell.sizeThatFits(ProposedViewSize(width: slot.width, height: nil))
          let x = originX + slot.x + (slot.alignment ?? alignment).offset(size.width, in: slot.width)
          cell.place(in: Rect(x: x, y: rowTop, width: size.width, height: size.height))
        }
      }
    }
    for entry in shown {
      let rowHeight = state.height(of: entry.row)
      for (column, index) in itemRange(row: entry.row, grid, items.count).enumerated() {
        let slot = grid.columns[column]
        for cell in cells[index] ?? [] {
          let size = cell.sizeThatFits(ProposedViewSize(width: slot.width, height: nil))
          let x = originX + slot.x + (slot.alignment ?? alignment).offset(size.width, in: slot.width)
          let y = frame.minY + entry.top + ((rowHeight - size.height) / 2).rounded()
          cell.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
        }
      }
    }
    // The size reported for this width used older row heights (or none): lay out again with
    // the new ones.
    if state.totalHeight(rows: rows, spacing: rowSpacing) != state.reported[frame.width] {
      node.graph.setNeedsLayout()
    }
  }

  func frame(ofItem id: AnyHashable, node: Node) -> Rect? {
    let items = LazyItems(content)
    let state = LazyGridState.of(node)
    guard let grid = state.placedColumns, !grid.columns.isEmpty, let index = items.index(of: id) else {
      return nil
    }
    let row = index / grid.columns.count
    let column = grid.columns[index % grid.columns.count]
    let top = state.top(of: row, spacing: rowSpacing)
    let originX = node.frame.minX + alignment.offset(grid.totalWidth, in: node.frame.width)
    return Rect(
      x: originX + column.x, y: node.frame.minY + top, width: column.width, height: state.height(of: row))
  }

  // MARK: Rows

  /// How many cells of the row ahead are built per frame: half a row, so that a row whose
  /// height is a little more than two scroll steps is ready before it reaches the margin.
  static func cellsBuiltAheadPerFrame(_ grid: GridColumns) -> Int { max(1, (grid.columns.count + 1) / 2) }

  /// The row just past the built rows on the side the content is scrolling towards.
  private func rowAhead(of shown: [(row: Int, top: Double)], scrollsDown: Bool, rows: Int) -> Int? {
    guard let first = shown.first, let last = shown.last else { return nil }
    let row = scrollsDown ? last.row + 1 : first.row - 1
    return (0..<rows).contains(row) ? row : nil
  }

  /// Both ascending lists of element positions as one.
  private func merged(_ shown: [Int], _ ahead: [Int]) -> [Int] {
    guard !ahead.isEmpty else { return shown }
    return Array(Set(shown).union(ahead)).sorted()
  }

  private func rowCount(_ count: Int, _ grid: GridColumns) -> Int {
    grid.columns.isEmpty ? 0 : (count + grid.columns.count - 1) / grid.columns.count
  }

  private func itemRange(row: Int, _ grid: GridColumns, _ count: Int) -> Range<Int> {
    let perRow = grid.columns.count
    return (row * perRow)..<min(count, (row + 1) * perRow)
  }

  /// The first row fixes the estimate for every unmeasured row; it is built once for that.
  private func measureFirstRowIfNeeded(node: Node, state: LazyGridState, grid: GridColumns, items: LazyItems)
  {
    guard state.estimatedRowHeight == nil, items.count > 0, !grid.columns.isEmpty else { return }
    let first = Array(itemRange(row: 0, grid, items.count))
    ensureBuilt(Array(Set(state.built).union(first)).sorted(), node: node, state: state, items: items)
    let height = measure(row: 0, node: node, state: state, grid: grid, count: items.count)
    state.estimatedRowHeight = height
    state.rowHeights[0] = height
  }

  private func measure(row: Int, node: Node, state: LazyGridState, grid: GridColumns, count: Int) -> Double {
    measure(row: row, cells: state.nodesByItem(node), grid: grid, count: count)
  }

  private func measure(row: Int, cells: [Int: ArraySlice<Node>], grid: GridColumns, count: Int) -> Double {
    var height = 0.0
    for (column, index) in itemRange(row: row, grid, count).enumerated() {
      for cell in cells[index] ?? [] {
        height = max(
          height, cell.sizeThatFits(ProposedViewSize(width: grid.columns[column].width, height: nil)).height)
      }
    }
    return height
  }

  /// Gives the grid nodes for exactly `indices`, creating the new cells and dropping the rest;
  /// cells that stay are not re-evaluated.
  private func ensureBuilt(_ indices: [Int], node: Node, state: LazyGridState, items: LazyItems) {
    guard indices != state.built else { return }
    state.built = indices
    node.reconcile(
      state.views(for: indices, items: items), environment: node.environment, updatingExisting: false)
  }
}

/// What a lazy grid keeps across updates, in its node's storage.
@MainActor
final class LazyGridState: NodeStateSlot {
  /// Element positions that have nodes, ascending.
  var built: [Int] = []
  /// How many child nodes each built element has, parallel to `built`.
  var childCounts: [Int] = []
  var itemCount = -1
  /// The width the row metrics were measured at.
  var metricsWidth: Double?
  var rowHeights = LazyRowMetrics()
  var estimatedRowHeight: Double? {
    get { rowHeights.estimate }
    set { rowHeights.estimate = newValue }
  }
  /// The heights `sizeThatFits` last reported, by proposed width (a window being resized
  /// proposes many widths; old ones are forgotten now and then).
  var reported: [Double: Double] = [:] {
    didSet { if reported.count > 16 { reported = reported.filter { $0.key == metricsWidth } } }
  }
  var placedColumns: GridColumns?
  /// Cells of the row just past the built range that are built before they are needed.
  var builtAhead: [Int] = []
  /// Where the built range began in the last layout, and whether the content last moved up
  /// (the grid scrolling towards its end; assumed at first).
  var lastBuildTop: Double?
  var scrollsDown = true

  static func of(_ node: Node) -> LazyGridState {
    if let state = node[LazyGridState.self] { return state }
    let state = LazyGridState()
    node[LazyGridState.self] = state
    return state
  }

  func resetMetrics(width: Double?) {
    metricsWidth = width
    rowHeights.removeAll()
    estimatedRowHeight = nil
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

  /// The grid's child nodes grouped by element position.
  func nodesByItem(_ node: Node) -> [Int: ArraySlice<Node>] {
    var result: [Int: ArraySlice<Node>] = [:]
    var start = 0
    for (index, count) in zip(built, childCounts) where start + count <= node.children.count {
      result[index] = node.children[start..<(start + count)]
      start += count
    }
    return result
  }

  func height(of row: Int) -> Double { rowHeights.height(of: row) }

  func top(of row: Int, spacing: Double) -> Double { rowHeights.top(of: row, spacing: spacing) }

  func totalHeight(rows: Int, spacing: Double) -> Double { rowHeights.totalHeight(rows: rows, spacing: spacing) }

  /// The rows overlapping `range` (grid coordinates) with their tops.
  func rows(intersecting range: ClosedRange<Double>, rows: Int, spacing: Double) -> [(row: Int, top: Double)] {
    rowHeights.rows(intersecting: range, rows: rows, spacing: spacing)
  }
}

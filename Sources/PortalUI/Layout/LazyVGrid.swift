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
    if state.update(count: count) { state.builtAhead.removeAll { $0 >= count } }
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
    let grid = GridColumns(columns, width: width).snapped(toScale: node.displayScale)
    let rows = rowCount(items.count, grid)
    guard state.metricsCross == width, state.metrics.estimate != nil else {
      // Row metrics belong to the width the grid is placed at; a parent probing another width
      // (zero, unlimited, a candidate) gets an estimate from the first row measured at that
      // width, and the metrics are left alone.
      state.build(adding: itemRange(row: 0, grid, items.count), node: node, items: items)
      let first = measure(row: 0, cells: state.nodesByItem(node), grid: grid, count: items.count)
      let height = rows > 0 ? first * Double(rows) + rowSpacing * Double(rows - 1) : 0
      return Size(width: width, height: state.report(height, at: width))
    }
    let height = state.metrics.totalHeight(rows: rows, spacing: rowSpacing)
    return Size(width: width, height: state.report(height, at: width))
  }

  /// Laid out wherever it moves: it builds the cells the window shows.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let items = LazyItems(content)
    let state = LazyGridState.of(node)
    let grid = GridColumns(columns, width: frame.width).snapped(toScale: node.displayScale)
    if state.metricsCross != frame.width { state.resetMetrics(cross: frame.width) }
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

    // The rows in view are built with the cells of the row ahead that are built already, and
    // measured until their heights settle.
    var shownIndices: [Int] = []
    var ahead: Int?
    let shown = state.settleRows(
      intersecting: top...bottom, rows: rows, spacing: rowSpacing, node: node
    ) { shown in
      shownIndices = []
      for entry in shown { shownIndices += itemRange(row: entry.row, grid, items.count) }
      ahead = rowAhead(of: shown, scrollsDown: state.scrollsDown, rows: rows)
      // Cells already built ahead stay while their row is still the one ahead.
      let aheadRange = ahead.map { itemRange(row: $0, grid, items.count) } ?? 0..<0
      state.builtAhead = state.builtAhead.filter { aheadRange.contains($0) }
      state.build(merged(shownIndices, state.builtAhead), node: node, items: items)
    } measure: { row, cells in
      measure(row: row, cells: cells, grid: grid, count: items.count)
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
      if added > 0 { state.build(merged(shownIndices, state.builtAhead), node: node, items: items) }
    }

    let originX = frame.minX + alignment.offset(grid.totalWidth, in: frame.width)
    let cells = state.nodesByItem(node)
    if let ahead {
      // Placed where their row will be, outside what shows (its height is measured once the
      // row is whole and scrolls in).
      let rowTop = frame.minY + state.metrics.top(of: ahead, spacing: rowSpacing)
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
      let rowHeight = state.metrics.height(of: entry.row)
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
    state.layOutAgainIfStale(rows: rows, spacing: rowSpacing, cross: frame.width, node: node)
  }

  func frame(ofItem id: AnyHashable, node: Node) -> Rect? {
    let items = LazyItems(content)
    let state = LazyGridState.of(node)
    guard let grid = state.placedColumns, !grid.columns.isEmpty, let index = items.index(of: id) else {
      return nil
    }
    let row = index / grid.columns.count
    let column = grid.columns[index % grid.columns.count]
    let top = state.metrics.top(of: row, spacing: rowSpacing)
    let originX = node.frame.minX + alignment.offset(grid.totalWidth, in: node.frame.width)
    return Rect(
      x: originX + column.x, y: node.frame.minY + top, width: column.width, height: state.metrics.height(of: row))
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
    guard state.metrics.estimate == nil, items.count > 0, !grid.columns.isEmpty else { return }
    state.build(adding: itemRange(row: 0, grid, items.count), node: node, items: items)
    let height = measure(row: 0, cells: state.nodesByItem(node), grid: grid, count: items.count)
    state.metrics.estimate = height
    state.metrics[0] = height
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
}

/// What a lazy grid keeps across updates, in its node's storage: besides the rows, the
/// columns it was placed with and the cells of the row it builds ahead.
@MainActor
final class LazyGridState: LazyContainerState, NodeStateObject {
  var placedColumns: GridColumns?
  /// Cells of the row just past the built range that are built before they are needed.
  var builtAhead: [Int] = []
  /// Where the built range began in the last layout, and whether the content last moved up
  /// (the grid scrolling towards its end; assumed at first).
  var lastBuildTop: Double?
  var scrollsDown = true
}

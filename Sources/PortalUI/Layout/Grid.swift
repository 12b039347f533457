import Foundation
import PortalGraphics

/// Views in rows and columns: each `GridRow`'s views are its cells, each column as wide as its
/// widest cell and each row as tall as its tallest; a view that is not in a row spans every
/// column.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///   GridRow { Text("Name"); Text(name) }
///   GridRow { Text("Email"); Text(email) }
///   Divider()
///   GridRow { Text("Total").gridCellColumns(2) }
/// }
/// ```
///
/// A column's width is its widest cell's ideal width; when the columns together are wider than
/// the grid is offered, every column gives up the same share of the excess. A cell spanning
/// several columns (`gridCellColumns`) takes their widths and the spacing between them, and
/// `gridColumnAlignment` on a cell of the first row sets its column's alignment.
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  nonisolated(unsafe) let content: Content

  nonisolated public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map(Double.init)
    self.verticalSpacing = verticalSpacing.map(Double.init)
    self.content = content()
  }

  func children() -> [ChildView] { flattenedChildren(content) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    GridMetrics(grid: node, proposal: proposal, alignment: alignment, hSpacing: hSpacing, vSpacing: vSpacing).size
  }

  func place(in frame: Rect, node: Node) {
    let metrics = GridMetrics(
      grid: node, proposal: ProposedViewSize(frame.size), alignment: alignment, hSpacing: hSpacing, vSpacing: vSpacing)
    metrics.place(in: frame)
  }

  private var hSpacing: Double { horizontalSpacing ?? StackLayout.defaultSpacing }
  private var vSpacing: Double { verticalSpacing ?? StackLayout.defaultSpacing }

  var placementFollowsTranslation: Bool { false }
}

/// One row of a `Grid`: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  nonisolated(unsafe) let content: Content

  nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func children() -> [ChildView] { flattenedChildren(content) }

  /// A row outside a grid lays its cells out as an `HStack` would.
  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    StackLayout(axis: .horizontal, children: node.children, proposal: proposal, spacing: nil, crossAlignment: 0.5).size
  }

  /// Placed by its grid, which places the cells; outside a grid, as an `HStack`.
  func place(in frame: Rect, node: Node) {
    if let parent = node.parent, parent.view is AnyGrid { return }
    StackLayout(
      axis: .horizontal, children: node.children, proposal: ProposedViewSize(frame.size), spacing: nil,
      crossAlignment: 0.5
    ).place(in: frame)
  }

  var placementFollowsTranslation: Bool { false }
}

protocol AnyGrid {}
extension Grid: AnyGrid {}

/// What a grid row tells its grid.
@MainActor
protocol GridRowDescribing {
  var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowDescribing {
  var rowAlignment: VerticalAlignment? { alignment }
}

/// What a grid cell's modifiers say of it.
struct GridCellTraits {
  var columns = 1
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set = []

  @MainActor
  static func of(_ node: Node) -> GridCellTraits {
    var traits = GridCellTraits()
    visitWrappedViews(of: node.view) { view in
      if let carrier = view as? GridCellTraitCarrying { carrier.apply(to: &traits) }
      return false
    }
    return traits
  }
}

@MainActor
protocol GridCellTraitCarrying {
  func apply(to traits: inout GridCellTraits)
}

/// A grid cell modifier: the cell is laid out unchanged and tells its grid how to place it.
struct GridCellTraitView<Content: View>: View, SingleChildModifier, GridCellTraitCarrying {
  let content: Content
  let change: (inout GridCellTraits) -> Void

  func apply(to traits: inout GridCellTraits) { change(&traits) }
}

extension View {
  /// Makes this grid cell span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    GridCellTraitView(content: self) { $0.columns = max(1, count) }
  }

  /// Aligns the cells of this cell's column (set on a cell of the grid's first row).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    GridCellTraitView(content: self) { $0.columnAlignment = guide }
  }

  /// Where this cell sits in the space its row and column give it.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    GridCellTraitView(content: self) { $0.anchor = anchor }
  }

  /// Lets this cell take the grid's size along `axes` instead of sizing its row or column by
  /// its own (a `Divider` between rows).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    GridCellTraitView(content: self) { $0.unsizedAxes = axes }
  }
}

/// A grid's measurements for one proposal: its rows (each a `GridRow` or a view spanning every
/// column), the columns' widths and the rows' heights.
@MainActor
struct GridMetrics {
  struct Cell {
    let node: Node
    let column: Int
    let traits: GridCellTraits
  }

  struct Row {
    let node: Node
    /// Nil for a view that spans the whole grid.
    let cells: [Cell]?
    let alignment: VerticalAlignment?
  }

  let rows: [Row]
  let widths: [Double]
  let heights: [Double]
  let alignment: Alignment
  let hSpacing: Double
  let vSpacing: Double
  let columnAlignments: [HorizontalAlignment?]

  var size: Size {
    let width = widths.reduce(0, +) + hSpacing * Double(max(0, widths.count - 1))
    let height = heights.reduce(0, +) + vSpacing * Double(max(0, heights.count - 1))
    return Size(width: width, height: height)
  }

  init(grid: Node, proposal: ProposedViewSize, alignment: Alignment, hSpacing: Double, vSpacing: Double) {
    self.alignment = alignment
    self.hSpacing = hSpacing
    self.vSpacing = vSpacing
    var rows: [Row] = []
    var columnCount = 0
    for child in grid.children {
      if let row = child.view as? GridRowDescribing {
        var column = 0
        var cells: [Cell] = []
        for cell in child.children {
          let traits = GridCellTraits.of(cell)
          cells.append(Cell(node: cell, column: column, traits: traits))
          column += traits.columns
        }
        columnCount = max(columnCount, column)
        rows.append(Row(node: child, cells: cells, alignment: row.rowAlignment))
      } else {
        rows.append(Row(node: child, cells: nil, alignment: nil))
      }
    }
    self.rows = rows
    var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    if let first = rows.first(where: { $0.cells != nil })?.cells {
      for cell in first where cell.column < columnCount { alignments[cell.column] = cell.traits.columnAlignment }
    }
    columnAlignments = alignments

    // Columns: each as wide as its widest single-column cell's ideal width.
    var widths = [Double](repeating: 0, count: columnCount)
    for row in rows {
      for cell in row.cells ?? [] where cell.traits.columns == 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
        widths[cell.column] = max(widths[cell.column], cell.node.sizeThatFits(.unspecified).width)
      }
    }
    // A spanning cell wider than its columns widens the last of them.
    for row in rows {
      for cell in row.cells ?? [] where cell.traits.columns > 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
        let last = min(columnCount, cell.column + cell.traits.columns) - 1
        let spanned = widths[cell.column...last].reduce(0, +) + hSpacing * Double(last - cell.column)
        let wanted = cell.node.sizeThatFits(.unspecified).width
        if wanted > spanned { widths[last] += wanted - spanned }
      }
    }
    if let offered = proposal.width, offered.isFinite, columnCount > 0 {
      let total = widths.reduce(0, +) + hSpacing * Double(columnCount - 1)
      if total > offered {
        let cut = (total - offered) / Double(columnCount)
        widths = widths.map { max(0, $0 - cut) }
      }
    }
    self.widths = widths

    var heights: [Double] = []
    for row in rows {
      if let cells = row.cells {
        var height = 0.0
        for cell in cells where !cell.traits.unsizedAxes.contains(.vertical) {
          let width = Self.span(widths, from: cell.column, count: cell.traits.columns, spacing: hSpacing)
          height = max(height, cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
        }
        heights.append(height)
      } else {
        let width = widths.reduce(0, +) + hSpacing * Double(max(0, columnCount - 1))
        let offered = columnCount == 0 ? proposal.width : width
        heights.append(row.node.sizeThatFits(ProposedViewSize(width: offered, height: nil)).height)
      }
    }
    self.heights = heights
  }

  /// The width of `count` columns from `column`, with the spacing between them.
  static func span(_ widths: [Double], from column: Int, count: Int, spacing: Double) -> Double {
    guard column < widths.count else { return 0 }
    let last = min(widths.count, column + count) - 1
    return widths[column...last].reduce(0, +) + spacing * Double(last - column)
  }

  func place(in frame: Rect) {
    let content = size
    let origin = alignment.origin(of: Size(width: min(content.width, frame.width), height: content.height), in: frame)
    var y = origin.y
    var columnX: [Double] = []
    var x = origin.x
    for width in widths {
      columnX.append(x)
      x += width + hSpacing
    }
    for (index, row) in rows.enumerated() {
      let height = heights[index]
      let rowFrame = Rect(x: origin.x, y: y, width: content.width, height: height)
      if let cells = row.cells {
        row.node.place(in: rowFrame)
        for cell in cells where cell.column < widths.count {
          let width = Self.span(widths, from: cell.column, count: cell.traits.columns, spacing: hSpacing)
          let slot = Rect(x: columnX[cell.column], y: y, width: width, height: height)
          let horizontal = columnAlignments[cell.column] ?? alignment.horizontal
          let vertical = row.alignment ?? alignment.vertical
          let proposal = ProposedViewSize(
            width: width, height: cell.traits.unsizedAxes.contains(.vertical) ? height : nil)
          var size = cell.node.sizeThatFits(proposal)
          if cell.traits.unsizedAxes.contains(.horizontal) { size.width = width }
          size = Size(width: min(size.width, width), height: min(size.height, height))
          let place: Point
          if let anchor = cell.traits.anchor {
            place = Point(
              x: slot.minX + (slot.width - size.width) * anchor.x, y: slot.minY + (slot.height - size.height) * anchor.y)
          } else {
            place = Alignment(horizontal: horizontal, vertical: vertical).origin(of: size, in: slot)
          }
          cell.node.place(in: Rect(origin: place, size: size))
        }
      } else {
        let fitted = row.node.sizeThatFits(ProposedViewSize(width: content.width, height: nil))
        let size = Size(width: min(max(fitted.width, 0), content.width), height: height)
        row.node.place(in: Rect(origin: Alignment(horizontal: alignment.horizontal, vertical: .top).origin(of: size, in: rowFrame), size: size))
      }
      y += height + vSpacing
    }
  }
}

/// One column description of a `LazyVGrid`, as SwiftUI's `GridItem`.
///
/// ```swift
/// let columns = [GridItem(.fixed(80)), GridItem(.flexible(minimum: 120))]
/// let cards = [GridItem(.adaptive(minimum: 160), spacing: 16)]
/// ```
public struct GridItem: Hashable, Sendable {
  /// How wide the column (or columns) of an item are.
  public enum Size: Hashable, Sendable {
    /// Exactly this width.
    case fixed(Double)
    /// A share of the width left by fixed items, kept between the bounds.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// As many columns of at least `minimum` as fit in this item's share, each stretched
    /// equally but never beyond `maximum`.
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  public var size: Size
  /// Space after this item's column(s); nil means the default 8.
  public var spacing: Double?
  /// How a cell narrower than its column sits in it; nil uses the grid's alignment.
  public var alignment: HorizontalAlignment?

  nonisolated public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: HorizontalAlignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  static let defaultSpacing = 8.0
}

/// Resolved columns of a grid: each column's x (from the grid's leading edge) and width.
struct GridColumns: Equatable {
  struct Column: Equatable {
    var x: Double
    var width: Double
    var alignment: HorizontalAlignment?
  }

  var columns: [Column]
  /// From the leading edge of the first column to the trailing edge of the last.
  var totalWidth: Double { (columns.last.map { $0.x + $0.width } ?? 0) - (columns.first?.x ?? 0) }

  /// SwiftUI's algorithm: fixed items take their width; flexible and adaptive items share what
  /// is left equally, an item clamped to its bounds leaving its excess to the others; an adaptive
  /// item then splits its share into as many columns of at least its minimum as fit.
  init(_ items: [GridItem], width: Double) {
    let spacings = items.map { $0.spacing ?? GridItem.defaultSpacing }
    let between = spacings.dropLast().reduce(0, +)
    var shares = [Double?](repeating: nil, count: items.count)
    var remaining = width - between
    for (index, item) in items.enumerated() {
      if case .fixed(let w) = item.size {
        shares[index] = w
        remaining -= w
      }
    }
    remaining = max(0, remaining)
    // Settle the clamped items first; each settlement changes everyone else's share.
    var open = items.indices.filter { shares[$0] == nil }
    while !open.isEmpty {
      let share = remaining / Double(open.count)
      let clamped = open.first { index in
        let (low, high) = Self.bounds(items[index].size)
        return share < low || share > high
      }
      guard let index = clamped else {
        for index in open { shares[index] = share }
        break
      }
      let (low, high) = Self.bounds(items[index].size)
      let value = share < low ? low : high
      shares[index] = value
      remaining = max(0, remaining - value)
      open.removeAll { $0 == index }
    }
    var cursor = 0.0
    var columns: [Column] = []
    for (index, item) in items.enumerated() {
      let share = shares[index] ?? 0
      if case .adaptive(let minimum, let maximum) = item.size {
        let spacing = spacings[index]
        let count = max(1, Int(((share + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
        let columnWidth = min(maximum, (share - spacing * Double(count - 1)) / Double(count))
        for column in 0..<count {
          columns.append(Column(x: cursor, width: columnWidth, alignment: item.alignment))
          cursor += columnWidth + (column < count - 1 ? spacing : 0)
        }
      } else {
        columns.append(Column(x: cursor, width: share, alignment: item.alignment))
        cursor += share
      }
      cursor += spacings[index]
    }
    self.columns = columns
  }

  /// The columns with each width rounded down to whole device pixels at `scale`, each keeping
  /// its leading edge (the spacing after it takes the rest, under a pixel). Equal columns of a
  /// fractional width (two of 167.5) would otherwise snap to different widths where their
  /// edges fall (168 and 167), and so would what is sized from them: a 4:3 picture a pixel
  /// shorter, and the title under it a pixel higher than its neighbour's.
  func snapped(toScale scale: Double) -> GridColumns {
    guard scale > 0 else { return self }
    var grid = self
    for index in grid.columns.indices {
      grid.columns[index].width = (grid.columns[index].width * scale).rounded(.down) / scale
    }
    return grid
  }

  /// The narrowest width the items can take: what a grid asks for when offered no width.
  static func minimumWidth(_ items: [GridItem]) -> Double {
    let spacing = items.map { $0.spacing ?? GridItem.defaultSpacing }.dropLast().reduce(0, +)
    return items.map { bounds($0.size).low }.reduce(spacing, +)
  }

  private static func bounds(_ size: GridItem.Size) -> (low: Double, high: Double) {
    switch size {
    case .fixed(let w): return (w, w)
    case .flexible(let minimum, let maximum): return (minimum, max(minimum, maximum))
    // An adaptive item can always use more width (for more columns): no upper bound.
    case .adaptive(let minimum, _): return (minimum, .infinity)
    }
  }
}

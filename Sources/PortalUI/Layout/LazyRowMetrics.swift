/// The heights of a lazy container's rows: the ones measured, and an estimate for the rest.
///
/// Finding the rows in view and a row's top must not cost more for a longer list, so measured
/// heights are kept in Fenwick trees (prefix sums in O(log n)) beside a dictionary: the top of
/// a row is the measured heights above it, plus the estimate for each unmeasured row above it,
/// plus the spacing.
struct LazyRowMetrics {
  /// The height assumed for rows not measured yet (nil until the first row is measured).
  var estimate: Double?
  private var measured: [Int: Double] = [:]
  /// Fenwick trees over row positions: measured heights, and how many rows are measured.
  private var heightSums: [Double] = []
  private var measuredCounts: [Int] = []

  /// The measured height of `row`, if it has been measured.
  subscript(row: Int) -> Double? {
    get { measured[row] }
    set {
      let old = measured[row]
      guard old != newValue else { return }
      measured[row] = newValue
      if row >= heightSums.count {
        grow(toInclude: row)
      } else {
        add(height: (newValue ?? 0) - (old ?? 0), count: (newValue == nil ? 0 : 1) - (old == nil ? 0 : 1), at: row)
      }
    }
  }

  /// Forgets every measurement and the estimate.
  mutating func removeAll() {
    measured.removeAll()
    heightSums.removeAll()
    measuredCounts.removeAll()
    estimate = nil
  }

  /// The height of `row`: measured, or else estimated (0 before any estimate).
  func height(of row: Int) -> Double { measured[row] ?? estimate ?? 0 }

  /// The distance from the top of row 0 to the top of `row`.
  func top(of row: Int, spacing: Double) -> Double {
    guard row > 0 else { return 0 }
    let (sum, count) = prefix(row)
    return sum + Double(row - count) * (estimate ?? 0) + Double(row) * spacing
  }

  /// The height of `rows` rows with `spacing` between them.
  func totalHeight(rows: Int, spacing: Double) -> Double {
    guard rows > 0 else { return 0 }
    return top(of: rows, spacing: spacing) - spacing
  }

  /// The rows among the first `rows` that overlap `range` (in the container's coordinates),
  /// with their tops.
  func rows(intersecting range: ClosedRange<Double>, rows: Int, spacing: Double) -> [(row: Int, top: Double)] {
    // The first row whose bottom reaches the range: bottoms only grow with the row.
    var low = 0
    var high = rows
    while low < high {
      let middle = (low + high) / 2
      if top(of: middle, spacing: spacing) + height(of: middle) >= range.lowerBound { high = middle } else { low = middle + 1 }
    }
    var result: [(row: Int, top: Double)] = []
    var row = low
    var y = top(of: row, spacing: spacing)
    while row < rows, y <= range.upperBound {
      result.append((row, y))
      y += height(of: row) + spacing
      row += 1
    }
    return result
  }

  // MARK: Fenwick trees

  /// The measured heights, and how many rows are measured, among rows `0..<end`.
  private func prefix(_ end: Int) -> (Double, Int) {
    var sum = 0.0
    var count = 0
    var i = min(end, heightSums.count)
    while i > 0 {
      sum += heightSums[i - 1]
      count += measuredCounts[i - 1]
      i &= i - 1
    }
    return (sum, count)
  }

  private mutating func add(height: Double, count: Int, at row: Int) {
    var i = row + 1
    while i <= heightSums.count {
      heightSums[i - 1] += height
      measuredCounts[i - 1] += count
      i += i & -i
    }
  }

  /// Makes room for `row`, doubling the capacity, and rebuilds the trees from the measurements
  /// (the new one included).
  private mutating func grow(toInclude row: Int) {
    var capacity = max(64, heightSums.count)
    while capacity <= row { capacity *= 2 }
    heightSums = Array(repeating: 0, count: capacity)
    measuredCounts = Array(repeating: 0, count: capacity)
    for (measuredRow, height) in measured { add(height: height, count: 1, at: measuredRow) }
  }
}

import Testing

@testable import PortalUI

/// The row metrics answer as a walk over every row would, whatever was measured.
@Suite("Lazy row metrics")
struct LazyRowMetricsTests {
  /// A deterministic generator, so a failure can be replayed.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

  private func walkTop(_ metrics: LazyRowMetrics, _ row: Int, _ spacing: Double) -> Double {
    (0..<row).reduce(0) { $0 + metrics.height(of: $1) + spacing }
  }

  private func walkRows(_ metrics: LazyRowMetrics, _ range: ClosedRange<Double>, rows: Int, spacing: Double)
    -> [Int]
  {
    var result: [Int] = []
    var y = 0.0
    for row in 0..<rows {
      if y > range.upperBound { break }
      if y + metrics.height(of: row) >= range.lowerBound { result.append(row) }
      y += metrics.height(of: row) + spacing
    }
    return result
  }

  @Test func topsTotalsAndVisibleRowsMatchAWalkOverEveryRow() {
    var random = Generator(state: 7)
    var metrics = LazyRowMetrics()
    metrics.estimate = 40
    let rows = 1_700
    let spacing = 16.0
    for round in 0..<400 {
      let row = Int.random(in: 0..<rows, using: &random)
      // Measure, re-measure and now and then forget rows, far beyond the first capacity too.
      metrics[row] = round % 9 == 0 ? nil : Double(Int.random(in: 20...90, using: &random))
      if round % 20 == 0 {
        let probe = Int.random(in: 0...rows, using: &random)
        #expect(metrics.top(of: probe, spacing: spacing) == walkTop(metrics, probe, spacing))
        #expect(metrics.totalHeight(rows: rows, spacing: spacing) == walkTop(metrics, rows, spacing) - spacing)
        let start = Double.random(in: -50...70_000, using: &random)
        let range = start...(start + 800)
        let found = metrics.rows(intersecting: range, rows: rows, spacing: spacing)
        #expect(found.map(\.row) == walkRows(metrics, range, rows: rows, spacing: spacing))
        for entry in found { #expect(entry.top == walkTop(metrics, entry.row, spacing)) }
      }
    }
  }

  @Test func withoutAnEstimateUnmeasuredRowsTakeNoHeight() {
    var metrics = LazyRowMetrics()
    metrics[3] = 50
    #expect(metrics.top(of: 5, spacing: 2) == 50 + 5 * 2)
    #expect(metrics.height(of: 4) == 0)
    metrics.removeAll()
    #expect(metrics[3] == nil)
    #expect(metrics.top(of: 5, spacing: 0) == 0)
  }
}

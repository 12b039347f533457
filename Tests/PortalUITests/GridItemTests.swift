import PortalGraphics
import Testing

@testable import PortalUI

@Suite("Grid columns") @MainActor
struct GridItemTests {
  private func widths(_ items: [GridItem], in width: Double) -> [Double] {
    GridColumns(items, width: width).columns.map(\.width)
  }

  @Test func fixedColumnsTakeTheirWidthAndTheDefaultSpacing() {
    let grid = GridColumns([GridItem(.fixed(100)), GridItem(.fixed(150))], width: 400)
    #expect(grid.columns.map(\.width) == [100, 150])
    #expect(grid.columns.map(\.x) == [0, 108])
  }

  @Test func flexibleColumnsShareWhatFixedColumnsLeave() {
    #expect(widths([GridItem(.fixed(100)), GridItem(.flexible())], in: 400) == [100, 292])
    #expect(
      widths([GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], in: 400) == [
        128, 128, 128,
      ])
  }

  @Test func aClampedFlexibleColumnLeavesItsExcessToTheOthers() {
    let items = [GridItem(.fixed(100)), GridItem(.flexible(maximum: 120)), GridItem(.flexible())]
    #expect(widths(items, in: 400) == [100, 120, 164])
    #expect(widths([GridItem(.flexible(minimum: 300)), GridItem(.flexible())], in: 400) == [300, 92])
  }

  @Test func anAdaptiveItemFitsAsManyMinimumColumnsAsItCan() {
    #expect(widths([GridItem(.adaptive(minimum: 90))], in: 400) == [94, 94, 94, 94])
    #expect(widths([GridItem(.adaptive(minimum: 120, maximum: 125))], in: 400) == [125, 125, 125])
    // Never below the minimum, even when that overflows the grid.
    #expect(widths([GridItem(.adaptive(minimum: 500))], in: 400) == [500])
  }

  @Test func itemSpacingSeparatesColumns() {
    let grid = GridColumns([GridItem(.flexible(), spacing: 20), GridItem(.flexible())], width: 420)
    #expect(grid.columns.map(\.width) == [200, 200])
    #expect(grid.columns.map(\.x) == [0, 220])
  }

  @Test func cellsAreLaidOutInTheResolvedColumns() throws {
    let h = try Harness(
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], alignment: .leading, spacing: 4) {
        ForEach(0..<4) { _ in Color.blue.frame(height: 20) }
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    let cells = h.nodes(FixedFrameView<Color>.self).map(\.frame)
    #expect(cells.count == 4)
    #expect(cells[0] == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(cells[1] == Rect(x: 108, y: 0, width: 292, height: 20))
    #expect(cells[2] == Rect(x: 0, y: 24, width: 100, height: 20))
    #expect(cells[3] == Rect(x: 108, y: 24, width: 292, height: 20))
  }
}

import PortalGraphics
import Testing

@testable import PortalUI

/// 10,000 cells in 4 columns of 94 (adaptive, minimum 90, in 400) and rows 50 high, 8 apart.
private struct BigGrid: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
        ForEach(0..<10_000) { TappableElement(name: "cell", index: $0, height: 50) }
      }
    }
  }
}

@Suite("LazyVGrid") @MainActor
struct LazyVGridTests {
  private func cellIndices(_ h: Harness) -> Set<Int> { h.builtElements() }

  @Test func onlyTheVisibleRowsAndTheirMarginHaveNodes() throws {
    let h = try Harness(BigGrid())
    // Visible 0…300 plus the 48 margin: rows 0…6 (row 6 starts at 348).
    #expect(cellIndices(h) == Set(0..<28))
    #expect(h.graph.nodeCount < 200)
  }

  @Test func scrollingBuildsTheNewCellsAndDropsTheOldOnes() throws {
    let h = try Harness(BigGrid())
    for _ in 0..<5 { h.scroll(at: Point(x: 200, y: 150), dy: 116) }
    // Offset 580: visible 532…928 with margin, rows 9…16, and half of row 17 built ahead
    // (two cells a step).
    #expect(cellIndices(h) == Set(36..<68).union([68, 69]))
    let cell36 = try #require(h.frame(ofBoxWithText: "cell 36 taps 0"))
    #expect(cell36.minY == 9 * 58 - 580)
  }

  @Test func theGridIsAsTallAsAllItsRows() throws {
    let h = try Harness(BigGrid())
    let scroll = try #require(h.node(ScrollView<LazyVGrid<ForEach<Range<Int>, Int, TappableElement>>>.self))
    #expect(ScrollViewState.of(scroll).contentSize.height == 2500 * 50 + 2499 * 8)
  }

  @Test func cellsWhoseHeightFollowsTheirWidthGiveTheExactHeightFromTheFirstFrame() throws {
    // The stack probes its children at widths 0 and unlimited before placing them; those
    // probes must not fix the row estimate the grid then places with.
    let h = try Harness(
      HStack(spacing: 0) {
        Color.gray.frame(width: 100)
        ScrollView {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<20) { _ in Color.blue.aspectRatio(1, contentMode: .fit) }
          }
        }
      })
    let scroll = try #require(h.node((any ClipsContent).self))
    let state = ScrollViewState.of(scroll)
    let column = (300.0 - GridItem.defaultSpacing) / 2
    // Ten square rows, measured at the width the grid is placed at, without waiting for a
    // second frame.
    #expect(state.contentSize.height == 10 * column + 9 * 10)
  }

  @Test func equalCellsInColumnsOfAFractionalWidthGetOneWidthAndTheirTitlesOneBaseline() throws {
    // 353 points in two columns 18 apart: 167.5 each. Snapped where they fall, the first
    // column's edges (0, 167.5) made it 168 wide and the second's (185.5, 353) 167, and with
    // it the 4:3 picture a pixel shorter and the title under it a pixel higher.
    let h = try Harness(
      size: Size(width: 353, height: 600),
      LazyVGrid(columns: [GridItem(.flexible(), spacing: 18), GridItem(.flexible())], spacing: 18) {
        ForEach(0..<6) { index in
          VStack(alignment: .leading, spacing: 8) {
            Color.blue.aspectRatio(4.0 / 3.0, contentMode: .fit)
            Text("title \(index)")
          }
        }
      })
    let pictures = h.nodes(Color.self).map(\.frame)
    #expect(pictures.count == 6)
    #expect(Set(pictures.map(\.width)).count == 1, "the pictures are \(pictures.map(\.width)) wide")
    for row in 0..<3 {
      let left = try #require(h.frame(ofText: "title \(2 * row)"))
      let right = try #require(h.frame(ofText: "title \(2 * row + 1)"))
      #expect(left.minY == right.minY, "row \(row): the titles are at y \(left.minY) and \(right.minY)")
    }
  }

  @Test func aCellKeepsItsStateWhileItStaysVisibleAndLosesItWhenDropped() throws {
    let h = try Harness(BigGrid())
    h.click(try #require(h.frame(ofText: "cell 1 taps 0")).center)
    #expect(h.frame(ofText: "cell 1 taps 1") != nil)
    h.scroll(at: Point(x: 200, y: 150), dy: 20)
    #expect(h.frame(ofText: "cell 1 taps 1") != nil)
    h.scroll(at: Point(x: 200, y: 150), dy: 2000)
    #expect(!cellIndices(h).contains(1))
    h.scroll(at: Point(x: 200, y: 150), dy: -5000)
    #expect(h.frame(ofText: "cell 1 taps 0") != nil)
  }

  @Test func scrollingDoesNotReEvaluateCellsThatStayVisible() throws {
    let h = try Harness(BigGrid())
    // The first two small steps build the row ahead, two cells each.
    h.scroll(at: Point(x: 200, y: 150), dy: 4)
    h.scroll(at: Point(x: 200, y: 150), dy: 4)
    #expect(cellIndices(h) == Set(0..<32))
    let before = h.graph.evaluations
    h.scroll(at: Point(x: 200, y: 150), dy: 4)
    // Nothing entered or left the built range, so no body ran.
    #expect(h.graph.evaluations == before)
  }

  @Test func theRowAheadIsBuiltHalfARowAStepInTheDirectionOfTheScroll() throws {
    let h = try Harness(BigGrid())
    // At rest the grid builds the rows in view and the margin only.
    #expect(cellIndices(h) == Set(0..<28))
    let built = h.graph.evaluations
    h.scroll(at: Point(x: 200, y: 150), dy: 4)
    #expect(cellIndices(h) == Set(0..<30))
    h.scroll(at: Point(x: 200, y: 150), dy: 4)
    #expect(cellIndices(h) == Set(0..<32))
    // Each step built two cells: no step built a whole row.
    #expect(h.graph.evaluations > built)
    // Cells built ahead are placed where their row will be, below what shows.
    let ahead = try #require(h.frame(ofBoxWithText: "cell 28 taps 0"))
    #expect(ahead.minY == 7 * 58 - 8)
    // Scrolling back up builds ahead above instead (once there is a row above).
    for _ in 0..<4 { h.scroll(at: Point(x: 200, y: 150), dy: 150) }
    let down = cellIndices(h)
    h.scroll(at: Point(x: 200, y: 150), dy: -4)
    let up = cellIndices(h)
    let firstRow = try #require(down.min())
    #expect(up.min() == firstRow - 4)
    #expect(!up.contains(try #require(down.max())))
  }
}

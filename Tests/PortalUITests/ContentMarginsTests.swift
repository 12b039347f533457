import PortalGraphics
import Testing

@testable import PortalUI

private struct Rows: View {
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count) { Text("row \($0)").frame(maxWidth: .infinity, minHeight: 30, maxHeight: 30) }
    }
  }
}

/// `contentMargins(_:_:for:)`, as in SwiftUI: a scroll view insets its content (and the
/// scrollable area grows by the margins), its indicators' track, or both.
@Suite("Content margins") @MainActor
struct ContentMarginsTests {
  private func scrollView(_ h: Harness) throws -> Node { try #require(h.node(ScrollView<Rows>.self)) }

  @Test func contentMarginsInsetTheContentAndLetItScrollClearOfTheEnds() throws {
    let h = try Harness(ScrollView { Rows(count: 40) }.contentMargins(.vertical, 20, for: .scrollContent))
    #expect(h.frame(ofBoxWithText: "row 0")?.minY == 20)
    h.scroll(at: Point(x: 200, y: 150), dy: 10_000)
    // 40 rows of 30 and 20 above and below them, in a 300-point viewport.
    #expect(ScrollViewState.of(try scrollView(h)).offset.y == 40 * 30 + 40 - 300)
    #expect(h.frame(ofBoxWithText: "row 39")?.maxY == 280)
    // The indicator's track keeps to the frame: scrolled to the end, the bar reaches its bottom.
    let bar = try #require(try scrollView(h).view as? ScrollView<Rows>).indicatorRects(node: try scrollView(h))
    #expect(bar.first.map { $0.maxY == 300 - 2 } == true)
  }

  @Test func indicatorMarginsKeepTheBarClearOfTheEdgesAndLeaveTheContent() throws {
    let h = try Harness(ScrollView { Rows(count: 40) }.contentMargins(.vertical, 18, for: .scrollIndicators))
    #expect(h.frame(ofBoxWithText: "row 0")?.minY == 0)
    let node = try scrollView(h)
    let view = try #require(node.view as? ScrollView<Rows>)
    #expect(view.indicatorRects(node: node).first.map { $0.minY == 18 + 2 } == true)
    h.scroll(at: Point(x: 200, y: 150), dy: 10_000)
    #expect(view.indicatorRects(node: node).first.map { $0.maxY == 300 - 18 - 2 } == true)
    #expect(h.frame(ofBoxWithText: "row 39")?.maxY == 300)
  }

  @Test func automaticMarginsInsetBothAndNilIsSixteenPoints() throws {
    let h = try Harness(ScrollView { Rows(count: 40) }.contentMargins(.top, nil))
    #expect(h.frame(ofBoxWithText: "row 0")?.minY == 16)
    let node = try scrollView(h)
    let view = try #require(node.view as? ScrollView<Rows>)
    #expect(view.indicatorRects(node: node).first.map { $0.minY == 16 + 2 } == true)
  }

  @Test func horizontalMarginsNarrowTheContentOfAVerticalScrollView() throws {
    let h = try Harness(ScrollView { Rows(count: 5) }.contentMargins(.horizontal, 24))
    let row = try #require(h.frame(ofBoxWithText: "row 0"))
    #expect(row.minX == 24 && row.maxX == 400 - 24)
  }
}

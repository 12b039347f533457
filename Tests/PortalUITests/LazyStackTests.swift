import PortalGraphics
import Testing

@testable import PortalUI

/// A column 40 points wide, as tall as it is offered.
private struct Column: View {
  let index: Int
  var body: some View { Text("c\(index)").frame(width: 40) }
}

/// 10,000 rows 30 high, no spacing, in a 400×300 window.
private struct LongStack: View {
  var spacing: CGFloat = 0
  var body: some View {
    ScrollView {
      LazyVStack(spacing: spacing) {
        ForEach(0..<10_000) { TappableElement(name: "row", index: $0, height: 30) }
      }
    }
  }
}

@Suite("Lazy stacks") @MainActor
struct LazyStackTests {
  private func rowIndices(_ h: Harness) -> Set<Int> { h.builtElements() }

  private func scrollState(_ h: Harness) throws -> ScrollViewState {
    ScrollViewState.of(try #require(h.node((any ClipsContent).self)))
  }

  @Test func onlyTheVisibleRowsAndTheirMarginHaveNodes() throws {
    let h = try Harness(LongStack())
    // Visible 0…300 plus the 48-point margin: rows 0…11 (row 11 starts at 330).
    #expect(rowIndices(h) == Set(0..<12))
    #expect(h.graph.nodeCount < 150)
  }

  @Test func scrollingBuildsTheRowsComingIntoViewAndDropsTheOthers() throws {
    let h = try Harness(LongStack())
    for _ in 0..<5 { h.scroll(at: Point(x: 200, y: 150), dy: 120) }
    // Offset 600: 552…948 with the margins, rows 18…31.
    #expect(rowIndices(h) == Set(18...31))
    let row20 = try #require(h.frame(ofBoxWithText: "row 20 taps 0"))
    #expect(row20.minY == 20 * 30 - 600)
    #expect(row20.height == 30)
  }

  @Test func theStackIsAsLongAsAllItsRowsAndTheirSpacing() throws {
    let h = try Harness(LongStack())
    #expect(try scrollState(h).contentSize.height == 10_000 * 30)
    let spaced = try Harness(LongStack(spacing: 8))
    #expect(try scrollState(spaced).contentSize.height == 10_000 * 30 + 9_999 * 8)
    let row3 = try #require(spaced.frame(ofBoxWithText: "row 3 taps 0"))
    #expect(row3.minY == 3 * 38)
  }

  @Test func aRowKeepsItsStateWhileItStaysBuiltAndLosesItWhenDropped() throws {
    let h = try Harness(LongStack())
    let row2 = try #require(h.frame(ofBoxWithText: "row 2 taps 0"))
    h.click(row2.center)
    #expect(h.frame(ofText: "row 2 taps 1") != nil)
    h.scroll(at: Point(x: 200, y: 150), dy: 40)
    #expect(h.frame(ofText: "row 2 taps 1") != nil)
    for _ in 0..<4 { h.scroll(at: Point(x: 200, y: 150), dy: 150) }
    #expect(!rowIndices(h).contains(2))
    for _ in 0..<4 { h.scroll(at: Point(x: 200, y: 150), dy: -150) }
    #expect(h.frame(ofText: "row 2 taps 0") != nil)
  }

  @Test func theStackFillsTheScrollViewsWidthAndAlignsItsRows() throws {
    let h = try Harness(
      ScrollView {
        LazyVStack(alignment: .leading) { ForEach(0..<50) { Text("item \($0)") } }
      })
    let stack = try #require(h.node(LazyVStack<ForEach<Range<Int>, Int, Text>>.self))
    #expect(stack.frame.width == 400)
    #expect(try #require(h.frame(ofText: "item 3")).minX == 0)
    let trailing = try Harness(
      ScrollView {
        LazyVStack(alignment: .trailing) { ForEach(0..<50) { Text("item \($0)") } }
      })
    #expect(try #require(trailing.frame(ofText: "item 3")).maxX == 400)
  }

  @Test func outsideAScrollViewItLaysOutEveryChildAsAVStack() throws {
    let lazy = try Harness(
      LazyVStack(alignment: .leading, spacing: 4) { ForEach(0..<40) { Text("item \($0)") } })
    let eager = try Harness(
      VStack(alignment: .leading, spacing: 4) { ForEach(0..<40) { Text("item \($0)") } })
    #expect(lazy.nodes(Text.self).count == 40)
    for index in [0, 7, 39] {
      #expect(lazy.frame(ofText: "item \(index)") == eager.frame(ofText: "item \(index)"))
    }
  }

  @Test func aLazyHStackBuildsOnlyTheColumnsInViewOfAHorizontalScrollView() throws {
    let h = try Harness(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10) { ForEach(0..<1_000) { Column(index: $0) } }
      })
    // Columns every 50 points; visible 0…400 plus the margin: columns 0…8.
    let built = Set(h.nodes(Column.self).map { ($0.view as! Column).index })
    #expect(built == Set(0...8))
    let stack = try #require(h.node(LazyHStack<ForEach<Range<Int>, Int, Column>>.self))
    #expect(stack.frame.height == 300)
    #expect(
      ScrollViewState.of(try #require(h.node((any ClipsContent).self))).contentSize.width == 1_000 * 50 - 10)
    for _ in 0..<4 { h.scroll(at: Point(x: 200, y: 150), dx: 250, dy: 0) }
    let after = Set(h.nodes(Column.self).map { ($0.view as! Column).index })
    // Offset 1000: 952…1448 with the margins, columns 19…28.
    #expect(after == Set(19...28))
    #expect(try #require(h.frame(ofBoxWithText: "c20")).minX == 20 * 50 - 1_000)
  }

  @Test func aVerticalScrollViewDoesNotMakeALazyHStackLazy() throws {
    let h = try Harness(
      ScrollView {
        LazyHStack(spacing: 0) { ForEach(0..<30) { Column(index: $0) } }
      })
    #expect(h.nodes(Column.self).count == 30)
  }

  @Test func onlyAScrollViewMakesAStackLazyNotAnotherClippingView() throws {
    let h = try Harness(
      TabView {
        LazyHStack(spacing: 0) { ForEach(0..<30) { Column(index: $0) } }
      }
      .tabViewStyle(.page))
    #expect(h.nodes(Column.self).count == 30)
  }

  @Test func scrollToReachesARowThatWasNeverBuilt() throws {
    let h = try Harness(
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Text("jump").onTapGesture { proxy.scrollTo(500, anchor: .top) }
          ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<10_000) { TappableElement(name: "row", index: $0, height: 30) } }
          }
        }
      })
    let jump = try #require(h.frame(ofText: "jump"))
    h.click(jump.center)
    let row = try #require(h.frame(ofBoxWithText: "row 500 taps 0"))
    let scroll = try #require(h.node((any ClipsContent).self))
    #expect(row.minY == scroll.frame.minY)
  }

  @Test func sectionsInALazyStackShowTheirHeaderAboveTheirRows() throws {
    let h = try Harness(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
          Section(header: Text("Fruit")) {
            Text("apple").frame(height: 30)
            Text("pear").frame(height: 30)
          }
        }
      })
    let header = try #require(h.frame(ofText: "Fruit"))
    let apple = try #require(h.frame(ofBoxWithText: "apple"))
    let pear = try #require(h.frame(ofBoxWithText: "pear"))
    #expect(header.maxY <= apple.minY)
    #expect(apple.maxY == pear.minY)
  }
}

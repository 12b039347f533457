import PortalGraphics
import Testing

@testable import PortalUI

@MainActor
private final class RowLog {
  var taps: [Int] = []
}

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private struct Shelf: Identifiable {
  let id: String
  let fruits: [Fruit]
}

/// A row with state of its own.
private struct CountingRow: View {
  let index: Int
  @State private var taps = 0
  var body: some View {
    Text("row \(index) taps \(taps)").onTapGesture { taps += 1 }
  }
}

@Suite("List") @MainActor
struct ListTests {
  static let grouped = Color(hex: 0xF2F2F7)
  static let separator = Color(hex: 0xC6C6C8)

  private func texts(_ h: Harness) -> Set<String> {
    Set(h.nodes(Text.self).map { ($0.view as! Text).content })
  }

  private func scrollState(_ h: Harness) throws -> ScrollViewState {
    ScrollViewState.of(try #require(h.node((any ClipsContent).self)))
  }

  @Test func onlyTheRowsInViewAreBuilt() throws {
    let h = try Harness(List(0..<10_000) { Text("row \($0)") })
    // Rows 44 high below a 16-point gap: 0…300 and the 48-point margin hold rows 0…7.
    #expect(texts(h) == Set((0...7).map { "row \($0)" }))
    #expect(h.graph.nodeCount < 150)
    #expect(try scrollState(h).contentSize.height == 16 + 10_000 * 44 + 16)
    let row3 = try #require(h.frame(ofText: "row 3"))
    #expect(abs(row3.midY - (16 + 3 * 44 + 22)) <= 1)
    #expect(row3.minX == 16 + 16)
  }

  @Test func scrollingTheListBuildsTheRowsComingIntoView() throws {
    let h = try Harness(List(0..<10_000) { Text("row \($0)") })
    for _ in 0..<4 { h.scroll(at: Point(x: 200, y: 150), dy: 110) }
    // Offset 440: row 10's card starts at 16 + 440, 16 below the top.
    let row10 = try #require(h.frame(ofText: "row 10"))
    #expect(abs(row10.midY - (16 + 22)) <= 1)
    #expect(!texts(h).contains("row 0"))
  }

  @Test func insetGroupedRowsSitOnARoundedCardWithSeparatorsBetweenThem() throws {
    let h = try Harness(List { ForEach(0..<3) { Text("row \($0)") } })
    // The grey background beside and above the card, white on it.
    #expect(h.pixel(8, 30).isClose(to: Self.grouped))
    #expect(h.pixel(200, 8).isClose(to: Self.grouped))
    #expect(h.pixel(200, 30).isClose(to: .white))
    // The card's top-left corner is rounded.
    #expect(h.pixel(17, 17).isClose(to: Self.grouped, 0.02))
    // A hairline between rows 0 and 1, from the content's leading edge to the card's end.
    #expect(h.pixel(200, 16 + 44 - 1).isClose(to: Self.separator))
    #expect(h.pixel(380, 16 + 44 - 1).isClose(to: Self.separator))
    #expect(h.pixel(24, 16 + 44 - 1).isClose(to: .white))
    // None under the last row: the card ends there.
    #expect(h.pixel(200, 16 + 3 * 44 - 1).isClose(to: .white))
    #expect(h.pixel(200, 16 + 3 * 44 + 2).isClose(to: Self.grouped))
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("list-inset-grouped.png"))
  }

  @Test func sectionsShowTheirHeadersInSmallGreyCapitalsAboveTheirCards() throws {
    let h = try Harness(
      List {
        Section("Fruit") {
          Text("Apple")
          Text("Pear")
        }
        Section {
          Text("Kale")
        } header: {
          Text("Greens")
        } footer: {
          Text("Fresh daily")
        }
      })
    let fruit = try #require(h.node(Text.self) { $0.content == "FRUIT" })
    #expect(fruit.environment.foregroundColor == .secondary)
    #expect(fruit.environment.font == .footnote)
    let apple = try #require(h.frame(ofText: "Apple"))
    let pear = try #require(h.frame(ofText: "Pear"))
    let greens = try #require(h.frame(ofText: "GREENS"))
    let kale = try #require(h.frame(ofText: "Kale"))
    let footer = try #require(h.frame(ofText: "Fresh daily"))
    #expect(fruit.frame.maxY < apple.minY)
    #expect(apple.maxY < pear.minY)
    #expect(pear.maxY + 20 < greens.minY)
    #expect(greens.maxY < kale.minY)
    #expect(kale.maxY < footer.minY)
    // Headers line up with the rows' text; the gap between sections is the grey background.
    #expect(fruit.frame.minX == apple.minX)
    #expect(h.pixel(200, (pear.maxY + greens.minY) / 2).isClose(to: Self.grouped))
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("list-sections.png"))
  }

  @Test func aPlainListDrawsRowsFromEdgeToEdgeWithNoCard() throws {
    let h = try Harness(List { ForEach(0..<3) { Text("row \($0)") } }.listStyle(.plain))
    let row0 = try #require(h.frame(ofText: "row 0"))
    #expect(abs(row0.midY - 22) <= 1)
    #expect(row0.minX == 16)
    #expect(h.pixel(4, 20).isClose(to: .white))
    #expect(h.pixel(200, 43).isClose(to: Self.separator))
    #expect(h.pixel(8, 43).isClose(to: .white))
  }

  @Test func aGroupedListsCardsSpanTheWidthWithSquareCorners() throws {
    let h = try Harness(List { ForEach(0..<3) { Text("row \($0)") } }.listStyle(.grouped))
    #expect(h.pixel(1, 17).isClose(to: .white))
    #expect(h.pixel(200, 8).isClose(to: Self.grouped))
  }

  @Test func aRowBackgroundReplacesTheCardUnderThatRow() throws {
    let h = try Harness(
      List {
        Text("red").listRowBackground(Color.red)
        Text("plain")
        ForEach(0..<2) { Text("yellow \($0)") }.listRowBackground(Color.yellow)
      })
    #expect(h.pixel(300, 16 + 22).isClose(to: .red))
    #expect(h.pixel(300, 16 + 44 + 22).isClose(to: .white))
    #expect(h.pixel(300, 16 + 2 * 44 + 22).isClose(to: .yellow))
    #expect(h.pixel(300, 16 + 3 * 44 + 22).isClose(to: .yellow))
    // Clipped to the card: the rounded corner stays grey.
    #expect(h.pixel(17, 17).isClose(to: Self.grouped, 0.02))
  }

  @Test func aHiddenSeparatorIsNotDrawn() throws {
    let h = try Harness(
      List {
        Text("first").listRowSeparator(.hidden)
        Text("second")
        Text("third")
        Text("fourth").listRowSeparator(.hidden, edges: .top)
      })
    #expect(h.pixel(200, 16 + 44 - 1).isClose(to: .white))
    #expect(h.pixel(200, 16 + 2 * 44 - 1).isClose(to: Self.separator))
    #expect(h.pixel(200, 16 + 3 * 44 - 1).isClose(to: .white))
  }

  @Test func rowInsetsMoveTheContent() throws {
    let h = try Harness(
      List {
        Text("default")
        Text("flush").listRowInsets(EdgeInsets())
        Text("deep").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
      })
    #expect(try #require(h.frame(ofText: "default")).minX == 32)
    #expect(try #require(h.frame(ofText: "flush")).minX == 16)
    let deep = try #require(h.frame(ofText: "deep"))
    #expect(deep.minX == 56)
    // Taller than the minimum: its insets and its text.
    let third = try #require(
      h.node(ListItemContainer.self) { ($0.views.first?.view as? Text)?.content == "deep" })
    #expect(third.frame.height == 40 + deep.height)
  }

  @Test func hidingTheScrollContentBackgroundShowsWhatIsBehind() throws {
    let h = try Harness(
      List { Text("row") }.scrollContentBackground(.hidden).background(Color.indigo))
    #expect(h.pixel(8, 30).isClose(to: .indigo))
    #expect(h.pixel(200, 30).isClose(to: .white))
  }

  @Test func rowsAreTappedLikeAnyView() throws {
    let log = RowLog()
    let h = try Harness(
      List(0..<200) { index in
        Text("row \(index)").onTapGesture { log.taps.append(index) }
      })
    h.click(try #require(h.frame(ofText: "row 2")).center)
    for _ in 0..<5 { h.scroll(at: Point(x: 200, y: 150), dy: 200) }
    h.click(try #require(h.frame(ofText: "row 25")).center)
    #expect(log.taps == [2, 25])
    // Between rows (on the card, off the text) nothing is tapped, and a click in the gap
    // beside the card reaches no row.
    h.click(Point(x: 8, y: 150))
    #expect(log.taps == [2, 25])
  }

  @Test func rowsKeepTheirStateByIdentity() throws {
    let h = try Harness(List(0..<100) { CountingRow(index: $0) })
    h.click(try #require(h.frame(ofText: "row 1 taps 0")).center)
    #expect(h.frame(ofText: "row 1 taps 1") != nil)
    h.scroll(at: Point(x: 200, y: 150), dy: 30)
    #expect(h.frame(ofText: "row 1 taps 1") != nil)
  }

  @Test func identifiedDataAndNestedSectionsOfData() throws {
    let shelves = [
      Shelf(id: "Stone fruit", fruits: [Fruit(id: 1, name: "Plum"), Fruit(id: 2, name: "Peach")]),
      Shelf(id: "Citrus", fruits: [Fruit(id: 3, name: "Lime")]),
    ]
    let h = try Harness(
      List {
        ForEach(shelves) { shelf in
          Section(shelf.id) {
            ForEach(shelf.fruits) { Text($0.name) }
          }
        }
      })
    let order = ["STONE FRUIT", "Plum", "Peach", "CITRUS", "Lime"].map { h.frame(ofText: $0)?.minY ?? -1 }
    #expect(order == order.sorted())
    #expect(!order.contains(-1))
    let byKeyPath = try Harness(List(shelves[0].fruits, id: \.name) { Text("\($0.name)!") })
    #expect(byKeyPath.frame(ofText: "Peach!") != nil)
    let identifiable = try Harness(List(shelves[1].fruits) { Text($0.name) })
    #expect(identifiable.frame(ofText: "Lime") != nil)
  }
}

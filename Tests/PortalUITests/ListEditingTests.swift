import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct Notes: View {
  @State private var notes = ["apple", "pear", "plum"]
  var body: some View {
    List {
      ForEach(notes, id: \.self) { Text($0) }
        .onDelete { notes.remove(atOffsets: $0) }
        .onMove { notes.move(fromOffsets: $0, toOffset: $1) }
      Text("not editable")
    }
  }
}

@Suite("List editing") @MainActor
struct ListEditingTests {
  private func order(_ h: Harness) -> [String] {
    ["apple", "pear", "plum", "not editable"].filter { h.frame(ofText: $0) != nil }
      .sorted { h.frame(ofText: $0)!.minY < h.frame(ofText: $1)!.minY }
  }

  @Test func deleteOverARowDeletesIt() throws {
    let h = try Harness(Notes())
    h.host.send(.pointerMoved(try #require(h.frame(ofText: "pear")).center))
    h.host.send(.keyPressed(ListRowEditing.delete, modifiers: []))
    h.settle()
    #expect(order(h) == ["apple", "plum", "not editable"])
    // Backspace too; a row whose ForEach has no onDelete stays.
    h.host.send(.pointerMoved(try #require(h.frame(ofText: "not editable")).center))
    h.host.send(.keyPressed(.backspace, modifiers: []))
    h.settle()
    #expect(order(h) == ["apple", "plum", "not editable"])
  }

  @Test func theKeysDoNothingWithThePointerOffTheRows() throws {
    let h = try Harness(Notes())
    h.host.send(.pointerMoved(Point(x: 200, y: 290)))
    h.host.send(.keyPressed(ListRowEditing.delete, modifiers: []))
    h.settle()
    #expect(order(h) == ["apple", "pear", "plum", "not editable"])
  }

  @Test func altAndAnArrowMoveARow() throws {
    let h = try Harness(Notes())
    h.host.send(.pointerMoved(try #require(h.frame(ofText: "apple")).center))
    h.host.send(.keyPressed(.down, modifiers: .alt))
    h.settle()
    #expect(order(h) == ["pear", "apple", "plum", "not editable"])
    h.host.send(.pointerMoved(try #require(h.frame(ofText: "plum")).center))
    h.host.send(.keyPressed(.up, modifiers: .alt))
    h.settle()
    #expect(order(h) == ["pear", "plum", "apple", "not editable"])
  }

  @Test func collectionsMoveAndRemoveByOffsetsAsSwiftUIsDo() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [1, 3], toOffset: 0)
    #expect(letters == ["b", "d", "a", "c", "e"])
    letters.move(fromOffsets: [0], toOffset: 5)
    #expect(letters == ["d", "a", "c", "e", "b"])
    letters.remove(atOffsets: [0, 2])
    #expect(letters == ["a", "e", "b"])
  }

  @Test func aFormIsAnInsetGroupedList() throws {
    let h = try Harness(Form { Section("Account") { Text("Signed in") } })
    #expect(h.frame(ofText: "ACCOUNT") != nil)
    #expect(try #require(h.frame(ofText: "Signed in")).minX == 32)
    #expect(h.pixel(8, 100).isClose(to: Color(hex: 0xF2F2F7)))
  }
}

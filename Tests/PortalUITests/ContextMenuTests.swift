import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Context menu") @MainActor
struct ContextMenuTests {
  @MainActor final class Log {
    var entries: [String] = []
    var text = ""
    var textBinding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
  }

  func rightClick(_ h: Harness, _ point: Point) {
    h.host.send(.pointerPressed(point, button: .secondary))
    h.host.send(.pointerReleased(point, button: .secondary))
    h.settle()
  }

  func noteRow(_ log: Log) throws -> Harness {
    try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 20) {
          Text("Note")
            .frame(width: 200, height: 40)
            .contextMenu {
              Button("Duplicate") { log.entries.append("duplicate") }
              Button("Delete", role: .destructive) { log.entries.append("delete") }
            }
          Text("Plain").frame(width: 200, height: 40)
        }
      })
  }

  @Test func aRightClickOpensTheMenuAtThePointer() throws {
    let h = try noteRow(Log())
    let note = try #require(h.frame(ofText: "Note"))
    let point = Point(x: note.minX + 30, y: note.midY)
    rightClick(h, point)
    let duplicate = try #require(h.anyFrame(ofText: "Duplicate"))
    #expect(duplicate.minY > point.y)
    #expect(abs(duplicate.minX - point.x) < 40)
  }

  @Test func choosingAnItemRunsItAndClosesTheMenu() throws {
    let log = Log()
    let h = try noteRow(log)
    rightClick(h, try #require(h.frame(ofText: "Note")).center)
    h.click(try #require(h.anyFrame(ofText: "Delete")).center)
    #expect(log.entries == ["delete"])
    #expect(h.anyFrame(ofText: "Duplicate") == nil)
  }

  @Test func aRightClickOnAViewWithoutAMenuOpensNothing() throws {
    let h = try noteRow(Log())
    rightClick(h, try #require(h.frame(ofText: "Plain")).center)
    #expect(h.graph.popups.isEmpty)
  }

  @Test func aLeftClickDoesNotOpenIt() throws {
    let h = try noteRow(Log())
    h.click(try #require(h.frame(ofText: "Note")).center)
    #expect(h.anyFrame(ofText: "Duplicate") == nil)
  }

  @Test func aClickOutsideClosesIt() throws {
    let log = Log()
    let h = try noteRow(log)
    rightClick(h, try #require(h.frame(ofText: "Note")).center)
    h.click(Point(x: 390, y: 290))
    #expect(h.anyFrame(ofText: "Duplicate") == nil)
    #expect(log.entries.isEmpty)
  }

  @Test func theMenuKeyOpensTheFocusedViewsMenuAndTheKeyboardChooses() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Button("Item") { log.entries.append("tap") }
          .contextMenu { Button("Rename") { log.entries.append("rename") } }
      })
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(InputState.menuKey, modifiers: []))
    h.settle()
    #expect(h.anyFrame(ofText: "Rename") != nil)
    h.host.send(.keyPressed(.down, modifiers: []))
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(log.entries == ["rename"])
  }

  @Test func shiftF10OpensTheFocusedViewsMenu() throws {
    let h = try Harness(
      atOrigin {
        Button("Item") {}.contextMenu { Button("Rename") {} }
      })
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(InputState.f10, modifiers: .shift))
    h.settle()
    #expect(h.anyFrame(ofText: "Rename") != nil)
  }

  @Test func aMenuWithNoItemsDoesNotOpen() throws {
    let show = false
    let h = try Harness(
      atOrigin {
        Text("Note").frame(width: 200, height: 40).contextMenu {
          if show { Button("Never") {} }
        }
      })
    rightClick(h, try #require(h.frame(ofText: "Note")).center)
    #expect(h.graph.popups.isEmpty)
  }

  @Test func aMenuWithAPreviewOpensWithoutThePreview() throws {
    let h = try Harness(
      atOrigin {
        Text("Photo").frame(width: 200, height: 40)
          .contextMenu { Button("Save") {} } preview: { Text("Big preview") }
      })
    rightClick(h, try #require(h.frame(ofText: "Photo")).center)
    #expect(h.anyFrame(ofText: "Save") != nil)
    #expect(h.anyFrame(ofText: "Big preview") == nil)
  }

  @Test func aSelectionMenuIsGivenTheIdOfTheRowRightClicked() throws {
    var given: Set<String> = []
    let names = ["alpha", "beta", "gamma"]
    let h = try Harness(
      atOrigin {
        VStack(spacing: 0) {
          ForEach(names, id: \.self) { name in Text(name).frame(width: 200, height: 30) }
        }
        .contextMenu(forSelectionType: String.self) { ids in
          Button("Open") { given = ids }
        }
      })
    rightClick(h, try #require(h.frame(ofText: "beta")).center)
    h.click(try #require(h.anyFrame(ofText: "Open")).center)
    #expect(given == ["beta"])
  }

  @Test func nearTheWindowsCornerTheMenuOpensUpAndToTheLeftOfThePointer() {
    let window = Rect(x: 0, y: 0, width: 400, height: 300)
    let frame = PopupPlacement.at(Point(x: 380, y: 290)).frame(
      of: Size(width: 160, height: 100), anchor: .zero, in: window)
    #expect(frame == Rect(x: 220, y: 190, width: 160, height: 100))
  }

  @Test func aSubmenuWithNoRoomOnTheRightOpensOnTheLeftOfItsItem() {
    let window = Rect(x: 0, y: 0, width: 400, height: 300)
    let item = Rect(x: 250, y: 50, width: 140, height: 28)
    let frame = PopupPlacement.beside.frame(of: Size(width: 160, height: 100), anchor: item, in: window)
    #expect(frame.maxX <= item.minX)
    #expect(frame.minY == item.minY - 5)
  }

  // MARK: Text fields

  func field(_ log: Log) throws -> Harness {
    try Harness(atOrigin { TextField("Name", text: log.textBinding).frame(width: 240).padding(20) })
  }

  @Test func aRightClickOnATextFieldOffersTheEditingCommands() throws {
    let log = Log()
    let h = try field(log)
    let field = try #require(h.node(TextEntry.self)).frame
    rightClick(h, field.center)
    for title in ["Cut", "Copy", "Paste", "Select All"] {
      #expect(h.anyFrame(ofText: title) != nil)
    }
  }

  @Test func selectAllThenCopyFromTheMenuPutsTheTextOnTheClipboard() throws {
    let log = Log()
    log.text = "hello"
    let h = try field(log)
    let field = try #require(h.node(TextEntry.self)).frame
    rightClick(h, field.center)
    h.click(try #require(h.anyFrame(ofText: "Select All")).center)
    rightClick(h, field.center)
    h.click(try #require(h.anyFrame(ofText: "Copy")).center)
    #expect(h.host.memoryClipboard.texts[.clipboard] == "hello")
  }

  @Test func pasteFromTheMenuInsertsTheClipboard() throws {
    let log = Log()
    let h = try field(log)
    h.host.memoryClipboard.texts[.clipboard] = "pasted"
    let field = try #require(h.node(TextEntry.self)).frame
    rightClick(h, field.center)
    h.click(try #require(h.anyFrame(ofText: "Paste")).center)
    #expect(log.text == "pasted")
  }

  @Test func theMenuKeyInAFocusedFieldOpensTheEditingMenu() throws {
    let log = Log()
    let h = try field(log)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(InputState.menuKey, modifiers: []))
    h.settle()
    #expect(h.anyFrame(ofText: "Select All") != nil)
  }
}

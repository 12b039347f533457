import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Menu") @MainActor
struct MenuTests {
  @MainActor final class Log {
    var entries: [String] = []
    var flag = false
    var choice = "One"
    var flagBinding: Binding<Bool> { Binding(get: { self.flag }, set: { self.flag = $0 }) }
    var choiceBinding: Binding<String> { Binding(get: { self.choice }, set: { self.choice = $0 }) }
  }

  func editMenu(_ log: Log, dark: Bool = false) throws -> Harness {
    try Harness(
      atOrigin {
        Menu("Edit") {
          Button("Copy") { log.entries.append("copy") }
          Button("Paste") { log.entries.append("paste") }
          Button("Delete", role: .destructive) { log.entries.append("delete") }
        }
        .padding(10)
        .frame(width: 380, height: 280, alignment: .topLeading)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  func press(_ h: Harness, _ keys: Key...) {
    for key in keys { h.host.send(.keyPressed(key, modifiers: [])) }
    h.settle()
  }

  // MARK: Opening and choosing

  @Test func clickingTheButtonOpensTheItemsAndAClickRunsOne() throws {
    let log = Log()
    let h = try editMenu(log)
    #expect(h.anyFrame(ofText: "Copy") == nil)
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    h.click(try #require(h.anyFrame(ofText: "Paste")).center)
    #expect(log.entries == ["paste"])
    #expect(h.anyFrame(ofText: "Copy") == nil)
  }

  @Test func theItemsOpenBelowTheButton() throws {
    let h = try editMenu(Log())
    let button = try #require(h.anyFrame(ofText: "Edit"))
    h.click(button.center)
    let copy = try #require(h.anyFrame(ofText: "Copy"))
    #expect(copy.minY > button.maxY)
  }

  @Test func aClickOutsideClosesTheMenuWithoutRunningAnything() throws {
    let log = Log()
    let h = try editMenu(log)
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    h.click(Point(x: 350, y: 260))
    #expect(h.anyFrame(ofText: "Copy") == nil)
    #expect(log.entries.isEmpty)
  }

  @Test func aSystemImageMenuShowsItsTitleAndOpens() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Add", systemImage: "plus") { Button("Note") { log.entries.append("note") } }
      })
    h.click(try #require(h.anyFrame(ofText: "Add")).center)
    h.click(try #require(h.anyFrame(ofText: "Note")).center)
    #expect(log.entries == ["note"])
  }

  @Test func aMenuWithALabelViewOpensFromIt() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu {
          Button("Mail", systemImage: "envelope") { log.entries.append("mail") }
        } label: {
          Label("Share", systemImage: "square.and.arrow.up")
        }
      })
    h.click(try #require(h.anyFrame(ofText: "Share")).center)
    h.click(try #require(h.anyFrame(ofText: "Mail")).center)
    #expect(log.entries == ["mail"])
  }

  @Test func withAPrimaryActionAClickOnTheLabelRunsItAndTheChevronOpensTheMenu() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Save") {
          Button("Save As…") { log.entries.append("save as") }
        } primaryAction: {
          log.entries.append("save")
        }
      })
    let title = try #require(h.anyFrame(ofText: "Save"))
    h.click(title.center)
    #expect(log.entries == ["save"])
    #expect(h.anyFrame(ofText: "Save As…") == nil)
    h.click(Point(x: title.maxX + 14, y: title.midY))
    h.click(try #require(h.anyFrame(ofText: "Save As…")).center)
    #expect(log.entries == ["save", "save as"])
  }

  // MARK: Keyboard

  @Test func spaceOnTheFocusedButtonOpensAndArrowsAndEnterChoose() throws {
    let log = Log()
    let h = try editMenu(log)
    press(h, .tab, .space)
    #expect(h.anyFrame(ofText: "Copy") != nil)
    press(h, .down, .down, .enter)
    #expect(log.entries == ["paste"])
    #expect(h.anyFrame(ofText: "Copy") == nil)
  }

  @Test func downOnTheFocusedButtonOpensWithTheFirstItemHighlighted() throws {
    let log = Log()
    let h = try editMenu(log)
    press(h, .tab, .down)
    #expect(h.anyFrame(ofText: "Copy") != nil)
    press(h, .enter)
    #expect(log.entries == ["copy"])
  }

  @Test func upFromNothingHighlightsTheLastItemAndDownGoesRound() throws {
    let log = Log()
    let h = try editMenu(log)
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    press(h, .up, .down, .enter)
    #expect(log.entries == ["copy"])
  }

  @Test func escapeClosesTheMenuWithoutChoosing() throws {
    let log = Log()
    let h = try editMenu(log)
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    press(h, .down, .escape)
    #expect(h.anyFrame(ofText: "Copy") == nil)
    #expect(log.entries.isEmpty)
  }

  @Test func typingAnItemsFirstLettersHighlightsIt() throws {
    let log = Log()
    let h = try editMenu(log)
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    press(h, Key(character: "p")!, .enter)
    #expect(log.entries == ["paste"])
  }

  // MARK: Items

  @Test func sectionsAreSetApartAndTitledByTheirHeaders() {
    let entries = MenuContent.entries(
      of: Group {
        Button("Top") {}
        Section("Group") {
          Button("Inner") {}
        }
        Button("Bottom") {}
      })
    let kinds = entries.map { entry -> String in
      switch entry {
      case .item(let item): return item.title
      case .submenu(let item, _): return "submenu " + item.title
      case .header: return "header"
      case .divider: return "divider"
      }
    }
    #expect(kinds == ["Top", "divider", "header", "Inner", "divider", "Bottom"])
  }

  @Test func aDisabledItemIsSkippedByTheArrowsAndDoesNothingWhenClicked() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Edit") {
          Button("Undo") { log.entries.append("undo") }.disabled(true)
          Button("Redo") { log.entries.append("redo") }
        }
      })
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    h.click(try #require(h.anyFrame(ofText: "Undo")).center)
    #expect(log.entries.isEmpty)
    press(h, .down, .enter)
    #expect(log.entries == ["redo"])
  }

  @Test func aToggleIsACheckedItemThatFlipsWhenChosen() throws {
    let log = Log()
    log.flag = true
    let h = try Harness(
      atOrigin {
        Menu("View") { Toggle("Show Grid", isOn: log.flagBinding) }
      })
    h.click(try #require(h.anyFrame(ofText: "View")).center)
    let item = try #require(h.anyFrame(ofText: "Show Grid"))
    // The checkmark before the title is drawn in the label colour.
    let check = Rect(x: item.minX - 20, y: item.minY, width: 18, height: item.height)
    #expect(h.count(.black, in: check, tolerance: 0.3) > 5)
    h.click(item.center)
    #expect(log.flag == false)
  }

  @Test func aPickerOffersItsOptionsAsItemsAndTheChosenOneIsSelected() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Sort") {
          Picker("Order", selection: log.choiceBinding) {
            Text("One").tag("One")
            Text("Two").tag("Two")
          }
        }
      })
    h.click(try #require(h.anyFrame(ofText: "Sort")).center)
    h.click(try #require(h.anyFrame(ofText: "Two")).center)
    #expect(log.choice == "Two")
  }

  @Test func aNestedMenuOpensBesideItsItemAndItsItemsCanBeChosen() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("File") {
          Button("New") { log.entries.append("new") }
          Menu("Export") {
            Button("PDF") { log.entries.append("pdf") }
            Button("PNG") { log.entries.append("png") }
          }
        }
      })
    h.click(try #require(h.anyFrame(ofText: "File")).center)
    let export = try #require(h.anyFrame(ofText: "Export"))
    #expect(h.anyFrame(ofText: "PDF") == nil)
    h.host.send(.pointerMoved(export.center))
    h.settle()
    let pdf = try #require(h.anyFrame(ofText: "PDF"))
    #expect(pdf.minX > export.maxX)
    h.click(try #require(h.anyFrame(ofText: "PNG")).center)
    #expect(log.entries == ["png"])
    #expect(h.anyFrame(ofText: "New") == nil)
  }

  @Test func rightOpensASubmenuAndLeftClosesIt() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("File") {
          Menu("Export") { Button("PDF") { log.entries.append("pdf") } }
        }
      })
    h.click(try #require(h.anyFrame(ofText: "File")).center)
    press(h, .down, .right)
    #expect(h.anyFrame(ofText: "PDF") != nil)
    press(h, .left)
    #expect(h.anyFrame(ofText: "PDF") == nil)
    #expect(h.anyFrame(ofText: "Export") != nil)
    press(h, .right, .enter)
    #expect(log.entries == ["pdf"])
  }

  @Test func anItemsKeyboardShortcutIsShownAndWorksWhileTheMenuIsClosed() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Edit") {
          Button("Duplicate") { log.entries.append("duplicate") }.keyboardShortcut("d")
        }
      })
    h.host.send(.keyPressed(Key(character: "d")!, modifiers: .control))
    h.settle()
    #expect(log.entries == ["duplicate"])
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    #expect(h.anyFrame(ofText: "Ctrl+D") != nil)
  }

  @Test func aLinkIsAnItemThatOpensItsDestinationThroughTheMenusEnvironment() throws {
    var opened: [URL] = []
    let h = try Harness(
      atOrigin {
        Menu("Help") {
          Link("Website", destination: URL(string: "https://example.com")!)
        }
        .environment(\.openURL, OpenURLAction { url in
          opened.append(url)
          return .handled
        })
      })
    h.click(try #require(h.anyFrame(ofText: "Help")).center)
    h.click(try #require(h.anyFrame(ofText: "Website")).center)
    #expect(opened == [URL(string: "https://example.com")!])
  }

  @Test func aPickerStyleAroundTheMenuMakesItsPickerASubmenu() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Sort") {
          Picker("Order", selection: log.choiceBinding) {
            Text("One").tag("One")
            Text("Two").tag("Two")
          }
        }
        .pickerStyle(.menu)
      })
    h.click(try #require(h.anyFrame(ofText: "Sort")).center)
    #expect(h.anyFrame(ofText: "Two") == nil)
    let order = try #require(h.anyFrame(ofText: "Order"))
    h.host.send(.pointerMoved(order.center))
    h.settle()
    h.click(try #require(h.anyFrame(ofText: "Two")).center)
    #expect(log.choice == "Two")
  }

  // MARK: Looks

  @Test func theHighlightedItemIsFilledWithTheTintInLightAndDark() throws {
    for dark in [false, true] {
      let h = try editMenu(Log(), dark: dark)
      h.click(try #require(h.anyFrame(ofText: "Edit")).center)
      press(h, .down)
      let copy = try #require(h.anyFrame(ofText: "Copy"))
      let tint = Color.accentColor.resolved(dark: dark)
      #expect(h.pixel(copy.maxX + 6, copy.midY).isClose(to: tint, 0.03))
      let paste = try #require(h.anyFrame(ofText: "Paste"))
      let panel = dark ? Color(hex: 0x2C2C2E) : Color.white
      #expect(h.pixel(paste.maxX + 6, paste.midY).isClose(to: panel, 0.03))
    }
  }

  @Test func aDestructiveItemIsRedInLightAndDark() throws {
    for dark in [false, true] {
      let h = try editMenu(Log(), dark: dark)
      h.click(try #require(h.anyFrame(ofText: "Edit")).center)
      let delete = try #require(h.anyFrame(ofText: "Delete"))
      let copy = try #require(h.anyFrame(ofText: "Copy"))
      let red = Color.red.resolved(dark: dark)
      #expect(h.count(red, in: delete, tolerance: 0.2) > 10)
      #expect(h.count(red, in: copy, tolerance: 0.2) == 0)
    }
  }

  @Test func theButtonIsDrawnInTheTint() throws {
    let h = try editMenu(Log())
    let title = try #require(h.anyFrame(ofText: "Edit"))
    #expect(h.count(Color.accentColor.resolved(dark: false), in: title, tolerance: 0.2) > 10)
  }

  @Test func aStyleOfItsOwnDrawsTheMenu() throws {
    struct Tagged: MenuStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          Text("styled")
          Menu(configuration)
        }
      }
    }
    let log = Log()
    let h = try Harness(
      atOrigin {
        Menu("Edit") { Button("Copy") { log.entries.append("copy") } }
          .menuStyle(Tagged())
          .menuIndicator(.hidden)
          .menuOrder(.fixed)
      })
    #expect(h.anyFrame(ofText: "styled") != nil)
    h.click(try #require(h.anyFrame(ofText: "Edit")).center)
    h.click(try #require(h.anyFrame(ofText: "Copy")).center)
    #expect(log.entries == ["copy"])
  }
}

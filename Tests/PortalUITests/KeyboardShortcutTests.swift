import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Keyboard shortcuts") @MainActor
struct KeyboardShortcutTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  func send(_ h: Harness, _ key: Key, _ modifiers: KeyModifiers = []) {
    h.host.send(.keyPressed(key, modifiers: modifiers))
    h.settle()
  }

  @Test func commandShortcutsArePressedWithControl() throws {
    let log = Log()
    let h = try Harness(atOrigin { Button("Save") { log.entries.append("save") }.keyboardShortcut("s") })
    send(h, Key(character: "s")!, .control)
    #expect(log.entries == ["save"])
  }

  @Test func theKeyWithoutItsModifiersDoesNothing() throws {
    let log = Log()
    let h = try Harness(atOrigin { Button("Save") { log.entries.append("save") }.keyboardShortcut("s") })
    send(h, Key(character: "s")!)
    send(h, Key(character: "s")!, [.control, .shift])
    #expect(log.entries.isEmpty)
  }

  @Test func shiftAndOptionModifiersMustBeHeld() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        Button("Export") { log.entries.append("export") }.keyboardShortcut("e", modifiers: [.command, .shift])
        Button("Other") { log.entries.append("other") }.keyboardShortcut("o", modifiers: .option)
      })
    send(h, Key(character: "e")!, .control)
    send(h, Key(character: "e")!, [.control, .shift])
    send(h, Key(character: "o")!, .alt)
    #expect(log.entries == ["export", "other"])
  }

  @Test func theDefaultActionIsEnterAndTheCancelActionEscape() throws {
    let log = Log()
    let h = try Harness(
      atOrigin {
        HStack {
          Button("Cancel", role: .cancel) { log.entries.append("cancel") }.keyboardShortcut(.cancelAction)
          Button("OK") { log.entries.append("ok") }.keyboardShortcut(.defaultAction)
        }
      })
    send(h, .enter)
    send(h, .escape)
    #expect(log.entries == ["ok", "cancel"])
  }

  @Test func aDisabledButtonsShortcutDoesNothing() throws {
    let log = Log()
    let h = try Harness(
      atOrigin { Button("Save") { log.entries.append("save") }.keyboardShortcut("s").disabled(true) })
    send(h, Key(character: "s")!, .control)
    #expect(log.entries.isEmpty)
  }

  @Test func aShortcutTogglesAToggle() throws {
    var on = false
    let h = try Harness(
      atOrigin {
        Toggle("Bold", isOn: Binding(get: { on }, set: { on = $0 })).keyboardShortcut("b")
      })
    send(h, Key(character: "b")!, .control)
    #expect(on)
  }

  @Test func theShortcutIsInTheEnvironmentOfTheViewsInside() {
    var environment = EnvironmentValues()
    KeyboardShortcutView(content: EmptyView(), shortcut: KeyboardShortcut("k", modifiers: [.command, .option]))
      .transformEnvironment(&environment)
    #expect(environment.keyboardShortcut == KeyboardShortcut("k", modifiers: [.command, .option]))
    #expect(environment.keyboardShortcut?.displayName == "Ctrl+Alt+K")
  }

  @Test func aNilShortcutSetsNone() throws {
    let log = Log()
    let shortcut: KeyboardShortcut? = nil
    let h = try Harness(atOrigin { Button("Save") { log.entries.append("save") }.keyboardShortcut(shortcut) })
    send(h, .enter)
    #expect(log.entries.isEmpty)
  }
}

@Suite("Key press handlers") @MainActor
struct KeyPressTests {
  @Test func aHandlerForOneKeyHearsIt() throws {
    var heard = 0
    let h = try Harness(
      atOrigin {
        Text("grid").onKeyPress(.upArrow) {
          heard += 1
          return .handled
        }
      })
    h.host.send(.keyPressed(.up, modifiers: []))
    h.host.send(.keyPressed(.down, modifiers: []))
    h.settle()
    #expect(heard == 1)
  }

  @Test func anIgnoredPressGoesOnToTheNextHandler() throws {
    var outer = 0
    let h = try Harness(
      atOrigin {
        Text("inner")
          .onKeyPress(.escape) { .ignored }
          .onKeyPress(.escape) {
            outer += 1
            return .handled
          }
      })
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(outer == 1)
  }

  @Test func aHandlerIsToldTheCharactersAndModifiers() throws {
    var presses: [(String, EventModifiers)] = []
    let h = try Harness(
      atOrigin {
        Text("keys").onKeyPress { press in
          presses.append((press.characters, press.modifiers))
          return .handled
        }
      })
    h.host.send(.keyPressed(Key(character: "q")!, modifiers: .shift))
    h.settle()
    #expect(presses.count == 1)
    #expect(presses.first?.0 == "Q")
    #expect(presses.first?.1 == .shift)
  }

  @Test func aCharacterSetHandlerHearsOnlyThoseCharacters() throws {
    var typed = ""
    let h = try Harness(
      atOrigin {
        Text("digits").onKeyPress(characters: .decimalDigits) { press in
          typed += press.characters
          return .handled
        }
      })
    for character in ["4", "x", "2"] {
      h.host.send(.keyPressed(Key(character: Character(character))!, modifiers: []))
    }
    h.settle()
    #expect(typed == "42")
  }

  @Test func aKeySetHandlerHearsOnlyThoseKeys() throws {
    var heard: [KeyEquivalent] = []
    let h = try Harness(
      atOrigin {
        Text("arrows").onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
          heard.append(press.key)
          return .handled
        }
      })
    for key in [Key.left, .up, .right] { h.host.send(.keyPressed(key, modifiers: [])) }
    h.settle()
    #expect(heard == [.leftArrow, .rightArrow])
  }

  @Test func aHandlerForReleasesOnlyHearsNothingHere() throws {
    var heard = 0
    let h = try Harness(
      atOrigin {
        Text("up").onKeyPress(phases: .up) { _ in
          heard += 1
          return .handled
        }
      })
    h.host.send(.keyPressed(.space, modifiers: []))
    h.settle()
    #expect(heard == 0)
  }
}

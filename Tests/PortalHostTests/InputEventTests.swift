import PortalHost
import Testing

@Suite("Key")
struct KeyTests {
  @Test func printableASCIICharacterMakesTheKeyWhoseKeysymIsItsCodePoint() {
    #expect(Key(character: "a") == Key(keysym: 0x61))
    #expect(Key(character: "Z")?.keysym == 0x5A)
    #expect(Key(character: " ") == .space)
    #expect(Key(character: "~")?.keysym == 0x7E)
  }

  @Test func nonPrintableOrNonASCIICharacterMakesNoKey() {
    #expect(Key(character: "\n") == nil)
    #expect(Key(character: "\u{7F}") == nil)
    #expect(Key(character: "é") == nil)
    #expect(Key(character: "✈") == nil)
  }

  @Test func characterRoundTripsForPrintableKeys() {
    for scalar in UInt8(0x20)..<UInt8(0x7F) {
      let character = Character(Unicode.Scalar(scalar))
      #expect(Key(character: character)?.character == character)
    }
  }

  @Test func functionKeysHaveNoCharacter() {
    #expect(Key.escape.character == nil)
    #expect(Key.left.character == nil)
    #expect(Key(keysym: 0xE9).character == nil)
  }

  @Test func namedKeysDescribeThemselvesByName() {
    #expect(Key.escape.description == "Escape")
    #expect(Key.enter.description == "Enter")
    #expect(Key.tab.description == "Tab")
    #expect(Key.left.description == "Left")
    #expect(Key.right.description == "Right")
    #expect(Key.up.description == "Up")
    #expect(Key.down.description == "Down")
  }

  @Test func printableKeyDescribesItselfByItsCharacter() {
    #expect(Key(character: "q")?.description == "q")
    #expect(Key(character: "7")?.description == "7")
  }

  @Test func otherKeysDescribeTheirKeysymInHex() {
    #expect(Key(keysym: 0xFFBE).description == "keysym 0xFFBE")
    #expect(Key.pageDown.description == "keysym 0xFF56")
  }
}

@Suite("Input event")
struct InputEventTests {
  @Test func eventsWithTheSamePayloadAreEqual() {
    let a = InputEvent.keyPressed(.enter, modifiers: [.shift, .control])
    #expect(a == .keyPressed(.enter, modifiers: [.control, .shift]))
    #expect(a != .keyPressed(.enter, modifiers: [.shift]))
    #expect(a != .keyReleased(.enter, modifiers: [.shift, .control]))
  }

  @Test func pointerButtonsUseTheX11ButtonNumbers() {
    #expect(PointerButton.primary.rawValue == 1)
    #expect(PointerButton.middle.rawValue == 2)
    #expect(PointerButton.secondary.rawValue == 3)
    #expect(PointerButton(rawValue: 4) == nil)
  }
}

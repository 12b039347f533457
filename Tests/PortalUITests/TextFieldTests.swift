import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// What fields under test write to.
@MainActor
private final class FieldModel {
  var text = ""
  var second = ""
  var number = 3.0
  var submits = 0
  var focused: Int?
  var setFocus: (Int?) -> Void = { _ in }

  var textBinding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
  var secondBinding: Binding<String> { Binding(get: { self.second }, set: { self.second = $0 }) }
  var numberBinding: Binding<Double> { Binding(get: { self.number }, set: { self.number = $0 }) }
}

/// Two fields tied to one focus state, in a stack whose `.onSubmit` counts submissions.
private struct TwoFields: View {
  let model: FieldModel
  @FocusState private var focused: Int?

  var body: some View {
    model.focused = focused
    model.setFocus = { focused = $0 }
    return VStack(spacing: 10) {
      TextField("First", text: model.textBinding).focused($focused, equals: 1)
      TextField("Second", text: model.secondBinding).focused($focused, equals: 2)
    }
    .frame(width: 240)
    .padding(20)
    .onSubmit { model.submits += 1 }
  }
}

@Suite("Text field") @MainActor
struct TextFieldTests {
  /// One field 240 wide at (20, 20), clicked so it has focus.
  private func field(_ model: FieldModel, text: String = "", secure: Bool = false) throws -> Harness {
    model.text = text
    let h = try Harness(
      Group {
        if secure {
          SecureField("Password", text: model.textBinding)
        } else {
          TextField("Name", text: model.textBinding)
        }
      }
      .frame(width: 240).padding(20))
    h.settle()
    h.click(try fieldFrame(h).center)
    return h
  }

  private func fieldFrame(_ h: Harness, _ index: Int = 0) throws -> Rect {
    let nodes = h.nodes(TextEntry.self)
    return try #require(nodes.indices.contains(index) ? nodes[index].frame : nil)
  }

  private func state(_ h: Harness, _ index: Int = 0) -> TextEditingState {
    TextEditingState.of(h.nodes(TextEntry.self)[index])
  }

  @Test func typingPutsTheTextInTheBinding() throws {
    let model = FieldModel()
    let h = try field(model)
    h.host.type("Hello, wörld")
    #expect(model.text == "Hello, wörld")
  }

  @Test func clickingAFieldFocusesIt() throws {
    let model = FieldModel()
    let h = try field(model)
    #expect(h.graph.input.focusedNode === h.nodes(TextEntry.self).first)
  }

  @Test func backspaceAndDeleteRemoveOneCharacterEachSide() throws {
    let model = FieldModel()
    let h = try field(model, text: "abcd")
    h.host.press(.end)
    h.host.press(.left)
    h.host.press(.left)
    h.host.press(.backspace)
    h.host.press(.delete)
    #expect(model.text == "ad")
  }

  @Test func backspaceRemovesACombinedEmojiWhole() throws {
    let model = FieldModel()
    let h = try field(model, text: "a👍🏽")
    h.host.press(.end)
    h.host.press(.backspace)
    #expect(model.text == "a")
  }

  @Test func arrowsMoveTheCaretWhereTypingGoes() throws {
    let model = FieldModel()
    let h = try field(model, text: "ac")
    h.host.press(.end)
    h.host.press(.left)
    h.host.type("b")
    h.host.press(.home)
    h.host.type(">")
    #expect(model.text == ">abc")
  }

  @Test func controlArrowsMoveByWord() throws {
    let model = FieldModel()
    let h = try field(model, text: "hello world")
    h.host.press(.end)
    h.host.press(.left, modifiers: .control)
    h.host.type("big ")
    h.host.press(.home)
    h.host.press(.right, modifiers: .control)
    h.host.type("!")
    #expect(model.text == "hello! big world")
  }

  @Test func shiftArrowsSelectAndTypingReplacesTheSelection() throws {
    let model = FieldModel()
    let h = try field(model, text: "hello world")
    h.host.press(.end)
    for _ in 0..<5 { h.host.press(.left, modifiers: .shift) }
    #expect(state(h).selectedText == "world")
    h.host.type("there")
    #expect(model.text == "hello there")
  }

  @Test func controlASelectsEverything() throws {
    let model = FieldModel()
    let h = try field(model, text: "old text")
    h.host.press(.end)
    h.host.press(Key(character: "a")!, modifiers: .control)
    h.host.type("new")
    #expect(model.text == "new")
  }

  @Test func undoAndRedoStepThroughEdits() throws {
    let model = FieldModel()
    let h = try field(model)
    h.host.type("one")
    h.host.press(.left)
    h.host.type("X")
    #expect(model.text == "onXe")
    h.host.press(Key(character: "z")!, modifiers: .control)
    #expect(model.text == "one")
    h.host.press(Key(character: "z")!, modifiers: .control)
    #expect(model.text == "")
    h.host.press(Key(character: "Z")!, modifiers: [.control, .shift])
    #expect(model.text == "one")
    h.host.press(Key(character: "y")!, modifiers: .control)
    #expect(model.text == "onXe")
  }

  @Test func typedKeysDoNotReachKeyHandlersOutsideTheField() throws {
    let model = FieldModel()
    var heard: [Key] = []
    let h = try Harness(
      TextField("Name", text: model.textBinding).frame(width: 200).padding(20)
        .onKeyPress { heard.append($0); return true })
    h.click(try fieldFrame(h).center)
    h.host.type("a b")
    #expect(model.text == "a b")
    #expect(heard.isEmpty)
  }

  @Test func enterRunsTheSubmitActionOfAContainer() throws {
    let model = FieldModel()
    let h = try Harness(TwoFields(model: model))
    h.click(try fieldFrame(h).center)
    h.host.press(.enter)
    #expect(model.submits == 1)
  }

  @Test func tabAndShiftTabMoveFocusBetweenFieldsAndTheFocusStateFollows() throws {
    let model = FieldModel()
    let h = try Harness(TwoFields(model: model))
    h.click(try fieldFrame(h).center)
    h.settle()
    #expect(model.focused == 1)
    h.host.press(.tab)
    h.settle()
    #expect(model.focused == 2)
    h.host.type("x")
    #expect(model.second == "x")
    h.host.press(.tab, modifiers: .shift)
    h.settle()
    #expect(model.focused == 1)
  }

  @Test func settingTheFocusStateFocusesTheField() throws {
    let model = FieldModel()
    let h = try Harness(TwoFields(model: model))
    model.setFocus(2)
    h.settle()
    h.host.type("typed")
    #expect(model.second == "typed")
    #expect(model.text == "")
  }

  @Test func aFormattedValueIsParsedWhenEnterIsPressed() throws {
    let model = FieldModel()
    let h = try Harness(
      TextField("Amount", value: model.numberBinding, format: .number).frame(width: 200).padding(20))
    h.click(try fieldFrame(h).center)
    h.host.press(Key(character: "a")!, modifiers: .control)
    h.host.type("12.5")
    #expect(model.number == 3)
    h.host.press(.enter)
    #expect(model.number == 12.5)
  }

  @Test func textThatDoesNotParseLeavesTheValueAndShowsItAgain() throws {
    let model = FieldModel()
    let h = try Harness(
      TextField("Amount", value: model.numberBinding, format: .number).frame(width: 200).padding(20))
    h.click(try fieldFrame(h).center)
    h.host.press(Key(character: "a")!, modifiers: .control)
    h.host.type("lots")
    h.host.press(.enter)
    #expect(model.number == 3)
    #expect(state(h).text == 3.0.formatted(.number))
  }

  @Test func aFormattedValueIsParsedWhenFocusLeaves() throws {
    let model = FieldModel()
    let h = try Harness(
      VStack {
        TextField("Amount", value: model.numberBinding, format: .number)
        TextField("Other", text: model.textBinding)
      }.frame(width: 200).padding(20))
    h.click(try fieldFrame(h).center)
    h.host.press(Key(character: "a")!, modifiers: .control)
    h.host.type("7")
    h.host.press(.tab)
    #expect(model.number == 7)
  }

  @Test func doubleClickSelectsAWordAndTripleClickEverything() throws {
    let model = FieldModel()
    let h = try field(model, text: "alpha beta gamma")
    let frame = try fieldFrame(h)
    let layout = h.graph.typesetter.layout("alpha beta gamma", style: TextStyle(font: Font.body.graphicsFont))
    let betaX = frame.minX + TextEntry.borderedPadding + layout.caretRect(at: 8).minX
    let point = Point(x: betaX, y: frame.midY)
    h.click(point)
    h.click(point)
    #expect(state(h).selectedText == "beta")
    h.click(point)
    #expect(state(h).selectedText == "alpha beta gamma")
  }

  @Test func draggingSelectsTheTextPassedOver() throws {
    let model = FieldModel()
    let h = try field(model, text: "alpha beta")
    let frame = try fieldFrame(h)
    let start = Point(x: frame.minX + TextEntry.borderedPadding, y: frame.midY)
    h.host.send(.pointerPressed(start, button: .primary))
    h.host.send(.pointerMoved(Point(x: frame.maxX - 2, y: frame.midY)))
    h.host.send(.pointerReleased(Point(x: frame.maxX - 2, y: frame.midY), button: .primary))
    #expect(state(h).selectedText == "alpha beta")
  }

  @Test func copyAndPasteGoThroughTheHostClipboard() throws {
    let model = FieldModel()
    let h = try field(model, text: "copy me")
    h.host.press(Key(character: "a")!, modifiers: .control)
    h.host.press(Key(character: "c")!, modifiers: .control)
    #expect(h.host.memoryClipboard.texts[.clipboard] == "copy me")
    h.host.press(.end)
    h.host.press(Key(character: "v")!, modifiers: .control)
    #expect(model.text == "copy mecopy me")
  }

  @Test func cutRemovesTheSelectionOntoTheClipboard() throws {
    let model = FieldModel()
    let h = try field(model, text: "keep cut")
    h.host.press(.end)
    for _ in 0..<3 { h.host.press(.left, modifiers: .shift) }
    h.host.press(Key(character: "x")!, modifiers: .control)
    #expect(model.text == "keep ")
    #expect(h.host.memoryClipboard.texts[.clipboard] == "cut")
  }

  @Test func selectingOffersThePrimarySelectionAndAMiddleClickPastesIt() throws {
    let model = FieldModel()
    let h = try field(model, text: "word")
    h.host.press(Key(character: "a")!, modifiers: .control)
    #expect(h.host.memoryClipboard.texts[.primary] == "word")
    h.host.memoryClipboard.texts[.primary] = "X"
    let frame = try fieldFrame(h)
    h.host.send(.pointerPressed(Point(x: frame.maxX - 4, y: frame.midY), button: .middle))
    #expect(model.text == "wordX")
  }

  @Test func aSecureFieldShowsBulletsAndCopiesNothing() throws {
    let model = FieldModel()
    let h = try field(model, text: "secret", secure: true)
    h.host.press(Key(character: "a")!, modifiers: .control)
    h.host.press(Key(character: "c")!, modifiers: .control)
    #expect(h.host.memoryClipboard.texts[.clipboard] == nil)
    h.host.press(.end)
    h.host.press(.backspace)
    #expect(model.text == "secre")
  }

  @Test func aLongLineScrollsToKeepTheCaretInTheField() throws {
    let model = FieldModel()
    let h = try field(model)
    h.host.type(String(repeating: "wide text ", count: 8))
    h.settle()
    let s = state(h)
    #expect(s.scroll.x > 0)
    let caret = try #require(s.blink.drawnRect)
    #expect(try fieldFrame(h).insetBy(dx: 1, dy: 0).contains(caret.origin))
    h.host.press(.home)
    #expect(s.scroll.x == 0)
  }

  @Test func aVerticalFieldGrowsWithItsLines() throws {
    let model = FieldModel()
    let h = try Harness(TextField("Notes", text: model.textBinding, axis: .vertical).frame(width: 200).padding(20))
    h.click(try fieldFrame(h).center)
    let before = try fieldFrame(h).height
    h.host.type("one")
    h.host.press(.enter, modifiers: .shift)
    h.host.type("two")
    h.settle()
    #expect(model.text == "one\ntwo")
    #expect(try fieldFrame(h).height > before)
  }

  @Test func enterStartsANewLineInATextEditor() throws {
    let model = FieldModel()
    let h = try Harness(TextEditor(text: model.textBinding).frame(width: 200, height: 120).padding(20))
    h.click(try fieldFrame(h).center)
    h.host.type("a\nb")
    #expect(model.text == "a\nb")
    h.host.press(.up)
    h.host.type("0")
    #expect(model.text == "a0\nb")
  }

  @Test func aBindingChangedFromOutsideReplacesTheText() throws {
    let model = FieldModel()
    let h = try field(model, text: "before")
    model.text = "after"
    h.graph.root.forEachDescendant { $0.invalidate() }
    h.settle()
    #expect(state(h).text == "after")
  }

  @Test func theCaretBlinksWithoutFramesBetweenAndStopsAfterTenSeconds() throws {
    let model = FieldModel()
    let h = try field(model)
    h.host.type("a")
    h.settle()
    #expect(state(h).blink.isShown)
    #expect(h.host.timedFrame != nil)
    h.host.step(by: 0.85)
    #expect(!state(h).blink.isShown)
    for _ in 0..<12 { h.host.step(by: 1) }
    #expect(state(h).blink.isShown)
    #expect(h.host.timedFrame == nil)
  }

  @Test func blinkingRedrawsOnlyTheCaret() throws {
    let model = FieldModel()
    let h = try field(model)
    h.host.type("abc")
    h.settle()
    h.host.main.resetLog()
    h.host.step(by: 0.85)
    let damage = h.host.main.presentedDamage.flatMap { $0 }
    #expect(!damage.isEmpty)
    #expect(damage.allSatisfy { $0.width <= 4 })
  }

  @Test func typedGlyphsAndTheCaretAreDrawn() throws {
    let model = FieldModel()
    let h = try field(model)
    let frame = try fieldFrame(h)
    let inside = frame.insetBy(dx: TextEntry.borderedPadding, dy: 6)
    h.settle()
    let darkBefore = h.count(.black, in: inside, tolerance: 0.35)
    h.host.type("MMM")
    h.settle()
    let darkAfter = h.count(.black, in: inside, tolerance: 0.35)
    #expect(darkAfter > darkBefore + 30)
    let caret = try #require(state(h).blink.drawnRect)
    let caretPixel = h.pixel(caret.minX, caret.midY)
    #expect(caretPixel.luminance < 0.3)
    h.host.step(by: 0.85)
    #expect(h.pixel(caret.minX, caret.midY).luminance > 0.7)
  }

  @Test func thePlaceholderShowsWhileEmptyInTheSecondaryColour() throws {
    let model = FieldModel()
    let h = try Harness(TextField("Placeholder", text: model.textBinding).frame(width: 200).padding(20))
    h.settle()
    let frame = try fieldFrame(h)
    let inside = frame.insetBy(dx: TextEntry.borderedPadding, dy: 6)
    var greys = 0
    for y in Int(inside.minY)..<Int(inside.maxY) {
      for x in Int(inside.minX)..<Int(inside.maxX) {
        let l = h.pixel(Double(x), Double(y)).luminance
        if l > 0.3, l < 0.8 { greys += 1 }
      }
    }
    #expect(greys > 20)
    #expect(h.count(.black, in: inside, tolerance: 0.1) == 0)
  }

  @Test func aFieldInAFormRowIsPlainAndFullWidth() throws {
    let model = FieldModel()
    let h = try Harness(size: Size(width: 400, height: 300), Form { TextField("Name", text: model.textBinding) })
    h.settle()
    let node = try #require(h.nodes(TextEntry.self).first)
    #expect(node.environment.isInListRow)
    #expect(node.frame.width > 300)
    #expect(node.frame.height < TextEntry.borderedHeight)
  }
}

@Suite("Text field appearance") @MainActor
struct TextFieldAppearanceTests {
  private final class Texts {
    var name = "Kim"
    var empty = ""
    var notes = "Some notes\nover two lines"
  }

  /// Fields of each kind, light and dark (written where a person can look at them): a bordered
  /// field's background follows the appearance.
  @Test(arguments: [ColorScheme.light, .dark])
  func aBorderedFieldsBackgroundFollowsTheAppearance(scheme: ColorScheme) throws {
    let texts = Texts()
    let name = Binding(get: { texts.name }, set: { texts.name = $0 })
    let empty = Binding(get: { texts.empty }, set: { texts.empty = $0 })
    let notes = Binding(get: { texts.notes }, set: { texts.notes = $0 })
    let h = try Harness(
      size: Size(width: 640, height: 480),
      VStack(alignment: .leading, spacing: 12) {
        TextField("Name", text: name)
        TextField("Search", text: empty)
        SecureField("Password", text: name)
        TextField("Plain", text: name).textFieldStyle(.plain)
        TextEditor(text: notes).frame(height: 60)
        Form {
          TextField("Row field", text: empty)
          TextField("Row field", text: name)
        }
      }
      .frame(width: 320)
      .padding(20)
      .background(Color(.systemBackground))
      .environment(\.colorScheme, scheme))
    h.settle()
    h.click(try #require(h.nodes(TextEntry.self).first).frame.center)
    h.host.press(.home, modifiers: .shift)
    h.settle()
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("text-fields-\(scheme).png"))
    let search = h.nodes(TextEntry.self)[1].frame
    let background = h.pixel(search.maxX - 4, search.midY).luminance
    #expect(scheme == .dark ? background < 0.25 : background > 0.9)
  }
}

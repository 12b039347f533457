import PortalGraphics
import PortalHost
import Observation
import Testing

@testable import PortalUI

@Suite("Picker") @MainActor
struct PickerTests {
  @MainActor @Observable final class Box<V> {
    var value: V
    init(_ value: V) { self.value = value }
    var binding: Binding<V> { Binding(get: { self.value }, set: { self.value = $0 }) }
  }

  static let flavours = ["Chocolate", "Vanilla", "Strawberry"]

  func flavourPicker(_ box: Box<String>, style: some PickerStyle, dark: Bool = false) throws -> Harness {
    try Harness(
      atOrigin {
        Picker("Flavour", selection: box.binding) {
          ForEach(Self.flavours, id: \.self) { Text($0) }
        }
        .pickerStyle(style)
        .frame(width: 360)
        .padding(10)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  // MARK: Options

  @Test func aForEachOverARangeTagsEachRowWithItsNumber() throws {
    let box = Box(3)
    let h = try Harness(
      atOrigin {
        Picker("People", selection: box.binding) { ForEach(2..<6) { Text("\($0) people") } }
          .pickerStyle(.segmented).frame(width: 360)
      })
    h.click(try #require(h.anyFrame(ofText: "5 people")).center)
    #expect(box.value == 5)
  }

  @Test func explicitTagsWinOverPositions() throws {
    enum Size: Hashable { case small, large }
    let box = Box(Size.small)
    let h = try Harness(
      atOrigin {
        Picker("Size", selection: box.binding) {
          Text("Small").tag(Size.small)
          Text("Large").tag(Size.large)
        }
        .pickerStyle(.segmented).frame(width: 300)
      })
    h.click(try #require(h.anyFrame(ofText: "Large")).center)
    #expect(box.value == .large)
  }

  @Test func aTagMatchesAnOptionalSelection() throws {
    let box = Box<Int?>(nil)
    let h = try Harness(
      atOrigin {
        Picker("N", selection: box.binding) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
        .pickerStyle(.segmented).frame(width: 300)
      })
    h.click(try #require(h.anyFrame(ofText: "Two")).center)
    #expect(box.value == 2)
  }

  // MARK: Segmented

  @Test func theSelectedSegmentIsFilledWithTheTint() throws {
    let box = Box("Vanilla")
    let h = try flavourPicker(box, style: .segmented)
    let vanilla = try #require(h.anyFrame(ofText: "Vanilla"))
    let chocolate = try #require(h.anyFrame(ofText: "Chocolate"))
    #expect(h.pixel(vanilla.minX - 4, vanilla.midY).isClose(to: .accentColor, 0.03))
    #expect(!h.pixel(chocolate.minX - 4, chocolate.midY).isClose(to: .accentColor, 0.1))
    h.click(chocolate.center)
    #expect(box.value == "Chocolate")
    #expect(h.pixel(chocolate.minX - 4, chocolate.midY).isClose(to: .accentColor, 0.03))
  }

  @Test func theSegmentedTrackIsGreyInLightAndDarkInDark() throws {
    let light = try flavourPicker(Box("Vanilla"), style: .segmented)
    let dark = try flavourPicker(Box("Vanilla"), style: .segmented, dark: true)
    let chocolate = try #require(light.frame(ofText: "Chocolate"))
    #expect(light.pixel(chocolate.minX - 4, chocolate.midY).isClose(to: Color(hex: 0xE9E9EB), 0.03))
    #expect(dark.pixel(chocolate.minX - 4, chocolate.midY).isClose(to: Color(hex: 0x39393D), 0.03))
  }

  @Test func arrowsMoveTheSegmentedSelectionWhenFocused() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .segmented)
    #expect(h.graph.input.focusableNodes().count == 1)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.settle()
    #expect(box.value == "Strawberry")
    h.host.send(.keyPressed(.left, modifiers: []))
    h.settle()
    #expect(box.value == "Vanilla")
  }

  // MARK: Menu

  @Test func clickingTheMenuButtonOpensTheListAndAClickChoosesAnOption() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .menu)
    #expect(h.anyFrame(ofText: "Vanilla") == nil)
    h.click(try #require(h.anyFrame(ofText: "Chocolate")).center)
    let vanilla = try #require(h.anyFrame(ofText: "Vanilla"))
    h.click(vanilla.center)
    #expect(box.value == "Vanilla")
    #expect(h.anyFrame(ofText: "Strawberry") == nil)
  }

  @Test func theOpenListIsDrawnOverWhatIsBelowTheButton() throws {
    let box = Box("Chocolate")
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Picker("Flavour", selection: box.binding) { ForEach(Self.flavours, id: \.self) { Text($0) } }
            .pickerStyle(.menu)
          Color.red.frame(width: 300, height: 200)
        }
      })
    h.click(try #require(h.anyFrame(ofText: "Chocolate")).center)
    let strawberry = try #require(h.anyFrame(ofText: "Strawberry"))
    // The popup's panel covers the red below it: white there, and the option's text shows.
    #expect(h.pixel(strawberry.maxX + 4, strawberry.midY).isClose(to: .white, 0.03))
    #expect(h.count(.black, in: strawberry, tolerance: 0.3) > 10)
  }

  @Test func aClickOutsideClosesTheListAndDoesNothingElse() throws {
    let box = Box("Chocolate")
    var taps = 0
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading) {
          Picker("Flavour", selection: box.binding) { ForEach(Self.flavours, id: \.self) { Text($0) } }
            .pickerStyle(.menu)
          Spacer().frame(height: 150)
          Text("elsewhere").onTapGesture { taps += 1 }
        }
      })
    h.click(try #require(h.anyFrame(ofText: "Chocolate")).center)
    #expect(h.anyFrame(ofText: "Vanilla") != nil)
    h.click(try #require(h.anyFrame(ofText: "elsewhere")).center)
    #expect(h.anyFrame(ofText: "Vanilla") == nil)
    #expect(taps == 0)
    #expect(box.value == "Chocolate")
  }

  @Test func theKeyboardOpensTheListMovesThroughItAndChooses() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .menu)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.space, modifiers: []))
    h.settle()
    #expect(h.anyFrame(ofText: "Strawberry") != nil)
    h.host.send(.keyPressed(.down, modifiers: []))
    h.host.send(.keyPressed(.down, modifiers: []))
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(box.value == "Strawberry")
    #expect(h.anyFrame(ofText: "Vanilla") == nil)
  }

  @Test func escapeClosesTheListWithoutChoosing() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .menu)
    h.click(try #require(h.anyFrame(ofText: "Chocolate")).center)
    h.host.send(.keyPressed(.down, modifiers: []))
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.anyFrame(ofText: "Vanilla") == nil)
    #expect(box.value == "Chocolate")
  }

  @Test func theHighlightedOptionIsFilledWithTheTintInLightAndDark() throws {
    for dark in [false, true] {
      let box = Box("Chocolate")
      let h = try flavourPicker(box, style: .menu, dark: dark)
      h.click(try #require(h.anyFrame(ofText: "Chocolate")).center)
      h.host.send(.keyPressed(.down, modifiers: []))
      h.settle()
      let vanilla = try #require(h.anyFrame(ofText: "Vanilla"))
      let tint = Color.accentColor.resolved(dark: dark)
      #expect(h.pixel(vanilla.maxX + 4, vanilla.midY).isClose(to: tint, 0.03))
      let strawberry = try #require(h.anyFrame(ofText: "Strawberry"))
      let panel = dark ? Color(hex: 0x2C2C2E) : Color.white
      #expect(h.pixel(strawberry.maxX + 4, strawberry.midY).isClose(to: panel, 0.03))
    }
  }

  @Test func inAFormTheTitleIsLeadingAndTheValueTrailing() throws {
    let box = Box("Vanilla")
    let h = try Harness(
      size: Size(width: 400, height: 300),
      Form {
        Picker("Flavour", selection: box.binding) { ForEach(Self.flavours, id: \.self) { Text($0) } }
      })
    let title = try #require(h.anyFrame(ofText: "Flavour"))
    let value = try #require(h.anyFrame(ofText: "Vanilla"))
    #expect(title.minX < 60)
    #expect(value.maxX > 300)
    h.click(value.center)
    h.click(try #require(h.anyFrame(ofText: "Strawberry")).center)
    #expect(box.value == "Strawberry")
  }

  // MARK: Inline, radio group, wheel

  @Test func anInlinePickerChecksTheSelectedRowAndAClickSelectsAnother() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .inline)
    let strawberry = try #require(h.anyFrame(ofText: "Strawberry"))
    let checkArea = Rect(x: 370 - 24, y: strawberry.minY, width: 24, height: strawberry.height)
    #expect(h.count(.accentColor, in: checkArea, tolerance: 0.15) == 0)
    h.click(strawberry.center)
    #expect(box.value == "Strawberry")
    #expect(h.count(.accentColor, in: checkArea, tolerance: 0.15) > 5)
  }

  @Test func downAndUpMoveAnInlineSelectionWhenFocused() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .inline)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.down, modifiers: []))
    h.settle()
    #expect(box.value == "Vanilla")
  }

  @Test func aRadioGroupFillsTheSelectedButtonWithTheTint() throws {
    let box = Box("Chocolate")
    let h = try flavourPicker(box, style: .radioGroup)
    let vanilla = try #require(h.anyFrame(ofText: "Vanilla"))
    let radio = Point(x: vanilla.minX - 8 - 15, y: vanilla.midY)
    #expect(!h.pixel(radio.x, radio.y).isClose(to: .accentColor, 0.05))
    h.click(vanilla.center)
    #expect(box.value == "Vanilla")
    #expect(h.pixel(radio.x, radio.y).isClose(to: .accentColor, 0.05))
  }

  @Test func aWheelShowsTheNeighboursAndSelectsOneClicked() throws {
    let box = Box("Vanilla")
    let h = try flavourPicker(box, style: .wheel)
    h.click(try #require(h.anyFrame(ofText: "Strawberry")).center)
    #expect(box.value == "Strawberry")
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.up, modifiers: []))
    h.settle()
    #expect(box.value == "Vanilla")
  }

  // MARK: Navigation link

  @Test func aNavigationLinkPickerPushesTheOptionsAndGoesBackOnAChoice() throws {
    let box = Box("Chocolate")
    let h = try Harness(
      size: Size(width: 400, height: 400),
      NavigationStack {
        Form {
          Picker("Flavour", selection: box.binding) { ForEach(Self.flavours, id: \.self) { Text($0) } }
            .pickerStyle(.navigationLink)
        }
      })
    #expect(h.anyFrame(ofText: "Strawberry") == nil)
    h.click(try #require(h.anyFrame(ofText: "Flavour")).center)
    h.click(try #require(h.anyFrame(ofText: "Strawberry")).center)
    #expect(box.value == "Strawberry")
    #expect(h.anyFrame(ofText: "Vanilla") == nil)
  }

  @Test func aDisabledPickerIgnoresClicks() throws {
    let box = Box("Chocolate")
    let h = try Harness(
      atOrigin {
        Picker("Flavour", selection: box.binding) { ForEach(Self.flavours, id: \.self) { Text($0) } }
          .pickerStyle(.segmented).disabled(true).frame(width: 360)
      })
    h.click(try #require(h.anyFrame(ofText: "Vanilla")).center)
    #expect(box.value == "Chocolate")
  }
}

extension Harness {
  /// The frame of the text `text` in the window's views or in an open popup.
  func anyFrame(ofText text: String) -> Rect? {
    if let frame = frame(ofText: text) { return frame }
    for root in graph.popups.roots {
      var found: Rect?
      root.forEachDescendant { node in
        if found == nil, let view = node.view as? Text, view.content == text { found = node.frame }
      }
      if let found { return found }
    }
    return nil
  }
}

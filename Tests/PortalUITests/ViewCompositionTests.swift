import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Counts its clicks in its own state, labelled with a name.
private struct Tally: View {
  let name: String
  @State var taps = 0
  var body: some View { Text("\(name) \(taps)").frame(height: 20).onTapGesture { taps += 1 } }
}

/// Wraps a tally in `AnyView`: as the same `Tally` type, or as a padded one when `padded`.
private struct Erased: View {
  @State var padded = false
  @State var renamed = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("pad").frame(height: 20).onTapGesture { padded.toggle() }
      Text("rename").frame(height: 20).onTapGesture { renamed.toggle() }
      if padded {
        AnyView(Tally(name: "erased").padding(4))
      } else {
        AnyView(Tally(name: renamed ? "erased" : "erased"))
      }
    }
  }
}

private struct Item: Identifiable {
  let id: Int
  let name: String
}

/// Rows with their own state, reordered and added to by clicks.
private struct Reorderable: View {
  @State var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("reverse").frame(height: 20).onTapGesture { items.reverse() }
      Text("insert").frame(height: 20).onTapGesture { items.insert(Item(id: 0, name: "zero"), at: 0) }
      Text("drop").frame(height: 20).onTapGesture { items.removeAll { $0.id == 2 } }
      ForEach(items) { Tally(name: $0.name) }
      ForEach(items, id: \.name) { Tally(name: "by name \($0.name)") }
    }
  }
}

/// A toggle that owns no state: it edits its parent's through a binding.
private struct Switch: View {
  @Binding var isOn: Bool
  var body: some View { Text(isOn ? "on" : "off").frame(height: 20).onTapGesture { isOn.toggle() } }
}

private struct SwitchOwner: View {
  @State var isOn = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Switch(isOn: $isOn)
      Text(isOn ? "owner sees on" : "owner sees off")
    }
  }
}

@MainActor
private final class Store {
  var value = 3
  var writes: [Int] = []
}

/// Steps a number kept outside the view tree through `Binding(get:set:)`.
private struct Stepper: View {
  @Binding var value: Int
  var body: some View { Text("value \(value)").frame(height: 20).onTapGesture { value += 1 } }
}

@Suite("View composition") @MainActor
struct ViewCompositionTests {
  func tap(_ h: Harness, _ text: String) throws { h.click(try #require(h.frame(ofText: text)).center) }

  @Test func emptyViewTakesNoSpaceAndDrawsNothing() throws {
    let h = try Harness(
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 20)
        EmptyView()
        Color.blue.frame(width: 50, height: 20)
      })
    let blue = try #require(h.node(Color.self) { $0 == .blue })
    #expect(blue.frame.minY == 20)
    #expect(h.graph.root.frame.height == 300)
    #expect(h.nodes(EmptyView.self).count <= 1)
  }

  @Test func aGroupsChildrenAreLaidOutAsTheContainersOwn() throws {
    let h = try Harness(
      VStack(spacing: 10) {
        Color.red.frame(width: 50, height: 20)
        Group {
          Color.green.frame(width: 50, height: 20)
          Color.blue.frame(width: 50, height: 20)
        }
      })
    // The stack's spacing applies between the group's children too.
    #expect(try #require(h.node(Color.self) { $0 == .green }).frame.minY == 30)
    #expect(try #require(h.node(Color.self) { $0 == .blue }).frame.minY == 60)
  }

  @Test func anyViewKeepsStateForTheSameTypeAndResetsItOnATypeChange() throws {
    let h = try Harness(Erased())
    try tap(h, "erased 0")
    #expect(h.frame(ofText: "erased 1") != nil)
    // Same wrapped type, new value: the state stays.
    try tap(h, "rename")
    #expect(h.frame(ofText: "erased 1") != nil)
    // Another wrapped type: another view, with fresh state.
    try tap(h, "pad")
    #expect(h.frame(ofText: "erased 0") != nil)
    #expect(h.frame(ofBoxWithText: "erased 0")?.minY == 44)
  }

  @Test func stateFollowsTheIdWhenRowsAreReorderedInsertedAndRemoved() throws {
    let h = try Harness(Reorderable())
    try tap(h, "two 0")
    try tap(h, "two 1")
    try tap(h, "by name three 0")
    #expect(h.frame(ofBoxWithText: "two 2")?.minY == 80)
    try tap(h, "reverse")
    // "two" stays in the middle; "three" moved to the top with its count.
    #expect(h.frame(ofBoxWithText: "two 2")?.minY == 80)
    #expect(h.frame(ofBoxWithText: "three 0")?.minY == 60)
    #expect(h.frame(ofBoxWithText: "by name three 1")?.minY == 120)
    try tap(h, "insert")
    #expect(h.frame(ofBoxWithText: "zero 0")?.minY == 60)
    #expect(h.frame(ofBoxWithText: "two 2")?.minY == 100)
    #expect(h.frame(ofText: "by name three 1") != nil)
    try tap(h, "drop")
    #expect(h.frame(ofText: "two 2") == nil)
    #expect(h.nodes(Tally.self).count == 6)
    #expect(h.frame(ofText: "one 0") != nil)
  }

  @Test func aChildWritesItsParentsStateThroughABinding() throws {
    let h = try Harness(SwitchOwner())
    #expect(h.frame(ofText: "owner sees off") != nil)
    try tap(h, "off")
    #expect(h.frame(ofText: "on") != nil)
    #expect(h.frame(ofText: "owner sees on") != nil)
    try tap(h, "on")
    #expect(h.frame(ofText: "owner sees off") != nil)
  }

  @Test func aBindingMadeFromGetAndSetReadsAndWritesThroughTheClosures() throws {
    let store = Store()
    let binding = Binding(get: { store.value }, set: { store.value = $0; store.writes.append($0) })
    let h = try Harness(Stepper(value: binding))
    #expect(h.frame(ofText: "value 3") != nil)
    try tap(h, "value 3")
    #expect(store.writes == [4])
    #expect(binding.wrappedValue == 4)
    // Writing the binding directly goes through the setter too.
    binding.wrappedValue = 10
    #expect(store.writes == [4, 10])
    #expect(Binding.constant(5).wrappedValue == 5)
  }

  @Test func idealSizesApplyWhenNothingIsProposed() throws {
    let h = try Harness(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(idealWidth: 150, idealHeight: 60).fixedSize()
        Color.blue.frame(idealWidth: 150, idealHeight: 60).frame(height: 30)
        ScrollView(.horizontal) { Color.green.frame(idealWidth: 220, maxHeight: 20) }.frame(height: 20)
      })
    #expect(try #require(h.node(Color.self) { $0 == .red }).frame.size == Size(width: 150, height: 60))
    // Offered a size, the frame takes it and the ideal plays no part.
    #expect(try #require(h.node(Color.self) { $0 == .blue }).frame.size == Size(width: 400, height: 30))
    // Inside a horizontal scroll view the width is not proposed: the ideal width is used.
    #expect(try #require(h.node(Color.self) { $0 == .green }).frame.width == 220)
  }

  @Test func onKeyPressHandlesItsKeyAndPassesOthersOn() throws {
    var pressed: [String] = []
    let h = try Harness(
      VStack {
        Text("inner")
          .onKeyPress(.up) {
            pressed.append("up")
            return true
          }
          .onKeyPress { key in
            pressed.append("inner \(key)")
            return key == .down
          }
      }
      .onKeyPress { key in
        pressed.append("outer \(key)")
        return true
      })
    h.host.send(.keyPressed(.up, modifiers: []))
    h.host.send(.keyPressed(.down, modifiers: []))
    h.host.send(.keyPressed(.left, modifiers: []))
    #expect(pressed.first == "up")
    #expect(pressed.contains("inner Down") && !pressed.contains("outer Down"))
    #expect(pressed.suffix(2) == ["inner Left", "outer Left"])
  }
}

import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("List selection") @MainActor
struct ListSelectionTests {
  struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  @Observable final class Model {
    var selection: Int?
    var many: Set<String> = []
  }

  static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

  @Test func aClickOnARowSelectsItsElementsID() throws {
    let model = Model()
    let h = try Harness(
      List(Self.fruits, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { fruit in
        Text(fruit.name)
      })
    h.click(try #require(h.frame(ofText: "Banana")).center)
    #expect(model.selection == 2)
  }

  @Test func theSelectedRowIsTintedAndTheOthersAreNot() throws {
    let model = Model()
    model.selection = 3
    let h = try Harness(
      List(Self.fruits, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { fruit in
        Text(fruit.name)
      }.tint(Color(hex: 0x0000FF)))
    let cherry = try #require(h.frame(ofText: "Cherry"))
    let apple = try #require(h.frame(ofText: "Apple"))
    // Right of the text, inside the row: the row's fill.
    let selectedFill = h.pixel(300, cherry.midY)
    let plainFill = h.pixel(300, apple.midY)
    #expect(selectedFill.blue > selectedFill.red + 0.05)
    #expect(abs(plainFill.blue - plainFill.red) < 0.03)
  }

  @Test func aTagInsideTheRowIsTheValueASetSelectionTakes() throws {
    let model = Model()
    let h = try Harness(
      List(selection: Binding(get: { model.many }, set: { model.many = $0 })) {
        Text("First").tag("one")
        Text("Second").tag("two")
      })
    h.click(try #require(h.frame(ofText: "Second")).center)
    #expect(model.many == ["two"])
  }

  @Test func aLinkInASelectableListSelectsItsRowInsteadOfPushing() throws {
    let model = Model()
    let h = try Harness(
      NavigationStack {
        List(Self.fruits, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { fruit in
          NavigationLink(fruit.name, value: fruit.id)
        }
        .navigationDestination(for: Int.self) { Text("Page \($0)") }
      })
    h.click(try #require(h.frame(ofText: "Apple")).center)
    #expect(model.selection == 1)
    #expect(h.frame(ofText: "Page 1") == nil)
  }
}

import Testing

@testable import PortalUI

/// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI
/// (`ForEach($items) { $item in … }`).
@Suite("Binding collections") @MainActor
struct BindingCollectionTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  @Test func eachElementBindingReadsAndWritesItsElement() {
    var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    let binding = Binding(get: { items }, set: { items = $0 })
    #expect(binding.count == 2)
    #expect(binding.map(\.id) == [1, 2])
    let second = binding[1]
    #expect(second.wrappedValue.name == "b")
    second.wrappedValue.name = "c"
    #expect(items[1].name == "c")
  }
}

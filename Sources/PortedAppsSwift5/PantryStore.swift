import Combine
import SwiftUI

/// A pantry kept the way apps wrote models before Observation: an `ObservableObject` with
/// `@Published` properties, changed from its own methods (which animate their changes).
final class PantryStore: ObservableObject {
  @Published var items: [PantryItem] = PantryItem.samples
  @Published var lastRestock: String = "never"

  /// Sends a note each time a delivery arrives; views listen with `.onReceive`.
  let deliveries = PassthroughSubject<String, Never>()

  func restock(_ item: PantryItem) {
    guard let index = items.firstIndex(of: item) else { return }
    withAnimation(.easeOut(duration: 0.2)) {
      items[index].count += 1
    }
    lastRestock = item.name
  }
}

struct PantryItem: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var count: Int

  static let samples = [
    PantryItem(name: "Flour", count: 2), PantryItem(name: "Rice", count: 1), PantryItem(name: "Oats", count: 0),
  ]
}

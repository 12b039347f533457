import SwiftUI

/// The pantry's screen: a list of shelves that push a page for each item, a badge reading the
/// store from the environment, and a line that counts deliveries from a publisher.
public struct PantryScreen: View {
  @StateObject private var store = PantryStore()
  @State private var deliveriesSeen = 0

  public init() {}

  /// A screen showing `store`, made elsewhere (a test keeps it to send deliveries).
  init(store: PantryStore) {
    _store = StateObject(wrappedValue: store)
  }

  public var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(store.items) { item in
            NavigationLink {
              PantryItemPage(item: item)
            } label: {
              HStack {
                Text(item.name)
                Spacer()
                Text("\(item.count) left").foregroundStyle(.secondary)
              }
            }
          }
        }
        Section("Status") {
          RestockBadge()
          Text("Deliveries: \(deliveriesSeen)")
          NavigationLink("About the pantry", destination: Text("Kept fresh since 2024"))
        }
      }
      .navigationTitle("Pantry")
    }
    .environmentObject(store)
    .onReceive(store.deliveries) { _ in deliveriesSeen += 1 }
  }
}

/// One item's page: a button that restocks it through the shared store.
struct PantryItemPage: View {
  @EnvironmentObject var store: PantryStore
  let item: PantryItem

  var body: some View {
    VStack(spacing: 16) {
      Text(item.name).font(.largeTitle)
      Button("Restock \(item.name)") {
        store.restock(item)
      }
    }
    .navigationTitle(item.name)
  }
}

/// Reads the store from the environment and shows what was restocked last.
struct RestockBadge: View {
  @EnvironmentObject var store: PantryStore

  var body: some View {
    Text("Last restocked: \(store.lastRestock)")
  }
}

/// The pantry as an app: `@main` is not used in a library, but the type is an `App` whose
/// `main()` comes with `import SwiftUI`.
public struct PantryApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup {
      PantryScreen()
    }
  }
}

#Preview("Pantry") {
  PantryScreen()
}

#Preview {
  let store = PantryStore()
  return RestockBadge().environmentObject(store)
}

struct PantryScreen_Previews: PreviewProvider {
  static var previews: some View {
    PantryScreen().previewDisplayName("Pantry")
  }
}

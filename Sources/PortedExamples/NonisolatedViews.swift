import SwiftUI

/// Views built outside any view's body, as SwiftUI code does: constants, a model's property.
public enum ExampleConstants {
  /// A view kept in a constant.
  public static let emptyState = Text("Nothing here yet")

  /// A symbol built once.
  public static let placeholderIcon = Image(systemName: "photo")

  /// A stack built in a plain function.
  public static func badge(_ title: String) -> some View {
    HStack(spacing: 4) {
      Image(systemName: "star.fill")
      Text(title)
    }
  }
}

/// A model that hands out a view for its state.
@Observable
public final class ExampleStatus {
  public var message = "Ready"

  public init() {}

  /// The status as a view (built from a nonisolated context).
  public var label: some View { VStack { Text(message); Rectangle() } }
}

/// Containers built outside a body: lists, lazy stacks, tabs and navigation.
public enum ExampleContainers {
  /// A list of sections, built in a plain function.
  public static func settings() -> some View {
    List {
      Section("General") {
        ForEach(0..<3, id: \.self) { Text("Row \($0)") }
      }
    }
  }

  /// A lazy column and a lazy row inside scroll views.
  public static func strips() -> some View {
    VStack {
      ScrollView { LazyVStack(spacing: 8) { ForEach(0..<20, id: \.self) { Text("\($0)") } } }
      ScrollView(.horizontal) { LazyHStack { ForEach(0..<20, id: \.self) { Text("\($0)") } } }
    }
  }

  /// Pages and a navigation stack.
  public static func pages() -> some View {
    NavigationStack {
      TabView { Text("One"); Text("Two") }
    }
  }

  /// A grid and a form.
  public static func grid() -> some View {
    Form {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(0..<6, id: \.self) { Text("\($0)") } }
    }
  }
}

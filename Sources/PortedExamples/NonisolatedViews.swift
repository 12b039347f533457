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

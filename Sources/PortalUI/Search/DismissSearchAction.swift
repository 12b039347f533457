/// Ends a search, read from the environment as `@Environment(\.dismissSearch)`.
public struct DismissSearchAction {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }

  /// Clears the search field and takes focus from it.
  @MainActor public func callAsFunction() { action() }
}

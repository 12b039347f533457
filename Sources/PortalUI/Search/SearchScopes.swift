/// When a searchable view's scope bar shows, for `.searchScopes(_:activation:_:)`. Accepted
/// for SwiftUI's spelling: the scope bar always shows under the search field here.
public struct SearchScopeActivation: Hashable, Sendable {
  let kind: Int
  public static let automatic = SearchScopeActivation(kind: 0)
  public static let onTextEntry = SearchScopeActivation(kind: 1)
  public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}

/// The scope bar set with `.searchScopes`, held in the environment.
struct SearchScopeBar {
  let view: AnyView
}

private struct SearchScopeBarKey: EnvironmentKey { static var defaultValue: SearchScopeBar? { nil } }

extension EnvironmentValues {
  var searchScopeBar: SearchScopeBar? {
    get { self[SearchScopeBarKey.self] }
    set { self[SearchScopeBarKey.self] = newValue }
  }
}

extension View {
  /// Scopes that narrow the search of a `.searchable` view inside this one: a segmented bar of
  /// the `scopes` (views tagged with their values) under the search field, choosing `scope`.
  ///
  /// ```swift
  /// .searchable(text: $query)
  /// .searchScopes($scope) {
  ///   Text("All").tag(Scope.all)
  ///   Text("Unread").tag(Scope.unread)
  /// }
  /// ```
  ///
  /// The bar shows whenever the search field does, the nearest desktop form of iOS's bar shown
  /// while searching.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    let bar = Picker(selection: scope, content: scopes) { EmptyView() }.pickerStyle(.segmented)
    return environment(\.searchScopeBar, SearchScopeBar(view: AnyView(bar)))
  }

  /// Scopes that narrow the search, shown as `activation` says (always, here).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    searchScopes(scope, scopes: scopes)
  }
}

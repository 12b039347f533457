import PortalGraphics
import PortalHost

extension View {
  /// Adds a search field bound to `text` across the top of this view (the nearest desktop form
  /// of iOS's search bar in the navigation bar): a rounded field with a magnifying glass, the
  /// prompt ("Search" by default) while it is empty, and a clear button while it is not. Enter
  /// in it runs the `.onSubmit(of: .search)` actions around it. While it has keyboard focus,
  /// the `.searchSuggestions` written around this view are listed in place of the view, and a
  /// click on one with a `.searchCompletion(_:)` fills the field with its completion. Inside,
  /// `isSearching` is true while the field has focus or text, and `dismissSearch` clears it.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(filtered) { Text($0.name) }
  ///     .searchable(text: $query, prompt: "Find a recipe")
  /// }
  /// ```
  ///
  /// Every `placement` puts the field at the top of the view.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> some View
  {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
  }

  /// Adds a search field with a prompt from a key.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View
  {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt.text)
  }

  /// Adds a search field with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: nil, prompt: String(prompt))
  }

  /// Adds a search field whose focus `isPresented` follows: true while it has keyboard focus;
  /// setting it true focuses the field, false takes focus from it.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt?.content ?? "Search")
  }

  /// Adds a search field whose focus `isPresented` follows, with a prompt from a key.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt.text)
  }

  /// Adds a search field whose focus `isPresented` follows, with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
  }

  /// Adds a search field with suggestions (the spelling before `.searchSuggestions`).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
      .searchSuggestions(suggestions)
  }

  /// Adds a search field with suggestions and a prompt from a key.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt.text).searchSuggestions(suggestions)
  }

  /// The suggestions a search field of a `.searchable` view inside this one lists while it has
  /// focus: each a view, filling the field with its `.searchCompletion(_:)` when clicked.
  ///
  /// ```swift
  /// .searchable(text: $query)
  /// .searchSuggestions {
  ///   ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
  /// }
  /// ```
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environment(\.searchSuggestions, SearchSuggestions(content: suggestions()))
  }

  /// Shows or hides search suggestions. Accepted for SwiftUI's spelling: suggestions always
  /// show in the list under the field here.
  public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
    -> some View
  { self }

  /// The text a click on this suggestion puts in the search field.
  public func searchCompletion(_ completion: String) -> some View {
    SearchCompletionView(content: self, completion: completion)
  }
}

private struct SearchSuggestionsKey: EnvironmentKey { static var defaultValue: SearchSuggestions? { nil } }
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction {} } }

extension EnvironmentValues {
  var searchSuggestions: SearchSuggestions? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// True inside a `.searchable` view while its search field has focus or text.
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the `.searchable` view around: clears its field and takes focus away.
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}

/// A view with a search field across its top (`.searchable`).
struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: String
  @FocusState private var focused: Bool
  /// The completion last chosen: the suggestions hide until the text changes from it.
  @State private var completed: String?
  @Environment(\.searchSuggestions) private var suggestions
  @Environment(\.searchScopeBar) private var scopeBar
  @Environment(\.submitActions) private var submitActions

  var body: some View {
    let text = self.text
    let focus = $focused
    let searchActions = submitActions.filter { $0.triggers.contains(.search) }
    let listed = suggestions.map { flattenedChildren($0.content) } ?? []
    let showsSuggestions = focused && !listed.isEmpty && completed != text.wrappedValue
    let completed = $completed
    let isPresented = self.isPresented
    VStack(spacing: 0) {
      SearchField(text: text, prompt: prompt)
        .focused($focused)
        .environment(\.submitActions, [SubmitAction(triggers: .text) { for action in searchActions { action.action() } }])
        .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
      if let scopeBar {
        scopeBar.view
          .environment(\.searchScopeBar, nil)
          .padding(EdgeInsets(top: 0, leading: 12, bottom: 8, trailing: 12))
      }
      if showsSuggestions {
        SearchSuggestionList(children: listed) { completion in
          completed.wrappedValue = completion
          text.wrappedValue = completion
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      } else {
        content
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .environment(\.isSearching, focused || !text.wrappedValue.isEmpty)
          .environment(\.searchScopeBar, nil)
          .environment(\.searchSuggestions, nil)
          .environment(
            \.dismissSearch,
            DismissSearchAction {
              text.wrappedValue = ""
              focus.wrappedValue = false
            })
      }
    }
    .onChange(of: focused) { _, now in
      if let isPresented, isPresented.wrappedValue != now { isPresented.wrappedValue = now }
    }
    .onChange(of: isPresented?.wrappedValue ?? false) { _, now in
      if isPresented != nil, now != focus.wrappedValue { focus.wrappedValue = now }
    }
  }
}

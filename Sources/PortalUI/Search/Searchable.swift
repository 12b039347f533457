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

/// Where search suggestions show, for `.searchSuggestions(_:for:)`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
  let kind: Int
  public static let automatic = SearchSuggestionsPlacement(kind: 0)
  public static let menu = SearchSuggestionsPlacement(kind: 1)
  public static let content = SearchSuggestionsPlacement(kind: 2)

  /// A set of placements.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let menu = Set(rawValue: 1 << 0)
    public static let content = Set(rawValue: 1 << 1)
  }
}

/// The suggestions set with `.searchSuggestions`, held in the environment.
struct SearchSuggestions {
  let content: any View
}

/// A suggestion's completion (`.searchCompletion(_:)`), found by the list of suggestions.
struct SearchCompletionView<Content: View>: View, SingleChildModifier {
  let content: Content
  let completion: String
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

/// Ends a search, read from the environment as `@Environment(\.dismissSearch)`.
public struct DismissSearchAction {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }

  /// Clears the search field and takes focus from it.
  @MainActor public func callAsFunction() { action() }
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

/// The search field: a magnifying glass, the text, and a button that clears it.
struct SearchField: View {
  let text: Binding<String>
  let prompt: String

  static let fill = Color(light: Color(hex: 0xE3E3E8), dark: Color(hex: 0x1C1C1E))

  var body: some View {
    let text = self.text
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(Color(uiColor: .secondaryLabel))
      TextField(prompt, text: text).textFieldStyle(.plain)
      if !text.wrappedValue.isEmpty {
        Image(systemName: "xmark.circle.fill")
          .foregroundStyle(Color(uiColor: .tertiaryLabel))
          .contentShape(Rectangle())
          .onClickWithoutFocus { text.wrappedValue = "" }
      }
    }
    .padding(EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8))
    .background(RoundedRectangle(cornerRadius: 10).fill(Self.fill))
  }
}

/// The suggestions, one row each; a click on one with a completion hands it over.
struct SearchSuggestionList: View {
  let children: [ChildView]
  let complete: (String) -> Void

  var body: some View {
    let complete = self.complete
    VStack(alignment: .leading, spacing: 0) {
      ForEach(children.indices, id: \.self) { index in
        let child = children[index]
        let completion = Self.completion(of: child.view)
        HStack(spacing: 0) {
          AnyView(child.view)
          Spacer(minLength: 0)
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        .contentShape(Rectangle())
        .onClickWithoutFocus { if let completion { complete(completion) } }
      }
    }
  }

  /// The completion set on `view` with `.searchCompletion(_:)`, through modifiers around it.
  @MainActor
  static func completion(of view: any View) -> String? {
    if let completing = view as? any SearchCompletionCarrying { return completing.completionText }
    if let modifier = view as? any SingleChildModifier { return completion(of: modifier.content) }
    return nil
  }
}

/// A view carrying a search completion.
@MainActor
protocol SearchCompletionCarrying {
  var completionText: String { get }
}

extension SearchCompletionView: SearchCompletionCarrying {
  var completionText: String { completion }
}

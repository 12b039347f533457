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

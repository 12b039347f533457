/// A view with a tag: the value a `TabView`'s selection takes to show it.
struct TagView<Content: View>: View, SingleChildModifier, TagCarrying, ListRowTraitCarrying {
  let content: Content
  let tag: AnyHashable

  /// In a list with a selection, the tag is the value the selection takes for the row.
  var rowTraits: ListRowTraits {
    var traits = ListRowTraits()
    traits.selectionTag = tag
    return traits
  }
}

/// Views that carry a tag.
@MainActor
protocol TagCarrying {
  var tag: AnyHashable { get }
}

extension View {
  /// Gives the view a tag, the value a container's selection takes to pick it (a `TabView`'s
  /// page or tab). A tag matches a selection of its type or of its optional type.
  ///
  /// ```swift
  /// TabView(selection: $tab) {
  ///   InboxView().tag(Tab.inbox)
  ///   SettingsView().tag(Tab.settings)
  /// }
  /// ```
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    TagView(content: self, tag: AnyHashable(tag))
  }
}

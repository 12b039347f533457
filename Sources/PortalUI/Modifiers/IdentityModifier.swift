/// Gives the content an explicit identity: the id becomes part of its key among its
/// siblings, so a different id is a different view, and its state starts afresh.
struct IDView<Content: View, ID: Hashable>: View, SingleChildModifier, ViewList {
  let content: Content
  let id: ID

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    flattenView(content, into: &list, prefix: prefix.appending(any: id))
  }

  /// Only when the view is a tree's root does it have a node of its own.
  func children() -> [ChildView] {
    var list: [ChildView] = []
    flatten(into: &list, prefix: ViewKey())
    return list
  }
}

extension View {
  /// Identifies the view by `id`: when the id changes, the view is replaced by a new one,
  /// its `@State` reset and its appear and disappear actions run.
  ///
  /// ```swift
  /// EditorView(document: document).id(document.id)
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}

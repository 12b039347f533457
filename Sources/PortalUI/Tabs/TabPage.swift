/// One child of a `TabView`: the view, the tag its selection takes to show it (its position
/// when it has none) and its tab bar label.
@MainActor
struct TabPage {
  let child: ChildView
  let tag: AnyHashable
  let label: AnyView?
  /// The badge its tab shows (`.badge(_:)`).
  var badge: Text? = nil

  /// The children of a tab view's content, with what their modifiers say about them.
  static func pages(of content: some View) -> [TabPage] {
    flattenedChildren(content).enumerated().map { index, child in
      var tag: AnyHashable?
      var label: AnyView?
      var badge: Text?
      visitWrappedViews(of: child.view) { view in
        if badge == nil, let carrier = view as? BadgeCarrying { badge = carrier.badge }
        if tag == nil, let carrier = view as? TagCarrying { tag = carrier.tag }
        if tag == nil, let tab = view as? TabTagCarrying, let tabTag = tab.tabTag { tag = tabTag }
        if label == nil, let carrier = view as? TabItemCarrying { label = carrier.tabItemLabel }
        return tag != nil && label != nil
      }
      return TabPage(child: child, tag: tag ?? AnyHashable(index), label: label, badge: badge)
    }
  }

  /// The position of the page whose tag is `selection`.
  static func index(of selection: AnyHashable?, in pages: [TabPage]) -> Int? {
    guard let selection else { return nil }
    return pages.firstIndex { $0.tag == selection }
  }
}

/// A tab view's selection binding, with its value type erased.
@MainActor
struct TabSelection {
  /// The selection when the tab view's body was evaluated (read there, so that a change of a
  /// model behind the binding evaluates the tab view again).
  let value: AnyHashable
  /// Sets the selection to a page's tag; a tag of another type than the selection is ignored.
  let set: (AnyHashable) -> Void

  init<Value: Hashable>(_ binding: Binding<Value>) {
    value = AnyHashable(binding.wrappedValue)
    set = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }
}

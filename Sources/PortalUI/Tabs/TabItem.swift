/// A view with the label its tab shows in a `TabView`'s tab bar.
struct TabItemView<Content: View, Label: View>: View, SingleChildModifier, TabItemCarrying {
  let content: Content
  let label: Label

  var tabItemLabel: AnyView { AnyView(label) }
}

/// Views that carry a tab item label.
@MainActor
protocol TabItemCarrying {
  var tabItemLabel: AnyView { get }
}

extension View {
  /// The label of this view's tab in a `TabView`'s tab bar: a `Text`, an `Image`, or both (the
  /// image above the text), or a `Label`.
  ///
  /// ```swift
  /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }
  /// ```
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TabItemView(content: self, label: label())
  }
}

/// Registers the page built for pushed values of one type with the enclosing stack.
struct NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: View, SingleChildModifier {
  let content: Content
  let destination: (Value) -> Destination

  func didUpdate(node: Node) {
    let destination = self.destination
    node.environment.navigationContext?.register(Value.self, from: node.environment.navigationPageIndex) {
      AnyView(destination($0))
    }
  }
}

/// Gives the navigation page the view is on its title.
struct NavigationTitleView<Content: View>: View, SingleChildModifier {
  let content: Content
  let title: String

  func didUpdate(node: Node) {
    node.environment.navigationContext?.setTitle(title, at: node.environment.navigationPageIndex)
  }
}

extension View {
  /// Says what page a `NavigationStack` pushes for values of type `Value`
  /// (from a `NavigationLink(value:)` or the stack's path).
  ///
  /// ```swift
  /// List(albums) { album in NavigationLink(album.title, value: album) }
  ///   .navigationDestination(for: Album.self) { album in AlbumView(album: album) }
  /// ```
  public func navigationDestination<Value: Hashable, Destination: View>(
    for type: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
  ) -> some View {
    NavigationDestinationView(content: self, destination: destination)
  }

  /// The title shown in the navigation stack's title strip while this view's page is on top.
  public func navigationTitle(_ title: String) -> some View {
    NavigationTitleView(content: self, title: title)
  }

  /// The title, from a key with SwiftUI's interpolations (`"Total \(sum, format: .number)"`).
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    NavigationTitleView(content: self, title: titleKey.text)
  }

  /// The title, from a text's string (its styling is the title strip's).
  public func navigationTitle(_ title: Text) -> some View {
    NavigationTitleView(content: self, title: title.content)
  }

  /// The title, from a binding. iOS lets the user rename the page from its title; here the
  /// title shows the binding's value.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    NavigationTitleView(content: self, title: title.wrappedValue)
  }
}

/// A view that pushes the page for `value` on the enclosing `NavigationStack` when clicked
/// (or activated with Enter while focused).
///
/// ```swift
/// NavigationLink(value: album) { AlbumRow(album: album) }
/// NavigationLink("Settings", value: Route.settings)
/// ```
public struct NavigationLink<Label: View>: View {
  let value: AnyHashable?
  let label: Label
  @Environment(\.navigationContext) private var context

  /// A link showing `label`; a nil value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.value = value.map(AnyHashable.init)
    self.label = label()
  }

  public var body: some View {
    let context = self.context
    let value = self.value
    return label.contentShape(Rectangle()).onTapGesture {
      if let value { context?.push(value) }
    }
  }
}

extension NavigationLink where Label == Text {
  /// A link with a text label.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

/// A group of rows with an optional header and footer, in a `List` (or any container: there
/// its header, content and footer are children one after the other).
///
/// ```swift
/// List {
///   Section("Favourites") { ForEach(favourites) { Text($0.name) } }
///   Section {
///     Toggle("Notifications", isOn: $notifies)
///   } header: {
///     Text("Settings")
///   } footer: {
///     Text("Changes apply at once.")
///   }
/// }
/// ```
@MainActor
public struct Section<Parent, Content, Footer> {
  nonisolated(unsafe) let header: Parent
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let footer: Footer
}

extension Section: View, PrimitiveView, ViewList where Parent: View, Content: View, Footer: View {
  public typealias Body = Never

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    flattenView(header, into: &list, prefix: prefix.appending("header"))
    flattenView(content, into: &list, prefix: prefix.appending("content"))
    flattenView(footer, into: &list, prefix: prefix.appending("footer"))
  }

  /// A section with a header, a footer and its content.
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// A section with a header, a footer and its content, the header and footer given as views.
  nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header and its content.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// A section with a header, given as a view, and its content.
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer and its content.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// A section with a footer, given as a view, and its content.
  nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section with neither header nor footer.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section whose header is `title`.
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(String(title)), content: content(), footer: EmptyView())
  }
}

/// One tab of a `TabView`, in iOS 18's spelling: its content, the label its tab bar shows and
/// the value the tab view's selection takes while it shows.
///
/// ```swift
/// TabView(selection: $selected) {
///   Tab("Library", systemImage: "books.vertical", value: .library) { LibraryView() }
///   Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { SearchView() }
/// }
/// ```
///
/// A tab without a value is selected by its position. `role: .search` is drawn as the other
/// tabs are; `TabSection`s are laid out flat in the one tab bar.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, SingleChildModifier, TabItemCarrying,
  TabTagCarrying
{
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let label: Label
  nonisolated(unsafe) let value: Value?

  nonisolated init(value: Value?, content: Content, label: Label) {
    self.value = value
    self.content = content
    self.label = label
  }

  var tabItemLabel: AnyView { AnyView(label) }
  var tabTag: AnyHashable? { value.map(AnyHashable.init) }
}

/// What a tab's role says of it. Here each role is drawn as an ordinary tab.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The tab that searches the app (iOS draws it apart, at the trailing end).
  public static let search = TabRole(name: "search")
}

/// Views that give their `TabView` page a tag of their own, or none.
@MainActor
protocol TabTagCarrying {
  var tabTag: AnyHashable? { get }
}

extension Tab {
  /// A tab whose label is built by `label`.
  nonisolated public init(
    value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, content: content(), label: label())
  }
}

extension Tab where Label == SwiftUITabLabel {
  /// A tab titled `title` with the system image `systemImage`.
  nonisolated public init(
    _ title: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: SwiftUITabLabel(title: Text(title), systemImage: systemImage))
  }

  /// A tab titled `title` (not localised) with the system image `systemImage`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: SwiftUITabLabel(title: Text(verbatim: String(title)), systemImage: systemImage))
  }

  /// A tab titled `title` with the image named `image`.
  nonisolated public init(
    _ title: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: SwiftUITabLabel(title: Text(title), image: image))
  }

  /// A tab with a title and no image.
  nonisolated public init(_ title: LocalizedStringKey, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: SwiftUITabLabel(title: Text(title)))
  }

  /// A tab with only an image (the search tab's usual spelling: `Tab(value: .search, role: .search)`).
  nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, content: content(),
      label: SwiftUITabLabel(title: nil, systemImage: role == .search ? "magnifyingglass" : nil))
  }
}

extension Tab where Value == Never, Label == SwiftUITabLabel {
  /// A tab selected by its position, titled `title` with the system image `systemImage`.
  nonisolated public init(
    _ title: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: nil, content: content(), label: SwiftUITabLabel(title: Text(title), systemImage: systemImage))
  }

  /// A tab selected by its position, titled `title` (not localised) with the system image `systemImage`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: SwiftUITabLabel(title: Text(verbatim: String(title)), systemImage: systemImage))
  }

  /// A tab selected by its position, titled `title` with the image named `image`.
  nonisolated public init(
    _ title: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: nil, content: content(), label: SwiftUITabLabel(title: Text(title), image: image))
  }

  /// A tab selected by its position, with a title and no image.
  nonisolated public init(_ title: LocalizedStringKey, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: SwiftUITabLabel(title: Text(title)))
  }
}

extension Tab where Value == Never {
  /// A tab selected by its position, with a label built by `label`.
  nonisolated public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

/// The label a `Tab` made from a title and an image shows: the image above the title.
public struct SwiftUITabLabel: View {
  let title: Text?
  var systemImage: String? = nil
  var image: String? = nil

  public var body: some View {
    VStack(spacing: 2) {
      if let systemImage { Image(systemName: systemImage) }
      if let image { Image(image).resizable().scaledToFit().frame(width: 24, height: 24) }
      if let title { title }
    }
  }
}

/// Tabs grouped under a title (iOS 18's sidebar-adaptable tab views). Here the tabs of every
/// section stand in the one tab bar, in order; the title is not shown.
public struct TabSection<Header: View, Content: View, Footer: View>: View, PrimitiveView, ViewList {
  nonisolated(unsafe) let content: Content

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    flattenView(content, into: &list, prefix: prefix)
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Tabs under the title `title`.
  nonisolated public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Tabs under the title `title` (not localised).
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Footer == EmptyView {
  /// Tabs under a header built by `header`.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }
}

/// Tab view styles of iOS 18 that show a sidebar on iPad. Here they draw the tab bar, the
/// nearest form on a desktop window.
extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar that can become a sidebar (iPadOS): here the tab bar.
  public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
  /// Always a tab bar.
  public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension View {
  /// Accepted for iOS 18's customisable tab views; a tab's place here is where it is written.
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
  /// Accepted for iOS 18's customisable tab views; every tab shows.
  public func customizationID(_ id: String) -> some View { self }
  /// iOS 18's minimise-on-scroll of the tab bar (iOS 26): accepted, the bar stays.
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}

/// What a person changed of a customisable tab view (iOS 18). Kept for `@AppStorage`; tabs
/// here are not customised.
public struct TabViewCustomization: Hashable, Codable, Sendable {
  public init() {}
}

/// When a tab bar shrinks as the content scrolls (iOS 26). The bar keeps its size here.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  public static let never = TabBarMinimizeBehavior(name: "never")
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

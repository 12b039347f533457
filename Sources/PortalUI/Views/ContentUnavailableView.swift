import PortalGraphics

/// What a view shows where its content would be when there is none: a large symbol and a
/// title, a description under them, and actions, centred in the space given.
///
/// ```swift
/// if photos.isEmpty {
///   ContentUnavailableView("No Photos", systemImage: "photo", description: Text("Imported photos appear here."))
/// }
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// Any views as the label, description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 12) {
      label
        .labelStyle(UnavailableLabelStyle())
      description
        .font(.body)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
      actions
    }
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Label == PortalUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title under a symbol, with an optional description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { PortalUI.Label(title, systemImage: name) }, description: { description })
  }

  /// A title under an image from the resources, with an optional description.
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { PortalUI.Label(title, image: name) }, description: { description })
  }

  /// No results for a search.
  public static var search: ContentUnavailableView<PortalUI.Label<Text, Image>, Text?, EmptyView> {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// No results for a search for `text`.
  public static func search(text: String) -> ContentUnavailableView<PortalUI.Label<Text, Image>, Text?, EmptyView> {
    if text.isEmpty { return search }
    return ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// A content-unavailable label: the icon large and grey above a bold title.
private struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 14) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
    }
  }
}

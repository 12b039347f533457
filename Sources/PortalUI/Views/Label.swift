import PortalGraphics

/// A title beside an icon: the standard label of a list row, a menu item or a toolbar
/// button. By default the icon leads the title; `.labelStyle(_:)` shows either alone.
///
/// ```swift
/// Label("Favourites", systemImage: "star")
/// Label { Text(user.name) } icon: { Circle().fill(user.colour).frame(width: 16, height: 16) }
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label with any views as its title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    if let style {
      style.makeBody(
        LabelStyleConfiguration(
          title: LabelStyleConfiguration.Title(content: AnyView(title)),
          icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
    } else {
      HStack(spacing: 8) { icon; title }
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and a symbol (SF Symbols names, drawn as `Image(systemName:)`).
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and an image from the resources (`Image(_:)`).
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style's configuration describes, in the default look.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// A way of drawing labels.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol LabelStyle {
  associatedtype Body: View
  /// The label drawn for `configuration`.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The title.
  public let title: LabelStyleConfiguration.Title
  /// The icon.
  public let icon: LabelStyleConfiguration.Icon
}

/// The icon leading the title, as most places show a label.
public struct DefaultLabelStyle: LabelStyle, Equatable {
  nonisolated public init() {}
  /// The icon and title side by side.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) { configuration.icon; configuration.title }
  }
}

/// The icon leading the title.
public struct TitleAndIconLabelStyle: LabelStyle, Equatable {
  nonisolated public init() {}
  /// The icon and title side by side.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) { configuration.icon; configuration.title }
  }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle, Equatable {
  nonisolated public init() {}
  /// The icon alone.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, Equatable {
  nonisolated public init() {}
  /// The title alone.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// As the place the label is in chooses: the icon leading the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon leading the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style in the environment; the same style type with the same values is the same.
struct LabelStyleBox: Equatable {
  private let style: Any
  private let sameStyle: (Any) -> Bool
  let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

  @MainActor init<S: LabelStyle>(_ style: S) {
    // Styles are values made and used on the main actor; the comparison only reads them.
    nonisolated(unsafe) let style = style
    self.style = style
    sameStyle = { other in (other as? S).map { ValueEquality.same(style, $0) } ?? false }
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  static func == (a: LabelStyleBox, b: LabelStyleBox) -> Bool { a.sameStyle(b.style) }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: LabelStyleBox? { nil }
}

extension EnvironmentValues {
  /// The style labels inside are drawn in; nil for the default look.
  var labelStyle: LabelStyleBox? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels inside in `style`.
  ///
  /// ```swift
  /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, S.self == DefaultLabelStyle.self ? nil : LabelStyleBox(style))
  }
}

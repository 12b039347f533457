/// How a `Menu` looks, set with `.menuStyle(_:)`: `.automatic` (a borderless button in the
/// tint with a chevron), `.button` (the same on a tinted rounded background), `.borderlessButton`,
/// or a style of your own that builds on `Menu(configuration)`.
///
/// ```swift
/// struct RedMenu: MenuStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Menu(configuration).tint(.red)
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol MenuStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = MenuStyleConfiguration
}

/// What a menu style is given: the menu's label and content.
public struct MenuStyleConfiguration {
  /// The menu's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The menu's items.
  public struct Content: View, MenuEntryProviding {
    let content: AnyView
    let entries: (EnvironmentValues) -> [MenuEntry]
    public var body: some View { content }
    func menuEntries(environment: EnvironmentValues) -> [MenuEntry] { entries(environment) }
  }

  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

/// The menu style set with `.menuStyle(_:)`, held in the environment.
struct AnyMenuStyle {
  /// Draws the menu on a tinted background.
  var isBordered = false
  /// A style of the program's own.
  var custom: ((MenuStyleConfiguration) -> AnyView)?
}

/// A built-in menu style: how it draws is said by `AnyMenuStyle`.
@MainActor
protocol BuiltInMenuStyle {
  var isBordered: Bool { get }
}

/// The default menu style: a borderless button in the tint, with a chevron.
public struct DefaultMenuStyle: MenuStyle, BuiltInMenuStyle {
  public init() {}
  var isBordered: Bool { false }
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a bordered button: on a tinted rounded background.
public struct ButtonMenuStyle: MenuStyle, BuiltInMenuStyle {
  public init() {}
  var isBordered: Bool { true }
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button, as the default.
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInMenuStyle {
  public init() {}
  var isBordered: Bool { false }
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a bordered button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuStyleKey: EnvironmentKey {
  static var defaultValue: AnyMenuStyle? { nil }
}

extension EnvironmentValues {
  /// The style of the menus inside a view.
  var menuStyle: AnyMenuStyle? {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the menus inside this view look.
  ///
  /// ```swift
  /// Menu("Actions") { … }.menuStyle(.button)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    if let builtIn = style as? BuiltInMenuStyle {
      return environment(\.menuStyle, AnyMenuStyle(isBordered: builtIn.isBordered))
    }
    return environment(\.menuStyle, AnyMenuStyle(custom: { AnyView(style.makeBody(configuration: $0)) }))
  }
}

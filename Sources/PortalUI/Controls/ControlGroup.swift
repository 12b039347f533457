import PortalGraphics

/// Controls that belong together, shown side by side on one rounded background with thin
/// separators between them (the desktop form; iOS shows them in a menu or toolbar the same
/// way).
///
/// ```swift
/// ControlGroup {
///   Button("Decrease", systemImage: "minus") { size -= 1 }
///   Button("Increase", systemImage: "plus") { size += 1 }
/// }
/// ```
///
/// The buttons inside are drawn plain, in the tint; each takes its own clicks and focus. The
/// label, when given, is used where the group shows as a menu (`.controlGroupStyle(.menu)`,
/// `.compactMenu`): a `Menu` of the same controls.
public struct ControlGroup<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  @Environment(\.controlGroupIsMenu) private var isMenu

  public var body: some View {
    if isMenu {
      Menu { content } label: { label }
    } else {
      let children = flattenedChildren(content)
      HStack(spacing: 0) {
        ForEach(children.indices, id: \.self) { index in
          if index > 0 { ControlGroupColors.separator.frame(width: 1, height: 18) }
          AnyView(erasing: children[index].view)
            .buttonStyle(.borderless)
            .padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
        }
      }
      .background(RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill))
      .fixedSize()
    }
  }
}

enum ControlGroupColors {
  static let separator = Color(light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x545458))
}

extension ControlGroup where Label == EmptyView {
  /// A group of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = EmptyView()
  }
}

extension ControlGroup {
  /// A group of `content` with a label, shown when the group is a menu.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
}

extension ControlGroup where Label == Text {
  /// A group of `content` titled from a key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of `content` with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}

extension ControlGroup where Label == PortalUI.Label<Text, Image> {
  /// A group of `content` with a title from a key and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PortalUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
  }

  /// A group of `content` with a title and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PortalUI.Label(String(title), systemImage: systemImage) }
  }
}

/// How a `ControlGroup` looks, set with `.controlGroupStyle(_:)`: side by side
/// (`.automatic`, `.navigation`, `.palette`) or as a menu (`.menu`, `.compactMenu`).
@preconcurrency @MainActor
public protocol ControlGroupStyle {}

/// A control group style that says whether it is a menu.
@MainActor
protocol ControlGroupMenuProviding { var isMenu: Bool { get } }

/// The default: side by side.
public struct AutomaticControlGroupStyle: ControlGroupStyle, ControlGroupMenuProviding {
  public init() {}
  var isMenu: Bool { false }
}

/// Side by side, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle, ControlGroupMenuProviding {
  public init() {}
  var isMenu: Bool { false }
}

/// Side by side, as a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle, ControlGroupMenuProviding {
  public init() {}
  var isMenu: Bool { false }
}

/// A menu of the controls, labelled by the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle, ControlGroupMenuProviding {
  public init() {}
  var isMenu: Bool { true }
}

/// A menu of the controls (compact).
public struct CompactMenuControlGroupStyle: ControlGroupStyle, ControlGroupMenuProviding {
  public init() {}
  var isMenu: Bool { true }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

private struct ControlGroupIsMenuKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var controlGroupIsMenu: Bool {
    get { self[ControlGroupIsMenuKey.self] }
    set { self[ControlGroupIsMenuKey.self] = newValue }
  }
}

extension View {
  /// Sets how the control groups inside this view look.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environment(\.controlGroupIsMenu, (style as? ControlGroupMenuProviding)?.isMenu ?? false)
  }
}

extension ControlGroup: MenuEntryProviding {
  /// A control group in a menu: its controls as items.
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] {
    MenuContent.entries(of: content, environment: environment)
  }
}

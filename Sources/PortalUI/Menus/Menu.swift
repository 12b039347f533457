import PortalGraphics
import PortalHost

/// A control that shows a menu of actions: a button that opens a list of items below it.
///
/// ```swift
/// Menu("Sort") {
///   Button("Name") { order = .name }
///   Button("Date", systemImage: "calendar") { order = .date }
///   Divider()
///   Toggle("Ascending", isOn: $ascending)
///   Picker("Group", selection: $grouping) { … }
///   Menu("More") { Button("Reset", role: .destructive, action: reset) }
/// }
/// Menu { … } label: { Label("Add", systemImage: "plus") } primaryAction: { addItem() }
/// ```
///
/// The items are the views of `content`: a `Button` is an item (red with a `.destructive`
/// role), a `Toggle` an item checked while it is on, a `Picker` its options with the selected
/// one checked (with `.pickerStyle(.menu)`, a submenu), a nested `Menu` a submenu beside its
/// item, a `Divider` a separator, a `Section` a group set apart (titled by its header); text and
/// other views are items that do nothing. Items keep their `.disabled(_:)` state and show their
/// `.keyboardShortcut(_:)`, which also works while the menu is closed.
///
/// A click on the button, or Space, Enter or Down while it has keyboard focus, opens the menu
/// in a popup over the window (see `MenuModel` for the keys inside it); a click outside it or
/// Escape closes it. With `primaryAction`, a click on the label (or Enter) runs the action and
/// the chevron opens the menu, as a pull-down button on the desktop; on iOS a long press does.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  /// Made from a style's configuration: shown as the default menu, not by the style again.
  var isStyled = false
  @State private var model: MenuModel?
  /// The menu's node, whose environment the items are read in.
  private let reference = NodeReference()
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.menuIndicatorVisibility) private var indicator
  @Environment(\.menuStyle) private var style

  /// A menu of `content` with any view as its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.primaryAction = nil
  }

  /// A menu of `content` with any view as its label, whose click runs `primaryAction` (the
  /// chevron opens the menu).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    if !isStyled, let custom = style?.custom {
      custom(
        MenuStyleConfiguration(
          label: MenuStyleConfiguration.Label(content: AnyView(label)),
          content: MenuStyleConfiguration.Content(
            content: AnyView(content), entries: { MenuContent.entries(of: content, environment: $0) }),
          primaryAction: primaryAction))
    } else {
      button
    }
  }

  private var button: some View {
    let binding = $model
    let content = self.content
    let reference = self.reference
    let entries = {
      MenuContent.entries(of: content, environment: reference.node?.environment ?? EnvironmentValues())
    }
    let open: (Bool) -> Void = { highlightFirst in
      let model = MenuModel(entries: entries(), finish: { binding.wrappedValue = nil })
      if highlightFirst { _ = model.handleKey(.down) }
      binding.wrappedValue = model
    }
    let isOpen = Binding(get: { binding.wrappedValue != nil }, set: { if !$0 { binding.wrappedValue = nil } })
    let primaryAction = self.primaryAction
    let bordered = style?.isBordered ?? false
    let showsChevron = indicator != .hidden
    return HStack(spacing: 5) {
      if let primaryAction {
        label.onClickWithoutFocus(perform: primaryAction)
        Image(systemName: "chevron.down").font(.system(size: 10, weight: .semibold))
          .padding(.leading, 4)
          .contentShape(Rectangle())
          .onClickWithoutFocus { open(false) }
      } else {
        label
        if showsChevron { Image(systemName: "chevron.down").font(.system(size: 10, weight: .semibold)) }
      }
    }
    .foregroundStyle(tint)
    .padding(EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    .background(RoundedRectangle(cornerRadius: 8).fill(bordered ? tint.opacity(0.12) : Color.clear))
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
    .opacity(isEnabled ? 1 : 0.45)
    .fixedSize()
    .contentShape(Rectangle())
    .onTapGesture {
      if let primaryAction { primaryAction() } else if binding.wrappedValue == nil { open(false) } else { isOpen.wrappedValue = false }
    }
    .onKeyPressWhileFocused { key in
      guard key == .down, binding.wrappedValue == nil else { return false }
      open(true)
      return true
    }
    .popup(isPresented: isOpen, keys: { key in binding.wrappedValue?.handleKey(key) ?? false }) {
      if let model = binding.wrappedValue { MenuList(model: model) }
    }
    .listeningForMenuShortcuts(entries)
    .recordingNode(in: reference)
  }
}

extension Menu where Label == Text {
  /// A menu with a text title, from a key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu with a text title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }

  /// A menu with a text title, from a key, whose click runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// A menu with a text title whose click runs `primaryAction`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(String(title)) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == PortalUI.Label<Text, Image> {
  /// A menu labelled with a title, from a key, and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PortalUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
  }

  /// A menu labelled with a title and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PortalUI.Label(String(title), systemImage: systemImage) }
  }

  /// A menu labelled with a title, from a key, and an image from the resources.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PortalUI.Label(title: { Text(titleKey) }, icon: { Image(image) }) }
  }

  /// A menu labelled with a title and an image from the resources.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PortalUI.Label(String(title), image: image) }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style's configuration describes, in the default look: what a style that only
  /// adds around the default menu builds on.
  public init(_ configuration: MenuStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
    self.primaryAction = configuration.primaryAction
    self.isStyled = true
  }
}

extension Menu: MenuEntryProviding {
  /// A menu inside a menu: a submenu beside its item.
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] {
    let content = self.content
    return [
      .submenu(
        MenuItem(label: AnyView(label), title: MenuContent.title(of: label) ?? "", isEnabled: environment.isEnabled),
        entries: { MenuContent.entries(of: content, environment: environment) })
    ]
  }
}

extension View {
  /// Runs the action of an item of a closed menu (the entries `entries` reads) whose keyboard
  /// shortcut is pressed.
  func listeningForMenuShortcuts(_ entries: @escaping () -> [MenuEntry]) -> some View {
    MenuShortcutListener(content: self, entries: entries)
  }
}

/// Runs the action of a closed menu's item whose keyboard shortcut is pressed.
struct MenuShortcutListener<Content: View>: View, SingleChildModifier, KeyCommandHandling {
  let content: Content
  let entries: () -> [MenuEntry]

  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    // Only keys that could be a shortcut: with Ctrl or Alt, or not typing at all.
    guard modifiers.contains(.control) || modifiers.contains(.alt) || key.character == nil else { return false }
    func find(_ entries: [MenuEntry]) -> MenuItem? {
      for entry in entries {
        switch entry {
        case .item(let item):
          if item.isEnabled, item.shortcut?.matches(key, modifiers: modifiers) == true { return item }
        case .submenu(let item, let make):
          if item.isEnabled, let found = find(make()) { return found }
        case .header, .divider:
          break
        }
      }
      return nil
    }
    guard let item = find(entries()) else { return false }
    item.action()
    return true
  }
}

import PortalGraphics

/// One line of an open menu: an item, a submenu, a section's title, or a separator.
enum MenuEntry {
  case item(MenuItem)
  /// An item that opens another menu beside it: the entries are read when it opens.
  case submenu(MenuItem, entries: () -> [MenuEntry])
  case header(AnyView)
  case divider

  /// The item, when the line can be highlighted and chosen.
  var item: MenuItem? {
    switch self {
    case .item(let item), .submenu(let item, _): return item.isEnabled ? item : nil
    case .header, .divider: return nil
    }
  }

  var isSubmenu: Bool {
    if case .submenu = self { return true }
    return false
  }
}

/// What an item of a menu shows and does.
struct MenuItem {
  let label: AnyView
  /// The item's title as plain text, which typing its first letters finds.
  let title: String
  var role: ButtonRole?
  var isEnabled = true
  var shortcut: KeyboardShortcut?
  /// Whether the item is checked (a toggle that is on, a picker's selected option); nil for
  /// items that are never checked.
  var isChecked: Bool?
  var action: () -> Void = {}
}

/// A view that stands for lines of a menu when it is written inside one (a button, a toggle,
/// a picker, a nested menu, a divider), asked only of a menu's content as it opens.
@MainActor
protocol MenuEntryProviding {
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry]
}

enum MenuContent {
  /// The lines of a menu whose content is `content`: each view's entries, sections set apart
  /// by separators and titled by their headers. `environment` is what the menu's own
  /// environment says; modifiers around each item (`.disabled`, `.keyboardShortcut`,
  /// `.pickerStyle`) change it for that item.
  @MainActor
  static func entries(of content: any View, environment: EnvironmentValues = EnvironmentValues()) -> [MenuEntry] {
    var entries: [MenuEntry] = []
    var section: [AnyHashableSendable]?
    for child in flattenedChildren(content) {
      let place = sectionPlace(of: child.key)
      if let place, place.prefix != section {
        // A new section: set apart from what came before.
        if !entries.isEmpty, !isDivider(entries.last) { entries.append(.divider) }
        section = place.prefix
      } else if place == nil, section != nil {
        if !entries.isEmpty, !isDivider(entries.last) { entries.append(.divider) }
        section = nil
      }
      if place?.part == "footer" { continue }
      if place?.part == "header" {
        entries.append(.header(AnyView(child.view)))
        continue
      }
      entries += self.entries(ofItem: child.view, environment: environment)
    }
    while isDivider(entries.last) { entries.removeLast() }
    return entries
  }

  private static func isDivider(_ entry: MenuEntry?) -> Bool {
    if case .divider = entry { return true }
    return false
  }

  /// Where a child sits in a `Section`: the key of the section and whether it is in its header,
  /// content or footer.
  private static func sectionPlace(of key: ViewKey) -> (prefix: [AnyHashableSendable], part: String)? {
    for (index, part) in key.parts.enumerated().reversed() {
      if let name = part.base as? String, name == "header" || name == "content" || name == "footer" {
        return (Array(key.parts[..<index]), name)
      }
    }
    return nil
  }

  /// The entries one view stands for, looking through the modifiers around it.
  @MainActor
  static func entries(ofItem view: any View, environment: EnvironmentValues) -> [MenuEntry] {
    var environment = environment
    var view = view
    while true {
      if let provider = view as? MenuEntryProviding { return provider.menuEntries(environment: environment) }
      guard let modifier = view as? any SingleChildModifier else { break }
      modifier.transformEnvironment(&environment)
      view = modifier.content
    }
    if view is EmptyView { return [] }
    // Text, a label or any other view: shown as an item that does nothing.
    return [.item(MenuItem(label: AnyView(view), title: title(of: view) ?? "", isEnabled: false))]
  }

  /// The plain text of a label: a `Text`'s, or a `Label`'s title, through modifiers.
  @MainActor
  static func title(of view: any View) -> String? {
    if let text = view as? Text { return text.content }
    if let titled = view as? MenuTitleProviding { return titled.menuTitle }
    if let modifier = view as? any SingleChildModifier { return title(of: modifier.content) }
    return nil
  }
}

/// A view whose plain-text title a menu can read (a `Label`).
@MainActor
protocol MenuTitleProviding {
  var menuTitle: String? { get }
}

extension Label: MenuTitleProviding {
  var menuTitle: String? { MenuContent.title(of: title) }
}

extension Button: MenuEntryProviding {
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] {
    [
      .item(
        MenuItem(
          label: AnyView(label), title: MenuContent.title(of: label) ?? "", role: role,
          isEnabled: environment.isEnabled, shortcut: environment.keyboardShortcut, action: action))
    ]
  }
}

extension Toggle: MenuEntryProviding {
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] {
    let isOn = self.isOn
    return [
      .item(
        MenuItem(
          label: AnyView(label), title: MenuContent.title(of: label) ?? "", isEnabled: environment.isEnabled,
          shortcut: environment.keyboardShortcut, isChecked: isOn.wrappedValue, action: { isOn.wrappedValue.toggle() }))
    ]
  }
}

extension Picker: MenuEntryProviding {
  /// A picker in a menu: its options as items, the selected one checked; with
  /// `.pickerStyle(.menu)` they are a submenu titled by its label.
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] {
    let options = PickerOption.options(of: content)
    let selection = self.selection
    let enabled = environment.isEnabled
    let choices: () -> [MenuEntry] = {
      let current = AnyHashable(selection.wrappedValue)
      return options.map { option in
        .item(
          MenuItem(
            label: option.view, title: MenuContent.title(of: option.view) ?? "", isEnabled: enabled,
            isChecked: option.tag == current,
            action: {
              if let value = option.tag.base as? SelectionValue { selection.wrappedValue = value }
            }))
      }
    }
    guard environment.pickerStyle.kind == .menu else { return choices() }
    return [
      .submenu(
        MenuItem(label: AnyView(label), title: MenuContent.title(of: label) ?? "", isEnabled: enabled),
        entries: choices)
    ]
  }
}

extension Divider: MenuEntryProviding {
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] { [.divider] }
}

extension Link: MenuEntryProviding {
  /// A link in a menu: an item that opens its destination.
  func menuEntries(environment: EnvironmentValues) -> [MenuEntry] {
    let (openURL, destination) = (environment.openURL, self.destination)
    return [
      .item(
        MenuItem(
          label: AnyView(label), title: MenuContent.title(of: label) ?? "", isEnabled: environment.isEnabled,
          shortcut: environment.keyboardShortcut, action: { openURL(destination) }))
    ]
  }
}

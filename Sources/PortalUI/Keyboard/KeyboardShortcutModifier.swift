import PortalHost

/// Performs the action of the first enabled control inside it (a button, a toggle, a menu)
/// when its shortcut is pressed, wherever keyboard focus is; and tells the views inside it
/// their shortcut (`EnvironmentValues.keyboardShortcut`), which a menu item shows.
struct KeyboardShortcutView<Content: View>: View, SingleChildModifier, KeyCommandHandling {
  let content: Content
  let shortcut: KeyboardShortcut?
  private let reference = NodeReference()

  init(content: Content, shortcut: KeyboardShortcut?) {
    self.content = content
    self.shortcut = shortcut
  }

  func didUpdate(node: Node) { reference.node = node }

  func transformEnvironment(_ environment: inout EnvironmentValues) { environment.keyboardShortcut = shortcut }

  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard let shortcut, shortcut.matches(key, modifiers: modifiers), let node = reference.node, node.isAttached,
      node.environment.isEnabled,
      let target = node.firstDescendant(where: { $0.primitive?.tapHandler != nil && $0.environment.isEnabled })
    else { return false }
    target.primitive?.tapHandler?.performTap()
    return true
  }
}

private struct KeyboardShortcutKey: EnvironmentKey {
  static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
  /// The keyboard shortcut set around this view with `.keyboardShortcut(_:)`, if any.
  public internal(set) var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

extension View {
  /// Performs this control's action when `key` is pressed with `modifiers` (Command, pressed
  /// as Ctrl on X11, by default), wherever keyboard focus is in the window; a menu item shows
  /// the shortcut beside its title.
  ///
  /// ```swift
  /// Button("New Note", action: add).keyboardShortcut("n")
  /// ```
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    KeyboardShortcutView(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Performs this control's action when `key` is pressed with `modifiers`; `localization` is
  /// accepted for SwiftUI's spelling (the key is matched as the layout types it).
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> some View {
    KeyboardShortcutView(
      content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }

  /// Performs this control's action when `shortcut` is pressed: `.defaultAction` is Enter,
  /// `.cancelAction` Escape.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    KeyboardShortcutView(content: self, shortcut: shortcut)
  }

  /// Performs this control's action when `shortcut` is pressed; nil sets none.
  @_disfavoredOverload
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    KeyboardShortcutView(content: self, shortcut: shortcut)
  }
}

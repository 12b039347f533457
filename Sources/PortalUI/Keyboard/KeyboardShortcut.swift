import PortalHost

/// A key with modifiers that performs a button's (or menu item's) action, spelled as in
/// SwiftUI.
///
/// ```swift
/// Button("Save", action: save).keyboardShortcut("s")            // Ctrl+S on X11
/// Button("OK", action: accept).keyboardShortcut(.defaultAction)  // Enter
/// Button("Cancel", role: .cancel, action: close).keyboardShortcut(.cancelAction)  // Escape
/// ```
///
/// `.command` is pressed as Ctrl on X11 (see `EventModifiers`).
public struct KeyboardShortcut: Hashable, Sendable {
  /// How a shortcut follows the keyboard's layout. Accepted for SwiftUI's spelling: the key
  /// is matched as the layout types it.
  public struct Localization: Hashable, Sendable {
    let kind: Int
    public static let automatic = Localization(kind: 0)
    public static let withoutMirroring = Localization(kind: 1)
    public static let custom = Localization(kind: 2)
  }

  /// The key.
  public var key: KeyEquivalent
  /// The modifiers held with it.
  public var modifiers: EventModifiers
  /// How it follows the keyboard's layout.
  public var localization: Localization

  /// A shortcut of `key` with `modifiers` (Command, that is Ctrl here, by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// A shortcut of `key` with `modifiers`, following the layout as `localization` says.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// The default button of a window or dialog: Return (Enter).
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The button that cancels: Escape.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// Whether a key pressed with `held` modifiers is this shortcut. Caps Lock and the keypad
  /// are not counted; Shift must match unless the key is a character Shift makes.
  func matches(_ pressed: Key, modifiers held: KeyModifiers) -> Bool {
    guard let equivalent = KeyEquivalent(pressed), equivalent.matches(key) else { return false }
    let wanted = modifiers.x11Modifiers
    let relevant: KeyModifiers = [.shift, .control, .alt]
    return held.intersection(relevant) == wanted.intersection(relevant)
  }

  /// How the shortcut is written beside a menu item ("Ctrl+S").
  var displayName: String { modifiers.displayPrefix + key.displayName }
}

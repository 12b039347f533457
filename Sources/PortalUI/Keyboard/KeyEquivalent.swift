import PortalHost

/// A key a keyboard shortcut or a key-press handler names: a character, or one of the special
/// keys below (arrows, Escape, Return, …), spelled as in SwiftUI.
///
/// ```swift
/// Button("Save", action: save).keyboardShortcut("s")
/// .onKeyPress(.upArrow) { moveUp(); return .handled }
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key stands for (special keys use characters of their own).
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  /// Backspace.
  public static let delete = KeyEquivalent("\u{8}")
  /// The Delete key that deletes forwards.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear (Num Lock on a PC keyboard's keypad).
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  /// Return (Enter).
  public static let `return` = KeyEquivalent("\r")

  /// The special keys and the X keys they are.
  private static let specialKeys: [(KeyEquivalent, Key)] = [
    (.upArrow, .up), (.downArrow, .down), (.leftArrow, .left), (.rightArrow, .right), (.escape, .escape),
    (.delete, .backspace), (.deleteForward, .delete), (.home, .home), (.end, .end), (.pageUp, .pageUp),
    (.pageDown, .pageDown), (.clear, Key(keysym: 0xFF7F)), (.tab, .tab), (.space, .space), (.return, .enter),
  ]

  /// The key equivalent of a key pressed, or nil for keys with none (a function key, a
  /// modifier alone). Letters are lower case, as typed without Shift.
  init?(_ key: Key) {
    if let special = Self.specialKeys.first(where: { $0.1 == key }) {
      self = special.0
    } else if key == Key(keysym: 0xFF8D) {
      self = .return
    } else if let character = key.character {
      self.init(Character(character.lowercased()))
    } else if key.keysym >= 0xA0, key.keysym <= 0xFF, let scalar = Unicode.Scalar(key.keysym) {
      self.init(Character(Character(scalar).lowercased()))
    } else {
      return nil
    }
  }

  /// Whether this names the same key as `other`, letters in either case.
  func matches(_ other: KeyEquivalent) -> Bool {
    character == other.character || character.lowercased() == other.character.lowercased()
  }

  /// How the key is written in a menu beside its item.
  var displayName: String {
    switch self {
    case .upArrow: return "↑"
    case .downArrow: return "↓"
    case .leftArrow: return "←"
    case .rightArrow: return "→"
    case .escape: return "Esc"
    case .delete: return "Backspace"
    case .deleteForward: return "Delete"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "Page Up"
    case .pageDown: return "Page Down"
    case .clear: return "Clear"
    case .tab: return "Tab"
    case .space: return "Space"
    case .return: return "Enter"
    default: return character.uppercased()
    }
  }
}

import PortalGraphics

/// A mouse button. Wheel "buttons" never appear here: hosts turn them into `.scrolled`.
public enum PointerButton: Int, Sendable, Hashable {
  case primary = 1
  case middle = 2
  case secondary = 3
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1 << 0)
  public static let control = KeyModifiers(rawValue: 1 << 1)
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  public static let superKey = KeyModifiers(rawValue: 1 << 3)
}

/// A key, named by its X keysym so every host speaks the same vocabulary.
public struct Key: Hashable, Sendable, CustomStringConvertible {
  /// The X11 keysym (`XK_*`), also used by the headless host.
  public let keysym: UInt32

  public init(keysym: UInt32) { self.keysym = keysym }

  /// The key that types a printable ASCII character (its keysym equals its code point).
  public init?(character: Character) {
    guard let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F else { return nil }
    self.init(keysym: UInt32(ascii))
  }

  public static let escape = Key(keysym: 0xFF1B)
  public static let enter = Key(keysym: 0xFF0D)
  public static let tab = Key(keysym: 0xFF09)
  public static let backspace = Key(keysym: 0xFF08)
  public static let space = Key(keysym: 0x20)
  public static let left = Key(keysym: 0xFF51)
  public static let up = Key(keysym: 0xFF52)
  public static let right = Key(keysym: 0xFF53)
  public static let down = Key(keysym: 0xFF54)
  public static let pageUp = Key(keysym: 0xFF55)
  public static let pageDown = Key(keysym: 0xFF56)
  public static let home = Key(keysym: 0xFF50)
  public static let end = Key(keysym: 0xFF57)
  /// The Delete key (forward delete).
  public static let delete = Key(keysym: 0xFFFF)

  /// The printable character of a Latin-1 keysym, lower-cased letters as typed.
  public var character: Character? {
    guard keysym >= 0x20, keysym < 0x7F else { return nil }
    return Character(Unicode.Scalar(UInt8(keysym)))
  }

  public var description: String {
    switch self {
    case .escape: return "Escape"
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .left: return "Left"
    case .right: return "Right"
    case .up: return "Up"
    case .down: return "Down"
    default: return character.map { String($0) } ?? "keysym 0x" + String(keysym, radix: 16, uppercase: true)
    }
  }
}

/// Input a host delivers to its client. Positions are in the logical coordinates of the window
/// the event happened in (see `HostClient.host(_:received:in:)`).
public enum InputEvent: Sendable, Equatable {
  case pointerMoved(Point)
  case pointerPressed(Point, button: PointerButton)
  case pointerReleased(Point, button: PointerButton)
  /// The pointer left the window.
  case pointerExited
  /// A scroll in logical pixels; positive `dy` scrolls the content up (reveals what is below).
  /// `precise` is true for smooth deltas from a touchpad, false for wheel notches.
  case scrolled(Point, dx: Double, dy: Double, precise: Bool)
  case keyPressed(Key, modifiers: KeyModifiers)
  case keyReleased(Key, modifiers: KeyModifiers)
  /// Text the keyboard committed: what the key press just before it typed, after the
  /// keyboard's layout, dead keys, Compose sequences and any input method are applied (so
  /// "é" after a dead acute and an "e", or a word an input method composed). It follows the
  /// `.keyPressed` that produced it, when there is one; an input method may commit text with
  /// no key press of its own. Never control characters.
  case textInput(String)
  /// The window gained (true) or lost (false) keyboard focus.
  case focusChanged(Bool)
  /// The window changed size (logical pixels).
  case resized(Size)
  /// The user asked to close the window (the window manager's close button).
  case closeRequested
}

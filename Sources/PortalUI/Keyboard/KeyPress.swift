import Foundation
import PortalHost

/// A key pressed, as an `.onKeyPress` handler is told it, spelled as in SwiftUI.
public struct KeyPress: Sendable {
  /// Whether a handler used a key press: `.handled` stops it there, `.ignored` lets it go on
  /// to the next handler.
  public enum Result: Hashable, Sendable {
    case handled
    case ignored
  }

  /// The phases of a key press a handler hears.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// The phase of this press. Here always `.down`: X11 reports a held key's repeats as new
  /// presses, and releases do not reach handlers.
  public let phase: Phases
  /// The key.
  public let key: KeyEquivalent
  /// The text the key types (its character; empty for keys that type none).
  public let characters: String
  /// The modifiers held.
  public let modifiers: EventModifiers

  /// A press of `key` with `modifiers`, or nil for a key with no equivalent.
  init?(_ key: Key, modifiers: KeyModifiers) {
    guard let equivalent = KeyEquivalent(key) else { return nil }
    self.phase = .down
    self.key = equivalent
    var typed = key.character.map(String.init) ?? ""
    if modifiers.contains(.shift) { typed = typed.uppercased() }
    self.characters = typed
    self.modifiers = EventModifiers(modifiers)
  }
}

/// Hears key presses for `.onKeyPress`: the handler whose filter lets a press through is asked
/// whether it used it.
struct KeyPressHandlerView<Content: View>: View, SingleChildModifier, KeyCommandHandling {
  let content: Content
  let phases: KeyPress.Phases
  let accepts: (KeyPress) -> Bool
  let action: (KeyPress) -> KeyPress.Result

  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard phases.contains(.down), let press = KeyPress(key, modifiers: modifiers), accepts(press) else { return false }
    return action(press) == .handled
  }
}

extension View {
  /// Runs `action` when `key` is pressed; `.handled` stops the press there.
  ///
  /// Handlers hear keys the focused view does not use: those around the focused view first,
  /// then the others in the window (as `onKeyPress(_:action:)` with `Key` does), so a handler
  /// works when nothing is focused, as on iOS with a hardware keyboard.
  ///
  /// ```swift
  /// .onKeyPress(.escape) { dismiss(); return .handled }
  /// ```
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    KeyPressHandlerView(content: self, phases: [.down, .repeat], accepts: { $0.key.matches(key) }) { _ in action() }
  }

  /// Runs `action` when `key` is pressed in one of `phases` (only presses reach handlers here).
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandlerView(content: self, phases: phases, accepts: { $0.key.matches(key) }, action: action)
  }

  /// Runs `action` for every key pressed.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    KeyPressHandlerView(content: self, phases: [.down, .repeat], accepts: { _ in true }, action: action)
  }

  /// Runs `action` for every key pressed in one of `phases`.
  public func onKeyPress(
    phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandlerView(content: self, phases: phases, accepts: { _ in true }, action: action)
  }

  /// Runs `action` when one of `keys` is pressed.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandlerView(
      content: self, phases: phases, accepts: { press in keys.contains { $0.matches(press.key) } }, action: action)
  }

  /// Runs `action` when a key typing one of `characters` is pressed.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressHandlerView(
      content: self, phases: phases,
      accepts: { press in
        !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
      },
      action: action)
  }
}

import PortalHost

/// The modifier keys of a keyboard shortcut or a key press, spelled as in SwiftUI.
///
/// On X11, `.command` is the Control key (the desktop's shortcut key, as Ctrl+S saves), and
/// `.option` is Alt; a shortcut written with `.command` is pressed with Ctrl here.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Alt, on X11.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Control, on X11.
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  @available(*, deprecated, message: "there is no function modifier")
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

  /// The modifiers X11 reports, as SwiftUI names them (Control as `.control`).
  init(_ modifiers: KeyModifiers) {
    var result: EventModifiers = []
    if modifiers.contains(.shift) { result.insert(.shift) }
    if modifiers.contains(.control) { result.insert(.control) }
    if modifiers.contains(.alt) { result.insert(.option) }
    if modifiers.contains(.superKey) { result.insert(.command) }
    self = result
  }

  /// The keys to hold on X11 for these modifiers: Command and Control are both Ctrl.
  var x11Modifiers: KeyModifiers {
    var result: KeyModifiers = []
    if contains(.shift) { result.insert(.shift) }
    if contains(.control) || contains(.command) { result.insert(.control) }
    if contains(.option) { result.insert(.alt) }
    return result
  }

  /// How the modifiers are written before a key in a menu ("Ctrl+Shift+").
  var displayPrefix: String {
    var parts: [String] = []
    if contains(.control) || contains(.command) { parts.append("Ctrl") }
    if contains(.option) { parts.append("Alt") }
    if contains(.shift) { parts.append("Shift") }
    return parts.map { $0 + "+" }.joined()
  }
}

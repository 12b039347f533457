/// The states of an accessible element, each bit at the position of its `AtspiStateType`
/// (at-spi2-core's `atspi-constants.h`), so the set is AT-SPI's `GetState` answer as it is.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  private init(bit: Int) { rawValue = 1 << UInt64(bit) }

  public static let active = AccessibilityStates(bit: 1)
  public static let checked = AccessibilityStates(bit: 4)
  public static let editable = AccessibilityStates(bit: 7)
  public static let enabled = AccessibilityStates(bit: 8)
  public static let focusable = AccessibilityStates(bit: 11)
  public static let focused = AccessibilityStates(bit: 12)
  public static let modal = AccessibilityStates(bit: 16)
  public static let multiLine = AccessibilityStates(bit: 17)
  public static let selectable = AccessibilityStates(bit: 22)
  public static let selected = AccessibilityStates(bit: 23)
  public static let sensitive = AccessibilityStates(bit: 24)
  public static let showing = AccessibilityStates(bit: 25)
  public static let singleLine = AccessibilityStates(bit: 26)
  public static let visible = AccessibilityStates(bit: 30)
  public static let checkable = AccessibilityStates(bit: 41)

  /// The states by their AT-SPI names, for reports.
  public static let names: [(AccessibilityStates, String)] = [
    (.active, "active"), (.checked, "checked"), (.editable, "editable"), (.enabled, "enabled"),
    (.focusable, "focusable"), (.focused, "focused"), (.modal, "modal"), (.multiLine, "multi-line"),
    (.selectable, "selectable"), (.selected, "selected"), (.sensitive, "sensitive"), (.showing, "showing"),
    (.singleLine, "single-line"), (.visible, "visible"), (.checkable, "checkable"),
  ]

  /// The names of the states in the set, in AT-SPI's order.
  public var names: [String] { Self.names.compactMap { contains($0.0) ? $0.1 : nil } }

  /// The set as AT-SPI sends it: two 32-bit words, the low bits first.
  public var words: (UInt32, UInt32) { (UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)) }
}

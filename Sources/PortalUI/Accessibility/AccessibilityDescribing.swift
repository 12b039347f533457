import PortalGraphics
import PortalHost

/// What a view is to assistive technologies by itself, before its accessibility modifiers:
/// a `Button` is a push button named by its label, a `Toggle` a check box with its state.
struct AccessibilityViewDescription {
  var role: AccessibilityRole
  /// Its name; nil names it by the texts inside it (a button's label).
  var name: String?
  var value: String?
  var text: String?
  var states: AccessibilityStates = []
  /// Whether the views inside are elements of their own (a list's rows) or only make up this
  /// one's name (a button's label).
  var children: AccessibilityChildBehavior.Kind = .ignore
  /// Whether a click is one of its actions, performed by the tap handler inside it.
  var clicks = false
}

/// Views that are an accessible element by themselves: controls, text, pictures, containers
/// with a role. Conformances are in `AccessibilityDescriptions.swift`; a view that does not
/// conform is transparent, its children speaking for themselves.
@MainActor
protocol AccessibilityDescribing {
  /// The element the view is, or nil when, as it is now, it is none.
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription?
}

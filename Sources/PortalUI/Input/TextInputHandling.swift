import PortalGraphics
import PortalHost

/// A view a person types into (a text field, a text editor): while it has keyboard focus it
/// hears the keys and committed text before anything else, and the pointer pressed on it places
/// its caret and drags out a selection instead of clicking.
///
/// Found by a cast of the one node concerned (the focused node, or the tap target under a
/// press), never asked of every node.
@MainActor
protocol TextInputHandling {
  /// Text the keyboard committed (`InputEvent.textInput`).
  func insertText(_ text: String, node: Node)
  /// A key pressed while the view has focus; returns whether it used it (Tab and Escape go on
  /// to the window when it does not).
  func handleEditingKey(_ key: Key, modifiers: KeyModifiers, node: Node) -> Bool
  /// The primary button went down at `point`, the `clicks`-th click in a row.
  func pointerPressed(at point: Point, clicks: Int, node: Node)
  /// The pointer moved to `point` with the primary button held since a press on the view.
  func pointerDragged(to point: Point, node: Node)
  /// The middle button went down at `point`: the primary selection is pasted there.
  func pastePrimarySelection(at point: Point, node: Node)
  /// Keyboard focus came to the view (true) or left it.
  func focusChanged(_ focused: Bool, node: Node)
}

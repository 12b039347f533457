/// What a button does, as the system reads it to draw and place the button: a destructive
/// button is drawn in red, and in an alert or confirmation dialog the cancel button goes where
/// the desktop puts it and Escape runs it.
///
/// ```swift
/// Button("Delete", role: .destructive) { store.delete(item) }
/// ```
public struct ButtonRole: Equatable, Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case destructive, cancel, close, confirm }
  private let kind: Kind

  /// Deletes or discards something: drawn in red.
  public static let destructive = ButtonRole(kind: .destructive)
  /// Cancels what is under way: in an alert, the button Escape runs, at the leading end of a
  /// row of buttons (the desktop's place for it) or at the bottom of a column.
  public static let cancel = ButtonRole(kind: .cancel)
  /// Closes the view it is in; in an alert it is placed and run as a cancel button.
  public static let close = ButtonRole(kind: .close)
  /// Confirms what is under way; in an alert it is the default button, which Enter runs.
  public static let confirm = ButtonRole(kind: .confirm)

  /// Whether a dialog treats the role as dismissing without doing anything (`cancel`, `close`).
  var cancels: Bool { kind == .cancel || kind == .close }
}

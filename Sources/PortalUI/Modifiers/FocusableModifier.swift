/// The kinds of focus a view takes (`.focusable(_:interactions:)`).
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Focus that activates the view, as a button's.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Focus that edits the view's content, as a text field's.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// Whatever the platform's views usually take.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
  /// Lets the view take keyboard focus (Tab moves through focusable views).
  ///
  /// Keyboard focus here moves through the views that act when clicked (buttons, toggles,
  /// fields, rows with actions), which are focusable already; a view of other content is not
  /// added to the Tab order by this modifier, which is accepted and changes nothing.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }

  /// Lets the view take keyboard focus for `interactions`; see `focusable(_:)`, which this
  /// does, whatever the interactions.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}

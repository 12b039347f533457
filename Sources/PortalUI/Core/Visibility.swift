/// Whether a piece of user interface shows: `automatic` leaves it to the view or style that
/// draws it.
///
/// ```swift
/// Text(row.title).listRowSeparator(.hidden)
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// As the enclosing view or style chooses.
  case automatic
  /// Shown.
  case visible
  /// Not shown.
  case hidden
}

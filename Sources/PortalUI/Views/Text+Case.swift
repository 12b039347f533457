extension Text {
  /// The case text inside `.textCase(_:)` is shown in.
  public enum Case: Hashable, Sendable {
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
  }

  /// Where text cut short for its line limit loses characters for its "…".
  public enum TruncationMode: Hashable, Sendable {
    /// "…the end": the start is cut (a text of one line; a wrapped text is cut at its end).
    case head
    /// "The start of the text…": the end is cut.
    case tail
    /// "The st…end": the middle is cut (a text of one line; a wrapped text is cut at its end).
    case middle
  }
}

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
  /// Whether scrollable views inside draw their own background (a grouped list's grey).
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the background scrollable views inside draw behind their content: with
  /// `.hidden`, a `List` draws no background of its own, and what is behind it shows between
  /// its cards.
  ///
  /// ```swift
  /// List { … }.scrollContentBackground(.hidden).background(Color.indigo)
  /// ```
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}

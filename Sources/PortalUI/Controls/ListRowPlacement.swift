private struct IsInListRowKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the view is inside a row of a `List` or `Form`: controls take the row's shape
  /// there (a picker shows its title leading and its value trailing).
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}

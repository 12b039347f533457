extension View {
  /// Keeps this row (or the rows of this `ForEach`) from being deleted: Delete does nothing
  /// on it and edit mode shows no delete control.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    ListRowTraitsView(content: self, rowTraits: ListRowTraits(deleteDisabled: isDisabled))
  }

  /// Keeps this row (or the rows of this `ForEach`) from being moved with Alt+Up and Alt+Down.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    ListRowTraitsView(content: self, rowTraits: ListRowTraits(moveDisabled: isDisabled))
  }

  /// Colours the separators of this list row; nil keeps the style's. The separator between two
  /// rows is drawn in the upper row's colour.
  ///
  /// ```swift
  /// ForEach(alerts) { AlertRow(alert: $0) }.listRowSeparatorTint(.red)
  /// ```
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    ListRowTraitsView(
      content: self, rowTraits: ListRowTraits(separatorTint: edges.contains(.bottom) ? color : nil))
  }
}

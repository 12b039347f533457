private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls inside leave out their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Leaves out the labels of the controls inside: a `Toggle` shows only its switch, a
  /// `Picker` and a `Stepper` only their controls. A `TextField`'s label is never drawn (its
  /// prompt shows in the empty field), so it is the same either way. The labels still name
  /// the controls.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
  /// ```
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

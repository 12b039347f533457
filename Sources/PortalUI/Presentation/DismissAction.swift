/// Closes the presentation a view is in: the sheet it is shown in, or the page of a
/// `NavigationStack` it was pushed as. Outside any presentation it does nothing.
///
/// ```swift
/// struct EditorSheet: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
@MainActor
public struct DismissAction {
  // Written once at creation, read only on the main actor; nonisolated so that the
  // environment key's default value can be made outside the main actor.
  nonisolated(unsafe) let action: (() -> Void)?

  nonisolated init(_ action: (() -> Void)?) { self.action = action }

  /// Dismisses the presentation.
  public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(nil) }
}

extension EnvironmentValues {
  /// Closes the sheet or navigation page this view is presented in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

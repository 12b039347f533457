/// Whether a view is presented, and a way to close its presentation: SwiftUI's older spelling
/// of `isPresented` and `dismiss`, still in most apps written before iOS 15.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
  /// Whether the view is in a sheet or pushed navigation page.
  public let isPresented: Bool
  let dismissAction: DismissAction

  /// Closes the sheet or navigation page the view is in; nothing when it is in neither.
  @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// The presentation the view is in, as a binding (SwiftUI's older spelling; see
  /// `PresentationMode`).
  @MainActor public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}

/// A list of choices described as a value: the spelling of `.actionSheet(isPresented:content:)`
/// from before iOS 15, shown as a confirmation dialog is (its buttons in a column, the cancel
/// button last).
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///   ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Name")) { sort = .name }, .cancel()])
/// }
/// ```
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [ActionSheet.Button]

  /// One of an action sheet's buttons: the same as an alert's.
  public typealias Button = Alert.Button

  /// An action sheet titled `title`, with a message and buttons (a Cancel button when none is
  /// given).
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The dialog showing this action sheet.
  @MainActor var dialog: AlertDialog {
    let actions = buttons.map { AlertAction(label: AnyView($0.label), role: $0.role, action: $0.action ?? {}) }
    return AlertDialog(
      title: title, message: message.map { AnyView($0) }, actions: actions.isEmpty ? AlertAction.actions(from: EmptyView()) : actions,
      stacksButtons: true)
  }
}

extension View {
  /// Presents the action sheet `content` makes while `isPresented` is true: the spelling from
  /// before iOS 15.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let dialog = content().dialog
    return SheetPresenter(
      content: self, layer: SheetLayer(isPresented: isPresented, onDismiss: nil, style: .dialog, content: { dialog }))
  }

  /// Presents the action sheet `content` makes for `item` while it is not nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let dialog = item.wrappedValue.map { content($0).dialog }
    return SheetPresenter(
      content: self,
      layer: SheetLayer(
        item: item, onDismiss: nil, style: .dialog,
        content: { _ in dialog ?? AlertDialog(title: nil, message: nil, actions: []) }))
  }
}

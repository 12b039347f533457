/// An alert described as a value: the spelling of `.alert(isPresented:content:)` from before
/// iOS 15, shown as the newer alerts are (see `View.alert(_:isPresented:actions:)`).
///
/// ```swift
/// .alert(isPresented: $showingError) {
///   Alert(title: Text("Error"), message: Text(message), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An alert with one button (an OK button when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// One of an alert's buttons.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default look.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }

    /// A button that cancels.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }

    /// A button labelled Cancel that cancels.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button that deletes or discards: drawn in red.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }

  /// The dialog showing this alert.
  @MainActor var dialog: AlertDialog {
    let actions =
      buttons.isEmpty
      ? AlertAction.actions(from: EmptyView())
      : buttons.map { AlertAction(label: AnyView($0.label), role: $0.role, action: $0.action ?? {}) }
    return AlertDialog(title: title, message: message.map { AnyView($0) }, actions: actions)
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true: the spelling from before
  /// iOS 15.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let dialog = content().dialog
    return SheetPresenter(
      content: self, layer: SheetLayer(isPresented: isPresented, onDismiss: nil, style: .dialog, content: { dialog }))
  }

  /// Presents the alert `content` makes for `item` while it is not nil; dismissing sets it to
  /// nil.
  ///
  /// ```swift
  /// .alert(item: $failure) { failure in Alert(title: Text(failure.title)) }
  /// ```
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let dialog = item.wrappedValue.map { content($0).dialog }
    return SheetPresenter(
      content: self,
      layer: SheetLayer(
        item: item, onDismiss: nil, style: .dialog, content: { _ in dialog ?? AlertDialog(title: nil, message: nil, actions: []) }))
  }
}

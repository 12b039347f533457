/// The alert and confirmation-dialog modifiers: each presents an `AlertDialog` through the
/// presentation layer in its dialog style.
extension View {
  /// The view with `dialog` presented over the window while `isPresented` is true.
  fileprivate func presentingDialog(isPresented: Binding<Bool>, _ dialog: @escaping () -> AlertDialog) -> some View {
    SheetPresenter(
      content: self, layer: SheetLayer(isPresented: isPresented, onDismiss: nil, style: .dialog, content: dialog))
  }

  /// Presents an alert titled `title` while `isPresented` is true, with the buttons
  /// `actions` makes (an OK button when it makes none).
  ///
  /// The alert is a dialog centred over the dimmed window, in the look of a GTK 4 alert. A
  /// click on a button runs its action, then dismisses the alert (setting `isPresented` to
  /// false); Enter runs the default button (the last one with no role), Escape the `.cancel`
  /// one (or only dismisses when there is none). A click beside the alert does nothing. While
  /// it shows, nothing below it gets clicks or keys. Attach it to a view that fills the
  /// window, as with `.sheet`.
  ///
  /// ```swift
  /// .alert("Delete this photo?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { library.delete(photo) }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a `Text` title while `isPresented` is true.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    let actions = AlertAction.actions(from: actions())
    return presentingDialog(isPresented: isPresented) { AlertDialog(title: title, message: nil, actions: actions) }
  }

  /// Presents an alert with a message under its title while `isPresented` is true.
  ///
  /// ```swift
  /// .alert("Score", isPresented: $showingScore) {
  ///   Button("Continue", action: askQuestion)
  /// } message: {
  ///   Text("Your score is \(score)")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with a `Text` title and a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = AlertAction.actions(from: actions())
    let message = AnyView(message())
    return presentingDialog(isPresented: isPresented) { AlertDialog(title: title, message: message, actions: actions) }
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not nil; its
  /// buttons are made from the data.
  ///
  /// ```swift
  /// .alert("Import failed", isPresented: $failed, presenting: failure) { failure in
  ///   Button("Retry") { retry(failure.file) }
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert with a `Text` title about `data`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let actions = data.map { AlertAction.actions(from: actions($0)) }
    return presentingDialog(isPresented: Self.presenting(isPresented, whenSome: data != nil)) {
      AlertDialog(title: title, message: nil, actions: actions ?? [])
    }
  }

  /// Presents an alert about `data`, with a message made from it, while `isPresented` is true
  /// and `data` is not nil.
  ///
  /// ```swift
  /// .alert("Delete \(name)?", isPresented: $asking, presenting: item) { item in
  ///   Button("Delete", role: .destructive) { store.remove(item) }
  /// } message: { item in
  ///   Text("\(item.size) will be freed.")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert with a `Text` title about `data`, with a message made from it.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let actions = data.map { AlertAction.actions(from: actions($0)) }
    let message = data.map { AnyView(message($0)) }
    return presentingDialog(isPresented: Self.presenting(isPresented, whenSome: data != nil)) {
      AlertDialog(title: title, message: message, actions: actions ?? [])
    }
  }

  /// `isPresented` read as false while there is no data to present.
  fileprivate static func presenting(_ isPresented: Binding<Bool>, whenSome present: Bool) -> Binding<Bool> {
    Binding(get: { present && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
  }

  /// Presents a dialog of choices about what the user just asked for while `isPresented` is
  /// true: iOS's action sheet. Here it is an alert-style dialog with its buttons in a column,
  /// the cancel button last; when `actions` makes no `.cancel` button a Cancel button is added,
  /// as iOS does. The title shows only with `titleVisibility: .visible` (as on iOS, where
  /// `.automatic` hides it).
  ///
  /// ```swift
  /// .confirmationDialog("Change background", isPresented: $choosing) {
  ///   Button("Red") { colour = .red }
  ///   Button("Blue") { colour = .blue }
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// A confirmation dialog with a `Text` title.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = Self.withCancel(AlertAction.actions(from: actions()))
    let title = titleVisibility == .visible ? title : nil
    return presentingDialog(isPresented: isPresented) {
      AlertDialog(title: title, message: nil, actions: actions, stacksButtons: true)
    }
  }

  /// A confirmation dialog with a message under its title (shown whatever the title's
  /// visibility, as on iOS).
  ///
  /// ```swift
  /// .confirmationDialog("Discard draft?", isPresented: $asking, titleVisibility: .visible) {
  ///   Button("Discard", role: .destructive) { draft = nil }
  /// } message: {
  ///   Text("You cannot undo this.")
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  /// A confirmation dialog with a `Text` title and a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = Self.withCancel(AlertAction.actions(from: actions()))
    let title = titleVisibility == .visible ? title : nil
    let message = AnyView(message())
    return presentingDialog(isPresented: isPresented) {
      AlertDialog(title: title, message: message, actions: actions, stacksButtons: true)
    }
  }

  /// A confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let actions = data.map { Self.withCancel(AlertAction.actions(from: actions($0))) }
    let title = titleVisibility == .visible ? Text(String(title)) : nil
    return presentingDialog(isPresented: Self.presenting(isPresented, whenSome: data != nil)) {
      AlertDialog(title: title, message: nil, actions: actions ?? [], stacksButtons: true)
    }
  }

  /// A confirmation dialog about `data`, with a message made from it.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let actions = data.map { Self.withCancel(AlertAction.actions(from: actions($0))) }
    let message = data.map { AnyView(message($0)) }
    let title = titleVisibility == .visible ? Text(String(title)) : nil
    return presentingDialog(isPresented: Self.presenting(isPresented, whenSome: data != nil)) {
      AlertDialog(title: title, message: message, actions: actions ?? [], stacksButtons: true)
    }
  }

  /// `actions` with a Cancel button added when none cancels: the dismissal iOS always offers
  /// in a confirmation dialog. An empty builder's lone OK button is replaced by it.
  fileprivate static func withCancel(_ actions: [AlertAction]) -> [AlertAction] {
    if actions.contains(where: { $0.role?.cancels == true }) { return actions }
    let cancel = AlertAction(label: AnyView(Text("Cancel")), role: .cancel, action: {})
    return actions + [cancel]
  }
}

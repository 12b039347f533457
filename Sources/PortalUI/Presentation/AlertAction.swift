/// One button of an alert or confirmation dialog, read from the `Button`s its actions builder
/// makes; any other view the builder makes stands as it is, with no action.
@MainActor
struct AlertAction {
  let label: AnyView
  let role: ButtonRole?
  /// Nil for a view that is not a button.
  let action: (() -> Void)?

  /// The actions `actions` makes, in order; an empty builder gives one OK button, as iOS does.
  static func actions(from actions: some View) -> [AlertAction] {
    let made = flattenedChildren(actions).map { child in
      (child.view as? AlertActionProviding)?.alertAction ?? AlertAction(label: AnyView(child.view), role: nil, action: nil)
    }
    return made.isEmpty ? [AlertAction(label: AnyView(Text("OK")), role: nil, action: {})] : made
  }

  /// The action Escape runs: the cancel (or close) button's.
  static func cancelIndex(in actions: [AlertAction]) -> Int? {
    actions.firstIndex { $0.role?.cancels == true && $0.action != nil }
  }

  /// The action Enter runs: the last button with no role or `.confirm`; else the cancel
  /// button; else a lone button. Never a destructive one chosen for the user.
  static func defaultIndex(in actions: [AlertAction]) -> Int? {
    if let index = actions.lastIndex(where: { ($0.role == nil || $0.role == .confirm) && $0.action != nil }) {
      return index
    }
    if let cancel = cancelIndex(in: actions) { return cancel }
    return actions.count == 1 && actions[0].action != nil ? 0 : nil
  }
}

/// A view that an alert shows as one of its buttons.
@MainActor
protocol AlertActionProviding {
  var alertAction: AlertAction { get }
}

extension Button: AlertActionProviding {
  var alertAction: AlertAction { AlertAction(label: AnyView(label), role: role, action: action) }
}

/// The kinds of view whose submission `.onSubmit(of:_:)` hears.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Text fields and secure fields, submitted with Enter.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// A search field (`.searchable`), submitted with Enter.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One `.onSubmit` action and what it hears.
struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [SubmitAction] { [] } }

extension EnvironmentValues {
  /// The `.onSubmit` actions around a view, innermost first.
  var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when a text field inside this view is submitted: Enter pressed in it. It
  /// may be set on the field or on any container around it (a `Form`, a `List`); every
  /// `.onSubmit` around the field runs, the innermost first.
  ///
  /// ```swift
  /// Form {
  ///   TextField("Username", text: $username)
  ///   SecureField("Password", text: $password)
  /// }
  /// .onSubmit { signIn() }
  /// ```
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    transformEnvironment(\.submitActions) { $0.insert(SubmitAction(triggers: triggers, action: action), at: 0) }
  }
}

/// The label of the return key of iOS's on-screen keyboard. A desktop keyboard has no such
/// key to label: `.submitLabel(_:)` compiles and changes nothing.
public struct SubmitLabel: Sendable, Hashable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  /// Labels iOS's on-screen return key. Desktop keyboards have no on-screen key: this does
  /// nothing here.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

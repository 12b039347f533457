/// `.focused(_:equals:)` and `.focused(_:)`: ties a view to a `@FocusState`, so the state holds
/// `value` while focus is inside the view, and setting the state to `value` moves focus there.
struct FocusedView<Content: View, Value: Hashable>: View, SingleChildModifier, FocusTying {
  let content: Content
  let box: FocusStateBox<Value>
  let value: Value

  var focusTie: FocusTie {
    let box = self.box.resolved
    let value = self.value
    return FocusTie(
      state: ObjectIdentifier(box),
      isAsked: { box.isRequested && box.value == value },
      isAskedAway: { box.isRequested && box.value == box.unfocused },
      focused: { box.follow(value) },
      unfocused: { if box.value == value { box.follow(box.unfocused) } },
      handled: { box.requestHandled() })
  }
}

/// A view tied to a focus state (type-erased for the input code).
@MainActor
protocol FocusTying {
  var focusTie: FocusTie { get }
}

/// What the input code does with a view tied to a focus state.
@MainActor
struct FocusTie {
  /// The state's identity: one state may tie several views.
  let state: ObjectIdentifier
  /// Whether the program set the state to this view's value.
  let isAsked: () -> Bool
  /// Whether the program set the state to its unfocused value (nil, false).
  let isAskedAway: () -> Bool
  /// Focus came inside the view; it left it.
  let focused: () -> Void
  let unfocused: () -> Void
  /// The program's request was carried out.
  let handled: () -> Void
}

extension View {
  /// Ties the view to `binding`: it holds `value` while focus is inside this view, and setting
  /// it to `value` moves focus to the first view inside that can be activated.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    FocusedView(content: self, box: binding.box, value: value)
  }

  /// Ties the view to `condition`: true while focus is inside this view; setting it to true
  /// moves focus here, to false takes it away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    FocusedView(content: self, box: condition.box, value: true)
  }
}

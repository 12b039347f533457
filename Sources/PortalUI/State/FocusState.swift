/// Which view has keyboard focus, as a value a view owns: read it to know where focus is, set
/// it to move focus, and tie views to it with `.focused(_:equals:)` or `.focused(_:)`.
///
/// Focus is the framework's one keyboard focus: the view Tab moves to and Enter or Space
/// activates, drawn with the focus ring. Tab moving focus onto a view marked `.focused` sets
/// the value; setting the value moves focus to the first view that can be activated (a tap
/// gesture, a button) inside the view marked with it, once that view is laid out (a lazy grid
/// builds it first when it is scrolled to).
///
/// ```swift
/// @FocusState private var focusedCard: Card.ID?
///
/// CardView(card).onTapGesture { open(card) }.focused($focusedCard, equals: card.id)
/// // Arrow keys:
/// focusedCard = cards[next].id
/// ```
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable> {
  let box: FocusStateBox<Value>

  /// A focus state that is true while the view marked with `.focused(_:)` has focus.
  public init() where Value == Bool { box = FocusStateBox(false, unfocused: false) }

  /// A focus state holding the value of the view marked with `.focused(_:equals:)` that has
  /// focus, nil while none has.
  public init<T: Hashable>() where Value == T? { box = FocusStateBox(nil, unfocused: nil) }

  public var wrappedValue: Value {
    get { box.resolved.value }
    nonmutating set { box.resolved.request(newValue) }
  }

  /// The binding `.focused(_:equals:)` takes.
  public var projectedValue: Binding { Binding(box: box) }

  /// A focus state handed to views: what `$focusState` gives.
  @propertyWrapper
  @MainActor
  public struct Binding {
    let box: FocusStateBox<Value>

    public var wrappedValue: Value {
      get { box.resolved.value }
      nonmutating set { box.resolved.request(newValue) }
    }

    public var projectedValue: Binding { self }
  }
}

extension FocusState: DynamicPropertyBinding {
  func bind(to node: Node, label: String) { box.keep(on: node, label: label) }
}

/// Where a `@FocusState` value lives (as `StateBox` for `@State`), and whether the program
/// asked for focus to move to it.
@MainActor
final class FocusStateBox<Value: Hashable>: NodeStateBox {
  private(set) var value: Value
  /// The value while no view tied to this state has focus.
  let unfocused: Value
  /// Set when the program wrote the value: focus moves to match it after the next layout.
  private(set) var isRequested = false
  var link: FocusStateBox<Value>?
  var owner: NodeHandle?

  init(_ value: Value, unfocused: Value) {
    self.value = value
    self.unfocused = unfocused
  }

  var resolved: FocusStateBox<Value> { link ?? self }

  /// The program sets the value: the views reading it update, and focus follows.
  func request(_ newValue: Value) {
    value = newValue
    isRequested = true
    guard let node = owner?.node else { return }
    node.graph.input.focusRequested = true
    node.invalidate(transaction: Transaction.current)
  }

  /// Focus moved (Tab, a view leaving): the value follows, asking nothing of focus.
  func follow(_ newValue: Value) {
    guard value != newValue else { return }
    value = newValue
    owner?.node?.invalidate()
  }

  func requestHandled() { isRequested = false }
}

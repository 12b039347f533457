/// Properties of a view that the framework connects to the view's node before `body` runs.
@MainActor
protocol DynamicPropertyBinding {
  func bind(to node: Node, label: String)
}

/// A value a view owns. It survives every re-evaluation of the view's body for as long as the
/// view keeps its identity, and is dropped when the view leaves the tree. Setting it
/// re-evaluates the view.
///
/// ```swift
/// @State private var isExpanded = false
/// ```
@propertyWrapper
@MainActor
public struct State<Value> {
  let box: StateBox<Value>

  public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
  public init(initialValue: Value) { box = StateBox(initialValue) }

  public var wrappedValue: Value {
    get { box.resolved.value }
    nonmutating set { box.resolved.set(newValue) }
  }

  /// A binding to the value, for child views that read and write it.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.resolved.value }, set: { box.resolved.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyBinding {
  func bind(to node: Node, label: String) {
    if let stored = node.stateSlots[label] as? StateBox<Value> {
      if stored !== box { box.link = stored }
    } else {
      box.link = nil
      box.owner = node.handle
      node.stateSlots[label] = box
    }
  }
}

/// Where a `@State` value lives. The first box a node sees is kept; the boxes of later copies
/// of the view forward to it.
@MainActor
final class StateBox<Value> {
  private var storedValue: Value
  var link: StateBox<Value>?
  /// The node whose state this is (through its handle: a weak reference would slow every
  /// retain of the node).
  var owner: NodeHandle?

  init(_ value: Value) { storedValue = value }

  var resolved: StateBox<Value> { link ?? self }
  var value: Value { storedValue }

  func set(_ newValue: Value) {
    storedValue = newValue
    owner?.node?.invalidate(transaction: Transaction.current)
  }
}

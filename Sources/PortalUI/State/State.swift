/// Properties of a view that the framework connects to the view's node before `body` runs.
@MainActor
protocol DynamicPropertyBinding {
  func bind(to node: Node, label: String)
}

/// A value a view owns. It survives every re-evaluation of the view's body for as long as the
/// view keeps its identity, and is dropped when the view leaves the tree. Setting it
/// re-evaluates the views that read it: the owner when its body reads it, a child that reads it
/// through a binding (`StateReads`).
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
  func bind(to node: Node, label: String) { box.keep(on: node, label: label) }
}

/// Where a property wrapper's value lives on its node (`@State`, `@FocusState`). The first box
/// a node sees is kept; the boxes of later copies of the view forward to it.
@MainActor
protocol NodeStateBox: AnyObject {
  var link: Self? { get set }
  /// The node whose state this is (through its handle: a weak reference would slow every
  /// retain of the node).
  var owner: NodeHandle? { get set }
}

extension NodeStateBox {
  /// Keeps this box on `node` under `label`, or links it to the box kept there already.
  func keep(on node: Node, label: String) {
    if let stored = node.stateSlots[label] as? Self {
      if stored !== self { link = stored }
    } else {
      link = nil
      owner = node.handle
      node.stateSlots[label] = self
    }
  }
}

/// Where a `@State` value lives, and which views read it (`StateReads`).
@MainActor
final class StateBox<Value>: NodeStateBox {
  private var storedValue: Value
  private var readers = StateReaders()
  var link: StateBox<Value>?
  var owner: NodeHandle?

  init(_ value: Value) { storedValue = value }

  var resolved: StateBox<Value> { link ?? self }

  /// The value; reading it while a view evaluates makes that view a reader.
  var value: Value {
    readers.noteRead()
    return storedValue
  }

  /// Sets the value and evaluates again the views that read it.
  func set(_ newValue: Value) {
    storedValue = newValue
    readers.invalidate(owner: owner, transaction: Transaction.current)
  }
}

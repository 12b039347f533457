/// A value a gesture keeps up to date while it runs (`.updating($isPressed) { … }`), which
/// returns to its initial value when the gesture ends. Views read it like `@State`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// Card().offset(dragOffset)
///   .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
@MainActor
public struct GestureState<Value> {
  let box: StateBox<Value>
  let initialValue: Value

  public init(wrappedValue: Value) {
    initialValue = wrappedValue
    box = StateBox(wrappedValue)
  }

  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The reset is made with `resetTransaction`'s animation in SwiftUI; here it is made with
  /// none.
  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  /// The value now.
  public var wrappedValue: Value { box.resolved.value }

  /// The state itself, handed to `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension GestureState: DynamicPropertyBinding {
  func bind(to node: Node, label: String) { box.keep(on: node, label: label) }
}

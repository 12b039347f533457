/// Read and write access to a value owned elsewhere (a parent's `@State`, a model).
///
/// ```swift
/// Toggle(isOn: $isOn)                     // from @State
/// Binding(get: { model.count }, set: { model.count = $0 })
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that never changes: for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}

extension Binding {
  /// Unwraps a binding to an optional, or nil when the value is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
  }
}

extension Binding {
  /// A binding whose writes animate: `Stepper("Scale", value: $scale.animation(.spring), in: 1...5)`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
  }

  /// A binding whose writes happen in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(get: { self.wrappedValue }, set: { newValue in withTransaction(transaction) { self.wrappedValue = newValue } })
  }

  /// A binding to an optional made from a binding to a value: writing nil leaves the value as is.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The bound value's identity, so `ForEach($items) { $item in … }` keeps rows by it.
  nonisolated public var id: Value.ID { onMainActor { wrappedValue.id } }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  nonisolated public var startIndex: Index { onMainActor { wrappedValue.startIndex } }
  nonisolated public var endIndex: Index { onMainActor { wrappedValue.endIndex } }
  nonisolated public var indices: Indices { onMainActor { wrappedValue.indices } }
  nonisolated public func index(after i: Index) -> Index {
    nonisolated(unsafe) let i = i
    return onMainActor { wrappedValue.index(after: i) }
  }

  /// A binding to the element at `position`: `ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }`.
  nonisolated public subscript(position: Index) -> Binding<Value.Element> {
    nonisolated(unsafe) let position = position
    return onMainActor {
      Binding<Value.Element>(
        get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  nonisolated public func index(before i: Index) -> Index {
    nonisolated(unsafe) let i = i
    return onMainActor { wrappedValue.index(before: i) }
  }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// Runs `body` on the main actor from a nonisolated requirement (a collection's indices): a
/// binding is read on the main thread, where views use it.
private func onMainActor<T>(_ body: @MainActor () -> T) -> T {
  MainActor.assumeIsolated { UncheckedResult(value: body()) }.value
}

/// Carries a result out of `MainActor.assumeIsolated`, which hands back only sendable values;
/// it never leaves the main thread.
private struct UncheckedResult<T>: @unchecked Sendable {
  let value: T
}

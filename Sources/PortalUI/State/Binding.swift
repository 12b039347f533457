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

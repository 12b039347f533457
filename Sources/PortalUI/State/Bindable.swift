import Observation

/// Bindings to the properties of an `@Observable` model, for the views that edit it:
///
/// ```swift
/// struct AddressView: View {
///   @Bindable var order: Order
///   var body: some View { TextField("Name", text: $order.name) }
/// }
/// ```
///
/// Inside a body, `@Bindable var model = model` makes the same bindings from a model read
/// from the environment. Reads through the bindings are tracked as the model's own are.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The model.
  public var wrappedValue: Value

  /// Bindings to the model's properties: `$order.name` is a `Binding<String>`.
  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding that reads and writes `keyPath` of the model.
  @MainActor
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}

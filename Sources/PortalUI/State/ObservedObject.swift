#if canImport(Combine)
  import Combine
#endif

/// An `ObservableObject` a view is handed and watches: whenever the object announces a change
/// (`objectWillChange`, which every `@Published` property sends), the view is evaluated again.
/// The view does not own it; whoever made it does (`@StateObject`, or a model kept elsewhere).
///
/// ```swift
/// final class Order: ObservableObject { @Published var quantity = 1 }
///
/// struct OrderView: View {
///   @ObservedObject var order: Order
///   var body: some View {
///     Stepper("Cakes: \(order.quantity)", value: $order.quantity, in: 1...20)
///   }
/// }
/// ```
@propertyWrapper
@MainActor
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to the object's properties: `$order.quantity` is a `Binding<Int>`.
  @dynamicMemberLookup
  @MainActor
  public struct Wrapper {
    let object: ObjectType

    /// A binding that reads and writes `keyPath` of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object watched.
  nonisolated(unsafe) public var wrappedValue: ObjectType

  nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  nonisolated public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: DynamicPropertyBinding {
  func bind(to node: Node, label: String) {
    ObjectChangeSubscription.on(node, label: label).follow(wrappedValue, on: node)
  }
}

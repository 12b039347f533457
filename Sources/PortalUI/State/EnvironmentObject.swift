#if canImport(Combine)
  import Combine
#endif

/// An `ObservableObject` an ancestor placed with `.environmentObject(_:)`, found by its type;
/// its announced changes evaluate the view again.
///
/// ```swift
/// ContentView().environmentObject(settings)
///
/// struct ThemeRow: View {
///   @EnvironmentObject var settings: Settings
///   var body: some View { Toggle("Dark", isOn: $settings.isDark) }
/// }
/// ```
///
/// Reading it where no ancestor placed one stops the program with a message naming the type,
/// as SwiftUI does.
@propertyWrapper
@MainActor
public struct EnvironmentObject<ObjectType: ObservableObject> {
  let box = EnvironmentBox<ObjectType>()

  nonisolated public init() {}

  /// The object placed above this view.
  public var wrappedValue: ObjectType {
    guard let object = box.value else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: place one above this view with "
          + "`.environmentObject(\(ObjectType.self)())`.")
    }
    return object
  }

  /// Bindings to the object's properties: `$settings.isDark` is a `Binding<Bool>`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: DynamicPropertyBinding {
  func bind(to node: Node, label: String) {
    box.value = node.environment.object(of: ObjectType.self)
    if let object = box.value { ObjectChangeSubscription.on(node, label: label).follow(object, on: node) }
  }
}

/// A model placed with `.environmentObject(_:)`: the same when it is the same object.
struct ObservableObjectWrite<T: ObservableObject>: EnvironmentChange, Equatable {
  let object: T
  func apply(to environment: inout EnvironmentValues) { environment.setObject(object) }
  static func == (a: Self, b: Self) -> Bool { a.object === b.object }
}

extension View {
  /// Places `object` in the environment of this view and everything inside it, where
  /// `@EnvironmentObject var name: T` reads it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    writingEnvironment(ObservableObjectWrite(object: object))
  }
}

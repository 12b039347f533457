#if canImport(Combine)
  import Combine
#endif

/// An `ObservableObject` a view owns: made once, the first time the view appears, and kept for
/// as long as the view keeps its identity, however often the view's value is made again. Its
/// announced changes evaluate the view again, as `@ObservedObject`'s do.
///
/// ```swift
/// struct ContentView: View {
///   @StateObject private var model = LibraryModel()
///   var body: some View { BookList(books: model.books) }
/// }
/// ```
///
/// The expression after `=` runs once per view identity: a view value made again by its parent
/// does not make a new object.
@propertyWrapper
@MainActor
public struct StateObject<ObjectType: ObservableObject> {
  let box: StateObjectBox<ObjectType>

  /// Keeps the object `thunk` makes, made when first needed.
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  /// The object this view owns.
  public var wrappedValue: ObjectType { box.resolved.object }

  /// Bindings to the object's properties: `$model.name` is a `Binding<String>`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// Where a `@StateObject` lives on its node: the first box a node sees makes and keeps the
/// object; the boxes of later copies of the view link to it and never call their thunk.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject>: NodeStateBox {
  nonisolated(unsafe) private let thunk: () -> ObjectType
  private var made: ObjectType?
  var link: StateObjectBox<ObjectType>?
  var owner: NodeHandle?

  nonisolated init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  var resolved: StateObjectBox<ObjectType> { link ?? self }

  var object: ObjectType {
    if let made { return made }
    let object = thunk()
    made = object
    return object
  }
}

extension StateObject: DynamicPropertyBinding {
  func bind(to node: Node, label: String) {
    box.keep(on: node, label: label)
    ObjectChangeSubscription.on(node, label: label).follow(box.resolved.object, on: node)
  }
}

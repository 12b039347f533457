import Synchronization

/// A name that scopes identifiers: views that share ids (two grids whose cards are numbered
/// alike) keep their portals, matched geometry and zoom transitions apart by naming different
/// namespaces. As in SwiftUI, the namespace lives as long as the view that declares it keeps
/// its identity.
///
/// ```swift
/// struct Gallery: View {
///   @Namespace private var gallery
///   var body: some View {
///     Card().portal(id: "hero", as: .source, in: gallery)
///   }
/// }
/// ```
@propertyWrapper
@MainActor
public struct Namespace {
  /// The identity of one namespace.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let value: Int

    /// A namespace of its own, unlike every other.
    nonisolated static func unique() -> ID { ID(value: counter.add(1, ordering: .relaxed).newValue) }

    public var description: String { "namespace-\(value)" }

    /// The namespace of code that names none (protocol defaults, the older string-free forms).
    package static let unscoped = ID(value: 0)
  }

  nonisolated private static let counter = Atomic<Int>(0)

  let state: State<ID>

  public init() { state = State(wrappedValue: ID.unique()) }

  /// The namespace, the same every time the view is evaluated.
  public var wrappedValue: ID { state.wrappedValue }
}

extension Namespace: DynamicPropertyBinding {
  func bind(to node: Node, label: String) { state.bind(to: node, label: label) }
}

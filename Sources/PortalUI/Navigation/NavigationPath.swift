/// A type-erased list of the values pushed on a `NavigationStack`, for stacks whose pages
/// show values of different types.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(album)      // pushes the page for an Album
/// path.removeLast()       // pops it
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }

  /// A path made of the values of a sequence, first pushed first.
  public init<S: Sequence>(_ values: S) where S.Element: Hashable { elements = values.map(AnyHashable.init) }

  /// How many pages are pushed above the root.
  public var count: Int { elements.count }

  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes the page for `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` pages.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

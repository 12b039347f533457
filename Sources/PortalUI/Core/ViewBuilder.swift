// View values are built anywhere, as in SwiftUI: a `static let`, a test function, a model's
// computed property. So the builder and the initialisers of the framework's views are
// nonisolated, and the views they hold are stored `nonisolated(unsafe)`: a view value is
// created once and then only read, by the view graph, on the main actor.

/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does:
/// several views, `if`/`else`, `if let`, `switch` and `ForEach`.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
    ConditionalContent(storage: .first(first))
  }
  public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
    ConditionalContent(storage: .second(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder; containers lay them out, each with its own identity.
public struct TupleView<each Content: View>: View, PrimitiveView, ViewList {
  /// The views, held in a box of their own (see `TupleViewStorage`).
  nonisolated(unsafe) let storage: TupleViewStorage<(repeat each Content)>

  /// The views, in the order the builder listed them (readable anywhere, as a view value is
  /// built anywhere).
  nonisolated public var value: (repeat each Content) { storage.header }

  nonisolated public init(_ value: repeat each Content) { storage = .holding((repeat each value)) }

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    var index = 0
    for element in repeat each value {
      flattenView(element, into: &list, prefix: prefix.appending(index))
      index += 1
    }
  }
}

/// The views of a `TupleView`, boxed. Copying or destroying a value whose stored property is a
/// tuple of a parameter pack looks the tuple's type up in the runtime's locked table of tuple
/// types, every time, and a view value is copied several times on its way from a body to its
/// node. A box is copied by retaining it. Two boxes compare by the views they hold
/// (`ComparedByContents`), so a tuple built again with the same views is the same view. The
/// tuple is the buffer's header: box and views are one allocation, read in place.
final class TupleViewStorage<Views>: ManagedBuffer<Views, UInt8> {
  /// A box holding `value`.
  static func holding(_ value: Views) -> TupleViewStorage {
    unsafeDowncast(create(minimumCapacity: 0) { _ in value }, to: TupleViewStorage.self)
  }
}

extension TupleViewStorage: ComparedByContents {
  static var contentsComparator: SameValueComparator.Compare? {
    guard let compare = SameValueComparator.comparator(for: Views.self) else { return nil }
    return { a, b in
      let x = a.load(as: TupleViewStorage.self)
      let y = b.load(as: TupleViewStorage.self)
      if x === y { return true }
      return x.withUnsafeMutablePointerToHeader { mine in
        y.withUnsafeMutablePointerToHeader { theirs in compare(UnsafeRawPointer(mine), UnsafeRawPointer(theirs)) }
      }
    }
  }
}

/// The result of `if`/`else` in a builder. Each branch has its own identity, so state does not
/// leak from one branch to the other.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView, ViewList {
  enum Storage {
    case first(First)
    case second(Second)
  }
  nonisolated(unsafe) let storage: Storage

  nonisolated init(storage: Storage) { self.storage = storage }

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    switch storage {
    case .first(let view): flattenView(view, into: &list, prefix: prefix.appending("if"))
    case .second(let view): flattenView(view, into: &list, prefix: prefix.appending("else"))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  var drawsNothingWithoutChildren: Bool { true }
}

extension Optional: ViewList where Wrapped: View {
  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    if let view = self { flattenView(view, into: &list, prefix: prefix.appending("some")) }
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView, ViewList, Sendable {
  nonisolated public init() {}
  func flatten(into list: inout [ChildView], prefix: ViewKey) {}
  var drawsNothingWithoutChildren: Bool { true }
}

/// Groups views without laying them out: a container sees the group's children as its own.
public struct Group<Content: View>: View, PrimitiveView, ViewList {
  nonisolated(unsafe) let content: Content
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    flattenView(content, into: &list, prefix: prefix)
  }
}

/// A type-erased view. A change of the wrapped type is a change of identity.
public struct AnyView: View, PrimitiveView, ViewList {
  nonisolated(unsafe) let wrapped: any View
  nonisolated public init<V: View>(_ view: V) { wrapped = view }
  nonisolated public init(erasing view: any View) { wrapped = view }
  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    flattenView(wrapped, into: &list, prefix: prefix.appending(ObjectIdentifier(type(of: wrapped))))
  }
}

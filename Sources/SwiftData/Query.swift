import Foundation
import Observation
import PortalUI

/// The models of a type in the view's model context, kept current: a view that reads it is
/// evaluated again when models are inserted or deleted, and when a property its filter or sort
/// reads changes.
///
/// ```swift
/// @Query(sort: \Book.title) private var books: [Book]
/// @Query(filter: #Predicate<Book> { $0.rating >= 4 }, sort: [SortDescriptor(\Book.title)]) private var favourites: [Book]
/// ```
@propertyWrapper
@MainActor
public struct Query<Element: PersistentModel, Result>: DynamicProperty where Result == [Element] {
  @Environment(\.modelContext) private var context
  nonisolated(unsafe) let descriptor: FetchDescriptor<Element>

  nonisolated init(descriptor: FetchDescriptor<Element>) {
    self.descriptor = descriptor
  }

  /// The fetched models. A filter that fails to evaluate gives none (`fetchError` says why).
  public var wrappedValue: Result { fetch().models }

  /// The context the models come from.
  public var modelContext: ModelContext { context }

  /// Why the last fetch failed, if it did.
  public var fetchError: (any Error)? { fetch().error }

  func fetch() -> (models: [Element], error: (any Error)?) {
    _ = context.storage.revision
    do {
      return (try context.fetch(descriptor), nil)
    } catch {
      return ([], error)
    }
  }
}

extension Query {
  /// Every model of the type, in the order inserted (`@Query var books: [Book]`).
  nonisolated public init() {
    self.init(descriptor: FetchDescriptor())
  }

  /// The models `descriptor` describes.
  nonisolated public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor)
  }

  /// The models `descriptor` describes; the transaction is accepted.
  nonisolated public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction) {
    self.init(descriptor: descriptor)
  }

  /// The models `filter` accepts (all without one), in `sort`'s order.
  nonisolated public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  /// The models `filter` accepts, in the order of one property.
  nonisolated public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  /// The models `filter` accepts, in the order of one optional property.
  nonisolated public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
}

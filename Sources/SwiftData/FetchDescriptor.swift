import Foundation

/// Which models of a type to fetch, and in what order.
///
/// ```swift
/// let recent = FetchDescriptor<Book>(predicate: #Predicate { $0.rating > 3 }, sortBy: [SortDescriptor(\.title)])
/// let books = try modelContext.fetch(recent)
/// ```
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  /// Models not yet saved are always included here.
  public var includePendingChanges = true
  /// Every property is always fetched here.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Related models are always at hand here.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

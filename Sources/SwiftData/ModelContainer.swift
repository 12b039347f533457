import Foundation

/// Where an app's models live: the schema, the store, and the main context views use.
///
/// ```swift
/// WindowGroup { ContentView() }.modelContainer(for: Book.self)
/// let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// ```
public final class ModelContainer: @unchecked Sendable {
  /// The model types the container keeps.
  public let schema: Schema
  /// The configurations given; the first one's store is used.
  public let configurations: [ModelConfiguration]
  let configuration: ModelConfiguration
  nonisolated(unsafe) private var context: ModelContext?

  public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration] = []) throws {
    schema = givenSchema
    self.configurations = configurations
    configuration = configurations.first ?? ModelConfiguration()
    let context = try ModelContext(container: self, loading: configuration)
    context.storage.anyContext = context
    self.context = context
  }

  /// What a context made with `ModelContext(container)` shares with the main one.
  var storageForNewContext: ModelStorage { context!.storage }

  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context views read and write through (`@Environment(\.modelContext)`, `@Query`).
  @MainActor public var mainContext: ModelContext { context! }

  /// Deletes every model of the store.
  public func deleteAllData() {
    guard let context else { return }
    for model in context.models { context.delete(model) }
    try? context.save()
  }
}

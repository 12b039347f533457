import Foundation
import Observation
import Synchronization

/// Reads and writes a container's models: insert, delete, fetch, save. Every context of a
/// container shares its models; views use the container's `mainContext`.
///
/// The store is written by `save()` and, while `autosaveEnabled` (the default for the main
/// context), a moment after any model changes, and when the program exits.
public final class ModelContext: Hashable, @unchecked Sendable {
  /// The container whose models this context reads and writes.
  public var container: ModelContainer { storage.container! }
  let storage: ModelStorage

  /// Whether changes are written to the store without `save()`.
  public var autosaveEnabled: Bool {
    get { storage.autosaveEnabled }
    set { storage.autosaveEnabled = newValue }
  }

  /// Whether there are changes `save()` has not written.
  public var hasChanges: Bool { storage.hasUnsavedChanges }

  /// A context on `container`'s models.
  public init(_ container: ModelContainer) {
    storage = container.storageForNewContext
  }

  init(container: ModelContainer, loading configuration: ModelConfiguration) throws {
    storage = try ModelStorage(container: container, configuration: configuration)
  }

  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Adds `model` and the models it refers to.
  public func insert<T: PersistentModel>(_ model: T) { storage.insert(model) }

  /// Removes `model`, and the models of its relationships marked `deleteRule: .cascade`.
  public func delete<T: PersistentModel>(_ model: T) { storage.delete(model) }

  /// Removes every model of `model`'s type that `predicate` accepts (all of them without one).
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { storage.delete(found) }
  }

  /// Writes the store (nothing for a store kept in memory only).
  public func save() throws { try storage.save() }

  /// Changes are written as they happen here; nothing to take back.
  public func rollback() {}

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Changes are processed as they happen here.
  public func processPendingChanges() {}

  /// The models of `descriptor`'s type that its predicate accepts, in its order, from its
  /// offset, at most its limit.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    try storage.fetch(descriptor)
  }

  /// The number of models `fetch` would return.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identifiers of the models `fetch` would return.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model with `persistentModelID`, if this context has it.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    storage.models.first { $0.persistentModelID == persistentModelID } as? T
  }

  /// The model with `persistentModelID`. It must be in the context.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    guard let model = storage.models.first(where: { $0.persistentModelID == persistentModelID }) else {
      fatalError("no model \(persistentModelID) in this context")
    }
    return model
  }

  /// The models inserted since the last save.
  public var insertedModelsArray: [any PersistentModel] { storage.insertedSinceSave }
  /// The models deleted since the last save.
  public var deletedModelsArray: [any PersistentModel] { storage.deletedSinceSave }
  /// Changed models are not told apart from the others here; empty.
  public var changedModelsArray: [any PersistentModel] { [] }

  /// Every model of the context, in the order inserted.
  var models: [any PersistentModel] { storage.models }
}

/// What a container's contexts share: its models, in order, and its store.
@Observable
final class ModelStorage: @unchecked Sendable {
  /// Counts insertions and deletions; `@Query` reads it, so views fetch again when it moves.
  private(set) var revision = 0

  /// Held strongly: a container lives as long as the program, with the contexts that use it.
  @ObservationIgnored var container: ModelContainer?
  @ObservationIgnored let configuration: ModelConfiguration
  @ObservationIgnored private(set) var models: [any PersistentModel] = []
  @ObservationIgnored private var members: Set<ObjectIdentifier> = []
  @ObservationIgnored var autosaveEnabled = true
  @ObservationIgnored private(set) var hasUnsavedChanges = false
  @ObservationIgnored private(set) var insertedSinceSave: [any PersistentModel] = []
  @ObservationIgnored private(set) var deletedSinceSave: [any PersistentModel] = []
  @ObservationIgnored private var saveScheduled = false
  @ObservationIgnored weak var anyContext: ModelContext?
  /// Set on the context of views with no container: its first insert warns.
  @ObservationIgnored var warnsOnInsert = false

  init(container: ModelContainer, configuration: ModelConfiguration) throws {
    self.container = container
    self.configuration = configuration
    if !configuration.isStoredInMemoryOnly {
      let loader = ModelStoreLoader(try ModelStore.read(configuration.url))
      loader.load(container.schema.types)
      for problem in loader.problems {
        FileHandle.standardError.write(Data("SwiftData: a stored model was not read back: \(problem)\n".utf8))
      }
      for model in loader.order { register(model) }
      Self.live.withLock { $0.append(Weak(self)) }
      _ = Self.flushAtExit
      _ = recordsWatchingChanges()
    }
  }

  private func register(_ model: any PersistentModel) {
    let key = ObjectIdentifier(model)
    guard !members.contains(key) else { return }
    members.insert(key)
    models.append(model)
    ModelObjects.setStorage(self, of: model)
  }

  func insert(_ model: any PersistentModel) {
    guard !members.contains(ObjectIdentifier(model)) else { return }
    if warnsOnInsert {
      warnsOnInsert = false
      FileHandle.standardError.write(
        Data("SwiftData: a model was inserted where no .modelContainer(for:) is set above the view; it is kept in memory only\n".utf8))
    }
    register(model)
    insertedSinceSave.append(model)
    // The models it refers to come with it, as in SwiftData.
    var writer = PersistentFieldWriter()
    model._$persistentFields(into: &writer)
    for related in writer.related.values.joined() { insert(related) }
    changed()
  }

  func delete(_ model: any PersistentModel) {
    let key = ObjectIdentifier(model)
    guard members.contains(key) else { return }
    members.remove(key)
    models.removeAll { $0 === model }
    deletedSinceSave.append(model)
    ModelObjects.setStorage(nil, of: model)
    let cascading = type(of: model)._$cascadingRelationships
    if !cascading.isEmpty {
      var writer = PersistentFieldWriter()
      model._$persistentFields(into: &writer)
      for key in cascading {
        for related in writer.related[key] ?? [] { delete(related) }
      }
    }
    changed()
  }

  private func changed() {
    revision += 1
    hasUnsavedChanges = true
    scheduleSave()
  }

  func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var found = models.compactMap { $0 as? T }
    if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
    if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset, offset > 0 { found = Array(found.dropFirst(offset)) }
    if let limit = descriptor.fetchLimit { found = Array(found.prefix(limit)) }
    return found
  }

  func save() throws {
    saveScheduled = false
    insertedSinceSave = []
    deletedSinceSave = []
    hasUnsavedChanges = false
    guard !configuration.isStoredInMemoryOnly, configuration.allowsSave else { return }
    try ModelStore.write(recordsWatchingChanges(), to: configuration.url)
  }

  /// The records of every model, models a stored one refers to but that were never inserted
  /// included (they are inserted now, as SwiftData inserts them on save).
  private func records() -> [ModelStore.Record] {
    var records: [ModelStore.Record] = []
    var index = 0
    while index < models.count {
      let (record, related) = ModelStore.record(of: models[index])
      records.append(record)
      for other in related.values.joined() where !members.contains(ObjectIdentifier(other)) { register(other) }
      index += 1
    }
    return records
  }

  /// Which watch of `recordsWatchingChanges` is the current one; older ones' changes are not
  /// acted on (each watch reports once, and a save starts a new one).
  @ObservationIgnored private var watchGeneration = 0

  /// The records, read under observation: a later change to any stored property of any model
  /// marks the store changed and schedules a save.
  private func recordsWatchingChanges() -> [ModelStore.Record] {
    watchGeneration += 1
    let generation = watchGeneration
    nonisolated(unsafe) let storage = self
    return withObservationTracking {
      storage.records()
    } onChange: {
      DispatchQueue.main.async {
        guard storage.watchGeneration == generation else { return }
        storage.hasUnsavedChanges = true
        storage.scheduleSave()
      }
    }
  }

  private func scheduleSave() {
    guard autosaveEnabled, !configuration.isStoredInMemoryOnly, !saveScheduled else { return }
    saveScheduled = true
    nonisolated(unsafe) let storage = self
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { storage.saveReportingErrors() }
  }

  func saveReportingErrors() {
    guard hasUnsavedChanges || saveScheduled else { return }
    do {
      try save()
    } catch {
      FileHandle.standardError.write(Data("SwiftData: the store \(configuration.url.path) was not written: \(error)\n".utf8))
    }
  }

  // MARK: Stores written at exit

  final class Weak: @unchecked Sendable {
    weak var storage: ModelStorage?
    init(_ storage: ModelStorage) { self.storage = storage }
  }

  private static let live = Mutex<[Weak]>([])

  /// Stores with changes not yet written are written when the program exits.
  private static let flushAtExit: Void = {
    atexit {
      for storage in ModelStorage.live.withLock({ $0.compactMap(\.storage) }) where storage.hasUnsavedChanges {
        storage.saveReportingErrors()
      }
    }
  }()
}

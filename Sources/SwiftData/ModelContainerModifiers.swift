import Foundation
import PortalUI
import Synchronization

private struct ModelContextKey: EnvironmentKey {
  /// A view with no container above it gets one kept in memory (SwiftData reports an error
  /// there); the first use says so once.
  static var defaultValue: ModelContext { ModelContainers.fallback.context }
}

extension EnvironmentValues {
  /// The context of the container the view's window or an ancestor set with `.modelContainer`.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

/// The containers made by `.modelContainer(for:)`, one for each set of types and store kind, so
/// the same modifier evaluated again gets the same container.
enum ModelContainers {
  private static let made = Mutex<[String: ModelContainer]>([:])

  static func container(
    for types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
    onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
  ) -> ModelContainer? {
    let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? "/memory" : "/store")
    if let known = made.withLock({ $0[key] }) { return known }
    do {
      let container = try ModelContainer(
        for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
      container.storageForNewContext.autosaveEnabled = isAutosaveEnabled
      made.withLock { $0[key] = container }
      onSetup(.success(container))
      return container
    } catch {
      FileHandle.standardError.write(Data("SwiftData: the model container could not be made: \(error)\n".utf8))
      onSetup(.failure(error))
      return nil
    }
  }

  /// The main context of the container for `types` (made once), or the fallback's when it
  /// cannot be made.
  @MainActor
  static func mainContext(
    for types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
    onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
  ) -> ModelContext {
    container(for: types, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)?.mainContext
      ?? fallback.context
  }

  /// The in-memory container of views with none set. Its first insert says, once, that no
  /// container was set (a view may read the context without one, as previews do).
  final class Fallback: @unchecked Sendable {
    lazy var context: ModelContext = {
      let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
      container.storageForNewContext.warnsOnInsert = true
      return ModelContext(container)
    }()
  }
  static let fallback = Fallback()
}

extension View {
  /// Gives the view and its descendants `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Gives the view a container for `modelType`, made once, its store in the app's data folder
  /// (or in memory).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives the view a container for `modelTypes`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    environment(
      \.modelContext,
      ModelContainers.mainContext(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Gives the view and its descendants `modelContext`.
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}

extension Scene {
  /// Gives every window of the scene `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    environment(\.modelContext, container.mainContext)
  }

  /// Gives every window of the scene a container for `modelType` (see the view modifier).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives every window of the scene a container for `modelTypes`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    environment(
      \.modelContext,
      ModelContainers.mainContext(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Gives every window of the scene `modelContext`.
  public func modelContext(_ modelContext: ModelContext) -> some Scene {
    environment(\.modelContext, modelContext)
  }
}

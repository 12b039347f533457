import Foundation
import PortalUI

/// The file a container keeps its models in: JSON, one record per model with its type, its
/// identifier and its stored properties by name. Written whole (to a temporary file, then
/// renamed over the old one), so a program stopped while saving leaves the last good store.
enum ModelStore {
  struct Record: Codable {
    let entity: String
    let id: PersistentIdentifier
    let fields: [String: StoredField]
  }

  struct Contents: Codable {
    var format = 1
    var models: [Record]
  }

  /// Where stores go unless a configuration names a file: `$XDG_DATA_HOME/<program>/`
  /// (`~/.local/share/<program>/` when the variable is unset).
  static var defaultDirectory: URL { AppDirectories.data }

  static func read(_ url: URL) throws -> [Record] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let data = try Data(contentsOf: url)
    do {
      return try JSONDecoder().decode(Contents.self, from: data).models
    } catch {
      throw ModelStoreError(description: "the store \(url.path) cannot be read: \(error)")
    }
  }

  static func write(_ records: [Record], to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(Contents(models: records))
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).new")
    try data.write(to: temporary)
    // rename(2) replaces the old store in one step.
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw ModelStoreError(description: "the store \(url.path) cannot be replaced: \(reason)")
    }
  }

  /// The record of `model`, and the models it refers to, by property.
  static func record(of model: any PersistentModel) -> (Record, [String: [any PersistentModel]]) {
    var writer = PersistentFieldWriter()
    model._$persistentFields(into: &writer)
    let id = model.persistentModelID
    return (Record(entity: id.entityName, id: id, fields: writer.fields), writer.related)
  }
}

/// Makes the models of a store's records, each once, the ones they refer to as they are needed.
final class ModelStoreLoader {
  private let records: [PersistentIdentifier: ModelStore.Record]
  private(set) var made: [PersistentIdentifier: any PersistentModel] = [:]
  /// In the order made, to relink and to list them in.
  private(set) var order: [any PersistentModel] = []
  private var making: Set<PersistentIdentifier> = []
  private(set) var problems: [String] = []

  init(_ records: [ModelStore.Record]) {
    self.records = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    recordOrder = records.map(\.id)
  }

  private let recordOrder: [PersistentIdentifier]

  /// Makes every stored model of the given types, and those they refer to.
  func load(_ types: [any PersistentModel.Type]) {
    for type in types { loadAll(type) }
    for model in order {
      if let record = records[model.persistentModelID] {
        model._$relinkRelationships(from: PersistentFieldReader(fields: record.fields, loader: self))
      }
    }
  }

  private func loadAll<T: PersistentModel>(_ type: T.Type) {
    let entity = String(reflecting: T.self)
    for id in recordOrder where id.entityName == entity { _ = model(T.self, id: id) }
  }

  /// The model stored as `id`, made now if it was not yet; nil when there is none of that type,
  /// when it could not be made, or when it is being made (a relationship back to it, set again
  /// once every model exists).
  func model<T: PersistentModel>(_ type: T.Type, id: PersistentIdentifier) -> T? {
    if let known = made[id] { return known as? T }
    guard let record = records[id], record.entity == String(reflecting: T.self), !making.contains(id) else { return nil }
    making.insert(id)
    defer { making.remove(id) }
    do {
      let model = try T(_$restoringFrom: PersistentFieldReader(fields: record.fields, loader: self))
      ModelObjects.assign(id, to: model)
      made[id] = model
      order.append(model)
      return model
    } catch {
      problems.append("\(id): \(error)")
      return nil
    }
  }
}

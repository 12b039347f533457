import Foundation

/// One stored property as the store keeps it: a value as JSON, or references to models.
enum StoredField: Codable, Equatable {
  case value(String)
  case model(PersistentIdentifier?)
  case models([PersistentIdentifier]?)
}

/// Collects a model's stored properties (`_$persistentFields(into:)`, written by `@Model`). The
/// overload a property's type picks says how it is kept: `Codable` values as JSON, models as
/// references (and the models themselves are kept too), anything else not at all.
public struct PersistentFieldWriter {
  var fields: [String: StoredField] = [:]
  /// The models this one refers to, by the property that holds them.
  var related: [String: [any PersistentModel]] = [:]

  init() {}

  /// A value of a type the store cannot keep: not written; the model keeps its initial value.
  public mutating func write<T>(_ value: T, forKey key: String) {}

  public mutating func write<T: Encodable>(_ value: T, forKey key: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    if let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) {
      fields[key] = .value(text)
    }
  }

  public mutating func write<T: PersistentModel>(_ value: T, forKey key: String) {
    fields[key] = .model(value.persistentModelID)
    related[key] = [value]
  }

  public mutating func write<T: PersistentModel>(_ value: T?, forKey key: String) {
    fields[key] = .model(value?.persistentModelID)
    related[key] = value.map { [$0] } ?? []
  }

  public mutating func write<T: PersistentModel>(_ value: [T], forKey key: String) {
    fields[key] = .models(value.map(\.persistentModelID))
    related[key] = value
  }

  public mutating func write<T: PersistentModel>(_ value: [T]?, forKey key: String) {
    fields[key] = .models(value?.map(\.persistentModelID))
    related[key] = value ?? []
  }
}

/// Why a model could not be read back from the store.
public struct ModelStoreError: Error, CustomStringConvertible {
  public let description: String
}

/// Gives a model being read back its stored properties (`init(_$restoringFrom:)`, written by
/// `@Model`); models it refers to are read back as they are needed.
public final class PersistentFieldReader {
  let fields: [String: StoredField]
  unowned let loader: ModelStoreLoader

  init(fields: [String: StoredField], loader: ModelStoreLoader) {
    self.fields = fields
    self.loader = loader
  }

  /// Whether the store has a value for `key` (a property added since it was written has none).
  public func has(_ key: String) -> Bool { fields[key] != nil }

  public func read<T>(_ type: T.Type, forKey key: String) throws -> T {
    throw ModelStoreError(description: "\(key): a \(T.self) cannot be kept in the store (it is not Codable)")
  }

  public func read<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T {
    guard case .value(let text) = fields[key] else {
      throw ModelStoreError(description: "\(key): the store has no value")
    }
    do {
      return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    } catch {
      throw ModelStoreError(description: "\(key): the stored value is not a \(T.self) (\(error))")
    }
  }

  public func read<T: PersistentModel>(_ type: T.Type, forKey key: String) throws -> T {
    guard case .model(let id?) = fields[key], let model = loader.model(T.self, id: id) else {
      throw ModelStoreError(description: "\(key): the related \(T.self) is not in the store")
    }
    return model
  }

  public func read<T: PersistentModel>(_ type: T?.Type, forKey key: String) throws -> T? {
    guard case .model(let id?) = fields[key] else { return nil }
    return loader.model(T.self, id: id)
  }

  public func read<T: PersistentModel>(_ type: [T].Type, forKey key: String) throws -> [T] {
    guard case .models(let ids?) = fields[key] else { return [] }
    return ids.compactMap { loader.model(T.self, id: $0) }
  }

  public func read<T: PersistentModel>(_ type: [T]?.Type, forKey key: String) throws -> [T]? {
    guard case .models(let ids?) = fields[key] else { return nil }
    return ids.compactMap { loader.model(T.self, id: $0) }
  }

  /// Sets a relationship again once every model exists (a model read while the one it refers to
  /// was still being made got none). Values that are not models stay as they are.
  public func relink<T>(_ value: inout T, forKey key: String) {}

  public func relink<T: PersistentModel>(_ value: inout T?, forKey key: String) {
    if let model = try? read(T?.self, forKey: key), model !== value { value = model }
  }

  public func relink<T: PersistentModel>(_ value: inout [T], forKey key: String) {
    if let models = try? read([T].self, forKey: key), models.count != value.count { value = models }
  }

  public func relink<T: PersistentModel>(_ value: inout [T]?, forKey key: String) {
    if let models: [T]? = try? read([T]?.self, forKey: key), models?.count != value?.count { value = models }
  }
}

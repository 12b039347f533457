import Foundation
import Observation

/// A class that `@Model` made a model: observable, identified by its object, stored by a
/// `ModelContext`. The underscored requirements are written by the macro.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// The names of the properties whose models are deleted with this one.
  static var _$cascadingRelationships: [String] { get }
  /// Writes the stored properties.
  func _$persistentFields(into writer: inout PersistentFieldWriter)
  /// Makes the model again from what `_$persistentFields` wrote.
  init(_$restoringFrom reader: PersistentFieldReader) throws
  /// Sets the relationships again once every model read from the store exists.
  func _$relinkRelationships(from reader: PersistentFieldReader)
}

/// What identifies a model: the same for the same object for as long as it lives, and the same
/// across runs for a model read back from the store.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The model's type, as `String(reflecting:)` names it.
  public let entityName: String
  let uuid: UUID

  init(entityName: String, uuid: UUID = UUID()) {
    self.entityName = entityName
    self.uuid = uuid
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.entityName, lhs.uuid.uuidString) < (rhs.entityName, rhs.uuid.uuidString) }
  public var description: String { "\(entityName)/\(uuid)" }
}

/// The identifier each model object was given, kept beside the object (models do not carry a
/// field for it: the macro adds nothing a person would see).
enum ModelIdentity {
  private struct Entry {
    weak var object: AnyObject?
    let id: PersistentIdentifier
  }
  nonisolated(unsafe) private static var identifiers: [ObjectIdentifier: Entry] = [:]
  private static let lock = NSLock()

  static func identifier(of model: AnyObject) -> PersistentIdentifier {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(model)
    if let known = identifiers[key], known.object === model { return known.id }
    // Entries of objects that are gone are dropped as new ones come, so the table stays as
    // large as the models alive.
    if identifiers.count > 64, identifiers.count.isMultiple(of: 64) {
      identifiers = identifiers.filter { $0.value.object != nil }
    }
    let id = PersistentIdentifier(entityName: String(reflecting: type(of: model)))
    identifiers[key] = Entry(object: model, id: id)
    return id
  }

  static func assign(_ id: PersistentIdentifier, to model: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    identifiers[ObjectIdentifier(model)] = Entry(object: model, id: id)
  }
}

extension PersistentModel {
  /// The model's identifier.
  public var persistentModelID: PersistentIdentifier { ModelIdentity.identifier(of: self) }

  /// The context the model was inserted into, if any.
  public var modelContext: ModelContext? { ModelContext.owning(self) }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { ModelContext.wasDeleted(self) }

  /// Whether the model was changed since it was last saved. Always false here: the store is
  /// written when a model changes.
  public var hasChanges: Bool { false }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
  /// The model's identity: its `persistentModelID`, unless the model declares an `id` of its own.
  public var id: PersistentIdentifier { persistentModelID }
}

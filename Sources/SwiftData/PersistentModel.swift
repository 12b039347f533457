import Foundation
import Observation
import Synchronization

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

/// What is known of each model object, kept beside it (models carry no field for it: the macro
/// adds nothing a person would see): its identifier, the storage it was inserted into, and
/// whether it was deleted. Entries hold their object weakly and are dropped once it is gone,
/// so an address reused by a new object is never taken for the old one.
enum ModelObjects {
  private struct Entry {
    weak var object: AnyObject?
    var id: PersistentIdentifier
    weak var storage: ModelStorage?
    var isDeleted = false
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  /// Works on `model`'s entry, made (with a new identifier) when it has none.
  private static func withEntry<R>(of model: AnyObject, _ body: (inout Entry) -> R) -> R {
    entries.withLock { entries in
      let key = ObjectIdentifier(model)
      if entries[key]?.object !== model {
        // Entries of objects that are gone are dropped as new ones come, so the table stays as
        // large as the models alive.
        if entries.count > 64, entries.count.isMultiple(of: 64) { entries = entries.filter { $0.value.object != nil } }
        entries[key] = Entry(object: model, id: PersistentIdentifier(entityName: String(reflecting: type(of: model))))
      }
      return body(&entries[key]!)
    }
  }

  static func identifier(of model: AnyObject) -> PersistentIdentifier { withEntry(of: model) { $0.id } }

  static func assign(_ id: PersistentIdentifier, to model: AnyObject) { withEntry(of: model) { $0.id = id } }

  /// The storage holding `model`, if it is inserted in one.
  static func storage(of model: AnyObject) -> ModelStorage? { withEntry(of: model) { $0.storage } }

  static func isDeleted(_ model: AnyObject) -> Bool { withEntry(of: model) { $0.isDeleted } }

  /// Notes that `model` was inserted into `storage`, or deleted from it (nil).
  static func setStorage(_ storage: ModelStorage?, of model: AnyObject) {
    withEntry(of: model) { entry in
      entry.isDeleted = storage == nil && entry.storage != nil
      entry.storage = storage
    }
  }
}

extension PersistentModel {
  /// The model's identifier.
  public var persistentModelID: PersistentIdentifier { ModelObjects.identifier(of: self) }

  /// The context the model was inserted into, if any.
  public var modelContext: ModelContext? { ModelObjects.storage(of: self)?.anyContext }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { ModelObjects.isDeleted(self) }

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

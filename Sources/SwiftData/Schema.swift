import Foundation

/// The models a container keeps.
public struct Schema: Sendable {
  /// The model types, as given.
  nonisolated(unsafe) public let types: [any PersistentModel.Type]

  public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
    self.types = types
  }

  public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
    self.types = types
  }

  /// A schema version; accepted.
  public struct Version: Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      (self.major, self.minor, self.patch) = (major, minor, patch)
    }
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  public enum Attribute {
    /// What `@Attribute` says of a property. Accepted; every property is stored alike.
    public struct Option: Sendable, Hashable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
    }
  }

  public enum Relationship {
    /// What happens to related models when a model is deleted.
    public enum DeleteRule: Sendable, Hashable {
      case nullify, cascade, deny, noAction
    }
    /// What `@Relationship` says of a property besides its delete rule. Accepted.
    public struct Option: Sendable, Hashable {
      let name: String
      public static let unique = Option(name: "unique")
    }
  }
}

/// A migration plan between schema versions. Accepted: the store reads properties by name, so
/// added properties take their initial values and removed ones are ignored.
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// One version of an app's schema.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// A step of a migration plan. Accepted.
public enum MigrationStage: Sendable {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

/// Where and how a container keeps its models.
public struct ModelConfiguration: Hashable, Sendable {
  /// The store's name: `default` unless given.
  public let name: String
  /// Kept only while the program runs.
  public let isStoredInMemoryOnly: Bool
  /// Whether `save()` writes the store.
  public let allowsSave: Bool
  /// The store's file.
  public let url: URL

  /// A configuration named `name` (the store file is `<name>.store` in the app's data folder).
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.url = ModelStore.defaultDirectory.appendingPathComponent("\(self.name).store")
  }

  /// A configuration whose store is the file at `url`.
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? url.deletingPathExtension().lastPathComponent
    self.isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
  }

  /// A configuration kept in memory or in the default store.
  public init(isStoredInMemoryOnly: Bool) {
    self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  /// Where an app group keeps shared stores (iOS). The app's data folder here.
  public struct GroupContainer: Hashable, Sendable {
    public static let automatic = GroupContainer()
    public static let none = GroupContainer()
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
  }

  /// An iCloud database to mirror the store to (iOS). None here.
  public struct CloudKitDatabase: Hashable, Sendable {
    public static let automatic = CloudKitDatabase()
    public static let none = CloudKitDatabase()
    public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase() }
  }
}

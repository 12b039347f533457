import Foundation

/// A value kept for one window (a scene), shared by every view of that window that names the
/// same key: the tab shown, a draft's text. Setting it evaluates again every view of the
/// window that reads the key.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
///
/// On iOS the system restores scene storage when it relaunches an app; here a value lives as
/// long as its window does (programs are not relaunched by the desktop), and a new window
/// starts from the defaults.
@propertyWrapper
@MainActor
public struct SceneStorage<Value> {
  nonisolated(unsafe) let key: String
  nonisolated(unsafe) let defaultValue: Value
  nonisolated(unsafe) let scene = SceneStorageScene()

  nonisolated init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The window's value for the key, or the default when none is set.
  public var wrappedValue: Value {
    get { scene.id.flatMap { SceneStorageValues.value(for: key, in: $0) } as? Value ?? defaultValue }
    nonmutating set {
      guard let id = scene.id else { return }
      SceneStorageValues.set(newValue, for: key, in: id)
    }
  }

  /// A binding that reads and writes the window's value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

/// Which window a scene storage property belongs to, found when its view is evaluated.
@MainActor
final class SceneStorageScene {
  var id: ObjectIdentifier?
  nonisolated init() {}
}

extension SceneStorage: DynamicPropertyBinding {
  func bind(to node: Node, label: String) {
    let id = ObjectIdentifier(node.graph)
    scene.id = id
    SceneStorageValues.note(node, readsKey: key, in: id)
  }
}

/// The values of each window's scene storage, and which nodes read them.
@MainActor
enum SceneStorageValues {
  private struct Entry {
    var value: Any?
    var readers: [ObjectIdentifier: NodeHandle] = [:]
  }

  private static var scenes: [ObjectIdentifier: [String: Entry]] = [:]

  static func value(for key: String, in scene: ObjectIdentifier) -> Any? { scenes[scene]?[key]?.value }

  static func note(_ node: Node, readsKey key: String, in scene: ObjectIdentifier) {
    scenes[scene, default: [:]][key, default: Entry()].readers[ObjectIdentifier(node)] = node.handle
  }

  static func set(_ value: Any, for key: String, in scene: ObjectIdentifier) {
    var entry = scenes[scene]?[key] ?? Entry()
    entry.value = value
    var living: [ObjectIdentifier: NodeHandle] = [:]
    for (id, handle) in entry.readers {
      guard let node = handle.node, node.isAttached else { continue }
      living[id] = handle
      node.invalidate(transaction: Transaction.current)
    }
    entry.readers = living
    scenes[scene, default: [:]][key] = entry
  }
}

extension SceneStorage {
  nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  nonisolated public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
  nonisolated public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
  nonisolated public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
  nonisolated public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
  nonisolated public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
  nonisolated public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

import Foundation

/// A value kept in the user's defaults (`UserDefaults.standard`, unless a `store` is given) under
/// `key`, so it survives the program's restart. Setting it evaluates again every view that
/// reads the same key, in every window.
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// @AppStorage("sortOrder") private var sortOrder = SortOrder.name   // a RawRepresentable enum
/// ```
///
/// On Linux the standard defaults live in `$XDG_CONFIG_HOME/<program name>.plist`
/// (`~/.config/…` when the variable is unset), shared with code that reads
/// `UserDefaults.standard` directly, as on Apple platforms.
@propertyWrapper
@MainActor
public struct AppStorage<Value> {
  nonisolated(unsafe) let key: String
  nonisolated(unsafe) let defaultValue: Value
  nonisolated(unsafe) let store: UserDefaults
  nonisolated(unsafe) let decode: (Any) -> Value?
  nonisolated(unsafe) let encode: (Value) -> Any?

  nonisolated init(
    key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store ?? .standard
    self.decode = decode
    self.encode = encode
  }

  /// The stored value, or the default when none is stored (or what is stored is of another type).
  public var wrappedValue: Value {
    get { store.object(forKey: key).flatMap(decode) ?? defaultValue }
    nonmutating set {
      if let encoded = encode(newValue) { store.set(encoded, forKey: key) } else { store.removeObject(forKey: key) }
      AppStorageReaders.changed(key: key)
    }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage: DynamicPropertyBinding {
  func bind(to node: Node, label: String) { AppStorageReaders.note(node, readsKey: key) }
}

/// Which nodes show which stored keys, so that a write evaluates them again.
@MainActor
enum AppStorageReaders {
  private static var readers: [String: [ObjectIdentifier: NodeHandle]] = [:]

  static func note(_ node: Node, readsKey key: String) {
    readers[key, default: [:]][ObjectIdentifier(node)] = node.handle
  }

  static func changed(key: String) {
    guard let nodes = readers[key] else { return }
    var living: [ObjectIdentifier: NodeHandle] = [:]
    for (id, handle) in nodes {
      guard let node = handle.node, node.isAttached else { continue }
      living[id] = handle
      node.invalidate(transaction: Transaction.current)
    }
    readers[key] = living
  }
}

extension AppStorage {
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Bool }, encode: { $0 })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Int }, encode: { $0 })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Double }, encode: { $0 })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(URL.init(string:)) },
      encode: { $0.absoluteString })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? Double).map(Date.init(timeIntervalSinceReferenceDate:)) },
      encode: { $0.timeIntervalSinceReferenceDate })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
  nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? String }, encode: { $0 })
  }
  nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Int }, encode: { $0 })
  }
  nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Bool }, encode: { $0 })
  }
  nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Double }, encode: { $0 })
  }
  nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Data }, encode: { $0 })
  }
}

extension View {
  /// The defaults `@AppStorage` properties inside this view use when they name no store.
  /// Accepted for SwiftUI's spelling; stores are named on each property here.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

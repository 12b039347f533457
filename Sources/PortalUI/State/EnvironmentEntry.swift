@_spi(Reflection) import Swift

/// One environment value, boxed so copies of an environment share it.
class EnvironmentEntry {
  /// Whether `other` holds the same value: an equal `Equatable` value, or the same object (or
  /// both none). Any other value (a closure) is the same only as its own box.
  func holdsSameValue(as other: EnvironmentEntry) -> Bool { false }
}

/// An environment value of its key's type: read back without a cast from `Any`, and compared
/// the way its type compares, worked out once per type (`EnvironmentValueComparison`).
final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
  let value: Value

  init(_ value: Value) { self.value = value }

  override func holdsSameValue(as other: EnvironmentEntry) -> Bool {
    guard let other = other as? TypedEnvironmentEntry<Value> else { return false }
    switch EnvironmentValueComparison.of(Value.self) {
    case .equal(let compare):
      return withUnsafePointer(to: value) { mine in withUnsafePointer(to: other.value) { theirs in compare(mine, theirs) } }
    case .identity:
      return ObjectIdentity(of: value) == ObjectIdentity(of: other.value)
    case .byDynamicType:
      return EnvironmentValueComparison.sameByDynamicType(value, other.value)
    case .never:
      return false
    }
  }
}

/// How the environment compares values of one type. An environment compares its values each
/// time a node is handed a new one (`EnvironmentValues.keysChanged`), and asking the runtime
/// whether a value is `Equatable`, then casting the other value to its type, costs a search
/// and a cast every time; the answer for a type is kept instead.
enum EnvironmentValueComparison {
  /// `Equatable`: by `==`, reading both values in place.
  case equal((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
  /// An object, or an optional one: by identity.
  case identity
  /// An existential type (`any ShapeStyle`): by the type of the value inside, each time.
  case byDynamicType
  /// Anything else (a closure): never the same as another box's value.
  case never

  nonisolated(unsafe) private static var known: [ObjectIdentifier: EnvironmentValueComparison] = [:]

  /// How values of `type` compare.
  static func of<V>(_ type: V.Type) -> EnvironmentValueComparison {
    if let comparison = known[ObjectIdentifier(type)] { return comparison }
    let made = make(type)
    known[ObjectIdentifier(type)] = made
    return made
  }

  private static func make<V>(_: V.Type) -> EnvironmentValueComparison {
    // An existential type's values compare by their own types.
    if SameValueComparator.walkedKind(of: V.self) == .existential { return .byDynamicType }
    if let equatable = V.self as? any Equatable.Type { return equality(equatable) }
    if ObjectIdentity.holdsObjects(V.self) { return .identity }
    return .never
  }

  private static func equality<E: Equatable>(_: E.Type) -> EnvironmentValueComparison {
    .equal { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
  }

  /// Compares two values by the type of what they hold: equal `Equatable` values, or the same
  /// object (or both none).
  static func sameByDynamicType(_ a: Any, _ b: Any) -> Bool {
    if let equal = ValueEquality.equatable(a, b) { return equal }
    guard let mine = ObjectIdentity(of: a) else { return false }
    return mine == ObjectIdentity(of: b)
  }
}

/// Which object a value is, or holds as an optional.
enum ObjectIdentity: Equatable {
  case none
  case object(ObjectIdentifier)

  /// Nil for a value that is neither an object nor an optional one.
  init?(of value: Any) {
    if type(of: value) is AnyClass {
      self = .object(ObjectIdentifier(value as AnyObject))
    } else if let optional = value as? any OptionalObject, let identity = optional.identity {
      self = identity
    } else {
      return nil
    }
  }

  /// Whether values of `type` are objects or optional objects.
  static func holdsObjects(_ type: Any.Type) -> Bool {
    if type is AnyClass { return true }
    guard let optional = type as? any OptionalObject.Type else { return false }
    return optional.wrapsObject
  }
}

/// An optional, asked which object it holds.
private protocol OptionalObject {
  /// Nil when the optional's type holds no object.
  var identity: ObjectIdentity? { get }
  /// Whether the wrapped type is a class.
  static var wrapsObject: Bool { get }
}

extension Optional: OptionalObject {
  fileprivate var identity: ObjectIdentity? {
    guard Wrapped.self is AnyClass else { return nil }
    guard let self else { return ObjectIdentity.none }
    return .object(ObjectIdentifier(self as AnyObject))
  }

  fileprivate static var wrapsObject: Bool { Wrapped.self is AnyClass }
}

import Observation
import PortalGraphics

/// A key for a custom environment value.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(\.key, value)`, read with
/// `@Environment(\.key)`.
public struct EnvironmentValues {
  /// Each value in a box of its own, so copies share the boxes of the values they did not
  /// change and two environments can be compared without comparing every value.
  private var values: [ObjectIdentifier: EnvironmentEntry] = [:]
  /// `@Observable` models placed with `.environment(model)`, by their type.
  private var objects: [ObjectIdentifier: AnyObject] = [:]
  /// Replaced by every write: copies that share it hold the same values.
  private var token = EnvironmentToken()

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      EnvironmentReads.note(ObjectIdentifier(key))
      return (values[ObjectIdentifier(key)] as? TypedEnvironmentEntry<Key.Value>)?.value ?? Key.defaultValue
    }
    set {
      values[ObjectIdentifier(key)] = TypedEnvironmentEntry(newValue)
      token = EnvironmentToken()
    }
  }

  /// The model of type `T` an ancestor placed with `.environment(_:)`, if any.
  func object<T: AnyObject>(of type: T.Type) -> T? {
    EnvironmentReads.note(ObjectIdentifier(type))
    return objects[ObjectIdentifier(type)] as? T
  }

  mutating func setObject<T: AnyObject>(_ object: T?) {
    objects[ObjectIdentifier(T.self)] = object
    token = EnvironmentToken()
  }

  /// True when this environment is a copy of `other` with nothing written since: the check a
  /// node makes before anything else, and the only one for an environment passed down as is.
  func isIdentical(to other: EnvironmentValues) -> Bool { token === other.token }

  /// The values (by key) and models (by type) in which this environment and `other` differ:
  /// none when both hold the same values (the same boxes, equal `Equatable` values, the same
  /// objects, as a navigation stack's context written again by each evaluation of the stack,
  /// the same models). Any other value (a closure) equals only its own box, so an environment
  /// written again with one reads as changed there. A value set in one and not the other counts,
  /// even when it is the default.
  ///
  /// Environments are never changed in place (each write makes a new token), so the answer
  /// for two tokens holds for good: the last few are remembered, for the nodes of a subtree
  /// handed the same pair one after the other.
  func keysChanged(from other: EnvironmentValues) -> [ObjectIdentifier] {
    if token === other.token { return [] }
    if let known = ChangedKeysMemo.lookup(token, other.token) { return known }
    var changed: [ObjectIdentifier] = []
    for (key, entry) in values {
      guard let theirs = other.values[key], entry === theirs || entry.holdsSameValue(as: theirs) else {
        changed.append(key)
        continue
      }
    }
    for key in other.values.keys where values[key] == nil { changed.append(key) }
    for (key, object) in objects where other.objects[key] !== object { changed.append(key) }
    for key in other.objects.keys where objects[key] == nil { changed.append(key) }
    ChangedKeysMemo.store(changed, token, other.token)
    return changed
  }

  /// Compares each value with itself, so the runtime knows ahead whether each value's type is
  /// `Equatable` (its first answer for a type searches every conformance in the program) and
  /// `keysChanged` finds it cached when an environment does change (`Rehearsal`).
  func learnComparisons() {
    for entry in values.values { _ = entry.holdsSameValue(as: entry) }
  }
}

/// The last few answers of `EnvironmentValues.keysChanged`, by the two tokens compared. The
/// tokens are held, so their addresses are not reused while an answer names them.
private enum ChangedKeysMemo {
  private struct Entry {
    let new: EnvironmentToken
    let old: EnvironmentToken
    let changed: [ObjectIdentifier]
  }

  nonisolated(unsafe) private static var entries: [Entry] = []
  private static let capacity = 16

  static func lookup(_ new: EnvironmentToken, _ old: EnvironmentToken) -> [ObjectIdentifier]? {
    entries.first { $0.new === new && $0.old === old }?.changed
  }

  static func store(_ changed: [ObjectIdentifier], _ new: EnvironmentToken, _ old: EnvironmentToken) {
    if entries.count == capacity { entries.removeFirst() }
    entries.append(Entry(new: new, old: old, changed: changed))
  }
}

/// What makes copies of an environment recognisable as the same (`EnvironmentValues.token`).
private final class EnvironmentToken {}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable {
  case light, dark
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 1.0 }
private struct FontKey: EnvironmentKey { static let defaultValue: PortalUI.Font? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

extension EnvironmentValues {
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// True when the user asked for less motion. PortalUI's own animations then move nothing:
  /// inside `withAnimation` or `.animation(_:value:)` frames, offsets, scales and rotations
  /// jump to their new values, while opacity and colour changes, every insertion and removal
  /// transition, sheets and navigation pushes become short (0.15 s) cross-fades. An animated
  /// `scrollTo` jumps.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// Device pixels per logical pixel.
  public var displayScale: Double {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The font text uses when it sets none itself.
  public var font: PortalUI.Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// False inside a `.disabled(true)` subtree.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }
}

/// Reads a value from the environment of the view's position in the tree.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
///
/// An `@Observable` model placed with `.environment(model)` is read by its type, as in SwiftUI:
///
/// ```swift
/// @Environment(CrossModel.self) private var model
/// @Environment(Settings.self) private var settings: Settings?   // nil when none was placed
/// ```
@propertyWrapper
@MainActor
public struct Environment<Value> {
  // Built where the view value is built, which may be any isolation (as SwiftUI's views);
  // read and bound only on the main actor, during an update.
  let read: @MainActor (EnvironmentValues) -> Value
  let box = EnvironmentBox<Value>()

  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    nonisolated(unsafe) let keyPath = keyPath
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the model of this type that an ancestor placed with `.environment(_:)`. Reading
  /// it where none was placed stops the program with a message naming the type, as SwiftUI
  /// does; declare the property optional to allow its absence.
  nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { environment in
      guard let object = environment.object(of: objectType) else {
        fatalError(
          "No \(Value.self) in the environment: place one above this view with `.environment(model)`, "
            + "or declare the property as `\(Value.self)?`.")
      }
      return object
    }
  }

  /// Reads the model of this type that an ancestor placed with `.environment(_:)`, or nil.
  nonisolated public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(of: objectType) }
  }

  public var wrappedValue: Value {
    box.value ?? read(EnvironmentValues())
  }
}

@MainActor
final class EnvironmentBox<Value> {
  var value: Value?

  nonisolated init() {}
}

extension Environment: DynamicPropertyBinding {
  func bind(to node: Node, label: String) { box.value = read(node.environment) }
}

/// Sets an environment value for a subtree.
///
/// What it writes is a value (`EnvironmentChange`), not a closure: a view written again with
/// the same change is the same view (`SameValueComparator`), and the text and images below it
/// are not evaluated again when their parent is. A closure matches only itself, so every
/// `.font` and `.foregroundStyle` would evaluate again with its parent.
struct EnvironmentWriter<Content: View, Change: EnvironmentChange>: View, SingleChildModifier {
  let content: Content
  let change: Change
  func transformEnvironment(_ environment: inout EnvironmentValues) { change.apply(to: &environment) }
}

/// One change an `EnvironmentWriter` makes to the environment, held as data.
protocol EnvironmentChange {
  @MainActor func apply(to environment: inout EnvironmentValues)
}

/// `value` written at `keyPath`: compared by key path and value.
struct EnvironmentValueWrite<Value>: EnvironmentChange {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// A model placed in the environment: the same when it is the same object.
struct EnvironmentObjectWrite<T: AnyObject & Observable>: EnvironmentChange, Equatable {
  let object: T?
  func apply(to environment: inout EnvironmentValues) { environment.setObject(object) }
  static func == (a: Self, b: Self) -> Bool { a.object === b.object }
}

/// A change made by the app's closure: the same only as the same closure.
struct EnvironmentTransform: EnvironmentChange {
  let transform: (inout EnvironmentValues) -> Void
  func apply(to environment: inout EnvironmentValues) { transform(&environment) }
}

extension View {
  /// Wraps this view in a writer of `change`.
  func writingEnvironment<Change: EnvironmentChange>(_ change: Change) -> EnvironmentWriter<Self, Change> {
    EnvironmentWriter(content: self, change: change)
  }

  /// Sets an environment value for this view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    writingEnvironment(EnvironmentValueWrite(keyPath: keyPath, value: value))
  }

  /// Places an `@Observable` model in the environment of this view and everything inside it,
  /// where `@Environment(Model.self)` reads it.
  ///
  /// ```swift
  /// ContentView().environment(model)
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    writingEnvironment(EnvironmentObjectWrite(object: object))
  }

  /// Changes an environment value for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    writingEnvironment(EnvironmentTransform { transform(&$0[keyPath: keyPath]) })
  }
}

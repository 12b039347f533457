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
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable {
  case light, dark
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 1.0 }
private struct FontKey: EnvironmentKey { static let defaultValue: PortalUI.Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
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
  /// The colour text and symbols use when they set none themselves.
  public var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
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
@propertyWrapper
@MainActor
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox<Value>()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value {
    box.value ?? EnvironmentValues()[keyPath: keyPath]
  }
}

@MainActor
final class EnvironmentBox<Value> {
  var value: Value?
}

extension Environment: DynamicPropertyBinding {
  func bind(to node: Node, label: String) { box.value = node.environment[keyPath: keyPath] }
}

/// Sets an environment value for a subtree.
struct EnvironmentWriter<Content: View>: View, ContentWrapper {
  let content: Content
  let apply: (inout EnvironmentValues) -> Void
  func transformEnvironment(_ environment: inout EnvironmentValues) { apply(&environment) }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes an environment value for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
  }
}

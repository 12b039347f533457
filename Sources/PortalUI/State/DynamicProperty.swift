/// A stored property of a view that the view graph keeps up to date: `@State`,
/// `@Environment`, `@AppStorage` and their kin are dynamic properties, and so is a property
/// wrapper of the app's own that holds them.
///
/// ```swift
/// @propertyWrapper struct Preference: DynamicProperty {
///   @AppStorage("compact") private var compact = false
///   @Environment(\.colorScheme) private var scheme
///   var wrappedValue: Bool { compact || scheme == .dark }
/// }
/// ```
///
/// The dynamic properties inside such a wrapper are bound as the view's own are, before each
/// evaluation of the view's body, and keep their state under the wrapper's name. `update()` is
/// not called: the values it would refresh are read when the wrapper reads them.
@MainActor
@preconcurrency
public protocol DynamicProperty {
  /// Called by SwiftUI before the body is evaluated; not called here (see the protocol).
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

extension State: DynamicProperty {}
extension Environment: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}

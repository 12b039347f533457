/// Whether a scene is in front of the user, as `@Environment(\.scenePhase)` reports it.
///
/// A window on the desktop is `.active` while it is open; programs here do not go to the
/// background as iOS apps do, so `.background` is never reported.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

private enum ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// Whether the window this view is in is in front of the user.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

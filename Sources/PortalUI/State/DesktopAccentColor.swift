import PortalGraphics

/// The accent colour of the views' environment: the desktop's when it has one
/// (`DesktopSettings.accentColor`), else the package's own blue. `Color.accentColor` and the
/// default `tint` read it, so both follow the desktop live.
enum AccentColorKey: EnvironmentKey {
  static let defaultValue = Color(light: Color(hex: 0x3B6EF5), dark: Color(hex: 0x5B86FF))
}

extension EnvironmentValues {
  /// The accent colour views are drawn with where they name `Color.accentColor` or use the
  /// default tint.
  var accentColor: Color {
    get { self[AccentColorKey.self] }
    set { self[AccentColorKey.self] = newValue }
  }
}

extension PortalGraphics.Color {
  /// The accent colour: the desktop's (the settings portal's `accent-color`) when it has one,
  /// else a blue that adapts to the appearance. Read while a view's body runs, it is that
  /// view's environment's, and the view is evaluated again when it changes.
  public static var accentColor: Color {
    // Off the main actor (a value made on another thread) there is no view being evaluated
    // there: the reader belongs to whatever the main actor is evaluating meanwhile.
    guard MainQueue.isCurrent, let reader = EnvironmentReads.reader else { return AccentColorKey.defaultValue }
    return MainActor.assumeIsolated { reader.environment.accentColor }
  }
}

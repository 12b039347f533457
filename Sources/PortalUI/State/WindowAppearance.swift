import PortalGraphics
import PortalHost

/// What decides the appearance values of a window's root environment: the environment the app
/// gave, the desktop's settings, and a `.preferredColorScheme` inside the window.
///
/// - Colour scheme: the window's preferred scheme, else the desktop's preferred appearance,
///   else the app's.
/// - Reduced motion and increased contrast: on when the desktop or the app turns them on.
/// - Accent colour: the desktop's, else the app's.
struct WindowAppearance {
  /// The desktop's settings, as last told.
  var desktop: DesktopSettings
  /// The scheme a `.preferredColorScheme` in the window asks for.
  var preferredColorScheme: ColorScheme?

  /// `environment` (the app's) with the desktop's settings and the window's preference applied.
  func applied(to environment: EnvironmentValues) -> EnvironmentValues {
    var result = environment
    if let appearance = desktop.preferredAppearance { result.colorScheme = appearance == .dark ? .dark : .light }
    if desktop.reduceMotion { result.accessibilityReduceMotion = true }
    if desktop.increasedContrast { result.colorSchemeContrast = .increased }
    if let accent = desktop.accentColor { result.accentColor = accent }
    if let preferredColorScheme { result.colorScheme = preferredColorScheme }
    return result
  }
}

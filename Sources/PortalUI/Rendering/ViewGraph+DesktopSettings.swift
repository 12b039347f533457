import PortalGraphics
import PortalHost

/// Following the desktop: its settings reach the root environment of every window, a
/// `.preferredColorScheme` still decides its own window's scheme, and a new scale lays out and
/// draws everything again.
extension ViewGraph {
  /// The desktop's settings changed: every window's root environment takes them (the views
  /// that read what changed are evaluated again) and is drawn in the next frame. A scale
  /// change lays out and draws each window whole at its surface's new scale.
  public func host(_ host: any AppHost, desktopSettingsChanged settings: DesktopSettings) {
    follow(settings)
    for window in windowGraphs.all { window.follow(settings) }
  }

  /// Applies `settings` to this window's graph.
  func follow(_ settings: DesktopSettings) {
    // The settings this graph already shows (a session that applies them once at start, a
    // source that reported no difference) change nothing: the tree is not evaluated again.
    guard settings != appearance.desktop || appEnvironment.displayScale != surface.scale || size != surface.size
    else { return }
    let renderingChanged = typesetter.fontRendering != settings.fontRendering
    appearance.desktop = settings
    typesetter.fontRendering = settings.fontRendering
    if appEnvironment.displayScale != surface.scale || size != surface.size {
      resize(to: surface.size)
    } else if renderingChanged {
      // Text shaped before keeps the glyphs of the old rendering: every text is placed again.
      setNeedsLayout()
    }
    rootEnvironmentChanged()
  }

  /// The scheme a `.preferredColorScheme` in this window asks for (nil: none does).
  func setPreferredColorScheme(_ scheme: ColorScheme?) {
    guard appearance.preferredColorScheme != scheme else { return }
    appearance.preferredColorScheme = scheme
    rootEnvironmentChanged()
  }
}

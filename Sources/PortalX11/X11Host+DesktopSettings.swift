import CX11
import Foundation
import PortalGraphics
import PortalHost

/// What the host keeps to follow the desktop's settings: where they come from, what they add
/// up to, and what each window was last told.
@MainActor
struct DesktopSettingsState {
  /// The XSETTINGS manager, followed through X events.
  let watcher: XSettingsWatcher
  /// The settings portal, followed on a thread of its own; nil when turned off.
  let portal: SettingsPortalClient?
  var sources: DesktopSettingsSources
  var settings: DesktopSettings
  /// The scale the program was given, which no desktop setting changes.
  let forcedScale: Double?
  /// The `_GTK_THEME_VARIANT` each window was last given.
  var themeVariants: [Window: DesktopSettings.Appearance] = [:]

  /// Reads every source once: XSETTINGS, the portal (waiting briefly for its first answer),
  /// the X resources and the environment.
  init(connection: X11Connection, portalAddress: String?, followsPortal: Bool, forcedScale: Double?) {
    watcher = XSettingsWatcher(connection: connection)
    portal = followsPortal ? SettingsPortalClient(address: portalAddress) : nil
    var environment = ProcessInfo.processInfo.environment
    if let forcedScale { environment["PORTAL_SCALE"] = String(forcedScale) }
    sources = DesktopSettingsSources(
      xsettings: watcher.settings, portal: portal?.current,
      resources: XResourceManagerString(connection.display).map { String(cString: $0) }, environment: environment)
    settings = sources.settings
    self.forcedScale = forcedScale
  }
}

extension X11Host {
  /// What the desktop's settings are now (see `DesktopSettingsSources` for where each is read).
  public var desktopSettings: DesktopSettings { desktop.settings }

  /// Sets a window's `_GTK_THEME_VARIANT` ("dark" or "light"), which window managers that
  /// honour it draw the window's frame in.
  public func setAppearance(_ appearance: DesktopSettings.Appearance, of id: HostWindowID) {
    guard let x11 = appWindow(id) else { return }
    setThemeVariant(appearance, on: x11.window)
  }

  func setThemeVariant(_ appearance: DesktopSettings.Appearance, on window: Window) {
    guard desktop.themeVariants[window] != appearance else { return }
    desktop.themeVariants[window] = appearance
    X11Property.setUTF8String(appearance.rawValue, "_GTK_THEME_VARIANT", on: window, connection: connection)
  }

  /// The variant a window starts with: what the desktop prefers, light when it says nothing.
  func setInitialThemeVariant(on window: Window) {
    setThemeVariant(desktop.settings.preferredAppearance ?? .light, on: window)
  }

  /// A `PropertyNotify`, `DestroyNotify` or `ClientMessage` that concerns the XSETTINGS
  /// manager; returns true when it was one (and the settings are followed).
  func desktopSettingsEvent(_ event: inout XEvent) -> Bool {
    guard desktop.watcher.handle(&event) else { return false }
    desktop.sources.xsettings = desktop.watcher.settings
    desktopSourcesChanged()
    return true
  }

  func propertyChanged(_ event: inout XEvent) { _ = desktopSettingsEvent(&event) }

  func windowDestroyed(_ event: inout XEvent) { _ = desktopSettingsEvent(&event) }

  /// The portal's thread wrote to the wake pipe: its settings changed.
  func portalSettingsChanged() {
    guard let change = desktop.portal?.takeChange() else { return }
    desktop.sources.portal = change
    desktopSourcesChanged()
  }

  /// A source changed: the settings are worked out again and, when they differ, the windows
  /// and the client follow them.
  private func desktopSourcesChanged() {
    let settings = desktop.sources.settings
    guard settings != desktop.settings else { return }
    let before = desktop.settings
    desktop.settings = settings
    if settings.scale != before.scale, desktop.forcedScale == nil { changeScale(to: settings.scale) }
    followCursorTheme(of: settings)
    if settings.preferredAppearance != before.preferredAppearance {
      for id in windowIDs {
        if let x11 = appWindow(id) { setThemeVariant(settings.preferredAppearance ?? .light, on: x11.window) }
      }
    }
    logger.info(
      "desktop settings changed: appearance \(settings.preferredAppearance?.rawValue ?? "unstated"), reduce motion \(settings.reduceMotion), increased contrast \(settings.increasedContrast), scale \(settings.scale)"
    )
    client?.host(self, desktopSettingsChanged: settings)
    setNeedsFrame()
  }

  /// Stops following the portal (its thread ends).
  func stopFollowingDesktop() { desktop.portal?.stop() }
}

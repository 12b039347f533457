import CX11
import PortalHost

/// The pointer's shape over the app's windows. The view layer says which shape, only when it
/// changes; the overlay window never has one of its own (its input region is empty, so the
/// pointer is never in it and the shape of the window under it shows).
extension X11Host {
  /// Shows `shape` over window `id` (`XDefineCursor`), when it is not the one it shows.
  public func setCursor(_ shape: CursorShape, of id: HostWindowID) {
    guard let x11 = appWindow(id), x11.cursorShape != shape else { return }
    x11.cursorShape = shape
    XDefineCursor(connection.display, x11.window, cursorTheme.cursor(for: shape))
  }

  /// The shape window `id` shows, nil before it was given one (the server's default).
  public func cursor(of id: HostWindowID) -> CursorShape? { appWindow(id)?.cursorShape }

  /// Uses the cursor theme and size of `settings` at its scale; when they changed, every
  /// window is given its shape again from the new theme.
  func followCursorTheme(of settings: DesktopSettings) {
    guard
      cursorTheme.use(themeName: settings.cursorThemeName, size: settings.cursorSize, scale: settings.scale)
    else { return }
    for id in windowIDs {
      guard let x11 = appWindow(id), let shape = x11.cursorShape else { continue }
      XDefineCursor(connection.display, x11.window, cursorTheme.cursor(for: shape))
    }
  }
}

import CX11
import PortalGraphics
import PortalHost

extension X11Host {
  /// The desktop's scale changed: every window keeps its logical size at the new scale (its
  /// device size changes), the overlay follows the main window, and the client, told next,
  /// lays out and draws everything again.
  func changeScale(to newScale: Double) {
    connection.scale = newScale
    do {
      for id in windowIDs { try appWindow(id)?.rescale(to: newScale) }
      try overlayWindow.rescale(to: newScale, over: window)
    } catch {
      logger.error("could not follow the desktop's new scale \(newScale): \(error)")
    }
  }
}

import CX11
import Foundation
import PortalGraphics

/// The X window behind the overlay, for one transparency technique, with the resources that
/// go with it (visual, colormap, GC). The overlay replaces it when the technique changes.
@MainActor
final class OverlayNativeWindow {
  let window: Window
  let mode: OverlayMode
  let visual: UnsafeMutablePointer<Visual>
  let depth: Int32
  let gc: GC
  private let colormap: Colormap
  private let connection: X11Connection

  /// The technique that can be had for `wanted`: ARGB needs a depth-32 TrueColor visual, which
  /// some servers lack (Xvfb without Composite); then the overlay is shaped.
  static func technique(_ connection: X11Connection, wanted: OverlayMode) -> (
    mode: OverlayMode, visual: UnsafeMutablePointer<Visual>, depth: Int32
  ) {
    var info = XVisualInfo()
    if wanted == .argb, XMatchVisualInfo(connection.display, connection.screen, 32, TrueColor, &info) != 0 {
      return (.argb, info.visual, 32)
    }
    return (.shaped, connection.defaultVisual, connection.defaultDepth)
  }

  /// An unmapped override-redirect window at `origin` (device pixels on the root) with an
  /// empty input region and an empty bounding shape.
  init(_ connection: X11Connection, wanted: OverlayMode, origin: Point, width: Int, height: Int) throws {
    self.connection = connection
    let display = connection.display
    (mode, visual, depth) = Self.technique(connection, wanted: wanted)
    colormap =
      mode == .argb
      ? XCreateColormap(display, connection.root, visual, AllocNone)
      : XDefaultColormap(display, connection.screen)
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    attributes.background_pixmap = 0
    // A depth-32 window on a depth-24 root needs its own colormap and a border pixel, or BadMatch.
    attributes.border_pixel = 0
    attributes.colormap = colormap
    attributes.event_mask = ExposureMask
    window = XCreateWindow(
      display, connection.root, Int32(origin.x), Int32(origin.y), UInt32(width), UInt32(height), 0, depth,
      UInt32(InputOutput), visual,
      UInt(CWOverrideRedirect | CWBackPixmap | CWBorderPixel | CWColormap | CWEventMask), &attributes)
    guard window != 0 else {
      if mode == .argb { XFreeColormap(display, colormap) }
      throw X11HostError.windowCreationFailed("overlay")
    }
    gc = XCreateGC(display, window, 0, nil)

    // Empty input region: every pointer event falls through to the window below.
    XShapeCombineRectangles(display, window, ShapeInput, 0, 0, nil, 0, ShapeSet, Unsorted)
    XShapeCombineRectangles(display, window, ShapeBounding, 0, 0, nil, 0, ShapeSet, Unsorted)
    var dnd = CLong(connection.atom("_NET_WM_WINDOW_TYPE_DND"))
    _ = withUnsafeBytes(of: &dnd) { bytes in
      XChangeProperty(
        display, window, connection.atom("_NET_WM_WINDOW_TYPE"), XA_ATOM, 32, PropModeReplace,
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
    XStoreName(display, window, "Portal overlay")
  }

  isolated deinit {
    XFreeGC(connection.display, gc)
    XDestroyWindow(connection.display, window)
    if mode == .argb { XFreeColormap(connection.display, colormap) }
  }
}

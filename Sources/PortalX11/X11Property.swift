import CX11

/// Writes and reads window properties. Format-32 items are C longs to Xlib, whatever the
/// wire's width.
@MainActor
enum X11Property {
  static func setCardinals(_ items: [CLong], _ name: String, on window: Window, connection: X11Connection) {
    set(items, name, type: XA_CARDINAL, on: window, connection: connection)
  }

  static func setAtoms(_ names: [String], _ name: String, on window: Window, connection: X11Connection) {
    set(names.map { CLong(connection.atom($0)) }, name, type: XA_ATOM, on: window, connection: connection)
  }

  /// Sets a UTF8_STRING property (`_NET_WM_NAME`, `_NET_STARTUP_ID`, `_GTK_THEME_VARIANT`).
  static func setUTF8String(_ value: String, _ name: String, on window: Window, connection: X11Connection) {
    let bytes = Array(value.utf8)
    XChangeProperty(
      connection.display, window, connection.atom(name), connection.atom("UTF8_STRING"), 8, PropModeReplace, bytes,
      Int32(bytes.count))
  }

  static func set(_ items: [CLong], _ name: String, type: Atom, on window: Window, connection: X11Connection) {
    items.withUnsafeBytes { bytes in
      _ = XChangeProperty(
        connection.display, window, connection.atom(name), type, 32, PropModeReplace,
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(items.count))
    }
  }

  /// A format-32 property of `window` as C longs, or nil when it is not set.
  static func cardinals(_ name: String, of window: Window, connection: X11Connection) -> [CLong]? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    guard
      XGetWindowProperty(
        connection.display, window, connection.atom(name), 0, 1 << 16, 0, Atom(AnyPropertyType), &type, &format,
        &count, &remaining, &data) == Success, let data
    else { return nil }
    defer { XFree(data) }
    guard format == 32 else { return nil }
    return Array(UnsafeBufferPointer(start: UnsafeRawPointer(data).bindMemory(to: CLong.self, capacity: Int(count)), count: Int(count)))
  }
}

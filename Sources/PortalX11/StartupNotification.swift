import CX11
import Foundation

/// The end of a launch under the freedesktop startup-notification protocol.
///
/// A launcher that starts a program with `DESKTOP_STARTUP_ID` in its environment shows a busy
/// cursor (or a spinning dock icon) until the program says it is up. The host takes the ID
/// from the environment at start, so programs the app starts do not inherit it; the first
/// window carries it in `_NET_STARTUP_ID`, and once that window has shown its first frame the
/// host broadcasts `remove: ID=…` on the root window, in the 20-byte pieces of
/// `_NET_STARTUP_INFO_BEGIN` and `_NET_STARTUP_INFO` client messages the protocol defines.
@MainActor
final class StartupNotification {
  /// The launch's ID, as the launcher gave it.
  let id: String

  init(id: String) { self.id = id }

  /// The launch this process is part of, taken out of the environment (so child processes do
  /// not claim it), or nil when it was not started with one.
  static func takeFromEnvironment() -> StartupNotification? {
    guard let value = getenv("DESKTOP_STARTUP_ID").map({ String(cString: $0) }) else { return nil }
    unsetenv("DESKTOP_STARTUP_ID")
    return value.isEmpty ? nil : StartupNotification(id: value)
  }

  /// Marks `window` as the launch's window (`_NET_STARTUP_ID`, UTF-8).
  func mark(_ window: Window, connection: X11Connection) {
    X11Property.setUTF8String(id, "_NET_STARTUP_ID", on: window, connection: connection)
  }

  /// Tells the launcher the launch is complete: the `remove` message, sent to the root window
  /// from a window made for the purpose (the protocol identifies a message's sender by it).
  func sendRemove(connection: X11Connection) {
    let display = connection.display
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    let sender = XCreateWindow(
      display, connection.root, -100, -100, 1, 1, 0, 0, UInt32(InputOnly), nil, UInt(CWOverrideRedirect),
      &attributes)
    defer { XDestroyWindow(display, sender) }
    let begin = connection.atom("_NET_STARTUP_INFO_BEGIN")
    let more = connection.atom("_NET_STARTUP_INFO")
    for (index, piece) in Self.pieces(of: Self.removeMessage(id: id)).enumerated() {
      var event = XEvent()
      event.xclient.type = ClientMessage
      event.xclient.window = sender
      event.xclient.message_type = index == 0 ? begin : more
      event.xclient.format = 8
      withUnsafeMutableBytes(of: &event.xclient.data) { data in
        for (offset, byte) in piece.enumerated() { data[offset] = byte }
      }
      XSendEvent(display, connection.root, 0, PropertyChangeMask, &event)
    }
  }

  /// `remove: ID=<id>`, the ID quoted when it holds a space, a quote or a backslash.
  static func removeMessage(id: String) -> String { "remove: ID=\(quoted(id))" }

  /// A value as the protocol writes it: bare when that is unambiguous, else in double quotes
  /// with `"` and `\` escaped by a backslash.
  static func quoted(_ value: String) -> String {
    guard value.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" }) else { return value }
    var escaped = "\""
    for character in value {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped + "\""
  }

  /// The message's UTF-8 bytes with their terminating NUL, in pieces of 20 bytes (a client
  /// message's data), the last one padded with NULs.
  static func pieces(of message: String) -> [[UInt8]] {
    let bytes = Array(message.utf8) + [0]
    return stride(from: 0, to: bytes.count, by: 20).map { start in
      let piece = Array(bytes[start..<min(start + 20, bytes.count)])
      return piece + [UInt8](repeating: 0, count: 20 - piece.count)
    }
  }
}

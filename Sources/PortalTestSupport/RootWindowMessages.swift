import CX11
import Foundation

/// What a test sees on the root window and the server's monitors, as a window manager, a
/// launcher or a desktop shell would: client messages sent to the root, monitors defined the
/// way `xrandr --setmonitor` defines them, and the window manager's work area.
extension WindowInspector {
  /// A client message as it arrived: its window, type and data (format 32 as items, format 8
  /// as bytes).
  public struct ReceivedClientMessage {
    public let window: Window
    public let type: String
    public let items: [Int]
    public let bytes: [UInt8]
  }

  /// Starts receiving what is sent to the root window with `mask` (for example
  /// `SubstructureNotifyMask` for a window manager's messages, `PropertyChangeMask` for
  /// startup notification).
  public func watchRoot(_ mask: Int) {
    XSelectInput(display, root, mask)
    XSync(display, 0)
  }

  /// The client messages this connection received so far, oldest first; other events are
  /// dropped.
  public func receivedClientMessages() -> [ReceivedClientMessage] {
    var messages: [ReceivedClientMessage] = []
    var event = XEvent()
    XSync(display, 0)
    while XPending(display) > 0 {
      XNextEvent(display, &event)
      guard event.type == ClientMessage else { continue }
      let message = event.xclient
      let data = message.data
      let items = [data.l.0, data.l.1, data.l.2, data.l.3, data.l.4]
      let bytes = withUnsafeBytes(of: data) { Array($0.prefix(20)) }
      messages.append(
        ReceivedClientMessage(window: message.window, type: atomName(UInt(message.message_type)), items: items, bytes: bytes))
    }
    return messages
  }

  /// Defines the server's monitors as `xrandr --setmonitor` does: the first takes the screen's
  /// output, the others none. They last as long as this connection (the server forgets a
  /// client's monitors when it disconnects, which is why `xrandr`'s own do not outlive it).
  public func setMonitors(_ rects: [(x: Int, y: Int, width: Int, height: Int)]) {
    let resources = XRRGetScreenResources(display, root)
    defer { if let resources { XRRFreeScreenResources(resources) } }
    for (index, rect) in rects.enumerated() {
      let hasOutput = index == 0 && (resources?.pointee.noutput ?? 0) > 0
      guard let monitor = XRRAllocateMonitor(display, hasOutput ? 1 : 0) else { continue }
      monitor.pointee.name = XInternAtom(display, "PORTAL-TEST-\(index)", 0)
      monitor.pointee.x = Int32(rect.x)
      monitor.pointee.y = Int32(rect.y)
      monitor.pointee.width = Int32(rect.width)
      monitor.pointee.height = Int32(rect.height)
      monitor.pointee.mwidth = Int32(rect.width / 4)
      monitor.pointee.mheight = Int32(rect.height / 4)
      if hasOutput, let resources { monitor.pointee.outputs[0] = resources.pointee.outputs[0] }
      XRRSetMonitor(display, root, monitor)
      XFree(monitor)
    }
    XSync(display, 0)
  }

  /// Publishes `_NET_WORKAREA` on the root, as a window manager does for the space its panels
  /// leave.
  public func setWorkArea(x: Int, y: Int, width: Int, height: Int) {
    var items = [CLong(x), CLong(y), CLong(width), CLong(height)]
    items.withUnsafeMutableBytes { bytes in
      _ = XChangeProperty(
        display, root, XInternAtom(display, "_NET_WORKAREA", 0), XA_CARDINAL, 32, PropModeReplace,
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 4)
    }
    XSync(display, 0)
  }

  /// The current value of an XSync counter (-1 when it cannot be read).
  public func syncCounterValue(_ counter: UInt) -> Int64 {
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0, XSyncInitialize(display, &major, &minor) != 0
    else { return -1 }
    var value = XSyncValue()
    guard XSyncQueryCounter(display, XSyncCounter(counter), &value) != 0 else { return -1 }
    return Int64(value.hi) << 32 | Int64(value.lo)
  }

  /// Sends a client message of format 32 to `window` (no event mask: it reaches the window's
  /// owner), as a window manager sends its protocol messages.
  public func sendProtocolMessage(_ type: String, to window: Window, items: [Int], mask: Int = 0, destination: Window? = nil) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(display, type, 0)
    event.xclient.format = 32
    let padded = items + [Int](repeating: 0, count: max(0, 5 - items.count))
    event.xclient.data.l = (padded[0], padded[1], padded[2], padded[3], padded[4])
    XSendEvent(display, destination ?? window, 0, mask, &event)
    XSync(display, 0)
  }
}

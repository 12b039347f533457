import CX11

/// The counters a window manager waits on while it resizes a window (EWMH
/// `_NET_WM_SYNC_REQUEST`), so a resize never shows a stretched or half-drawn frame.
///
/// Before it resizes, the window manager sends a sync request with a value; the resize's
/// ConfigureNotify follows. The window draws its next frame at the new size and only then sets
/// its counter to that value: the window manager shows the new size once the counter reaches
/// it. Where the window manager speaks the extended protocol (`_NET_WM_FRAME_DRAWN` in
/// `_NET_SUPPORTED`), a second counter also marks every frame: odd while one is drawn, even
/// once it is done.
@MainActor
final class SyncCounter {
  /// The counter the basic protocol uses, first in `_NET_WM_SYNC_REQUEST_COUNTER`.
  let basic: XSyncCounter
  /// The extended protocol's counter, second in the property; nil where the window manager
  /// does not speak it.
  let extended: XSyncCounter?
  private let display: OpaquePointer
  /// The value of the last request, until the ConfigureNotify it announced arrives.
  private var requested: (value: Int64, extended: Bool)?
  /// The value to set once the next frame is drawn: a request whose ConfigureNotify came.
  private(set) var due: (value: Int64, extended: Bool)?
  /// The extended counter's value: odd while a frame is drawn.
  private var extendedValue: Int64 = 0

  /// Creates the counters of `window` and names them in `_NET_WM_SYNC_REQUEST_COUNTER`; nil when
  /// the server lacks the SYNC extension.
  init?(window: Window, connection: X11Connection) {
    guard connection.hasSync else { return nil }
    display = connection.display
    basic = XSyncCreateCounter(display, Self.syncValue(0))
    guard basic != 0 else { return nil }
    extended = connection.windowManagerSupports("_NET_WM_FRAME_DRAWN") ? XSyncCreateCounter(display, Self.syncValue(0)) : nil
    let counters = [basic] + (extended.map { [$0] } ?? [])
    X11Property.setCardinals(counters.map { CLong($0) }, "_NET_WM_SYNC_REQUEST_COUNTER", on: window, connection: connection)
  }

  isolated deinit {
    XSyncDestroyCounter(display, basic)
    if let extended { XSyncDestroyCounter(display, extended) }
  }

  /// A `_NET_WM_SYNC_REQUEST` arrived: `value` is for the frame after the next ConfigureNotify.
  func requestReceived(value: Int64, extended isExtended: Bool) {
    requested = (value, isExtended && extended != nil)
  }

  /// The window's ConfigureNotify arrived: a requested value falls due at the end of the next
  /// frame. Returns whether one did, so the host draws that frame.
  @discardableResult
  func windowConfigured() -> Bool {
    guard let requested else { return false }
    due = requested
    self.requested = nil
    return true
  }

  /// A frame starts: the extended counter goes odd.
  func frameBegan() {
    guard let extended, extendedValue % 2 == 0 else { return }
    extendedValue += 1
    XSyncSetCounter(display, extended, Self.syncValue(extendedValue))
  }

  /// A frame was drawn and presented: the value due is set, and the extended counter goes even.
  func frameEnded() {
    if let due, !due.extended {
      XSyncSetCounter(display, basic, Self.syncValue(due.value))
      self.due = nil
    }
    guard let extended else { return }
    if let due, due.extended {
      extendedValue = max(extendedValue + 1, due.value)
      self.due = nil
    } else {
      extendedValue += 1
    }
    if extendedValue % 2 == 1 { extendedValue += 1 }
    XSyncSetCounter(display, extended, Self.syncValue(extendedValue))
  }

  /// The basic counter's value as the server holds it (a round trip; for tests).
  var basicValue: Int64 { Self.query(basic, display: display) }

  static func query(_ counter: XSyncCounter, display: OpaquePointer) -> Int64 {
    var value = XSyncValue()
    guard XSyncQueryCounter(display, counter, &value) != 0 else { return -1 }
    return Int64(value.hi) << 32 | Int64(value.lo)
  }

  static func syncValue(_ value: Int64) -> XSyncValue {
    XSyncValue(hi: Int32(truncatingIfNeeded: value >> 32), lo: UInt32(truncatingIfNeeded: value))
  }

  /// The 64-bit value of a sync request's low and high halves (`data.l[2]`, `data.l[3]`).
  static func requestValue(low: Int, high: Int) -> Int64 {
    Int64(Int32(truncatingIfNeeded: high)) << 32 | Int64(UInt32(truncatingIfNeeded: low))
  }
}

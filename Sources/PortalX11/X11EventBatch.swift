import PortalGraphics
import PortalHost

/// What the event handlers note during one drain of the queue, for its end to act on once:
/// the pointer's latest position (earlier ones would be drawn and thrown away), the rectangles
/// each window lost, the windows that moved or were resized, and whether the main window was
/// restacked.
struct X11EventBatch {
  /// The pointer's latest position not delivered yet, and the window it is in.
  var motion: (point: Point, window: HostWindowID)?
  /// Device rectangles the server lost, by window, to present again from kept pixels.
  var exposed: [HostWindowID: [Rect]] = [:]
  /// Device rectangles the overlay window lost, each with the serial of the request the server
  /// had handled when it lost them.
  var overlayExposed: [(rect: Rect, serial: UInt)] = []
  /// Windows that got a ConfigureNotify or ReparentNotify.
  var configured: Set<HostWindowID> = []
  /// Whether the main window was restacked, so the overlay may be under it now.
  var restacked = false
}

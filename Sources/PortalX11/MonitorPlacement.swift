import CX11
import PortalGraphics

/// Where on the screen a window of the app may be placed: inside the monitor that holds the
/// window it belongs to, minus what panels and docks reserve, never across two monitors.
///
/// Monitors come from RandR 1.5 (`XRRGetMonitors`: one per monitor a person sees, however the
/// outputs are wired), or the whole screen without it. The window manager's work area
/// (`_NET_WORKAREA` of the current desktop) is cut out of the monitor when it overlaps it.
/// Rectangles are in device pixels on the root window.
struct MonitorPlacement {
  /// The monitors, or the whole screen as one.
  var monitors: [Rect]
  /// The current desktop's work area, when the window manager publishes one.
  var workArea: Rect?

  /// Reads the monitors and the work area from the server.
  @MainActor
  init(connection: X11Connection) {
    monitors = Self.randrMonitors(connection) ?? []
    if monitors.isEmpty {
      let display = connection.display
      monitors = [
        Rect(
          x: 0, y: 0, width: Double(XDisplayWidth(display, connection.screen)),
          height: Double(XDisplayHeight(display, connection.screen)))
      ]
    }
    workArea = Self.workArea(connection)
  }

  init(monitors: [Rect], workArea: Rect?) {
    self.monitors = monitors
    self.workArea = workArea
  }

  /// The area a window belonging to `owner` may take: the monitor holding most of `owner`
  /// (the one nearest its centre when it is on none), within the work area where they meet.
  func area(holding owner: Rect) -> Rect {
    let monitor = monitorHolding(owner)
    guard let workArea else { return monitor }
    let usable = monitor.intersection(workArea)
    return usable.isEmpty ? monitor : usable
  }

  /// The monitor that holds most of `rect`.
  func monitorHolding(_ rect: Rect) -> Rect {
    var best = monitors[0]
    var bestArea = -1.0
    for monitor in monitors {
      let overlap = monitor.intersection(rect)
      let area = overlap.isEmpty ? 0 : overlap.width * overlap.height
      if area > bestArea {
        best = monitor
        bestArea = area
      }
    }
    if bestArea > 0 { return best }
    let centre = Point(x: rect.midX, y: rect.midY)
    return monitors.min { distance($0, centre) < distance($1, centre) } ?? best
  }

  /// Where a window of `size` goes when asked for at `origin`: moved the least that keeps it
  /// inside `area` (its top-left corner wins when it is larger than the area).
  static func origin(_ origin: Point, size: Size, within area: Rect) -> Point {
    Point(
      x: max(area.minX, min(origin.x, area.maxX - size.width)),
      y: max(area.minY, min(origin.y, area.maxY - size.height)))
  }

  private func distance(_ rect: Rect, _ point: Point) -> Double {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return dx * dx + dy * dy
  }

  /// RandR 1.5's active monitors, or nil when the server's RandR is older or missing.
  @MainActor
  private static func randrMonitors(_ connection: X11Connection) -> [Rect]? {
    let display = connection.display
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XRRQueryExtension(display, &eventBase, &errorBase) != 0, XRRQueryVersion(display, &major, &minor) != 0,
      major > 1 || (major == 1 && minor >= 5)
    else { return nil }
    var count: Int32 = 0
    guard let list = XRRGetMonitors(display, connection.root, 1, &count) else { return nil }
    defer { XRRFreeMonitors(list) }
    return (0..<Int(count)).map {
      Rect(x: Double(list[$0].x), y: Double(list[$0].y), width: Double(list[$0].width), height: Double(list[$0].height))
    }.filter { !$0.isEmpty }
  }

  /// `_NET_WORKAREA` of `_NET_CURRENT_DESKTOP` (the first desktop's when that is not set).
  @MainActor
  private static func workArea(_ connection: X11Connection) -> Rect? {
    guard let items = X11Property.cardinals("_NET_WORKAREA", of: connection.root, connection: connection),
      items.count >= 4
    else { return nil }
    let desktop = X11Property.cardinals("_NET_CURRENT_DESKTOP", of: connection.root, connection: connection)?.first ?? 0
    let start = (4 * Int(desktop) + 3 < items.count) ? 4 * Int(desktop) : 0
    let area = Rect(
      x: Double(items[start]), y: Double(items[start + 1]), width: Double(items[start + 2]),
      height: Double(items[start + 3]))
    return area.isEmpty ? nil : area
  }
}

import CX11
import Foundation

/// Reads windows back from the server over a connection of its own, the way a window manager
/// or `xprop` would: what a test asserts is what the server holds, not what the program thinks.
public final class WindowInspector {
  public let display: OpaquePointer

  public init(displayName: String) throws {
    display = try TestConnectionErrors.open(displayName, "to inspect windows")
  }

  deinit { TestConnectionErrors.close(display) }

  public var root: Window { XDefaultRootWindow(display) }

  /// A property's raw bytes (format 8) or items (format 32, as UInt values), up to `length`
  /// 32-bit units of it.
  public func property(_ name: String, of window: Window, length: Int = 4096) -> (
    type: String, bytes: [UInt8], items: [UInt]
  )? {
    var actualType: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let atom = XInternAtom(display, name, 1)
    guard atom != 0,
      XGetWindowProperty(
        display, window, atom, 0, length, 0, Atom(AnyPropertyType), &actualType, &format, &count, &remaining, &data)
        == Success, actualType != 0, let data
    else { return nil }
    defer { XFree(data) }
    let typeName = XGetAtomName(display, actualType).map { name in
      defer { XFree(name) }
      return String(cString: name)
    } ?? "?"
    switch format {
    case 8:
      return (typeName, Array(UnsafeBufferPointer(start: data, count: Int(count))), [])
    case 32:
      // Format-32 items arrive as C longs.
      let items = UnsafeRawPointer(data).bindMemory(to: UInt.self, capacity: Int(count))
      return (typeName, [], Array(UnsafeBufferPointer(start: items, count: Int(count))))
    default:
      return (typeName, [], [])
    }
  }

  /// A text property decoded as UTF-8 (NUL-separated parts split apart).
  public func strings(_ name: String, of window: Window) -> [String] {
    guard let value = property(name, of: window) else { return [] }
    return value.bytes.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }.filter { !$0.isEmpty }
  }

  /// A text property (such as WM_NAME) decoded from the encoding its type names: STRING
  /// (Latin-1), UTF8_STRING, or COMPOUND_TEXT (through Xlib).
  public func text(_ name: String, of window: Window) -> [String] {
    guard let value = property(name, of: window) else { return [] }
    let parts = value.bytes.split(separator: 0, omittingEmptySubsequences: false)
    switch value.type {
    case "STRING":
      return parts.map { String(String.UnicodeScalarView($0.map { Unicode.Scalar($0) })) }
    case "UTF8_STRING":
      return parts.map { String(decoding: $0, as: UTF8.self) }
    default:
      var property = XTextProperty()
      guard XGetTextProperty(display, window, &property, XInternAtom(display, name, 0)) != 0 else { return [] }
      defer { XFree(property.value) }
      var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      var count: Int32 = 0
      guard Xutf8TextPropertyToTextList(display, &property, &list, &count) == Success, let list else { return [] }
      defer { XFreeStringList(list) }
      return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }
  }

  public func atomName(_ atom: UInt) -> String {
    guard let name = XGetAtomName(display, Atom(atom)) else { return "?" }
    defer { XFree(name) }
    return String(cString: name)
  }

  /// Children of the root window, bottom-most first (the server's stacking order).
  public func topLevelStack() -> [Window] {
    var rootReturn: Window = 0
    var parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
    defer { XFree(children) }
    return Array(UnsafeBufferPointer(start: children, count: Int(count)))
  }

  /// The top-level windows a program opened for the user: mapped, viewable and not
  /// override-redirect, bottom-most first. (One request a window, so it can be polled.)
  public func viewableTopLevels() -> [Window] {
    topLevelStack().filter { window in
      var attributes = XWindowAttributes()
      return XGetWindowAttributes(display, window, &attributes) != 0 && attributes.map_state == IsViewable
        && attributes.override_redirect == 0
    }
  }

  /// The child of the root that holds `window`: the window itself, or the frame a window
  /// manager reparented it into.
  public func topLevelAncestor(of window: Window) -> Window {
    var current = window
    while true {
      var rootReturn: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var count: UInt32 = 0
      guard XQueryTree(display, current, &rootReturn, &parent, &children, &count) != 0 else { return current }
      if let children { XFree(children) }
      if parent == rootReturn || parent == 0 { return current }
      current = parent
    }
  }

  /// Waits until a window manager manages new windows: it maps small probe windows until one
  /// is reparented into a frame. A window manager announces itself before its event loop
  /// runs, and a map request sent in between can be dropped, so the announcement alone is
  /// not enough.
  public func waitForWindowManager(timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let probe = XCreateSimpleWindow(display, root, 0, 0, 10, 10, 0, 0, 0)
      XMapWindow(display, probe)
      XSync(display, 0)
      let attempt = Date().addingTimeInterval(0.5)
      var managed = false
      while !managed, Date() < attempt {
        managed = topLevelAncestor(of: probe) != probe
        if !managed { usleep(10_000) }
      }
      XDestroyWindow(display, probe)
      XSync(display, 0)
      if managed { return true }
    }
    return false
  }

  public struct Attributes {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    public let depth: Int
    public let overrideRedirect: Bool
    public let isViewable: Bool
  }

  /// Geometry in root coordinates, depth, override-redirect and whether it is viewable.
  public func attributes(of window: Window) -> Attributes? {
    var a = XWindowAttributes()
    guard XGetWindowAttributes(display, window, &a) != 0 else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
    return Attributes(
      x: Int(x), y: Int(y), width: Int(a.width), height: Int(a.height), depth: Int(a.depth),
      overrideRedirect: a.override_redirect != 0, isViewable: a.map_state == IsViewable)
  }

  /// The rectangles of a window's SHAPE region (`ShapeBounding` or `ShapeInput`).
  public func shapeRectangles(of window: Window, kind: Int32) -> [(x: Int, y: Int, width: Int, height: Int)] {
    var count: Int32 = 0
    var ordering: Int32 = 0
    guard let rects = XShapeGetRectangles(display, window, kind, &count, &ordering) else { return [] }
    defer { XFree(rects) }
    return (0..<Int(count)).map {
      (Int(rects[$0].x), Int(rects[$0].y), Int(rects[$0].width), Int(rects[$0].height))
    }
  }

  /// Top-level windows whose `_NET_WM_PID` is `pid`.
  public func windows(ofProcess pid: Int32) -> [Window] {
    topLevelStack().filter { property("_NET_WM_PID", of: $0)?.items.first == UInt(pid) }
  }

  /// Sends WM_DELETE_WINDOW, as a window manager's close button does.
  public func requestClose(_ window: Window) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(display, window, 0, NoEventMask, &event)
    XSync(display, 0)
  }

  /// Moves a top-level window (as a window manager would, with no window manager running).
  public func move(_ window: Window, to x: Int, _ y: Int) {
    XMoveWindow(display, window, Int32(x), Int32(y))
    XSync(display, 0)
  }

  /// Asks the window manager to move a window's frame to root coordinates, as a pager does
  /// (EWMH `_NET_MOVERESIZE_WINDOW`).
  public func requestMove(_ window: Window, to x: Int, _ y: Int) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(display, "_NET_MOVERESIZE_WINDOW", 0)
    event.xclient.format = 32
    // Static gravity, x and y given (bits 8 and 9), sent by a pager (source 2, bits 12–15).
    event.xclient.data.l.0 = Int(StaticGravity) | 1 << 8 | 1 << 9 | 2 << 12
    event.xclient.data.l.1 = x
    event.xclient.data.l.2 = y
    XSendEvent(display, root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
    XSync(display, 0)
  }

  /// True when some client owns the compositing-manager selection for screen 0.
  public var compositorIsRunning: Bool {
    XGetSelectionOwner(display, XInternAtom(display, "_NET_WM_CM_S0", 0)) != 0
  }

  /// Makes this connection own the selection `name` (for example `_NET_WM_CM_S0`, to look like
  /// a compositing manager without compositing anything) until the connection closes.
  public func ownSelection(_ name: String) {
    let owner = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
    XSetSelectionOwner(display, XInternAtom(display, name, 0), owner, Time(CurrentTime))
    XSync(display, 0)
  }
}

import CX11
import Foundation
import Logging

/// An open connection to an X server: the display, its default screen, the atoms the host uses
/// and which extensions are there.
@MainActor
public final class X11Connection {
  public let display: OpaquePointer
  public let screen: Int32
  public let root: Window
  public let defaultVisual: UnsafeMutablePointer<Visual>
  public let defaultDepth: Int32
  /// True when MIT-SHM is present (an attach can still fail; see `ImagePresenter`).
  public let hasSharedMemory: Bool
  /// The event type of MIT-SHM's `ShmCompletion` (the extension's event base plus
  /// `ShmCompletion`), or nil without MIT-SHM.
  let sharedMemoryCompletionType: Int32?
  /// SHAPE version as (major, minor); (0, 0) when the server lacks SHAPE.
  public let shapeVersion: (major: Int32, minor: Int32)
  /// True when SHAPE 1.1 input regions let an overlay window pass clicks through; without
  /// them the host draws flying layers inside the main window (`InWindowOverlay`).
  public let hasInputShapes: Bool
  /// Device pixels per logical pixel: `PORTAL_SCALE`, else `Xft.dpi` / 96, else 1, until the
  /// host has read the desktop's settings (`DesktopSettingsSources`), which may change it.
  public internal(set) var scale: Double
  /// True when the SYNC extension is there, whose counters a window manager waits on while it
  /// resizes a window (`SyncCounter`).
  public let hasSync: Bool

  private(set) var atomCache: [String: Atom] = [:]
  /// Set once a shared-memory attach was refused, so the fallback is reported once, not for
  /// every window, overlay and resize.
  var reportedRefusedAttach = false

  /// Opens `name`, or `$DISPLAY` when nil. Throws a message naming the display and the fix.
  /// `allowSharedMemory: false` (or `PORTAL_NO_SHM=1`) forces the `XPutImage` path; `scale`
  /// overrides the display's scale. `pretendNoShape: true` (or `PORTAL_PRETEND_NO_SHAPE=1`)
  /// behaves as if the server lacked SHAPE, which Xvfb cannot be made to do, so what happens
  /// then can be tested.
  public init(
    displayName name: String? = nil, allowSharedMemory: Bool = true, scale forcedScale: Double? = nil,
    pretendNoShape: Bool = false
  ) throws {
    let target = name ?? ProcessInfo.processInfo.environment["DISPLAY"]
    guard let target, !target.isEmpty else { throw X11HostError.cannotOpenDisplay(name: nil) }
    guard let display = XOpenDisplay(target) else { throw X11HostError.cannotOpenDisplay(name: target) }
    XErrorLog.install()
    self.display = display
    screen = XDefaultScreen(display)
    root = XRootWindow(display, screen)
    defaultVisual = XDefaultVisual(display, screen)
    defaultDepth = XDefaultDepth(display, screen)

    var major: Int32 = 0
    var minor: Int32 = 0
    let pretending = pretendNoShape || ProcessInfo.processInfo.environment["PORTAL_PRETEND_NO_SHAPE"] == "1"
    let hasShape = !pretending && XShapeQueryVersion(display, &major, &minor) != 0
    shapeVersion = hasShape ? (major, minor) : (0, 0)
    hasInputShapes = Self.inputShapesAvailable(present: hasShape, major: major, minor: minor)
    let sharedMemoryWanted = allowSharedMemory && ProcessInfo.processInfo.environment["PORTAL_NO_SHM"] == nil
    hasSharedMemory = sharedMemoryWanted && XShmQueryExtension(display) != 0
    sharedMemoryCompletionType = hasSharedMemory ? XShmGetEventBase(display) + ShmCompletion : nil
    if sharedMemoryWanted, !hasSharedMemory {
      XErrorLog.logger.warning(
        "the X server has no MIT-SHM extension: frames travel through the connection with XPutImage, which costs more per frame")
    }
    var trueColor = XVisualInfo()
    guard [15, 16, 24, 32].contains(defaultDepth),
      XMatchVisualInfo(display, screen, defaultDepth, TrueColor, &trueColor) != 0
    else {
      XCloseDisplay(display)
      throw X11HostError.unsupportedVisual(depth: defaultDepth, bitsPerPixel: 0)
    }
    if defaultDepth < 24 {
      XErrorLog.logger.warning(
        "the screen is \(defaultDepth)-bit: Portal draws in 32-bit colour and packs each presented rectangle into \(defaultDepth) bits; colours lose detail and presenting costs more than at depth 24")
    }
    scale =
      forcedScale
      ?? Self.displayScale(
        environment: ProcessInfo.processInfo.environment["PORTAL_SCALE"],
        resources: XResourceManagerString(display).map { String(cString: $0) })
    var syncEvents: Int32 = 0
    var syncErrors: Int32 = 0
    hasSync =
      XSyncQueryExtension(display, &syncEvents, &syncErrors) != 0 && XSyncInitialize(display, &major, &minor) != 0
    internAtoms(Self.setUpAtoms + ["_NET_WM_CM_S\(screen)"])
  }

  /// The atoms the host asks for while it sets up its windows.
  static let setUpAtoms = [
    "WM_PROTOCOLS", "WM_DELETE_WINDOW", "UTF8_STRING", "_NET_WM_NAME", "_NET_WM_PID", "_NET_WM_WINDOW_TYPE",
    "_NET_WM_WINDOW_TYPE_NORMAL", "_NET_WM_WINDOW_TYPE_DND", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST",
    "_NET_WM_SYNC_REQUEST_COUNTER", "_NET_WM_ICON", "_NET_SUPPORTED", "_NET_WM_FRAME_DRAWN",
  ]

  /// Interns `names` in one round trip to the server rather than one each; `atom(_:)` then
  /// answers from the cache.
  private func internAtoms(_ names: [String]) {
    var cNames = names.map { strdup($0) }
    defer { cNames.forEach { free($0) } }
    var atoms = [Atom](repeating: 0, count: names.count)
    guard XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms) != 0 else { return }
    for (name, atom) in zip(names, atoms) where atom != 0 { atomCache[name] = atom }
  }

  // Windows keep their connection alive, so this runs only after every window is destroyed.
  isolated deinit { XCloseDisplay(display) }

  /// The atom for a name, interned once.
  public func atom(_ name: String) -> Atom {
    if let known = atomCache[name] { return known }
    let value = XInternAtom(display, name, 0)
    atomCache[name] = value
    return value
  }

  /// True when a compositing manager owns `_NET_WM_CM_S<screen>`: only then is an ARGB window
  /// actually blended with what is below it.
  public var compositorIsRunning: Bool {
    XGetSelectionOwner(display, atom("_NET_WM_CM_S\(screen)")) != 0
  }

  /// True when the running window manager lists `name` in `_NET_SUPPORTED` on the root.
  public func windowManagerSupports(_ name: String) -> Bool {
    let wanted = CLong(atom(name))
    return X11Property.cardinals("_NET_SUPPORTED", of: root, connection: self)?.contains(wanted) ?? false
  }

  /// The connection's file descriptor, for `ppoll`.
  public var fileDescriptor: Int32 { XConnectionNumber(display) }

  /// SHAPE 1.1 brought input shapes, without which an overlay window would swallow clicks.
  static func inputShapesAvailable(present: Bool, major: Int32, minor: Int32) -> Bool {
    present && (major > 1 || (major == 1 && minor >= 1))
  }

  /// The scale from `PORTAL_SCALE` (0.5–4) or else the `Xft.dpi` resource (96 dpi = 1),
  /// rounded to quarters so pixel grids stay aligned; 1 when neither says anything usable.
  nonisolated static func displayScale(environment: String?, resources: String?) -> Double {
    if let environment, let value = Double(environment), value >= 0.5, value <= 4 { return value }
    guard let resources else { return 1 }
    for line in resources.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
        let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi >= 48
      {
        return min(4, (dpi / 96 * 4).rounded() / 4)
      }
    }
    return 1
  }
}

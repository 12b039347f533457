import CCairo
import CX11
import Foundation
import PortalGraphics
import PortalHost

/// A top-level application window: the main window, or a second one a flight can cross into.
///
/// It keeps a full copy of its pixels client-side, so exposure is answered by re-presenting
/// pixels, never by redrawing. With MIT-SHM on a 24- or 32-bit screen that copy lives in a
/// shared segment and is put from there without another copy (`ImagePresenter`).
@MainActor
public final class X11Window: HostSurface {
  public let window: Window
  /// Device pixels per logical pixel; changes when the desktop's scale does (`rescale(to:)`).
  public private(set) var scale: Double
  public private(set) var size: Size
  /// The WM_CLASS class name; windows opened beside this one share it.
  public var className: String { identity.className }
  /// What the window says it belongs to (WM_CLASS, WM_CLIENT_MACHINE, _NET_WM_PID, the icon).
  public private(set) var identity: WindowIdentity
  /// The counters the window manager waits on while it resizes the window; nil without the
  /// SYNC extension.
  private(set) var syncCounter: SyncCounter?
  /// The smallest size the window manager lets a person make the window, in logical pixels.
  public private(set) var minimumSize: Size
  /// The pointer shape the window was last given (`X11Host.setCursor`); nil: the server's.
  var cursorShape: CursorShape?
  let connection: X11Connection
  private let gc: GC
  private var presenter: ImagePresenter

  /// Creates (but does not map) a window of `size` logical pixels, at `position` (device
  /// pixels on the root) when given; otherwise the window manager places it. A `.dialog` is
  /// transient for `owner`, the X window of its owner.
  public init(
    connection: X11Connection, title: String, identity: WindowIdentity, size: Size, minimumSize: Size,
    position: Point? = nil, kind: HostWindowKind = .normal, owner: Window? = nil
  ) throws {
    self.connection = connection
    self.scale = connection.scale
    self.size = size
    self.identity = identity
    self.minimumSize = minimumSize
    self.position = position
    if let position { screenOrigin = Point(x: position.x / connection.scale, y: position.y / connection.scale) }
    let display = connection.display
    let (w, h) = (Self.device(size.width, scale), Self.device(size.height, scale))
    var attributes = XSetWindowAttributes()
    // No background: the server must not paint the window before (or between) our frames.
    attributes.background_pixmap = 0
    attributes.bit_gravity = NorthWestGravity
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | ButtonPressMask
      | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask | FocusChangeMask | VisibilityChangeMask
    window = XCreateWindow(
      display, connection.root, Int32(position?.x ?? 0), Int32(position?.y ?? 0), UInt32(w), UInt32(h), 0,
      connection.defaultDepth, UInt32(InputOutput),
      connection.defaultVisual, UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
    guard window != 0 else { throw X11HostError.windowCreationFailed("main") }
    gc = XCreateGC(display, window, 0, nil)
    presenter = try ImagePresenter(
      connection: connection, visual: connection.defaultVisual, depth: connection.defaultDepth, width: w,
      height: h, presentsItsBitmap: true)
    presenter.bitmap.clear(to: .white)
    setProperties(title: title, kind: kind, owner: owner)
    syncCounter = SyncCounter(window: window, connection: connection)
  }

  isolated deinit {
    XFreeGC(connection.display, gc)
    XDestroyWindow(connection.display, window)
  }

  /// The pixels to draw the next frame into. When they are what the server reads a present
  /// from, fetching them waits until it has read the last one (`ImagePresenter.writableBitmap`).
  public var bitmap: Bitmap { content ?? presenter.writableBitmap }

  /// The window's pixels as last drawn, to read (compose under the overlay, measure): never
  /// waits for the server.
  var pixels: Bitmap { content ?? presenter.bitmap }

  /// While layers are drawn inside this window (`InWindowOverlay`), the client draws here and
  /// each present composes these pixels and the layers into the presented ones.
  private var content: Bitmap?
  private weak var inWindowOverlay: InWindowOverlay?

  /// Draws `overlay`'s layers over this window's own pixels from now on.
  func drawOnTop(_ overlay: InWindowOverlay) throws {
    let copy = try Bitmap(width: presenter.bitmap.width, height: presenter.bitmap.height)
    copy.copy(from: presenter.bitmap)
    content = copy
    inWindowOverlay = overlay
  }

  /// Composes the window's pixels and the in-window layers in device rectangles, then
  /// presents them.
  func presentComposed(_ rects: [Rect]) {
    guard !rects.isEmpty else { return }
    if let content {
      var composition = LayerComposition(windows: [.init(content)])
      if let layer = inWindowOverlay?.shownLayer { composition.layers = [.init(layer)] }
      composition.compose(into: presenter.writableBitmap, within: rects)
    }
    presenter.present(rects, to: window, gc: gc)
  }
  /// Which transport this window presents with.
  public var presentPath: PresentPath { presenter.path }
  /// Bytes sent to the server so far.
  public var bytesPresented: Int { presenter.bytesPresented }

  /// Called after every present with the device rectangles sent, in window coordinates.
  var didPresent: ([Rect]) -> Void = { _ in }

  public func present(damage: [Rect]) {
    let rects = damage.map { $0.scaled(by: scale) }
    presentComposed(rects)
    didPresent(rects)
  }

  /// Re-presents device-pixel rectangles the server lost (Expose).
  func presentDevice(_ rects: [Rect]) { presenter.present(rects, to: window, gc: gc) }

  /// A `ShmCompletion` for this window arrived.
  func sharedMemoryCompleted(segment: ShmSeg, serial: UInt) {
    presenter.sharedMemoryCompleted(segment: segment, serial: serial)
  }

  /// The presenter, for tests that check which image each frame went through.
  var imagePresenter: ImagePresenter { presenter }

  public func map() {
    XMapWindow(connection.display, window)
  }

  /// The window's top-left corner in root (screen) coordinates, in device pixels.
  public var rootOrigin: Point {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(connection.display, window, connection.root, 0, 0, &x, &y, &child)
    return Point(x: Double(x), y: Double(y))
  }

  /// The window's top-left corner on the screen in logical pixels, as of the last
  /// `ConfigureNotify` or `ReparentNotify` (kept, so reading it costs no round trip).
  public private(set) var screenOrigin: Point = .zero
  private let position: Point?

  /// Where the window is on the root, in device pixels, as last known (no round trip).
  public var deviceFrame: Rect {
    Rect(
      origin: Point(x: screenOrigin.x * scale, y: screenOrigin.y * scale),
      size: Size(width: Double(pixels.width), height: Double(pixels.height)))
  }

  /// Asks the server where the window is now; called when it moved or was reparented.
  func refreshScreenOrigin() {
    let device = rootOrigin
    screenOrigin = Point(x: device.x / scale, y: device.y / scale)
  }

  /// Hides the window; it is destroyed when released.
  func unmap() {
    XUnmapWindow(connection.display, window)
  }

  /// Adopts a new device size after a ConfigureNotify. Returns true when the size changed;
  /// the old pixels are kept in the top-left corner until the client redraws.
  func adopt(deviceWidth: Int, deviceHeight: Int) throws -> Bool {
    guard deviceWidth != presenter.bitmap.width || deviceHeight != presenter.bitmap.height,
      deviceWidth > 0, deviceHeight > 0
    else { return false }
    let replacement = try ImagePresenter(
      connection: connection, visual: connection.defaultVisual, depth: connection.defaultDepth,
      width: deviceWidth, height: deviceHeight, presentsItsBitmap: true)
    replacement.bitmap.clear(to: .white)
    replacement.bitmap.copy(from: presenter.bitmap)
    if let content {
      let resized = try Bitmap(width: deviceWidth, height: deviceHeight)
      resized.clear(to: .white)
      resized.copy(from: content)
      self.content = resized
    }
    presenter = replacement
    size = Size(width: Double(deviceWidth) / scale, height: Double(deviceHeight) / scale)
    return true
  }

  /// Takes a new scale, keeping the logical size: the X window is resized to the device size
  /// that makes and its WM_NORMAL_HINTS follow. Until the client draws at the new scale, the
  /// window shows its last pixels stretched to the new size, so what the resize exposes (and
  /// the server asks to be shown at once) is never a white frame.
  func rescale(to newScale: Double) throws {
    guard newScale != scale else { return }
    let origin = deviceFrame.origin
    scale = newScale
    screenOrigin = Point(x: origin.x / newScale, y: origin.y / newScale)
    let (w, h) = (Self.device(size.width, newScale), Self.device(size.height, newScale))
    XResizeWindow(connection.display, window, UInt32(w), UInt32(h))
    let replacement = try ImagePresenter(
      connection: connection, visual: connection.defaultVisual, depth: connection.defaultDepth, width: w, height: h,
      presentsItsBitmap: true)
    Self.stretch(presenter.bitmap, over: replacement.bitmap)
    if let content {
      let resized = try Bitmap(width: w, height: h)
      Self.stretch(content, over: resized)
      self.content = resized
    }
    presenter = replacement
    size = Size(width: Double(w) / newScale, height: Double(h) / newScale)
    // The minimum and base sizes are device pixels: the same logical sizes at the new scale.
    setNormalHints()
  }

  /// Draws `old` over the whole of `new`, scaled to its size.
  private static func stretch(_ old: Bitmap, over new: Bitmap) {
    new.clear(to: .white)
    Canvas(bitmap: new).drawImage(old, in: Rect(x: 0, y: 0, width: Double(new.width), height: Double(new.height)))
  }

  static func device(_ logical: Double, _ scale: Double) -> Int { max(1, Int((logical * scale).rounded())) }

  private func setProperties(title: String, kind: HostWindowKind, owner: Window?) {
    let display = connection.display
    WindowTitle.set(title, on: window, display: display)
    X11Property.setUTF8String(title, "_NET_WM_NAME", on: window, connection: connection)
    identity.apply(to: window, connection: connection)

    switch kind {
    case .normal:
      X11Property.setAtoms(["_NET_WM_WINDOW_TYPE_NORMAL"], "_NET_WM_WINDOW_TYPE", on: window, connection: connection)
    case .dialog:
      X11Property.setAtoms(["_NET_WM_WINDOW_TYPE_DIALOG"], "_NET_WM_WINDOW_TYPE", on: window, connection: connection)
      if let owner { XSetTransientForHint(display, window, owner) }
    }
    setNormalHints()

    // _NET_WM_PING lets the window manager tell a hung program from a slow one; the sync
    // request lets it wait for the frame at a new size before it shows the resize.
    var protocols = ["WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST"].map { connection.atom($0) }
    if !connection.hasSync { protocols.removeLast() }
    XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
  }

  /// WM_NORMAL_HINTS: the minimum size, the size the window opened with and, when the program
  /// placed it, its position.
  private func setNormalHints() {
    guard let hints = XAllocSizeHints() else { return }
    hints.pointee.flags = PMinSize | PBaseSize | (position == nil ? 0 : (PPosition | USPosition))
    hints.pointee.x = Int32(position?.x ?? 0)
    hints.pointee.y = Int32(position?.y ?? 0)
    hints.pointee.min_width = Int32(Self.device(minimumSize.width, scale))
    hints.pointee.min_height = Int32(Self.device(minimumSize.height, scale))
    hints.pointee.base_width = Int32(Self.device(size.width, scale))
    hints.pointee.base_height = Int32(Self.device(size.height, scale))
    XSetWMNormalHints(connection.display, window, hints)
    XFree(hints)
  }

  /// Lets the window manager make the window no smaller than `size` (logical pixels).
  func setMinimumSize(_ size: Size) {
    guard size != minimumSize else { return }
    minimumSize = size
    setNormalHints()
  }

  /// Shows `icon` for this window in docks and switchers (nil: none).
  func setIcon(_ icon: AppIcon?) {
    identity.icon = icon
    identity.applyIcon(to: window, connection: connection)
  }

  /// `_NET_WM_USER_TIME`: the server time of the last press in the app, which a window manager
  /// compares with other windows' to decide whether a newly mapped window takes the focus.
  func setUserTime(_ time: Time) {
    X11Property.setCardinals([CLong(bitPattern: UInt(time))], "_NET_WM_USER_TIME", on: window, connection: connection)
  }
}

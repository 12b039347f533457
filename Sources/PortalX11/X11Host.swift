import CX11
import Foundation
import Logging
import PortalGraphics
import PortalHost

/// The X11 host: a main window, any windows opened beside it, the overlay, and the event loop.
///
/// Start reading here. `run()` owns the thread: it blocks in `ppoll` on the X connection until
/// input arrives or, while something animates, until the next frame deadline. Deadlines sit on
/// an absolute grid (t0 + n·period) so frame pacing does not drift with the work done per frame.
/// When nothing animates the loop sleeps without a timeout: zero wake-ups when idle.
@MainActor
public final class X11Host: AppHost {
  public let connection: X11Connection
  public let window: X11Window
  /// The overlay window; never mapped when the server lacks SHAPE input regions.
  public let overlayWindow: OverlayWindow
  /// Where layers are drawn instead of the overlay window when the server lacks SHAPE input
  /// regions (or `pretendNoShape` says so): inside the main window.
  public let inWindowOverlay: InWindowOverlay?
  public let clock: any FrameClock = MonotonicClock()
  public weak var client: (any HostClient)?
  /// Seconds between frames while animating (1/120 by default, `PORTAL_FPS` overrides).
  public var framePeriod: Double {
    get { pacer.period }
    set { pacer.period = newValue }
  }
  /// Times `ppoll` returned for any reason but the run deadline: a measure of idle cost.
  public private(set) var wakeUps = 0
  /// Frames drawn so far.
  public private(set) var framesDrawn = 0
  /// Called with the host clock's time whenever a frame's requests are sent to the server
  /// (for benchmarks and traces: when a frame leaves the program, not when it was drawn).
  public var frameSent: ((Double) -> Void)?
  /// The grid time the frame drawn last is held for: its requests stay in Xlib's buffer until
  /// then, so frames reach the server on the grid however long each took to draw. Nil when
  /// nothing is held.
  private var heldFrameSlot: Double?

  /// The XInput2 version in use for pointer input and smooth scrolling, or nil when the
  /// server lacks XInput ≥ 2.1 (or it was turned off) and core wheel buttons scroll.
  public var xInput2Version: (major: Int, minor: Int)? {
    xInput2.map { (Int($0.version.major), Int($0.version.minor)) }
  }

  private var xInput2: XInput2Scrolling?
  private var frameRequested = false
  /// Frame deadlines; `pacer.slot` is the grid time of the frame being drawn.
  private(set) var pacer: FramePacer
  private var running = false
  private let logger = Logger(label: "portal.x11")

  /// Opens the display and creates the main window (unmapped until `run`) and its overlay.
  /// - Parameter overlayMode: forces a transparency technique; by default it follows whether a
  ///   compositor is running.
  /// - Parameter smoothScrolling: reads pointer input through XInput2 when the server offers
  ///   2.1 or later, for touchpad deltas; false (or `PORTAL_NO_XI2=1`) keeps the core events
  ///   (wheel buttons 4–7).
  /// - Parameter pretendNoShape: behaves as if the server lacked SHAPE (see `X11Connection`):
  ///   layers are drawn inside the main window.
  public init(
    displayName: String? = nil, title: String, className: String = "Portal",
    size: Size = Size(width: 1280, height: 800), minimumSize: Size = Size(width: 480, height: 360),
    overlayMode: OverlayMode? = nil, allowSharedMemory: Bool = true, scale: Double? = nil,
    smoothScrolling: Bool = true, pretendNoShape: Bool = false
  ) throws {
    connection = try X11Connection(
      displayName: displayName, allowSharedMemory: allowSharedMemory, scale: scale, pretendNoShape: pretendNoShape)
    window = try X11Window(
      connection: connection, title: title, className: className, size: size, minimumSize: minimumSize)
    overlayWindow = try OverlayWindow(connection: connection, over: window, forceMode: overlayMode)
    if connection.hasInputShapes {
      inWindowOverlay = nil
    } else {
      let inWindow = try InWindowOverlay(over: window)
      try window.drawOnTop(inWindow)
      inWindowOverlay = inWindow
      XErrorLog.logger.warning(
        "the X server lacks SHAPE input regions (SHAPE 1.1): an overlay window would swallow clicks, so flying layers are drawn inside the main window and cannot leave it")
    }
    window.refreshScreenOrigin()
    if smoothScrolling, ProcessInfo.processInfo.environment["PORTAL_NO_XI2"] != "1" {
      xInput2 = XInput2Scrolling(display: connection.display, window: window.window)
    }
    pacer = FramePacer(period: FramePacer.period(fps: ProcessInfo.processInfo.environment["PORTAL_FPS"]))
    overlayWindow.revealBackdrop = { [unowned self] in revealWindows(in: $0) }
    watchPresents(of: window)
  }

  public var mainSurface: any HostSurface { window }
  public var overlay: any OverlaySurface { inWindowOverlay ?? overlayWindow }

  /// Windows opened with `openWindow`, by id.
  public private(set) var extraWindows: [HostWindowID: X11Window] = [:]
  private var nextWindowNumber = 1
  private var warnedFlightsStayInMainWindow = false

  public var windowIDs: [HostWindowID] { [.main] + extraWindows.keys.sorted { $0.rawValue < $1.rawValue } }

  public func surface(for id: HostWindowID) -> (any HostSurface)? { appWindow(id) }

  /// The main window or one opened beside it.
  func appWindow(_ id: HostWindowID) -> X11Window? { id == .main ? window : extraWindows[id] }

  public func openWindow(title: String, size: Size, screenOrigin: Point) throws -> HostWindowID {
    let display = connection.display
    let scale = window.scale
    // Kept on the screen: a window placed past its edge could not be seen or dragged back.
    let screenWidth = Double(XDisplayWidth(display, connection.screen))
    let screenHeight = Double(XDisplayHeight(display, connection.screen))
    let x = max(0, min((screenOrigin.x * scale).rounded(), screenWidth - (size.width * scale).rounded()))
    let y = max(0, min((screenOrigin.y * scale).rounded(), screenHeight - (size.height * scale).rounded()))
    let opened = try X11Window(
      connection: connection, title: title, className: window.className, size: size,
      minimumSize: Size(width: min(size.width, 240), height: min(size.height, 180)), position: Point(x: x, y: y))
    let id = HostWindowID(rawValue: nextWindowNumber)
    nextWindowNumber += 1
    extraWindows[id] = opened
    overlayWindow.backdrop = allWindows
    watchPresents(of: opened)
    if inWindowOverlay == nil {
      try overlayWindow.coverScreen(true)
    } else if !warnedFlightsStayInMainWindow {
      warnedFlightsStayInMainWindow = true
      XErrorLog.logger.warning(
        "without SHAPE input regions flying layers are drawn inside the main window: a flight to or from another window is cut at the main window's edge")
    }
    opened.map()
    // A window mapped while a layer flies comes up on top; the overlay goes back above it.
    overlayWindow.raise()
    return id
  }

  public func closeWindow(_ id: HostWindowID) {
    guard let closing = extraWindows.removeValue(forKey: id) else { return }
    overlayWindow.backdrop = allWindows
    closing.unmap()
    overlayWindow.refreshScreenSnapshot()
    // A layer may be about to fly home from where the window was: the overlay shrinks back
    // onto the main window at the start of a frame that finds it showing nothing.
  }

  /// The id of one of the app's top-level windows, or nil for any other X window.
  private func windowID(of x: Window) -> HostWindowID? {
    if x == window.window { return .main }
    return extraWindows.first { $0.value.window == x }?.key
  }

  /// Where a window is on the root, in device pixels, as last known.
  private func deviceFrame(of x11: X11Window) -> Rect {
    Rect(origin: Point(x: x11.screenOrigin.x * x11.scale, y: x11.screenOrigin.y * x11.scale), size: Size(width: Double(x11.bitmap.width), height: Double(x11.bitmap.height)))
  }

  /// The app's windows, main first then in the order they opened: the overlay's backdrop.
  private var allWindows: [X11Window] {
    [window] + extraWindows.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { extraWindows[$0] }
  }

  /// A window's new pixels are also the overlay's backdrop: where it shows over them, it is
  /// composed again in the same frame.
  private func watchPresents(of x11: X11Window) {
    x11.didPresent = { [unowned self, unowned x11] rects in
      let origin = deviceFrame(of: x11).origin
      overlayWindow.backdropChanged(rects.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
    }
  }

  /// Presents the app's windows' kept pixels in device rectangles on the root (the overlay
  /// just uncovered them); the server clips each window to what of it is visible.
  private func revealWindows(in rects: [Rect]) {
    for x11 in overlayWindow.backdrop {
      let frame = deviceFrame(of: x11)
      revealed.removeAll(keepingCapacity: true)
      for rect in rects {
        let local = rect.intersection(frame).offsetBy(dx: -frame.minX, dy: -frame.minY)
        if !local.isEmpty { revealed.append(local) }
      }
      if !revealed.isEmpty { x11.presentDevice(revealed) }
    }
  }

  /// Kept between frames, so that revealing a window under a moving layer allocates nothing.
  private var revealed: [Rect] = []

  public func setNeedsFrame() {
    guard !frameRequested else { return }
    frameRequested = true
  }

  /// Maps the main window and processes events until `stop()`, or until `deadline` (on the
  /// host's clock) passes.
  public func run(until deadline: Double? = nil) {
    if !windowMapped {
      window.map()
      windowMapped = true
    }
    running = true
    let fd = connection.fileDescriptor
    while running {
      drainEvents()
      guard running else { break }
      let now = clock.now
      if let slot = heldFrameSlot {
        // A frame drawn is always sent, even when `deadline` passes while it is held.
        if now >= slot {
          sendFrame()
          continue
        }
      } else {
        if let deadline, now >= deadline { break }
        if frameRequested, now >= nextFrameTime(after: now) {
          drawFrame(at: now)
          continue
        }
        XFlush(connection.display)
      }
      if XEventsQueued(connection.display, QueuedAlready) > 0 { continue }
      var wake: Double? = heldFrameSlot ?? (frameRequested ? nextFrameTime(after: now) : nil)
      if let deadline, heldFrameSlot == nil { wake = min(wake ?? deadline, deadline) }
      let timeout = wake.map { Int64((max(0, $0 - now) * 1e9).rounded(.up)) } ?? -1
      let ready = portal_wait_readable(fd, timeout)
      if ready != 0 || deadline.map({ clock.now < $0 }) ?? true { wakeUps += 1 }
    }
    running = false
    if heldFrameSlot != nil { sendFrame() }
    XFlush(connection.display)
  }

  /// Sends the requests of the frame drawn last to the server.
  private func sendFrame() {
    heldFrameSlot = nil
    XFlush(connection.display)
    frameSent?(clock.now)
  }

  /// Ends `run()` after the current iteration.
  public func stop() { running = false }

  /// Processes everything the server has sent, without blocking. For tests that drive the host
  /// step by step.
  public func pump() {
    drainEvents()
    XFlush(connection.display)
  }

  /// Pushes pending requests to the server and waits until it has handled them.
  public func sync() { XSync(connection.display, 0) }

  private var windowMapped = false

  /// When the next frame starts to draw: at once after idle, else a lead ahead of its slot on
  /// the grid.
  private func nextFrameTime(after now: Double) -> Double { pacer.deadline(now: now) }

  /// Draws a frame for its slot on the grid (the time it is shown), then holds its requests
  /// until that slot. Presents never wait for the server to read an earlier frame's shared
  /// memory: each surface presents through two images in turn (`ImagePresenter`).
  private func drawFrame(at now: Double) {
    frameRequested = false
    pacer.beginFrame(at: now)
    if extraWindows.isEmpty, overlayWindow.coversScreen, !overlayWindow.isShown {
      do { try overlayWindow.coverScreen(false) } catch { logger.error("could not move the overlay back: \(error)") }
    }
    client?.host(self, drawFrameAt: pacer.slot)
    framesDrawn += 1
    let end = clock.now
    pacer.endFrame(at: end, continuing: frameRequested)
    if pacer.slot > end { heldFrameSlot = pacer.slot } else { sendFrame() }
  }

  // MARK: Events

  private func drainEvents() {
    let display = connection.display
    var pendingMotion: Point?
    var pendingMotionWindow = HostWindowID.main
    var exposed: [Rect] = []
    var overlayExposed: [Rect] = []
    var restacked = false
    var extraExposed: [HostWindowID: [Rect]] = [:]
    var configured: Set<HostWindowID> = []
    var event = XEvent()
    let completionType = connection.sharedMemoryCompletionType ?? -1
    func flushMotion() {
      if let motion = pendingMotion {
        deliver(.pointerMoved(motion), to: pendingMotionWindow)
        pendingMotion = nil
      }
    }
    // XPending would flush the output buffer, sending a held frame before its slot.
    while XEventsQueued(display, QueuedAfterReading) > 0 {
      XNextEvent(display, &event)
      if event.type == completionType {
        routeCompletion(&event)
        continue
      }
      let target = event.xany.window
      let extra = target == window.window ? nil : windowID(of: target)
      switch event.type {
      case Expose where target == window.window:
        let e = event.xexpose
        exposed.append(Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
      case Expose where target == overlayWindow.window:
        let e = event.xexpose
        overlayExposed.append(
          Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
      case Expose where extra != nil:
        let e = event.xexpose
        extraExposed[extra!, default: []].append(
          Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
      case ConfigureNotify where windowID(of: target) != nil, ReparentNotify where windowID(of: target) != nil:
        configured.insert(windowID(of: target)!)
      case VisibilityNotify where target == window.window:
        // Something was restacked around the main window (a window manager raising it).
        restacked = true
      case MotionNotify:
        // Only the latest position matters; earlier ones would be drawn and thrown away.
        // A window closed a moment ago may still have input queued: it goes nowhere.
        guard let id = windowID(of: target) else { continue }
        if id != pendingMotionWindow { flushMotion() }
        pendingMotionWindow = id
        pendingMotion = logical(event.xmotion.x, event.xmotion.y)
      case GenericEvent where xInput2 != nil:
        for input in xInput2!.translate(&event, scale: window.scale, notch: Self.wheelStep) {
          if case .pointerMoved(let point) = input {
            if pendingMotionWindow != .main { flushMotion() }
            pendingMotionWindow = .main
            pendingMotion = point
            continue
          }
          flushMotion()
          deliver(input)
        }
      default:
        flushMotion()
        if let id = windowID(of: target), let input = translate(&event) { deliver(input, to: id) }
      }
    }
    flushMotion()
    // The main window first: the overlay follows it.
    for id in configured.sorted(by: { $0.rawValue < $1.rawValue }) { windowConfigured(id) }
    if restacked { overlayWindow.raise() }
    if !exposed.isEmpty { window.presentDevice(exposed) }
    for (id, rects) in extraExposed { extraWindows[id]?.presentDevice(rects) }
    if !overlayExposed.isEmpty { overlayWindow.presentDevice(overlayExposed) }
  }

  /// Hands a `ShmCompletion` to the surface whose window it names; one for a window that is
  /// gone (or an overlay window replaced) is dropped.
  private func routeCompletion(_ event: inout XEvent) {
    let (drawable, segment, serial) = withUnsafePointer(to: &event) {
      $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) {
        ($0.pointee.drawable, $0.pointee.shmseg, UInt($0.pointee.serial))
      }
    }
    if drawable == window.window {
      window.sharedMemoryCompleted(segment: segment, serial: serial)
    } else if drawable == overlayWindow.window {
      overlayWindow.sharedMemoryCompleted(segment: segment, serial: serial)
    } else {
      for opened in extraWindows.values where opened.window == drawable {
        opened.sharedMemoryCompleted(segment: segment, serial: serial)
      }
    }
  }

  /// One of the app's windows moved, was resized or was reparented (into a window manager's
  /// frame, which moves it on the root). Its origin on the screen (which portal ends in it are
  /// measured from) and its size follow; the overlay follows the main window and stays above
  /// every window.
  private func windowConfigured(_ id: HostWindowID) {
    guard let x11 = appWindow(id) else { return }
    var attributes = XWindowAttributes()
    XGetWindowAttributes(connection.display, x11.window, &attributes)
    let (width, height) = (Int(attributes.width), Int(attributes.height))
    let before = deviceFrame(of: x11)
    x11.refreshScreenOrigin()
    // A screen-covering overlay's snapshot of the screen has the window where it was.
    if deviceFrame(of: x11) != before { overlayWindow.refreshScreenSnapshot(in: before) }
    // A screen-covering overlay composes the windows' pixels where they are now.
    if overlayWindow.coversScreen { setNeedsFrame() }
    do {
      let resized = try x11.adopt(deviceWidth: width, deviceHeight: height)
      if id == .main {
        try overlayWindow.follow(rootOrigin: window.rootOrigin, deviceWidth: width, deviceHeight: height)
      }
      if resized {
        deliver(.resized(x11.size), to: id)
        setNeedsFrame()
      }
    } catch {
      logger.error("could not follow a window resize: \(error)")
    }
    // A window the window manager moved or resized may have been raised over the overlay.
    overlayWindow.raise()
  }

  private func deliver(_ event: InputEvent, to id: HostWindowID = .main) {
    guard let client else {
      if event == .closeRequested, id == .main { stop() }
      return
    }
    if id == .main {
      client.host(self, received: event)
    } else {
      client.host(self, received: event, in: id)
    }
  }

  private func logical(_ x: Int32, _ y: Int32) -> Point {
    Point(x: Double(x) / window.scale, y: Double(y) / window.scale)
  }

  /// Lines per wheel notch times a line height, in logical pixels.
  static let wheelStep = 48.0

  private func translate(_ event: inout XEvent) -> InputEvent? {
    switch event.type {
    case ButtonPress, ButtonRelease:
      let b = event.xbutton
      return ButtonTranslation.input(
        button: Int(b.button), pressed: event.type == ButtonPress, at: logical(b.x, b.y), step: Self.wheelStep)
    case KeyPress, KeyRelease:
      let (key, modifiers) = KeyTranslation.translate(&event.xkey)
      return event.type == KeyPress ? .keyPressed(key, modifiers: modifiers) : .keyReleased(key, modifiers: modifiers)
    case LeaveNotify:
      xInput2?.pointerLeft()
      return .pointerExited
    case FocusIn:
      return .focusChanged(true)
    case FocusOut:
      return .focusChanged(false)
    case ClientMessage:
      let message = event.xclient
      if message.message_type == connection.atom("WM_PROTOCOLS"),
        Atom(message.data.l.0) == connection.atom("WM_DELETE_WINDOW")
      {
        return .closeRequested
      }
      return nil
    default:
      return nil
    }
  }
}

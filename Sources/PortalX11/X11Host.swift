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
/// When nothing animates the loop sleeps without a timeout: zero wake-ups when idle. Each event
/// read goes to the handler `X11EventTable` names for its type (X11EventHandlers.swift).
@MainActor
public final class X11Host: AppHost {
  public let connection: X11Connection
  /// The app's top-level windows by id, `.main` first.
  private var windows: HostWindows<X11Window>
  /// The main window (`appWindow(.main)`, typed).
  public var window: X11Window { windows.main }
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

  private(set) var xInput2: XInput2Scrolling?
  /// Typed text through XIM (`InputMethod`), opened when a window first gains the keyboard.
  var inputMethod: InputMethod?
  /// The CLIPBOARD and PRIMARY selections (`X11Clipboard`), made when first used.
  private(set) var selections: X11Clipboard?

  /// The desktop's clipboard, shared with every X client.
  public var clipboard: (any HostClipboard)? {
    if let selections { return selections }
    let made = X11Clipboard(connection: connection)
    selections = made
    return made
  }
  /// Which handler each X event type goes to.
  let eventTable: X11EventTable
  /// What the handlers of the drain under way noted for its end.
  var eventBatch = X11EventBatch()
  private var frameRequested = false
  /// Frame deadlines; `pacer.slot` is the grid time of the frame being drawn.
  private(set) var pacer: FramePacer
  private var running = false
  let logger = Logger(label: "portal.x11")
  /// The launch this process completes (startup notification), until the main window's first
  /// frame is on screen.
  private var pendingStartup: StartupNotification?
  /// The server time of the last button or key press in any of the app's windows (0: none yet):
  /// a window opened after it carries it, so one opened by a click takes the focus.
  private(set) var lastUserTime: Time = 0

  /// What the app's windows say they belong to: WM_CLASS, the machine, the process and the icon.
  public var identity: WindowIdentity { window.identity }

  /// The icon every window of the app shows in docks, task bars and switchers; setting it
  /// updates the windows already open.
  public var icon: AppIcon? {
    get { window.identity.icon }
    set { for x11 in windows.surfaces { x11.setIcon(newValue) } }
  }
  /// The desktop's settings and where they come from (X11Host+DesktopSettings.swift).
  var desktop: DesktopSettingsState
  /// The cursors the windows show, from the desktop's cursor theme (X11Host+Cursor.swift).
  let cursorTheme: CursorTheme

  /// Opens the display and creates the main window (unmapped until `run`) and its overlay.
  /// - Parameter overlayMode: forces a transparency technique; by default it follows whether a
  ///   compositor is running.
  /// - Parameter smoothScrolling: reads pointer input through XInput2 when the server offers
  ///   2.1 or later, for touchpad deltas; false (or `PORTAL_NO_XI2=1`) keeps the core events
  ///   (wheel buttons 4–7).
  /// - Parameter pretendNoShape: behaves as if the server lacked SHAPE (see `X11Connection`):
  ///   layers are drawn inside the main window.
  /// - Parameter className: the class part of the windows' WM_CLASS (a desktop file's
  ///   `StartupWMClass`); `icon` is what they show in docks (see `AppIcon.lookUp`).
  ///
  /// When the process was started with `DESKTOP_STARTUP_ID` (a launcher's startup
  /// notification), the main window carries it, the launch is reported complete once that
  /// window's first frame is on screen, and the variable is taken out of the environment.
  /// - Parameter scale: a fixed scale; without one the desktop's settings decide it, and a
  ///   change of them while running rescales every window.
  /// - Parameter settingsBusAddress: the D-Bus address to ask the settings portal on; nil asks
  ///   on the session bus. `followsSettingsPortal: false` asks no portal (XSETTINGS alone).
  public init(
    displayName: String? = nil, title: String, className: String = "Portal", icon: AppIcon? = nil,
    size: Size = Size(width: 1280, height: 800), minimumSize: Size = Size(width: 480, height: 360),
    overlayMode: OverlayMode? = nil, allowSharedMemory: Bool = true, scale: Double? = nil,
    smoothScrolling: Bool = true, pretendNoShape: Bool = false, settingsBusAddress: String? = nil,
    followsSettingsPortal: Bool = true
  ) throws {
    connection = try X11Connection(
      displayName: displayName, allowSharedMemory: allowSharedMemory, scale: scale, pretendNoShape: pretendNoShape)
    desktop = DesktopSettingsState(
      connection: connection, portalAddress: settingsBusAddress, followsPortal: followsSettingsPortal,
      forcedScale: scale)
    connection.scale = desktop.settings.scale
    cursorTheme = CursorTheme(connection: connection)
    _ = cursorTheme.use(
      themeName: desktop.settings.cursorThemeName, size: desktop.settings.cursorSize, scale: desktop.settings.scale)
    let window = try X11Window(
      connection: connection, title: title, identity: WindowIdentity(className: className, icon: icon), size: size,
      minimumSize: minimumSize)
    pendingStartup = StartupNotification.takeFromEnvironment()
    pendingStartup?.mark(window.window, connection: connection)
    windows = HostWindows(main: window)
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
    eventTable = X11EventTable(
      xInput2: xInput2 != nil, sharedMemoryCompletionType: connection.sharedMemoryCompletionType)
    pacer = FramePacer(period: FramePacer.period(fps: ProcessInfo.processInfo.environment["PORTAL_FPS"]))
    overlayWindow.revealBackdrop = { [unowned self] in revealWindows(in: $0) }
    watchPresents(of: window)
    setInitialThemeVariant(on: window.window)
    accessibility.start(host: self, title: title)
  }

  isolated deinit {
    stopFollowingDesktop()
    accessibility.stop()
  }

  /// The bridge to assistive technologies (X11Host+Accessibility.swift).
  let accessibility = HostAccessibility()

  public var overlay: any OverlaySurface { inWindowOverlay ?? overlayWindow }

  private var warnedFlightsStayInMainWindow = false

  public var windowIDs: [HostWindowID] { windows.ids }

  public func surface(for id: HostWindowID) -> (any HostSurface)? { windows[id] }

  /// The main window or one opened beside it, or nil when it is not open.
  func appWindow(_ id: HostWindowID) -> X11Window? { windows[id] }

  public var screenSize: Size? {
    let display = connection.display
    return Size(
      width: Double(XDisplayWidth(display, connection.screen)) / window.scale,
      height: Double(XDisplayHeight(display, connection.screen)) / window.scale)
  }

  /// The monitor holding window `id` (or the main window when it is not open), within the
  /// work area, in logical pixels: where windows it opens are placed.
  public func placementArea(for id: HostWindowID) -> Rect? {
    let owner = windows[id] ?? window
    let area = MonitorPlacement(connection: connection).area(holding: owner.deviceFrame)
    let scale = window.scale
    return Rect(x: area.minX / scale, y: area.minY / scale, width: area.width / scale, height: area.height / scale)
  }

  public func openWindow(title: String, size: Size, screenOrigin: Point, kind: HostWindowKind) throws -> HostWindowID {
    let scale = window.scale
    let owner = windows[kind.owner] ?? window
    // Kept inside the monitor that holds its owner: a window placed past a screen's edge could
    // not be seen or dragged back, and one across two monitors is cut in two.
    let area = MonitorPlacement(connection: connection).area(holding: owner.deviceFrame)
    let device = Size(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    let origin = MonitorPlacement.origin(
      Point(x: (screenOrigin.x * scale).rounded(), y: (screenOrigin.y * scale).rounded()), size: device, within: area)
    let opened = try X11Window(
      connection: connection, title: title, identity: window.identity, size: size,
      minimumSize: Size(width: min(size.width, 240), height: min(size.height, 180)), position: origin, kind: kind,
      owner: owner.window)
    // Before it is mapped, so the window manager gives a window opened by a click the focus.
    if lastUserTime != 0 { opened.setUserTime(lastUserTime) }
    let id = windows.add(opened)
    accessibility.titles[id] = title
    setInitialThemeVariant(on: opened.window)
    overlayWindow.backdrop = windows.surfaces
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

  public func setMinimumSize(_ size: Size, of id: HostWindowID) {
    windows[id]?.setMinimumSize(size)
  }

  /// A press at server time `time` in window `id`: the app's user time from now on.
  func noteUserTime(_ time: Time, in id: HostWindowID) {
    guard time != 0, let x11 = windows[id] else { return }
    lastUserTime = time
    x11.setUserTime(time)
  }

  public func closeWindow(_ id: HostWindowID) {
    guard let closing = windows.remove(id) else { return }
    desktop.themeVariants[closing.window] = nil
    inputMethod?.forget(closing.window)
    overlayWindow.backdrop = windows.surfaces
    closing.unmap()
    overlayWindow.refreshScreenSnapshot()
    // A layer may be about to fly home from where the window was: the overlay shrinks back
    // onto the main window at the start of a frame that finds it showing nothing.
  }

  /// The id of one of the app's top-level windows, or nil for any other X window.
  func windowID(of x: Window) -> HostWindowID? {
    for entry in windows.entries where entry.surface.window == x { return entry.id }
    return nil
  }

  /// A window's new pixels are also the overlay's backdrop: where it shows over them, it is
  /// composed again in the same frame.
  private func watchPresents(of x11: X11Window) {
    x11.didPresent = { [unowned self, unowned x11] rects in
      let origin = x11.deviceFrame.origin
      overlayWindow.backdropChanged(rects.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
      // The launch is complete once the first window's first frame is on its way.
      if let startup = pendingStartup, x11 === window {
        pendingStartup = nil
        startup.sendRemove(connection: connection)
      }
    }
  }

  /// Presents the app's windows' kept pixels in device rectangles on the root (the overlay
  /// just uncovered them); the server clips each window to what of it is visible.
  private func revealWindows(in rects: [Rect]) {
    for x11 in overlayWindow.backdrop {
      let frame = x11.deviceFrame
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

  /// The earliest frame asked for with `setNeedsFrame(at:)`; the loop sleeps until then.
  private var timedFrame: Double?

  public func setNeedsFrame(at time: Double) { timedFrame = min(timedFrame ?? time, time) }

  /// Maps the main window and processes events until `stop()`, or until `deadline` (on the
  /// host's clock) passes.
  public func run(until deadline: Double? = nil) {
    if !windowMapped {
      window.map()
      windowMapped = true
    }
    running = true
    let fd = connection.fileDescriptor
    let mainRunLoop = MainRunLoop.attach()
    while running {
      drainEvents()
      guard running else { break }
      let now = clock.now
      if let due = timedFrame, now >= due {
        timedFrame = nil
        frameRequested = true
      }
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
      // No frame due and no input read: work the client put off until idle runs now, a piece
      // at a time, with input read and a frame drawn between pieces.
      if heldFrameSlot == nil, XPending(connection.display) == 0, client?.performIdleWork(for: self) == true {
        continue
      }
      // Main-queue work and timers run here, where the host would otherwise sleep; what they
      // change asks for a frame like any other change.
      let timer = heldFrameSlot == nil ? mainRunLoop?.serve() : nil
      if mainRunLoop != nil, XEventsQueued(connection.display, QueuedAfterFlush) > 0 { continue }
      let later = clock.now
      var wake: Double? = heldFrameSlot ?? (frameRequested ? nextFrameTime(after: later) : timedFrame)
      if let deadline, heldFrameSlot == nil { wake = min(wake ?? deadline, deadline) }
      if let timer { wake = min(wake ?? .infinity, later + timer) }
      let timeout = wake.map { Int64((max(0, $0 - later) * 1e9).rounded(.up)) } ?? -1
      let ready = portal_wait_readable_any(
        fd, mainRunLoop?.descriptor ?? -1, desktop.portal?.wakeDescriptor ?? -1, timeout)
      if ready > 0, ready & 4 != 0 { portalSettingsChanged() }
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

  /// Has the client draw its frame for `slot`. The windows present before the overlay, whose
  /// present covers what they changed under it: the overlay composes that part once, with its
  /// own damage, rather than on each window's present too.
  func drawClientFrame(at slot: Double) {
    for x11 in windows.surfaces { x11.syncCounter?.frameBegan() }
    overlayWindow.holdsBackdropChanges = true
    client?.host(self, drawFrameAt: slot)
    overlayWindow.holdsBackdropChanges = false
    publishAccessibilityTree(moving: frameRequested)
    // After the frame's presents, in the same flush: the window manager shows a resize only
    // once its frame is drawn.
    for x11 in windows.surfaces { x11.syncCounter?.frameEnded() }
  }

  /// Draws a frame for its slot on the grid (the time it is shown), then holds its requests
  /// until that slot. Presents never wait for the server to read an earlier frame's shared
  /// memory: each surface presents through two images in turn (`ImagePresenter`).
  private func drawFrame(at now: Double) {
    frameRequested = false
    pacer.beginFrame(at: now)
    if !windows.hasOthers, overlayWindow.coversScreen, !overlayWindow.isShown {
      do { try overlayWindow.coverScreen(false) } catch { logger.error("could not move the overlay back: \(error)") }
    }
    drawClientFrame(at: pacer.slot)
    framesDrawn += 1
    let end = clock.now
    pacer.endFrame(at: end, continuing: frameRequested)
    if pacer.slot > end { heldFrameSlot = pacer.slot } else { sendFrame() }
  }
}

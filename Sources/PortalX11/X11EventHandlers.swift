import CX11
import PortalGraphics
import PortalHost

/// What the host does with each X event it handles, reached only through `X11EventTable`.
///
/// Input handlers deliver at once, except motion: only the latest position of a drain is
/// delivered (before anything else that happens after it, so order is kept). Window handlers
/// note what happened in `eventBatch`; the end of the drain acts on it once per window,
/// however many Expose or ConfigureNotify events asked for it.
extension X11Host {
  /// Processes everything the server has sent, without blocking: each event goes to the handler
  /// the table has for its type.
  func drainEvents() {
    let display = connection.display
    var event = XEvent()
    // XPending would flush the output buffer, sending a held frame before its slot.
    while XEventsQueued(display, QueuedAfterReading) > 0 {
      XNextEvent(display, &event)
      // A key an input method composes with (a dead key, a pre-edit) is its alone.
      if let inputMethod, inputMethod.filter(&event) { continue }
      eventTable[event.type]?(self, &event)
    }
    finishBatch()
  }

  /// Acts on what the drain's handlers noted, and starts a new batch.
  private func finishBatch() {
    flushMotion()
    let batch = eventBatch
    eventBatch = X11EventBatch()
    // The main window first: the overlay follows it.
    for id in batch.configured.sorted(by: { $0.rawValue < $1.rawValue }) { windowConfigured(id) }
    if batch.restacked { overlayWindow.raise() }
    for (id, rects) in batch.exposed.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      appWindow(id)?.presentDevice(rects)
    }
    if !batch.overlayExposed.isEmpty { overlayWindow.presentExposed(batch.overlayExposed) }
  }

  /// Lines per wheel notch times a line height, in logical pixels.
  static let wheelStep = 48.0

  // MARK: Input

  func buttonEvent(_ event: inout XEvent) {
    let b = event.xbutton
    guard let id = windowID(of: b.window),
      let input = ButtonTranslation.input(
        button: Int(b.button), pressed: event.type == ButtonPress, at: logical(b.x, b.y), step: Self.wheelStep)
    else { return }
    if event.type == ButtonPress { noteUserTime(b.time, in: id) }
    deliver(input, to: id)
  }

  func pointerMoved(_ event: inout XEvent) {
    // A window closed a moment ago may still have input queued: it goes nowhere.
    guard let id = windowID(of: event.xmotion.window) else { return }
    coalesceMotion(to: logical(event.xmotion.x, event.xmotion.y), in: id)
  }

  func pointerLeft(_ event: inout XEvent) {
    guard let id = windowID(of: event.xcrossing.window) else { return }
    xInput2?.pointerLeft()
    deliver(.pointerExited, to: id)
  }

  func keyEvent(_ event: inout XEvent) {
    guard let id = windowID(of: event.xkey.window) else { return }
    guard event.type == KeyPress else {
      let (key, modifiers) = KeyTranslation.translate(&event.xkey)
      deliver(.keyReleased(key, modifiers: modifiers), to: id)
      return
    }
    noteUserTime(event.xkey.time, in: id)
    let (keysym, text) = openedInputMethod().lookUp(&event.xkey)
    // An input method's commit may come with no key of its own.
    if keysym != 0 {
      let (key, modifiers) = KeyTranslation.key(keysym, state: event.xkey.state)
      deliver(.keyPressed(key, modifiers: modifiers), to: id)
    }
    if InputMethod.isTypedText(text, state: event.xkey.state) { deliver(.textInput(text), to: id) }
  }

  /// Xlib keeps the keyboard's keysyms: a new layout replaces them, so keys type in it at once.
  func keyboardMappingChanged(_ event: inout XEvent) {
    XRefreshKeyboardMapping(&event.xmapping)
  }

  /// The input method, opened the first time it is needed.
  func openedInputMethod() -> InputMethod {
    if let inputMethod { return inputMethod }
    let opened = InputMethod(display: connection.display)
    inputMethod = opened
    return opened
  }

  func focusChanged(_ event: inout XEvent) {
    guard let id = windowID(of: event.xfocus.window) else { return }
    openedInputMethod().focusChanged(event.type == FocusIn, window: event.xfocus.window)
    deliver(.focusChanged(event.type == FocusIn), to: id)
  }

  /// The window manager's protocols: its close button (WM_DELETE_WINDOW), its ping
  /// (`_NET_WM_PING`) and its sync request before a resize (`_NET_WM_SYNC_REQUEST`), or a new
  /// XSETTINGS manager announcing itself (MANAGER); other messages are not for the host.
  func clientMessage(_ event: inout XEvent) {
    if desktopSettingsEvent(&event) { return }
    let message = event.xclient
    guard let id = windowID(of: message.window), message.message_type == connection.atom("WM_PROTOCOLS") else {
      return
    }
    let data = message.data.l
    switch Atom(data.0) {
    case connection.atom("WM_DELETE_WINDOW"):
      deliver(.closeRequested, to: id)
    case connection.atom("_NET_WM_PING"):
      // The reply is the same message sent back to the root window, addressed to the root.
      var reply = event
      reply.xclient.window = connection.root
      XSendEvent(
        connection.display, connection.root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
    case connection.atom("_NET_WM_SYNC_REQUEST"):
      appWindow(id)?.syncCounter?.requestReceived(
        value: SyncCounter.requestValue(low: data.2, high: data.3), extended: data.4 != 0)
    default:
      break
    }
  }

  /// Pointer input of the main window when XInput2 is in use (it replaces the core events).
  func xInput2Event(_ event: inout XEvent) {
    guard let xInput2 else { return }
    let inputs = xInput2.translate(&event, scale: window.scale, notch: Self.wheelStep)
    if let time = xInput2.takePressTime() { noteUserTime(time, in: .main) }
    for input in inputs {
      if case .pointerMoved(let point) = input {
        coalesceMotion(to: point, in: .main)
      } else {
        deliver(input, to: .main)
      }
    }
  }

  // MARK: Windows

  func exposed(_ event: inout XEvent) {
    let e = event.xexpose
    let rect = Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height))
    if e.window == overlayWindow.window {
      eventBatch.overlayExposed.append((rect, UInt(e.serial)))
    } else if let id = windowID(of: e.window) {
      eventBatch.exposed[id, default: []].append(rect)
    }
  }

  /// ConfigureNotify or ReparentNotify of one of the app's windows.
  func configured(_ event: inout XEvent) {
    if let id = windowID(of: event.xany.window) { eventBatch.configured.insert(id) }
  }

  func visibilityChanged(_ event: inout XEvent) {
    // Something was restacked around the main window (a window manager raising it).
    if event.xvisibility.window == window.window { eventBatch.restacked = true }
  }

  /// Hands a `ShmCompletion` to the surface whose window it names; one for a window that is
  /// gone (or an overlay window replaced) is dropped.
  func sharedMemoryCompleted(_ event: inout XEvent) {
    let (drawable, segment, serial) = withUnsafePointer(to: &event) {
      $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) {
        ($0.pointee.drawable, $0.pointee.shmseg, UInt($0.pointee.serial))
      }
    }
    if drawable == overlayWindow.window {
      overlayWindow.sharedMemoryCompleted(segment: segment, serial: serial)
    } else if let id = windowID(of: drawable) {
      appWindow(id)?.sharedMemoryCompleted(segment: segment, serial: serial)
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
    let before = x11.deviceFrame
    x11.refreshScreenOrigin()
    // A screen-covering overlay's snapshot of the screen has the window where it was.
    if x11.deviceFrame != before { overlayWindow.refreshScreenSnapshot(in: before) }
    // A screen-covering overlay composes the windows' pixels where they are now.
    if overlayWindow.coversScreen { setNeedsFrame() }
    do {
      let resized = try x11.adopt(deviceWidth: width, deviceHeight: height)
      if id == .main {
        try overlayWindow.follow(rootOrigin: x11.rootOrigin, deviceWidth: width, deviceHeight: height)
      }
      if resized {
        deliver(.resized(x11.size), to: id)
        setNeedsFrame()
      }
    } catch {
      logger.error("could not follow a window resize: \(error)")
    }
    // A resize the window manager synchronises with: the counter is set once the next frame
    // is drawn, so that frame is wanted even when the size did not change.
    if x11.syncCounter?.windowConfigured() == true { setNeedsFrame() }
    // A window the window manager moved or resized may have been raised over the overlay.
    overlayWindow.raise()
  }

  // MARK: Delivery

  /// Keeps the pointer's latest position for delivery later; one in another window is
  /// delivered first, so each window sees where the pointer last was in it.
  private func coalesceMotion(to point: Point, in id: HostWindowID) {
    if let pending = eventBatch.motion, pending.window != id { flushMotion() }
    eventBatch.motion = (point, id)
  }

  /// Delivers the pointer's pending position, if any.
  private func flushMotion() {
    guard let motion = eventBatch.motion else { return }
    eventBatch.motion = nil
    send(.pointerMoved(motion.point), to: motion.window)
  }

  /// Delivers `event` to the client, after the pointer's pending position so order is kept.
  private func deliver(_ event: InputEvent, to id: HostWindowID) {
    flushMotion()
    send(event, to: id)
  }

  private func send(_ event: InputEvent, to id: HostWindowID) {
    guard let client else {
      // Without a client nothing else would end the loop when the window is closed.
      if event == .closeRequested, id == .main { stop() }
      return
    }
    client.host(self, received: event, in: id)
  }

  private func logical(_ x: Int32, _ y: Int32) -> Point {
    Point(x: Double(x) / window.scale, y: Double(y) / window.scale)
  }
}

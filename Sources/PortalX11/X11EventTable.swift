import CX11

/// Which of the host's handlers each X event type goes to: st's and dwm's `handler[LASTEvent]`.
/// This is the one place that says which events the host acts on; `X11Host.drainEvents` reads
/// an event, looks up its type here and calls what it finds. A type with no handler is ignored.
///
/// Core events have fixed numbers. Extension events do not: XInput2 arrives as `GenericEvent`
/// (whose own sub-types `XInput2Scrolling` tells apart), and MIT-SHM's `ShmCompletion` has the
/// number the server gave the extension when the display was opened. So the table is built per
/// host, from what its connection has.
@MainActor
struct X11EventTable {
  typealias Handler = @MainActor (X11Host, inout XEvent) -> Void

  /// The core events the host handles, with their handlers.
  static let core: [(type: Int32, handler: Handler)] = [
    (ButtonPress, { $0.buttonEvent(&$1) }),
    (ButtonRelease, { $0.buttonEvent(&$1) }),
    (MotionNotify, { $0.pointerMoved(&$1) }),
    (LeaveNotify, { $0.pointerLeft(&$1) }),
    (KeyPress, { $0.keyEvent(&$1) }),
    (KeyRelease, { $0.keyEvent(&$1) }),
    (FocusIn, { $0.focusChanged(&$1) }),
    (FocusOut, { $0.focusChanged(&$1) }),
    (Expose, { $0.exposed(&$1) }),
    (ConfigureNotify, { $0.configured(&$1) }),
    // Reparenting into a window manager's frame moves a window on the root without a
    // ConfigureNotify of its own.
    (ReparentNotify, { $0.configured(&$1) }),
    (VisibilityNotify, { $0.visibilityChanged(&$1) }),
    (ClientMessage, { $0.clientMessage(&$1) }),
    // The XSETTINGS manager published new settings, or went away.
    (PropertyNotify, { $0.propertyChanged(&$1) }),
    (DestroyNotify, { $0.windowDestroyed(&$1) }),
    // The keyboard's layout changed (setxkbmap, a desktop's layout switcher).
    (MappingNotify, { $0.keyboardMappingChanged(&$1) }),
    // The clipboard: another program asks for text, hands it over, or takes the selection.
    (SelectionRequest, { $0.selections?.selectionRequested($1.xselectionrequest) }),
    (SelectionNotify, { $0.selections?.selectionNotified($1.xselection) }),
    (SelectionClear, { $0.selections?.selectionCleared($1.xselectionclear) }),
  ]

  /// Handlers by event type. Types are 7 bits: Xlib moves the wire's top bit, set on events
  /// another client sent, into `send_event`.
  private var handlers = [Handler?](repeating: nil, count: 128)

  /// The core handlers, plus XInput2's when the host reads the pointer through it and MIT-SHM's
  /// completion when the connection has shared memory (`sharedMemoryCompletionType`).
  init(xInput2: Bool, sharedMemoryCompletionType: Int32?) {
    for (type, handler) in Self.core { handlers[Int(type)] = handler }
    if xInput2 { handlers[Int(GenericEvent)] = { $0.xInput2Event(&$1) } }
    if let type = sharedMemoryCompletionType, handlers.indices.contains(Int(type)) {
      handlers[Int(type)] = { $0.sharedMemoryCompleted(&$1) }
    }
  }

  /// The handler of events of `type`, or nil when the host ignores them.
  subscript(type: Int32) -> Handler? { handlers.indices.contains(Int(type)) ? handlers[Int(type)] : nil }

  /// The event types that have a handler, lowest first.
  var handledTypes: [Int32] { handlers.indices.filter { handlers[$0] != nil }.map { Int32($0) } }
}

import CX11
import Foundation
import Logging
import PortalHost

/// The desktop's clipboard on X11: the CLIPBOARD and PRIMARY selections, owned through a small
/// window of the program's own (ICCCM).
///
/// Text copied here is offered to other programs as UTF8_STRING, STRING (Latin-1, characters
/// outside it as "?") and TEXT, and the TARGETS list names them. Text pasted from another
/// program is asked for as UTF8_STRING, then STRING if the owner has no UTF-8. A transfer sent
/// in pieces (INCR) is not read: it pastes nothing and logs a warning, as does text that is not
/// UTF-8.
@MainActor
final class X11Clipboard: HostClipboard {
  private let connection: X11Connection
  /// The window that owns the selections and receives their transfers; never mapped.
  let window: Window
  /// The text offered on each selection while this program owns it.
  private var offered: [ClipboardSelection: String] = [:]
  /// Requests waiting for another program's answer, by selection, oldest first.
  private var waiting: [ClipboardSelection: [(target: Atom, completion: @MainActor (String?) -> Void)]] = [:]
  private static let logger = Logger(label: "portal.x11.clipboard")

  init(connection: X11Connection) {
    self.connection = connection
    let display = connection.display
    window = XCreateSimpleWindow(display, connection.root, -10, -10, 1, 1, 0, 0, 0)
    XSelectInput(display, window, PropertyChangeMask)
  }

  isolated deinit { XDestroyWindow(connection.display, window) }

  private func atom(_ selection: ClipboardSelection) -> Atom {
    selection == .clipboard ? connection.atom("CLIPBOARD") : Atom(XA_PRIMARY)
  }

  private func selection(_ atom: Atom) -> ClipboardSelection? {
    if atom == connection.atom("CLIPBOARD") { return .clipboard }
    if atom == Atom(XA_PRIMARY) { return .primary }
    return nil
  }

  func setText(_ text: String, for selection: ClipboardSelection) {
    offered[selection] = text
    XSetSelectionOwner(connection.display, atom(selection), window, UInt(CurrentTime))
    XFlush(connection.display)
  }

  func requestText(from selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
    let display = connection.display
    if XGetSelectionOwner(display, atom(selection)) == window {
      completion(offered[selection])
      return
    }
    guard XGetSelectionOwner(display, atom(selection)) != 0 else {
      completion(nil)
      return
    }
    let target = connection.atom("UTF8_STRING")
    waiting[selection, default: []].append((target, completion))
    XConvertSelection(display, atom(selection), target, connection.atom("PORTAL_SELECTION"), window, UInt(CurrentTime))
    XFlush(display)
  }

  func text(from selection: ClipboardSelection, waitingAtMost timeout: Double) -> String? {
    let display = connection.display
    let owner = XGetSelectionOwner(display, atom(selection))
    if owner == window { return offered[selection] }
    guard owner != 0 else { return nil }
    // Its own property, so an answer to this request is never taken for an answer to one
    // waiting in `waiting`, and the other way round.
    let property = connection.atom("PORTAL_SELECTION_NOW")
    let deadline = Date().addingTimeInterval(timeout)
    for target in [connection.atom("UTF8_STRING"), Atom(XA_STRING)] {
      XConvertSelection(display, atom(selection), target, property, window, UInt(CurrentTime))
      XFlush(display)
      guard let answer = awaitSelectionNotify(property: property, until: deadline) else {
        Self.logger.warning("the clipboard's owner did not answer within \(timeout) s: nothing pasted")
        return nil
      }
      if answer.property != 0 { return readText(property: answer.property) }
    }
    return nil
  }

  /// Reads the connection until the answer that names `property` arrives, or `deadline`
  /// passes; other answers meanwhile go to the requests waiting for them.
  private func awaitSelectionNotify(property: Atom, until deadline: Date) -> XSelectionEvent? {
    let display = connection.display
    var event = XEvent()
    while true {
      while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {
        let answer = event.xselection
        if answer.property == property || (answer.property == 0 && answer.requestor == window && answer.target != 0
          && waiting[selection(answer.selection) ?? .clipboard]?.isEmpty ?? true)
        {
          return answer
        }
        selectionNotified(answer)
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, Int32(max(1, remaining * 1000)))
      _ = XEventsQueued(display, QueuedAfterReading)
    }
  }

  /// Another program took the selection over: this program offers nothing on it any more.
  func selectionCleared(_ event: XSelectionClearEvent) {
    if let selection = selection(event.selection) { offered[selection] = nil }
  }

  /// Another program asks for the text this program offers.
  func selectionRequested(_ request: XSelectionRequestEvent) {
    let display = connection.display
    var property = request.property == 0 ? request.target : request.property
    let utf8 = connection.atom("UTF8_STRING")
    let targets = connection.atom("TARGETS")
    if let selection = selection(request.selection), let text = offered[selection] {
      if request.target == targets {
        var offeredTargets: [Atom] = [targets, utf8, Atom(XA_STRING), connection.atom("TEXT")]
        XChangeProperty(
          display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace, &offeredTargets,
          Int32(offeredTargets.count))
      } else if request.target == utf8 || request.target == connection.atom("TEXT") {
        var bytes = Array(text.utf8)
        XChangeProperty(display, request.requestor, property, utf8, 8, PropModeReplace, &bytes, Int32(bytes.count))
      } else if request.target == Atom(XA_STRING) {
        var bytes = text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
        XChangeProperty(
          display, request.requestor, property, Atom(XA_STRING), 8, PropModeReplace, &bytes, Int32(bytes.count))
      } else {
        property = 0
      }
    } else {
      property = 0
    }
    var reply = XEvent()
    reply.xselection.type = SelectionNotify
    reply.xselection.display = display
    reply.xselection.requestor = request.requestor
    reply.xselection.selection = request.selection
    reply.xselection.target = request.target
    reply.xselection.property = property
    reply.xselection.time = request.time
    XSendEvent(display, request.requestor, 0, 0, &reply)
    XFlush(display)
  }

  /// The owner answered a request of this program's.
  func selectionNotified(_ event: XSelectionEvent) {
    guard let selection = selection(event.selection), var queue = waiting[selection], !queue.isEmpty else { return }
    let request = queue.removeFirst()
    waiting[selection] = queue
    let display = connection.display
    if event.property == 0 {
      // No UTF-8 from this owner: ask again for Latin-1 text.
      if request.target == connection.atom("UTF8_STRING") {
        waiting[selection, default: []].insert((Atom(XA_STRING), request.completion), at: 0)
        XConvertSelection(display, event.selection, Atom(XA_STRING), connection.atom("PORTAL_SELECTION"), window, event.time)
        XFlush(display)
      } else {
        request.completion(nil)
      }
      return
    }
    request.completion(readText(property: event.property))
  }

  /// The text in `property` of the clipboard window, which is then deleted.
  private func readText(property: Atom) -> String? {
    let display = connection.display
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, property, 0, Int.max / 4, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data else { return nil }
    if type == connection.atom("INCR") {
      Self.logger.warning("the clipboard's owner sends its text in pieces (INCR), which is not read: nothing pasted")
      return nil
    }
    guard format == 8 else { return nil }
    let bytes = UnsafeBufferPointer(start: data, count: Int(count))
    if type == Atom(XA_STRING) {
      return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      Self.logger.warning("the clipboard held text that is not UTF-8: nothing pasted")
      return nil
    }
    return text
  }
}

import CX11
import Foundation
import Logging
import PortalHost

/// Typed text on X11, through XIM: the keyboard's layouts and levels as the server maps them,
/// dead keys and Compose sequences from the locale's Compose table (Xlib's built-in input
/// method), and IBus or Fcitx when `XMODIFIERS` names one that is running (their XIM bridges).
///
/// Each window gets an input context in the first style the method offers of: pre-edit and
/// status in the method's own windows, or none. Every event passes `filter(_:)` first; what the
/// method takes (a dead key, a key it composes with) goes no further. A key press the method
/// lets through is looked up with `Xutf8LookupString`, which gives its keysym and the text it
/// commits. Without an input method (none could be opened) the keysym's own character is the
/// text.
@MainActor
final class InputMethod {
  private let display: OpaquePointer
  private var method: XIM?
  private var contexts: [Window: XIC] = [:]
  private static let logger = Logger(label: "portal.x11.input-method")

  /// Opens the input method `XMODIFIERS` names, else Xlib's built-in one.
  init(display: OpaquePointer) {
    self.display = display
    Self.prepareLocale()
    // "" reads XMODIFIERS; a method named there that is not running fails to open, and then
    // the built-in one (dead keys, Compose) still serves.
    if XSetLocaleModifiers("") != nil { method = XOpenIM(display, nil, nil, nil) }
    if method == nil, XSetLocaleModifiers("@im=none") != nil { method = XOpenIM(display, nil, nil, nil) }
    if method == nil {
      Self.logger.warning("no X input method could be opened: keys type their keysym's character only")
    }
  }

  isolated deinit {
    for context in contexts.values { XDestroyIC(context) }
    if let method { XCloseIM(method) }
  }

  /// Whether an input method (IBus, Fcitx or Xlib's built-in one) is open.
  var isOpen: Bool { method != nil }

  /// Sets the C library's character type from the environment, as a text program must for
  /// Xlib to find the locale's Compose table and convert to UTF-8; with no locale set (or
  /// one Xlib does not know), C.UTF-8, so text is still Unicode.
  static func prepareLocale() {
    let current = setlocale(LC_CTYPE, "").map { String(cString: $0) }
    if current == nil || current == "C" || current == "POSIX" || XSupportsLocale() == 0 {
      if setlocale(LC_CTYPE, "C.UTF-8") == nil || XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C") }
    }
  }

  /// Whether the input method took `event` (it must then go no further).
  func filter(_ event: inout XEvent) -> Bool {
    guard method != nil else { return false }
    return XFilterEvent(&event, 0) != 0
  }

  /// The input context of `window`, made the first time: its events the method filters are
  /// added to what the window selects.
  private func context(for window: Window) -> XIC? {
    if let context = contexts[window] { return context }
    guard let method, let context = portal_create_input_context(method, window) else { return nil }
    contexts[window] = context
    let wanted = portal_input_context_filter_events(context)
    var attributes = XWindowAttributes()
    if wanted != 0, XGetWindowAttributes(display, window, &attributes) != 0 {
      XSelectInput(display, window, attributes.your_event_mask | wanted)
    }
    return context
  }

  /// `window` gained or lost the keyboard focus: its context follows.
  func focusChanged(_ focused: Bool, window: Window) {
    guard let context = context(for: window) else { return }
    if focused { XSetICFocus(context) } else { XUnsetICFocus(context) }
  }

  /// Lets go of the context of a window that closes.
  func forget(_ window: Window) {
    if let context = contexts.removeValue(forKey: window) { XDestroyIC(context) }
  }

  /// The keysym of a key press (0 for a commit that came with no key) and the text it types.
  func lookUp(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
    guard let context = context(for: event.window) else { return Self.lookUpWithoutMethod(&event) }
    var keysym: KeySym = 0
    var status: Int32 = 0
    var buffer = [CChar](repeating: 0, count: 64)
    var count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    if status == XBufferOverflow {
      buffer = [CChar](repeating: 0, count: Int(count) + 1)
      count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    }
    let hasText = status == XLookupChars || status == XLookupBoth
    let hasKeysym = status == XLookupKeySym || status == XLookupBoth
    let text =
      hasText ? String(decoding: buffer.prefix(max(0, Int(count))).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    return (hasKeysym ? keysym : 0, text)
  }

  /// A key press looked up without an input method: the keysym at the shift level held, and
  /// its character (Latin-1 from Xlib, or the Unicode keysyms' own).
  static func lookUpWithoutMethod(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
    var keysym: KeySym = 0
    var buffer = [CChar](repeating: 0, count: 16)
    let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    if keysym & 0xFF00_0000 == 0x0100_0000, let scalar = Unicode.Scalar(UInt32(keysym & 0x00FF_FFFF)) {
      return (keysym, String(Character(scalar)))
    }
    // XLookupString's bytes are Latin-1, whose code points are the bytes themselves.
    let text = String(String.UnicodeScalarView(buffer.prefix(Int(count)).map { Unicode.Scalar(UInt8(bitPattern: $0)) }))
    return (keysym, text)
  }

  /// Whether `text`, typed with `state` held, is text to insert: not empty, no control
  /// characters (Ctrl+A types U+0001), and neither Ctrl nor Alt held (those keys are commands).
  static func isTypedText(_ text: String, state: UInt32) -> Bool {
    guard !text.isEmpty, state & UInt32(ControlMask | Mod1Mask) == 0 else { return false }
    return !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}

import CX11
import Foundation

/// Injects real input through the XTEST extension, from a connection of its own, as a person
/// at the keyboard would. Unlike XSendEvent, XTest input goes through the server's normal
/// delivery, so it honours input shapes, stacking and grabs.
public final class XTestInput {
  public let display: OpaquePointer

  public init(displayName: String) throws {
    display = try TestConnectionErrors.open(displayName, "for input")
  }

  deinit { TestConnectionErrors.close(display) }

  /// Moves the pointer to root coordinates.
  public func move(to x: Int, _ y: Int) {
    XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
    XSync(display, 0)
  }

  /// Presses and releases a button (1 primary, 4/5 wheel up/down, 6/7 left/right).
  public func click(button: UInt32 = 1, at point: (x: Int, y: Int)? = nil) {
    if let point { move(to: point.x, point.y) }
    XTestFakeButtonEvent(display, button, 1, 0)
    XTestFakeButtonEvent(display, button, 0, 0)
    XSync(display, 0)
  }

  public func press(button: UInt32 = 1) {
    XTestFakeButtonEvent(display, button, 1, 0)
    XSync(display, 0)
  }

  public func release(button: UInt32 = 1) {
    XTestFakeButtonEvent(display, button, 0, 0)
    XSync(display, 0)
  }

  /// Turns the wheel `notches` steps (positive: down).
  public func wheel(notches: Int) {
    let button: UInt32 = notches > 0 ? 5 : 4
    for _ in 0..<abs(notches) { click(button: button) }
  }

  /// Presses and releases the key for a keysym (`XK_Escape`, or a character's code point),
  /// holding Shift when the keysym sits on the shifted level.
  public func key(_ keysym: UInt32) {
    let code = XKeysymToKeycode(display, KeySym(keysym))
    guard code != 0 else { return }
    let shifted = XkbKeycodeToKeysymShim(code: code, level: 0) != KeySym(keysym)
    let shift = XKeysymToKeycode(display, KeySym(XK_Shift_L))
    if shifted { XTestFakeKeyEvent(display, UInt32(shift), 1, 0) }
    XTestFakeKeyEvent(display, UInt32(code), 1, 0)
    XTestFakeKeyEvent(display, UInt32(code), 0, 0)
    if shifted { XTestFakeKeyEvent(display, UInt32(shift), 0, 0) }
    XSync(display, 0)
  }

  private func XkbKeycodeToKeysymShim(code: KeyCode, level: Int32) -> KeySym {
    var count: Int32 = 0
    guard let syms = XGetKeyboardMapping(display, code, 1, &count) else { return 0 }
    defer { XFree(syms) }
    return count > level ? syms[Int(level)] : 0
  }
}

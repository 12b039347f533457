import CX11
import PortalHost

/// Turns X key events into host keys: the keysym after the keyboard's shift level is applied,
/// so Shift+/ arrives as "?".
enum KeyTranslation {
  static func translate(_ event: inout XKeyEvent) -> (Key, KeyModifiers) {
    var keysym: KeySym = 0
    var buffer = [CChar](repeating: 0, count: 8)
    XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    return key(keysym, state: event.state)
  }

  /// The host key of `keysym` typed with the modifier `state` held.
  static func key(_ keysym: KeySym, state: UInt32) -> (Key, KeyModifiers) {
    var keysym = keysym
    var modifiers: KeyModifiers = []
    if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
    if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
    if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
    if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.superKey) }
    // The keypad's Enter is the same intent as Return.
    if keysym == KeySym(XK_KP_Enter) { keysym = KeySym(XK_Return) }
    if keysym == KeySym(XK_ISO_Left_Tab) { keysym = KeySym(XK_Tab) }
    return (Key(keysym: UInt32(truncatingIfNeeded: keysym)), modifiers)
  }
}

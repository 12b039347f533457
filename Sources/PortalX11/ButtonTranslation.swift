import PortalGraphics
import PortalHost

/// Turns a press or release of an X pointer button into host input, for core events and
/// XInput2 alike: buttons 1–3 are the pointer's buttons, 4–7 the notches of a wheel.
enum ButtonTranslation {
  /// The wheel buttons and the way one notch of each scrolls, in notches along x and y. X has
  /// no wheel events: a wheel reports each notch as a click of one of these buttons.
  static let wheelNotches: [Int: (dx: Double, dy: Double)] = [
    4: (0, -1),  // up
    5: (0, 1),  // down
    6: (-1, 0),  // left
    7: (1, 0),  // right
  ]

  /// Whether `button` is one of the wheel's.
  static func isWheel(_ button: Int) -> Bool { wheelNotches[button] != nil }

  /// The input a press (`pressed`) or release of `button` at `at` means, `step` points a wheel
  /// notch; nil for buttons the host has no use for, and for a wheel button's release.
  static func input(button: Int, pressed: Bool, at: Point, step: Double) -> InputEvent? {
    if let notch = wheelNotches[button] {
      // Each notch arrives as a press and a release; counting both would scroll it twice.
      guard pressed else { return nil }
      return .scrolled(at, dx: notch.dx * step, dy: notch.dy * step, precise: false)
    }
    guard let pointer = PointerButton(rawValue: button) else { return nil }
    return pressed ? .pointerPressed(at, button: pointer) : .pointerReleased(at, button: pointer)
  }
}

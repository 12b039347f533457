import CX11
import PortalGraphics
import PortalHost

/// Pointer input through XInput2 (≥ 2.1), for smooth scrolling: touchpads and high-resolution
/// wheels report scroll valuators on motion events, read here as precise deltas.
///
/// Selecting XI2 button events on the main window replaces the core pointer events for this
/// client, so motion and buttons 1–3 arrive here too. The server still emulates wheel
/// buttons 4–7 from scroll valuators (flagged `XIPointerEmulated`); those are dropped, since
/// the valuators already moved the content. Buttons 4–7 without the flag come from devices
/// without scroll valuators (and from XTest) and scroll by a notch, as in the core protocol.
///
/// What Xvfb does (checked with a probe): it offers XInput 2.2, but no device has a scroll
/// class; an XTest wheel click arrives as an XI2 press and release of button 4/5 with no
/// emulation flag and no valuator motion, and no core button or motion event reaches a client
/// that selected the XI2 ones.
@MainActor
final class XInput2Scrolling {
  /// The extension's major opcode: `GenericEvent`s carrying it are XInput's.
  let opcode: Int32
  /// The protocol version the server agreed to.
  let version: (major: Int32, minor: Int32)
  private let display: OpaquePointer
  private var valuators = SmoothScrollValuators()

  /// Nil when the server has no XInput2 or one older than 2.1 (then the core events stay).
  init?(display: OpaquePointer, window: Window) {
    var opcode: Int32 = 0
    var event: Int32 = 0
    var error: Int32 = 0
    guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return nil }
    var major: Int32 = 2
    var minor: Int32 = 2
    guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else {
      return nil
    }
    self.display = display
    self.opcode = opcode
    version = (major, minor)
    var mask = [UInt8](repeating: 0, count: Int(portal_xi_mask_length()))
    for type in [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_DeviceChanged] {
      portal_xi_set_mask(&mask, type)
    }
    mask.withUnsafeMutableBufferPointer { bytes in
      var selection = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
      XISelectEvents(display, window, &selection, 1)
    }
    refreshDevices()
  }

  /// Reads every device's scroll valuators again (a device came or changed).
  func refreshDevices() {
    var count: Int32 = 0
    guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
    defer { XIFreeDeviceInfo(devices) }
    var classes: [SmoothScrollValuators.ScrollValuator] = []
    for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
      for index in 0..<Int(device.num_classes) {
        guard let info = device.classes[index], info.pointee.type == XIScrollClass else { continue }
        let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
        classes.append(
          SmoothScrollValuators.ScrollValuator(
            device: device.deviceid, number: scroll.number,
            axis: scroll.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical,
            increment: scroll.increment))
      }
    }
    valuators.setScrollClasses(classes)
  }

  /// The pointer left the window: where the valuators stand when it comes back is unknown.
  func pointerLeft() { valuators.resetBaselines() }

  /// The input carried by an XInput `GenericEvent`, in logical pixels (`scale` device pixels
  /// each); `notch` points per wheel notch.
  /// The server time of the last button press translated, until `takePressTime()` reads it.
  private var pressTime: Time?

  /// The time of the press the last `translate` read, once (nil when it read none).
  func takePressTime() -> Time? {
    defer { pressTime = nil }
    return pressTime
  }

  func translate(_ event: inout XEvent, scale: Double, notch: Double) -> [InputEvent] {
    guard event.xcookie.extension == opcode, XGetEventData(display, &event.xcookie) != 0 else { return [] }
    defer { XFreeEventData(display, &event.xcookie) }
    let type = event.xcookie.evtype
    if type == XI_DeviceChanged {
      refreshDevices()
      return []
    }
    guard type == XI_Motion || type == XI_ButtonPress || type == XI_ButtonRelease,
      let data = event.xcookie.data
    else { return [] }
    let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
    if type == XI_ButtonPress { pressTime = device.time }
    let at = Point(x: device.event_x / scale, y: device.event_y / scale)
    switch type {
    case XI_Motion:
      var inputs: [InputEvent] = [.pointerMoved(at)]
      if let delta = valuators.delta(device: device.sourceid, values: values(of: device), notch: notch) {
        inputs.append(.scrolled(at, dx: delta.dx, dy: delta.dy, precise: delta.precise))
      }
      return inputs
    default:
      let button = Int(device.detail)
      // A wheel button the server emulated from scroll valuators: the valuators already scrolled.
      if device.flags & Int32(XIPointerEmulated) != 0, ButtonTranslation.isWheel(button) { return [] }
      guard let input = ButtonTranslation.input(button: button, pressed: type == XI_ButtonPress, at: at, step: notch)
      else { return [] }
      return [input]
    }
  }

  /// The valuators an event carries: the values array holds one entry per bit set in the mask.
  private func values(of event: XIDeviceEvent) -> [Int32: Double] {
    guard let mask = event.valuators.mask, let values = event.valuators.values else { return [:] }
    var result: [Int32: Double] = [:]
    var next = 0
    for bit in 0..<Int(event.valuators.mask_len) * 8 where mask[bit >> 3] & (1 << (bit & 7)) != 0 {
      result[Int32(bit)] = values[next]
      next += 1
    }
    return result
  }
}

/// Turns XInput2 scroll valuators into scroll deltas. A scroll valuator reports an absolute,
/// ever-growing position; one `increment` of it is one wheel notch. The delta of an event is
/// its change since the last event of the same device, so the first event after the pointer
/// comes back (or the device changes) only sets the baseline: the server's idea of the
/// position may have moved meanwhile.
///
/// ```swift
/// var valuators = SmoothScrollValuators()
/// valuators.setScrollClasses([ScrollValuator(device: 9, number: 3, axis: .vertical, increment: 16)])
/// valuators.delta(device: 9, values: [3: 100], notch: 48)   // nil: the baseline
/// valuators.delta(device: 9, values: [3: 104], notch: 48)   // dy 12, precise
/// ```
struct SmoothScrollValuators {
  enum Orientation: Equatable { case vertical, horizontal }

  /// One scroll valuator of a device.
  struct ScrollValuator: Equatable {
    /// The device that scrolls (an event's `sourceid`).
    var device: Int32
    /// The valuator's number in that device's events.
    var number: Int32
    var axis: Orientation
    /// Valuator units per wheel notch (negative: the axis is inverted).
    var increment: Double
  }

  /// A scroll: points to move along each axis, and whether it came from a touchpad-like
  /// device (fractions of a notch) rather than whole notches of a wheel.
  struct Delta: Equatable {
    var dx: Double
    var dy: Double
    var precise: Bool
  }

  private var valuators: [Int32: [Int32: ScrollValuator]] = [:]
  private var lastValues: [Int32: [Int32: Double]] = [:]

  /// The scroll valuators of every device, replacing what was known; baselines start over.
  mutating func setScrollClasses(_ classes: [ScrollValuator]) {
    valuators = Dictionary(grouping: classes, by: \.device).mapValues { list in
      Dictionary(list.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    }
    lastValues.removeAll()
  }

  /// Forgets the baselines: the next event of each device only sets its baseline.
  mutating func resetBaselines() { lastValues.removeAll() }

  /// The scroll in an event of `device` carrying valuator `values` (number → value), with
  /// `notch` points per increment; nil when it scrolls nothing (no scroll valuator, or only
  /// baselines set).
  mutating func delta(device: Int32, values: [Int32: Double], notch: Double) -> Delta? {
    guard let scrollers = valuators[device] else { return nil }
    var dx = 0.0
    var dy = 0.0
    var wholeNotches = true
    for (number, value) in values {
      guard let valuator = scrollers[number], valuator.increment != 0 else { continue }
      defer { lastValues[device, default: [:]][number] = value }
      guard let last = lastValues[device]?[number] else { continue }
      let notches = (value - last) / valuator.increment
      guard notches != 0 else { continue }
      if abs(notches - notches.rounded()) > 1e-6 { wholeNotches = false }
      switch valuator.axis {
      case .vertical: dy += notches * notch
      case .horizontal: dx += notches * notch
      }
    }
    guard dx != 0 || dy != 0 else { return nil }
    // A wheel turned through the smooth interface moves in whole increments: it glides like a
    // notch. Fractions come from touchpads and high-resolution wheels and move at once.
    return Delta(dx: dx, dy: dy, precise: !wholeNotches)
  }
}

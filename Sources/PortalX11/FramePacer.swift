import Foundation

/// Frame deadlines on an absolute grid, origin + n·period, so pacing does not drift with the
/// time each frame takes.
///
/// A request after idle starts a new grid at once. Each later frame starts to draw `lead`
/// before its slot and is drawn for its slot, and the host holds it until then: frames reach
/// the server on the grid even when one takes longer to draw than the one before (on a busy
/// machine the same frame can take 1 ms or 5). Slots that pass while a frame runs long are
/// skipped rather than drawn in a burst to catch up.
struct FramePacer {
  /// Seconds between frames. Changing it starts a new grid with the next frame.
  var period: Double {
    didSet { index = 0 }
  }
  /// Where the current grid starts, on the host's clock.
  private(set) var origin = 0.0
  /// The grid time of the frame begun last.
  private(set) var slot = 0.0
  /// The slot number of the next frame; 0 while idle.
  private var index = 0

  init(period: Double) { self.period = period }

  /// How long before its slot a frame starts to draw: three quarters of a period. A flight
  /// frame costs 1 ms at the median but up to 5–7 ms when other processes take the cores, and
  /// one that overruns the lead is sent late by as much; the frame's input is older by the lead.
  var lead: Double { period * 3 / 4 }

  /// When a requested frame starts to draw: at once after idle, else `lead` before its slot.
  func deadline(now: Double) -> Double {
    index == 0 ? now : origin + Double(index) * period - lead
  }

  /// Marks the start of a frame drawn at `now`, which is at or after its deadline; `slot` is
  /// the time it is for.
  mutating func beginFrame(at now: Double) {
    if index == 0 { origin = now }
    slot = origin + Double(index) * period
  }

  /// Marks the end of the frame at `now`; `continuing` when another frame was requested.
  mutating func endFrame(at now: Double, continuing: Bool) {
    guard continuing else {
      index = 0
      return
    }
    let slotsPassed = Int(((now - origin) / period).rounded(.down))
    index = max(index + 1, slotsPassed + 1)
  }

  /// The frame period for a `PORTAL_FPS` value: frames per second from 1 to 480, or 120 when
  /// the value is missing or not a positive number.
  static func period(fps: String?) -> Double {
    guard let fps = fps.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }), fps.isFinite, fps > 0 else {
      return 1.0 / 120
    }
    return 1 / min(max(fps, 1), 480)
  }
}

import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalX11

@Suite("Frame pacing") @MainActor
struct FramePacingTests {
  /// Runs an animation of `frames` frames and returns what the client saw.
  func animate(_ f: X11Fixture, frames: Int) -> [(time: Double, slot: Double, began: Double)] {
    f.showAndDraw()
    f.client.frameTimes.removeAll()
    f.client.keepAnimatingFor = frames - 1
    f.host.setNeedsFrame()
    f.host.run(until: f.host.clock.now + Double(frames) * f.host.framePeriod + 2)
    return f.client.frameTimes
  }

  func expectOnTheGrid(_ frames: [(time: Double, slot: Double, began: Double)], period: Double) {
    guard let first = frames.first else {
      Issue.record("no frames drawn")
      return
    }
    // The first frame starts the grid: it is drawn at once, for the time the loop took it up.
    #expect(first.time == first.slot)
    #expect(first.began >= first.slot)
    var previousSlot = -1
    for frame in frames {
      let slots = (frame.slot - first.slot) / period
      #expect(abs(slots - slots.rounded()) < 1e-6, "slot \(frame.slot) is off the grid")
      #expect(Int(slots.rounded()) > previousSlot, "slots must advance")
      previousSlot = Int(slots.rounded())
      // Each frame is drawn for its slot, starting no earlier than the lead before it.
      #expect(frame.time == frame.slot)
      #expect(frame.began >= frame.slot - period * 3 / 4 - 1e-9)
    }
  }

  @Test func framesFallOnTheAbsoluteGridAtTheDefaultRate() throws {
    let f = try X11Fixture()
    #expect(abs(f.host.framePeriod - 1.0 / 120) < 1e-12)
    let frames = animate(f, frames: 12)
    #expect(frames.count == 12)
    expectOnTheGrid(frames, period: 1.0 / 120)
  }

  @Test func aSixtyHertzPeriodIsHonoured() throws {
    let f = try X11Fixture()
    f.host.framePeriod = 1.0 / 60
    let frames = animate(f, frames: 8)
    #expect(frames.count == 8)
    expectOnTheGrid(frames, period: 1.0 / 60)
    // A 120 Hz grid would put some slots half-way between these.
    let spans = zip(frames.dropFirst(), frames).map { ($0.slot - $1.slot) * 60 }
    #expect(spans.allSatisfy { $0 >= 1 - 1e-6 })
  }

  @Test func framesReachTheServerAtTheirSlotsNotWhenTheirDrawingEnds() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    var sent: [Double] = []
    f.host.frameSent = { sent.append($0) }
    f.client.frameTimes.removeAll()
    f.client.keepAnimatingFor = 9
    f.host.setNeedsFrame()
    f.host.run(until: f.host.clock.now + 10 * f.host.framePeriod + 2)
    let frames = f.client.frameTimes
    #expect(frames.count == 10)
    #expect(sent.count == frames.count)
    for (frame, time) in zip(frames, sent) {
      // Drawn ahead of its slot, held, and sent once the slot came: never before it.
      #expect(time >= frame.slot)
      #expect(frame.began <= time)
    }
  }

  @Test func theGridStaysPutWhenFramesTakeLong() {
    var pacer = FramePacer(period: 0.01)
    #expect(pacer.deadline(now: 5) == 5)
    pacer.beginFrame(at: 5)
    #expect(pacer.slot == 5)
    // Work that ends before the next slot keeps the grid, whatever it took.
    pacer.endFrame(at: 5.004, continuing: true)
    // The next frame starts three quarters of a period (the lead) before its slot at 5.01.
    #expect(abs(pacer.deadline(now: 5.004) - 5.0025) < 1e-12)
    // Drawn late (the loop woke 3 ms after the slot): the slot, not the wake-up, stays on the grid.
    pacer.beginFrame(at: 5.013)
    #expect(abs(pacer.slot - 5.01) < 1e-12)
    pacer.endFrame(at: 5.015, continuing: true)
    // The frame for 5.02 was due to start at 5.0125, already past: it starts at once.
    #expect(abs(pacer.deadline(now: 5.015) - 5.0125) < 1e-12)
  }

  @Test func slotsMissedDuringALongFrameAreSkipped() {
    var pacer = FramePacer(period: 0.01)
    pacer.beginFrame(at: 1)
    // The frame ran 35 ms: slots at 1.01, 1.02 and 1.03 passed while it drew.
    pacer.endFrame(at: 1.035, continuing: true)
    #expect(abs(pacer.deadline(now: 1.035) - (1.04 - 0.0075)) < 1e-12)
  }

  @Test func goingIdleStartsANewGridWithTheNextRequest() {
    var pacer = FramePacer(period: 0.01)
    pacer.beginFrame(at: 1)
    pacer.endFrame(at: 1.002, continuing: false)
    #expect(pacer.deadline(now: 1.5037) == 1.5037)
    pacer.beginFrame(at: 1.5037)
    #expect(pacer.origin == 1.5037)
    #expect(pacer.slot == 1.5037)
  }

  @Test func changingThePeriodStartsANewGrid() {
    var pacer = FramePacer(period: 0.01)
    pacer.beginFrame(at: 1)
    pacer.endFrame(at: 1.001, continuing: true)
    pacer.period = 0.02
    #expect(pacer.deadline(now: 1.003) == 1.003)
  }

  @Test(arguments: [
    (nil, 120.0), ("60", 60), ("144", 144), (" 75 ", 75), ("1000", 480), ("0.5", 1), ("0", 120), ("-30", 120),
    ("fast", 120), ("nan", 120), ("inf", 120), ("", 120),
  ] as [(String?, Double)])
  func portalFPSSetsTheRateWithinBounds(value: String?, rate: Double) {
    #expect(abs(FramePacer.period(fps: value) - 1 / rate) < 1e-12)
  }
}

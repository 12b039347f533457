import CX11
import PortalGraphics
import PortalHost
import Testing

@testable import PortalX11

/// Pointer input through XInput2 on a real server. Xvfb offers XInput 2.2, but none of its
/// devices (its mouse, the XTest pointer) has scroll valuators: XTest's wheel buttons arrive
/// as XI2 button events 4/5 that are not flagged as emulated. So on Xvfb the XI2 path must
/// turn them into exactly one notch each, and deliver motion and clicks as the core path did.
@Suite("XInput2 pointer input", .serialized) @MainActor
struct XInput2ScrollingTests {
  func scrolls(_ f: X11Fixture) -> [Double] {
    f.client.events.compactMap { e -> Double? in
      if case .scrolled(_, _, let dy, let precise) = e, !precise { return dy } else { return nil }
    }
  }

  @Test func theHostUsesXInput2WhenTheServerOffersIt() throws {
    let f = try X11Fixture()
    let version = try #require(f.host.xInput2Version)
    #expect(version.major > 2 || (version.major == 2 && version.minor >= 1))
    let core = try X11Fixture(smoothScrolling: false)
    #expect(core.host.xInput2Version == nil)
  }

  @Test(arguments: [true, false])
  func wheelNotchesScrollOnceEachAndDragsArriveAsPressMovesAndRelease(smoothScrolling: Bool) throws {
    let f = try X11Fixture(smoothScrolling: smoothScrolling)
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.move(to: o.x + 100, o.y + 50)
    f.input.wheel(notches: 2)
    f.input.wheel(notches: -1)
    #expect(f.waitUntil { scrolls(f).count >= 3 })
    f.input.press(button: 1)
    f.input.move(to: o.x + 100, o.y + 20)
    f.input.release(button: 1)
    #expect(
      f.waitUntil { f.client.events.contains(.pointerReleased(Point(x: 100, y: 20), button: .primary)) })
    // Not doubled by emulation, not lost: one notch per button press.
    #expect(scrolls(f) == [X11Host.wheelStep, X11Host.wheelStep, -X11Host.wheelStep])
    let pointer = f.client.events.filter {
      switch $0 {
      case .pointerPressed, .pointerReleased, .pointerMoved: true
      default: false
      }
    }
    let pressed = try #require(
      pointer.firstIndex(of: .pointerPressed(Point(x: 100, y: 50), button: .primary)))
    let moved = try #require(pointer.lastIndex(of: .pointerMoved(Point(x: 100, y: 20))))
    #expect(pressed < moved)
    #expect(pointer.last == .pointerReleased(Point(x: 100, y: 20), button: .primary))
  }
}

@Suite("Smooth scroll valuators")
struct SmoothScrollValuatorsTests {
  typealias Valuator = SmoothScrollValuators.ScrollValuator

  func touchpad() -> SmoothScrollValuators {
    var valuators = SmoothScrollValuators()
    valuators.setScrollClasses([
      Valuator(device: 9, number: 2, axis: .horizontal, increment: 16),
      Valuator(device: 9, number: 3, axis: .vertical, increment: 16),
    ])
    return valuators
  }

  @Test func theFirstEventOnlySetsTheBaseline() {
    var v = touchpad()
    #expect(v.delta(device: 9, values: [3: 1000], notch: 48) == nil)
    #expect(v.delta(device: 9, values: [3: 1004], notch: 48) == .init(dx: 0, dy: 12, precise: true))
  }

  @Test func bothAxesAndOtherValuatorsInOneEvent() {
    var v = touchpad()
    _ = v.delta(device: 9, values: [0: 10, 1: 10, 2: 0, 3: 0], notch: 48)
    let delta = v.delta(device: 9, values: [0: 12, 1: 13, 2: -8, 3: 2], notch: 48)
    #expect(delta == .init(dx: -24, dy: 6, precise: true))
  }

  @Test func wholeIncrementsAreAWheelThatGlides() {
    var v = touchpad()
    _ = v.delta(device: 9, values: [3: 32], notch: 48)
    #expect(v.delta(device: 9, values: [3: 48], notch: 48) == .init(dx: 0, dy: 48, precise: false))
    #expect(v.delta(device: 9, values: [3: 16], notch: 48) == .init(dx: 0, dy: -96, precise: false))
  }

  @Test func anInvertedIncrementScrollsTheOtherWay() {
    var v = SmoothScrollValuators()
    v.setScrollClasses([Valuator(device: 4, number: 3, axis: .vertical, increment: -120)])
    _ = v.delta(device: 4, values: [3: 0], notch: 48)
    #expect(v.delta(device: 4, values: [3: 60], notch: 48) == .init(dx: 0, dy: -24, precise: true))
  }

  @Test func devicesWithoutScrollValuatorsAndBaselineResetsScrollNothing() {
    var v = touchpad()
    #expect(v.delta(device: 6, values: [3: 10], notch: 48) == nil)
    _ = v.delta(device: 9, values: [3: 0], notch: 48)
    v.resetBaselines()
    // Where the pointer comes back, the server's value has moved on: that is no scroll.
    #expect(v.delta(device: 9, values: [3: 600], notch: 48) == nil)
    #expect(v.delta(device: 9, values: [3: 602], notch: 48)?.dy == 6)
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// Every X event reaches the host through one table of handlers; these drive it on a real
/// server.
@Suite("X11 event table", .serialized) @MainActor
struct X11EventTableTests {
  /// Scrolls the client received, as (dx, dy), leaving out any precise ones.
  func notches(_ f: X11Fixture) -> [[Double]] {
    f.client.events.compactMap { e -> [Double]? in
      if case .scrolled(_, let dx, let dy, false) = e { [dx, dy] } else { nil }
    }
  }

  @Test func eachWheelButtonScrollsOneNotchItsWay() {
    let step = X11Host.wheelStep
    let at = Point(x: 3, y: 4)
    let expected: [Int: InputEvent] = [
      4: .scrolled(at, dx: 0, dy: -step, precise: false), 5: .scrolled(at, dx: 0, dy: step, precise: false),
      6: .scrolled(at, dx: -step, dy: 0, precise: false), 7: .scrolled(at, dx: step, dy: 0, precise: false),
    ]
    for (button, scroll) in expected {
      #expect(ButtonTranslation.isWheel(button))
      #expect(ButtonTranslation.input(button: button, pressed: true, at: at, step: step) == scroll)
      // The release of a notch is not a second notch.
      #expect(ButtonTranslation.input(button: button, pressed: false, at: at, step: step) == nil)
    }
    #expect(ButtonTranslation.input(button: 3, pressed: false, at: at, step: step) == .pointerReleased(at, button: .secondary))
    for button in [0, 1, 2, 3, 8, 9] { #expect(!ButtonTranslation.isWheel(button)) }
    #expect(ButtonTranslation.input(button: 8, pressed: true, at: at, step: step) == nil)
  }

  @Test(arguments: [false, true])
  func wheelClicksOnTheServerScrollTheWayOfTheirButton(smoothScrolling: Bool) throws {
    let f = try X11Fixture(smoothScrolling: smoothScrolling)
    #expect((f.host.xInput2Version != nil) == smoothScrolling)
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.move(to: o.x + 100, o.y + 50)
    for button: UInt32 in [4, 5, 6, 7, 5] { f.input.click(button: button) }
    #expect(f.waitUntil { notches(f).count == 5 })
    let step = X11Host.wheelStep
    #expect(notches(f) == [[0, -step], [0, step], [-step, 0], [step, 0], [0, step]])
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// Real input injected through XTEST reaches the client as host events.
@Suite("X11 input") @MainActor
struct X11InputTests {
  func focusMainWindow(_ f: X11Fixture) {
    XSetInputFocus(f.inspector.display, f.host.window.window, RevertToParent, UInt(CurrentTime))
    XSync(f.inspector.display, 0)
  }

  /// Keys pressed, leaving out Shift itself (held for keysyms on the shifted level).
  func pressedKeys(_ f: X11Fixture) -> [(Key, KeyModifiers)] {
    f.client.events.compactMap {
      if case .keyPressed(let key, let modifiers) = $0, key != Key(keysym: UInt32(XK_Shift_L)) {
        (key, modifiers)
      } else {
        nil
      }
    }
  }

  @Test func enterTabAndArrowKeysArriveAsTheirKeys() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    focusMainWindow(f)
    let keysyms = [XK_Return, XK_Tab, XK_Left, XK_Right, XK_Up, XK_Down, XK_KP_Enter, XK_ISO_Left_Tab]
    for keysym in keysyms { f.input.key(UInt32(keysym)) }
    #expect(f.waitUntil { pressedKeys(f).count == keysyms.count })
    let pressed = pressedKeys(f)
    #expect(pressed.map(\.0) == [.enter, .tab, .left, .right, .up, .down, .enter, .tab])
    #expect(pressed.prefix(7).allSatisfy { $0.1.isEmpty })
    // ISO_Left_Tab is what Shift+Tab types: the client sees Tab with Shift.
    #expect(pressed.last?.1 == [.shift])
    #expect(f.client.events.contains(.keyReleased(.enter, modifiers: [])))
  }

  @Test func horizontalWheelButtonsScrollSideways() throws {
    let f = try X11Fixture(smoothScrolling: false)
    #expect(f.host.xInput2Version == nil)
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.move(to: o.x + 100, o.y + 50)
    f.input.click(button: 6)
    f.input.click(button: 7)
    f.input.click(button: 7)
    let sideways = {
      f.client.events.compactMap { e -> Double? in
        if case .scrolled(let at, let dx, let dy, let precise) = e, dy == 0, !precise, at == Point(x: 100, y: 50) {
          dx
        } else {
          nil
        }
      }
    }
    #expect(f.waitUntil { sideways().count == 3 })
    #expect(sideways() == [-X11Host.wheelStep, X11Host.wheelStep, X11Host.wheelStep])
  }

  @Test func focusInAndOutArriveAsFocusChanges() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    focusMainWindow(f)
    #expect(f.waitUntil { f.client.events.contains(.focusChanged(true)) })
    XSetInputFocus(f.inspector.display, f.inspector.root, RevertToParent, UInt(CurrentTime))
    XSync(f.inspector.display, 0)
    #expect(f.waitUntil { f.client.events.last == .focusChanged(false) })
  }

  @Test(arguments: [false, true])
  func queuedPointerMotionsArriveAsOneMove(smoothScrolling: Bool) throws {
    let f = try X11Fixture(smoothScrolling: smoothScrolling)
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.move(to: o.x + 10, o.y + 10)
    #expect(f.waitUntil { f.client.events.contains(.pointerMoved(Point(x: 10, y: 10))) })
    f.client.events.removeAll()
    for step in 1...5 { f.input.move(to: o.x + 10 + step * 20, o.y + 10 + step * 5) }
    // Every motion is in the host's queue before it drains it once.
    f.host.sync()
    f.host.pump()
    let moves = f.client.events.filter { if case .pointerMoved = $0 { true } else { false } }
    #expect(moves == [.pointerMoved(Point(x: 110, y: 35))])
  }
}

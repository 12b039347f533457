import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// Keys typed through XTEST arrive as the text the server's layout and the input method make
/// of them (`InputMethod`).
@Suite("X11 text input") @MainActor
struct X11TextInputTests {
  private func focusMainWindow(_ f: X11Fixture) {
    XSetInputFocus(f.inspector.display, f.host.window.window, RevertToParent, UInt(CurrentTime))
    XSync(f.inspector.display, 0)
  }

  private func typed(_ f: X11Fixture) -> String {
    f.client.events.compactMap { if case .textInput(let text) = $0 { text } else { nil } }.joined()
  }

  /// Presses and releases keycodes in turn, holding the `held` keycodes around them.
  private func press(_ codes: [KeyCode], holding held: [KeyCode] = [], on display: String) throws {
    let x = try #require(XOpenDisplay(display))
    defer { XCloseDisplay(x) }
    for code in held { XTestFakeKeyEvent(x, UInt32(code), 1, 0) }
    for code in codes {
      XTestFakeKeyEvent(x, UInt32(code), 1, 0)
      XTestFakeKeyEvent(x, UInt32(code), 0, 0)
    }
    for code in held.reversed() { XTestFakeKeyEvent(x, UInt32(code), 0, 0) }
    XSync(x, 0)
  }

  private func keycode(_ keysym: Int32, on display: String) throws -> KeyCode {
    let x = try #require(XOpenDisplay(display))
    defer { XCloseDisplay(x) }
    return XKeysymToKeycode(x, KeySym(keysym))
  }

  /// Runs setxkbmap with `arguments` on the fixture's server and waits for it.
  private func setLayout(_ f: X11Fixture, _ arguments: [String]) throws -> Bool {
    let process = try f.server.launch("setxkbmap", arguments)
    return process.wait(timeout: 10) == 0
  }

  @Test func lettersArriveAsKeysAndAsTheirText() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    focusMainWindow(f)
    for character in "Hi there" { f.input.key(UInt32(character.asciiValue!)) }
    #expect(f.waitUntil { typed(f) == "Hi there" })
    #expect(f.client.events.contains(.keyPressed(Key(character: "i")!, modifiers: [])))
    #expect(f.host.inputMethod?.isOpen == true)
  }

  @Test func keysHeldWithControlTypeNoText() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    focusMainWindow(f)
    let display = f.server.displayName
    try press([keycode(XK_a, on: display)], holding: [keycode(XK_Control_L, on: display)], on: display)
    f.input.key(UInt32(XK_Return))
    f.input.key(UInt32(Character("b").asciiValue!))
    #expect(f.waitUntil { typed(f) == "b" })
    #expect(f.client.events.contains(.keyPressed(Key(character: "a")!, modifiers: [.control])))
  }

  @Test func theServersLayoutDecidesWhatAKeyTypes() throws {
    let f = try X11Fixture()
    let display = f.server.displayName
    // The key that types "y" on a US keyboard types "z" on a German one.
    let yKey = try keycode(XK_y, on: display)
    guard try setLayout(f, ["de"]) else {
      Issue.record("setxkbmap could not load the German layout")
      return
    }
    f.showAndDraw()
    focusMainWindow(f)
    try press([yKey], on: display)
    #expect(f.waitUntil { typed(f) == "z" })
  }

  @Test func aDeadKeyComposesWithTheNextLetter() throws {
    let f = try X11Fixture()
    let display = f.server.displayName
    guard try setLayout(f, ["de"]) else {
      Issue.record("setxkbmap could not load the German layout")
      return
    }
    f.showAndDraw()
    focusMainWindow(f)
    try press([keycode(XK_dead_acute, on: display), keycode(XK_e, on: display)], on: display)
    #expect(f.waitUntil { typed(f) == "é" })
    // The dead key itself typed nothing and reached no view as a key.
    #expect(!f.client.events.contains { if case .keyPressed(let key, _) = $0 { key.keysym == UInt32(XK_dead_acute) } else { false } })
  }

  @Test func altGrTypesTheThirdLevel() throws {
    let f = try X11Fixture()
    let display = f.server.displayName
    guard try setLayout(f, ["de"]) else {
      Issue.record("setxkbmap could not load the German layout")
      return
    }
    f.showAndDraw()
    focusMainWindow(f)
    // AltGr+Q types "@" on a German keyboard.
    try press([keycode(XK_q, on: display)], holding: [keycode(XK_ISO_Level3_Shift, on: display)], on: display)
    #expect(f.waitUntil { typed(f) == "@" })
  }

  @Test func aLayoutChangedWhileRunningTypesAtOnce() throws {
    let f = try X11Fixture()
    let display = f.server.displayName
    let yKey = try keycode(XK_y, on: display)
    f.showAndDraw()
    focusMainWindow(f)
    try press([yKey], on: display)
    #expect(f.waitUntil { typed(f) == "y" })
    guard try setLayout(f, ["de"]) else {
      Issue.record("setxkbmap could not load the German layout")
      return
    }
    f.settle()
    try press([yKey], on: display)
    #expect(f.waitUntil { typed(f) == "yz" })
  }
}

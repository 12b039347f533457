import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalUI
import PortalX11

/// A scripted walk through the scenes that drives the demo with real input (XTest), exactly as
/// a person would: events go through the X server, the overlay's empty input region and the
/// host's event loop. Targets are found by their text in the live view tree.
@MainActor
final class Tour {
  private enum Action {
    case click(String)
    case key(UInt32)
    /// Wheel notches (positive: down) with the pointer on a text.
    case wheel(Int, over: String)
    case finish
  }

  private let host: X11Host
  private let graph: ViewGraph
  private let input: OpaquePointer
  /// Each step with the time to leave after the step before it (after the start, for the first).
  private var steps: [(after: Double, action: Action)]
  /// When the last step was taken (or the tour started).
  private var lastStep: Double?
  /// When the step at the head of the list first found no target.
  private var waitingSince: Double?
  /// When the step at the head of the list, already due, first found the app still moving.
  private var restWaitSince: Double?
  private(set) var finished = false
  /// Called with a short description of each step as it is taken (the trace marks them, so a
  /// frame's cost can be read against what the tour was doing).
  var onStep: ((String) -> Void)?

  init(host: X11Host, graph: ViewGraph, model: DemoModel) throws {
    self.host = host
    self.graph = graph
    guard let input = XOpenDisplay(XDisplayString(host.connection.display)) else {
      throw DemoFailure(message: "portal-demo: the tour cannot open a second connection to the display")
    }
    self.input = input
    let cards = model.cards
    steps = [
      (0.8, .click(cards[3].title)),
      (1.2, .key(UInt32(XK_Escape))),
      (1.2, .click(cards[7].title)),
      // The wheel over the dimmed backdrop scrolls the grid behind the sheet; the card then
      // flies back to where it is now.
      (1.0, .wheel(1, over: DemoScene.gridSheet.summary)),
      (1.0, .click("Close")),
      (1.0, .click(DemoScene.push.rawValue)),
      (0.5, .click(cards[5].title)),
      (1.2, .key(UInt32(XK_Escape))),
      (1.1, .click(DemoScene.staticID.rawValue)),
      // The seed's flight in dark appearance, then back to light.
      (0.3, .key(UInt32(Character("a").asciiValue!))),
      (0.5, .click("Click to open")),
      (1.5, .click("Click to send it back")),
      (1.2, .key(UInt32(Character("a").asciiValue!))),
      (0.3, .click(DemoScene.group.rawValue)),
      (0.7, .click("Stack")),
      (1.5, .click("Unstack")),
      (1.5, .click(DemoScene.carousel.rawValue)),
      (0.6, .click(cards[1].title)),
      // Two pages on, then close: the layer flies back to the card shown now.
      (1.0, .key(UInt32(XK_Right))),
      (0.5, .key(UInt32(XK_Right))),
      (0.8, .key(UInt32(XK_Escape))),
      (1.2, .click(DemoScene.gridSheet.rawValue)),
      (0.6, .key(UInt32(Character("m").asciiValue!))),
      (0.4, .click(cards[0].title)),
      (1.0, .key(UInt32(XK_Escape))),
      (0.7, .key(UInt32(Character("m").asciiValue!))),
      (0.4, .click(DemoScene.flowingHeader.rawValue)),
      (0.8, .wheel(1, over: cards[2].title)),
      (1.4, .wheel(3, over: cards[4].title)),
      (1.2, .wheel(-4, over: cards[3].title)),
      (1.2, .click("Vertical")),
      (0.6, .wheel(5, over: cards[5].title)),
      // The card flies across the desktop into a second window, and home on Esc.
      (1.4, .click(DemoScene.secondWindow.rawValue)),
      (0.6, .click(cards[2].title)),
      (1.4, .key(UInt32(XK_Escape))),
      (1.4, .finish),
    ]
  }

  isolated deinit { XCloseDisplay(input) }

  /// Runs the steps that are due; keeps frames coming until the tour ends.
  ///
  /// A step is due its gap after the step before, and once the app is at rest (a flight has
  /// landed, a snap has finished), so a slow or busy machine shows the same story, only slower.
  /// Waiting for rest gives up after four seconds, so something that never stops cannot wedge
  /// the tour.
  func advance(now: Double) {
    lastStep = lastStep ?? now
    while let next = steps.first, let last = lastStep, now - last >= next.after {
      if !graph.isAtRest {
        let since = restWaitSince ?? now
        restWaitSince = since
        guard now - since > 4 else { break }
      }
      // A target that is not on screen yet (a slow first frame of a scene) is tried again on
      // the next frames for up to three seconds; the steps after it wait their turn.
      if !perform(next.action) {
        let since = waitingSince ?? now
        waitingSince = since
        guard now - since > 3 else { break }
        FileHandle.standardError.write(Data("portal-demo: tour step skipped, its target never showed\n".utf8))
      }
      waitingSince = nil
      restWaitSince = nil
      lastStep = now
      onStep?(Self.describe(next.action))
      steps.removeFirst()
    }
    if !finished { host.setNeedsFrame() }
  }

  private static func describe(_ action: Action) -> String {
    switch action {
    case .click(let text): "click \(text)"
    case .key(let key): "key \(String(key, radix: 16))"
    case .wheel(let notches, let text): "wheel \(notches) over \(text)"
    case .finish: "finish"
    }
  }

  /// Carries out one step; false when its target text is not on screen yet.
  ///
  /// Each step ends with `XSync`: the server has then turned the fake input into events queued
  /// for the app, which the event loop reads before the next frame, so the next step (which
  /// looks its target up in the view tree) sees what this one did, however busy the machine.
  private func perform(_ action: Action) -> Bool {
    switch action {
    case .click(let text):
      guard pointAt(text) else { return false }
      XTestFakeButtonEvent(input, 1, 1, 0)
      XTestFakeButtonEvent(input, 1, 0, 0)
      XSync(input, 0)
    case .key(let keysym):
      let code = XKeysymToKeycode(input, KeySym(keysym))
      XTestFakeKeyEvent(input, UInt32(code), 1, 0)
      XTestFakeKeyEvent(input, UInt32(code), 0, 0)
      XSync(input, 0)
    case .wheel(let notches, let text):
      guard pointAt(text) else { return false }
      let button: UInt32 = notches > 0 ? 5 : 4
      for _ in 0..<abs(notches) {
        XTestFakeButtonEvent(input, button, 1, 0)
        XTestFakeButtonEvent(input, button, 0, 0)
      }
      XSync(input, 0)
    case .finish:
      finished = true
    }
    return true
  }

  /// Moves the pointer to the middle of the first text showing `string`; false if none shows.
  private func pointAt(_ string: String) -> Bool {
    guard let frame = frameOfText(string) else { return false }
    let origin = host.window.rootOrigin
    let scale = host.window.scale
    XTestFakeMotionEvent(input, -1, Int32(origin.x + frame.midX * scale), Int32(origin.y + frame.midY * scale), 0)
    return true
  }

  /// The window frame of the first text showing `string`.
  private func frameOfText(_ string: String) -> Rect? {
    var stack: [Node] = [graph.root]
    while let node = stack.popLast() {
      if let text = node.view as? Text, text.string == string { return node.windowFrame }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}

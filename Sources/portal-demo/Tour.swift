import CX11
import PortalGraphics
import Foundation
import PortalHost
import PortalX11

/// A scripted walk through the demo that drives it with real input (XTest), exactly as a person
/// clicking would: events go through the X server, the overlay's empty input region and the
/// host's event loop.
@MainActor
final class Tour {
  struct Step {
    let at: Double
    let action: (Tour) -> Void
  }

  private let host: X11Host
  private let scene: GridScene
  private let input: OpaquePointer
  private var steps: [Step] = []
  private var started: Double?
  private(set) var finished = false

  init(host: X11Host, scene: GridScene) throws {
    self.host = host
    self.scene = scene
    guard let input = XOpenDisplay(XDisplayString(host.connection.display)) else {
      throw X11HostError.cannotOpenDisplay(name: String(cString: XDisplayString(host.connection.display)))
    }
    self.input = input
    steps = [
      Step(at: 0.5) { $0.click(center: scene.cardFrame(4)) },
      Step(at: 1.5) { $0.click(center: scene.detailFrame) },
      Step(at: 2.5) { $0.click(center: scene.cardFrame(9)) },
      Step(at: 3.5) { $0.key(UInt32(XK_Escape)) },
      Step(at: 4.5) { $0.finished = true },
    ]
  }

  isolated deinit { XCloseDisplay(input) }

  /// Runs the steps that are due; keeps the host's frames coming until the tour ends.
  func advance(now: Double) {
    let start = started ?? now
    started = start
    while let next = steps.first, now - start >= next.at {
      steps.removeFirst()
      next.action(self)
    }
    if !finished { host.setNeedsFrame() }
  }

  private func click(center rect: Rect) {
    let origin = host.window.rootOrigin
    let scale = host.window.scale
    XTestFakeMotionEvent(input, -1, Int32(origin.x + rect.midX * scale), Int32(origin.y + rect.midY * scale), 0)
    XTestFakeButtonEvent(input, 1, 1, 0)
    XTestFakeButtonEvent(input, 1, 0, 0)
    XFlush(input)
  }

  private func key(_ keysym: UInt32) {
    let code = XKeysymToKeycode(input, KeySym(keysym))
    XTestFakeKeyEvent(input, UInt32(code), 1, 0)
    XTestFakeKeyEvent(input, UInt32(code), 0, 0)
    XFlush(input)
  }
}

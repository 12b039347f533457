import CX11
import Foundation
import Logging
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// A client that paints the main window one colour and, when asked, a layer on the overlay;
/// it records every event it receives.
@MainActor
final class RecordingClient: HostClient {
  var background = Color(hex: 0xD03030)
  var layer: Rect?
  var layerColor = Color(hex: 0x2050E0)
  /// The overlay damage to present instead of the layer's rectangle (a layer that moved
  /// presents its old and new rectangles; one that sits still, none).
  var overlayDamage: [Rect]?
  var events: [InputEvent] = []
  var framesDrawn = 0
  /// For each frame: the time the host passed, the grid slot it was drawn for and when (on
  /// the host's clock) it began to draw.
  var frameTimes: [(time: Double, slot: Double, began: Double)] = []
  /// Whether each frame repaints and presents the whole main window (which also makes a shaped
  /// overlay compose again over it); false leaves the window as it is, as during a flight.
  var paintsWindow = true
  /// Runs after each frame is drawn and presented.
  var afterFrame: () -> Void = {}
  /// Frames left to request after this one (an "animation").
  var keepAnimatingFor = 0

  /// Events of windows other than the main one, with their window.
  var windowEvents: [(event: InputEvent, window: HostWindowID)] = []

  /// The main window's events go to `events` (closing it ends the loop); other windows' to
  /// `windowEvents`.
  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {
    guard window == .main else {
      windowEvents.append((event, window))
      return
    }
    events.append(event)
    if event == .closeRequested, let x11 = host as? X11Host { x11.stop() }
  }

  func host(_ host: any AppHost, drawFrameAt time: Double) {
    framesDrawn += 1
    if let x11 = host as? X11Host { frameTimes.append((time, x11.pacer.slot, x11.clock.now)) }
    if paintsWindow {
      let surface = host.surface(for: .main)!
      let canvas = Canvas(bitmap: surface.bitmap)
      canvas.fill(
        Rect(x: 0, y: 0, width: Double(surface.bitmap.width), height: Double(surface.bitmap.height)), with: background)
      surface.present(damage: [Rect(origin: .zero, size: surface.size)])
    }
    let overlay = host.overlay
    overlay.bitmap.clear()
    if let layer {
      Canvas(bitmap: overlay.bitmap).fill(layer, with: layerColor)
      overlay.present(damage: overlayDamage ?? [layer], visible: [layer])
    } else {
      overlay.present(damage: [], visible: [])
    }
    afterFrame()
    if keepAnimatingFor > 0 {
      keepAnimatingFor -= 1
      host.setNeedsFrame()
    }
  }
}

/// One private X server, a host on it and a recording client.
@MainActor
final class X11Fixture {
  // Released in declaration order: every connection closes before the server stops.
  let host: X11Host
  let client = RecordingClient()
  let inspector: WindowInspector
  let input: XTestInput
  let server: XvfbServer
  /// The compositor started with `compositor: true`, to stop mid-test.
  private(set) var compositorProcess: ChildProcess?

  init(
    screen: String = "1280x800x24", disabledExtensions: [String] = [], compositor: Bool = false,
    allowSharedMemory: Bool = true,
    title: String = "Portal test", scale: Double = 1, smoothScrolling: Bool = true, windowManager: Bool = false,
    pretendNoShape: Bool = false
  ) throws {
    let server = try XvfbServer(screen: screen, disabledExtensions: disabledExtensions)
    self.server = server
    inspector = try WindowInspector(displayName: server.displayName)
    input = try XTestInput(displayName: server.displayName)
    if compositor { compositorProcess = try Self.startCompositor(server, inspector) }
    if windowManager {
      try server.launch("openbox", ["--sm-disable"])
      guard inspector.waitForWindowManager(timeout: 10) else {
        throw XvfbServer.StartError.failedToStart("openbox did not start managing windows within 10 s")
      }
    }
    host = try X11Host(
      displayName: server.displayName, title: title, className: "PortalTest",
      size: Size(width: 640, height: 400), allowSharedMemory: allowSharedMemory, scale: scale,
      smoothScrolling: smoothScrolling, pretendNoShape: pretendNoShape)
    host.client = client
  }

  /// Starts xcompmgr and waits until it owns the compositing-manager selection.
  @discardableResult
  static func startCompositor(_ server: XvfbServer, _ inspector: WindowInspector) throws -> ChildProcess {
    let process = try server.launch("xcompmgr")
    let deadline = Date().addingTimeInterval(5)
    while !inspector.compositorIsRunning, Date() < deadline { usleep(20_000) }
    return process
  }

  /// Maps the window and draws the first frame.
  func showAndDraw() {
    host.setNeedsFrame()
    host.run(until: host.clock.now + 0.05)
    settle()
  }

  /// Lets the server and the host exchange everything pending.
  func settle() {
    for _ in 0..<3 {
      host.sync()
      host.pump()
    }
  }

  /// Draws one frame now.
  func redraw() {
    host.setNeedsFrame()
    host.run(until: host.clock.now + 0.02)
    settle()
  }

  /// Draws one frame without handling any event, so nothing is answered by an Expose.
  func drawWithoutEvents() {
    host.drawClientFrame(at: host.clock.now)
    host.sync()
  }

  /// Pumps until `condition` holds or two seconds pass.
  func waitUntil(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(2)
    while Date() < deadline {
      settle()
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }

  func capture() throws -> Bitmap { try ScreenCapture.root(displayName: server.displayName) }

  /// Moves the main window as another client would and waits for the overlay to follow it;
  /// false when it did not within two seconds.
  func moveMainWindowAndWaitForTheOverlay(to x: Int, _ y: Int) -> Bool {
    inspector.move(host.window.window, to: x, y)
    return waitUntil {
      let a = inspector.attributes(of: host.overlayWindow.window)
      return a?.x == x && a?.y == y
    }
  }

  var mainOrigin: (x: Int, y: Int) {
    let a = inspector.attributes(of: host.window.window)!
    return (a.x, a.y)
  }
}

func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 { bitmap.rawPixel(x: x, y: y) & 0x00FF_FFFF }

/// Collects what the X11 host logs while `body` runs (the host's logger is swapped for the
/// duration; X11 tests run on the main actor one at a time).
@MainActor
func capturingX11Log<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
  let log = CapturedX11Log()
  let saved = XErrorLog.logger
  XErrorLog.logger = Logger(label: "portal.x11.test") { _ in CapturingX11Handler(log: log) }
  defer { XErrorLog.logger = saved }
  let result = try body()
  return (result, log.messages)
}

final class CapturedX11Log: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var messages: [String] { lock.withLock { stored } }
  func append(_ message: String) { lock.withLock { stored.append(message) } }
}

struct CapturingX11Handler: LogHandler {
  let log: CapturedX11Log
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) { log.append(event.message.description) }
}

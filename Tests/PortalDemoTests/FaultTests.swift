import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// What the demo does when the system around it fails: the X server goes away, the window
/// manager closes the window while a card is in the air.
@Suite("portal-demo under faults")
struct FaultTests {
  @Test func theXServerDyingMidRunEndsTheDemoWithAMessageAndANonZeroStatus() throws {
    let server = try XvfbServer()
    let demo = try ChildProcess(
      path: try demoExecutable(), arguments: [], environment: server.environment, captureErrors: true)
    defer { demo.stop() }
    do {
      // This process's own connection must be gone before the server is, or Xlib ends it too.
      let inspector = try WindowInspector(displayName: server.displayName)
      #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    }
    server.stop()
    let message = ChildProcess.readAll(demo.errorOutput)
    let status = demo.wait(timeout: 10)
    #expect(status == 3, "a lost display is an error, not a crash (128 + signal) and not success")
    #expect(message.contains("lost the connection to the X server"))
  }

  @Test func closingTheWindowMidFlightEndsTheDemoCleanly() throws {
    let server = try XvfbServer()
    let inspector = try WindowInspector(displayName: server.displayName)
    let input = try XTestInput(displayName: server.displayName)
    let demo = try ChildProcess(
      path: try demoExecutable(), arguments: ["--slow-motion", "10"], environment: server.environment)
    defer { demo.stop() }
    var window: Window = 0
    #expect(eventually { window = inspector.windows(ofProcess: demo.pid).first ?? 0; return window != 0 })
    #expect(eventually { firstFrameIsOnScreen(server) })
    input.click(at: (340, 160))
    // The overlay shows the card in the air before the window manager asks the window to close.
    #expect(eventually { overlay(of: inspector).flatMap { inspector.attributes(of: $0)?.isViewable } == true })
    inspector.requestClose(window)
    #expect(demo.wait(timeout: 10) == 0)
  }
}

/// The first frame is on screen once the sidebar's colour shows instead of the server's black.
func firstFrameIsOnScreen(_ server: XvfbServer) -> Bool {
  let screen = try? ScreenCapture.root(displayName: server.displayName, rect: (100, 600, 1, 1))
  return (screen?.rawPixel(x: 0, y: 0) ?? 0) & 0xFFFFFF == 0xF3F4F8
}

/// The demo's override-redirect overlay window, once it exists.
func overlay(of inspector: WindowInspector) -> Window? {
  inspector.topLevelStack().first { inspector.attributes(of: $0)?.overrideRedirect == true }
}

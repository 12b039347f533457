import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// The built `portal-demo`, beside this test bundle in the build folder.
func demoExecutable() throws -> String {
  var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = dir.appendingPathComponent("portal-demo").path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    dir = dir.deletingLastPathComponent()
  }
  throw XvfbServer.StartError.failedToStart("portal-demo is not built; run `swift build` first")
}

/// Polls `condition` for up to `seconds`.
func eventually(_ seconds: Double = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(10_000)
  }
  return condition()
}

@Suite("portal-demo as a process")
struct DemoProcessTests {
  @Test func aBadDisplayExitsWithStatusTwoAndSaysWhatToDo() throws {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = ":987"
    let demo = try ChildProcess(path: try demoExecutable(), arguments: [], environment: env, captureErrors: true)
    let message = ChildProcess.readAll(demo.errorOutput)
    #expect(demo.wait(timeout: 10) == 2)
    #expect(message.contains("cannot open X display ':987'"))
    #expect(message.contains("DISPLAY"))
  }

  @Test(arguments: [["--size", "10x10"], ["--flight-duration", "-1"], ["--no-such-flag"]])
  func badArgumentsExitWithStatusTwoAndUsage(arguments: [String]) throws {
    let demo = try ChildProcess(path: try demoExecutable(), arguments: arguments, captureErrors: true)
    let message = ChildProcess.readAll(demo.errorOutput)
    #expect(demo.wait(timeout: 10) == 2)
    #expect(message.contains("Usage: portal-demo"))
  }

  @Test func theWindowManagersCloseRequestEndsTheDemoCleanly() throws {
    let server = try XvfbServer()
    let inspector = try WindowInspector(displayName: server.displayName)
    let demo = try ChildProcess(path: try demoExecutable(), arguments: [], environment: server.environment)
    var window: Window = 0
    #expect(eventually { window = inspector.windows(ofProcess: demo.pid).first ?? 0; return window != 0 })
    #expect(inspector.strings("WM_CLASS", of: window) == ["portaldemo", "PortalDemo"])
    inspector.requestClose(window)
    #expect(demo.wait(timeout: 10) == 0)
  }

  @Test func aClickFliesTheCardThroughTheOverlayAndLandsIt() throws {
    let server = try XvfbServer()
    let inspector = try WindowInspector(displayName: server.displayName)
    let input = try XTestInput(displayName: server.displayName)
    // A long flight leaves time to look at it mid-air.
    let demo = try ChildProcess(
      path: try demoExecutable(), arguments: ["--flight-duration", "3"], environment: server.environment)
    defer { demo.stop() }
    var window: Window = 0
    #expect(eventually { window = inspector.windows(ofProcess: demo.pid).first ?? 0; return window != 0 })
    let overlay = try #require(
      inspector.topLevelStack().first { inspector.attributes(of: $0)?.overrideRedirect == true })
    #expect(eventually { inspector.attributes(of: window)?.isViewable == true })
    #expect(inspector.attributes(of: overlay)?.isViewable == false)
    // The first frame is on screen once the background is no longer the server's black.
    #expect(
      eventually {
        let screen = try? ScreenCapture.root(displayName: server.displayName, rect: (1200, 760, 1, 1))
        return (screen?.rawPixel(x: 0, y: 0) ?? 0) & 0xFFFFFF != 0
      })
    let before = try ScreenCapture.root(displayName: server.displayName)

    // Card 0 sits at the top-left of the grid (28, 76) in the 1280×800 layout.
    input.click(at: (120, 150))
    #expect(eventually { inspector.attributes(of: overlay)?.isViewable == true })
    usleep(1_200_000)
    let midFlight = try ScreenCapture.root(displayName: server.displayName)
    let shape = inspector.shapeRectangles(of: overlay, kind: ShapeBounding)
    #expect(shape.count == 1)
    let layer = try #require(shape.first)
    // Mid-flight the layer is between the grid and the panel, bigger than a card.
    #expect(layer.x > 28 && layer.x < 760)
    #expect(layer.width > 250)
    // Away from the layer and the emptied slot, the main window is untouched.
    let farAway = [(1200, 760), (650, 700), (40, 700)]
    for (x, y) in farAway where !(x >= layer.x && x < layer.x + layer.width && y >= layer.y && y < layer.y + layer.height) {
      #expect(midFlight.rawPixel(x: x, y: y) == before.rawPixel(x: x, y: y))
    }
    // After landing the overlay is unmapped and the destination shows in the main window.
    #expect(eventually(6) { inspector.attributes(of: overlay)?.isViewable == false })
    let landed = try ScreenCapture.root(displayName: server.displayName)
    // The card's pixels now show in the panel (its top colour is a blue, not the panel's white).
    let p = landed.pixel(x: 800, y: 120)
    #expect(p.blue > p.red + 0.2)
  }
}

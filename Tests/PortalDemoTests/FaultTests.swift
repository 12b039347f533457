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
    let log = try DemoLog(environment: server.environment)
    let demo = log.demo
    defer { demo.stop() }
    do {
      // This process's own connection must be gone before the server is, or Xlib ends it too.
      let inspector = try WindowInspector(displayName: server.displayName)
      #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    }
    server.stop()
    #expect(log.exitStatus() == 3, "a lost display is an error, not a crash (128 + signal) and not success")
    #expect(log.text.contains("lost the connection to the X server"))
  }

  @Test func aSixteenBitScreenShowsTheDemoAndWarnsOnce() throws {
    let server = try XvfbServer(screen: "1280x800x16")
    let log = try DemoLog(environment: server.environment)
    defer { log.demo.stop() }
    // The sidebar's colour, within what 5 and 6 bits per channel keep.
    let shown = eventually {
      guard let screen = try? ScreenCapture.root(displayName: server.displayName, rect: (100, 600, 1, 1)) else {
        return false
      }
      let pixel = screen.rawPixel(x: 0, y: 0)
      return [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF].allSatisfy { $0 >= 0xE8 }
    }
    #expect(shown)
    log.demo.stop()
    #expect(log.count(of: "the screen is 16-bit") == 1, "one warning: \(log.text)")
  }

  @Test func withoutShapeInputRegionsACardFliesInsideTheWindowAndTheDemoClosesCleanly() throws {
    let server = try XvfbServer()
    var environment = server.environment
    environment["PORTAL_PRETEND_NO_SHAPE"] = "1"
    let trace = TraceLog("noshape")
    let log = try DemoLog(["--trace", trace.path], environment: environment)
    let demo = log.demo
    defer { demo.stop() }
    let inspector = try WindowInspector(displayName: server.displayName)
    let input = try XTestInput(displayName: server.displayName)
    var window: Window = 0
    #expect(eventually { window = inspector.windows(ofProcess: demo.pid).first ?? 0; return window != 0 })
    #expect(eventually { firstFrameIsOnScreen(server) })
    input.click(at: (340, 160))
    #expect(eventually { trace.contains("transitionBegan") })
    #expect(eventually { trace.contains("transitionEnded") })
    // No overlay window ever showed: the card flew inside the main window.
    #expect(overlay(of: inspector).flatMap { inspector.attributes(of: $0)?.isViewable } != true)
    inspector.requestClose(window)
    #expect(log.exitStatus() == 0)
    #expect(log.count(of: "lacks SHAPE input regions") == 1, "one warning: \(log.text)")
  }

  @Test func closingTheWindowMidFlightEndsTheDemoCleanly() throws {
    let (server, inspector, input, demo) = try demoOnItsOwnServer(["--slow-motion", "10"])
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

@Suite("portal-demo never takes input from others")
struct InputOwnershipTests {
  /// Whether another client can take the pointer and the keyboard now; a program holding a
  /// grab (actively, or by a passive grab that fired) would make these fail.
  func othersCanGrab(_ inspector: WindowInspector) -> (pointer: Bool, keyboard: Bool) {
    let display = inspector.display
    let pointer = XGrabPointer(
      display, inspector.root, 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync, 0, 0, Time(CurrentTime))
    XUngrabPointer(display, Time(CurrentTime))
    let keyboard = XGrabKeyboard(display, inspector.root, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
    XUngrabKeyboard(display, Time(CurrentTime))
    XSync(display, 0)
    return (pointer == GrabSuccess, keyboard == GrabSuccess)
  }

  @Test func neitherTheWindowNorTheOverlayGrabsThePointerOrKeyboardAtRestOrInFlight() throws {
    let (server, inspector, input, demo) = try demoOnItsOwnServer(["--slow-motion", "10"])
    defer { demo.stop() }
    #expect(eventually { firstFrameIsOnScreen(server) })
    let atRest = othersCanGrab(inspector)
    #expect(atRest.pointer && atRest.keyboard)
    // While a button is held the server's implicit grab gives the pointer to the pressed
    // window, as for every X client; once released, nothing may be left holding it.
    input.click(at: (340, 160))
    #expect(eventually { overlay(of: inspector).flatMap { inspector.attributes(of: $0)?.isViewable } == true })
    let inFlight = othersCanGrab(inspector)
    #expect(inFlight.pointer && inFlight.keyboard)
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

/// The demo's overlay window, waited for (it is created just after the main window); the test
/// fails here when it never appears.
func overlayOnceCreated(_ inspector: WindowInspector, sourceLocation: SourceLocation = #_sourceLocation) throws -> Window {
  var window: Window?
  _ = eventually { window = overlay(of: inspector); return window != nil }
  return try #require(window, "the demo's overlay window never appeared", sourceLocation: sourceLocation)
}

@Suite("portal-demo with damaged resources")
struct DamagedResourceTests {
  /// A resources folder holding only `catalogue.json` with `text`.
  func resources(catalogue text: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("portal-resources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Artwork"), withIntermediateDirectories: true)
    try text.write(to: dir.appendingPathComponent("catalogue.json"), atomically: true, encoding: .utf8)
    return dir.path
  }

  @Test(arguments: [
    ("[{\"id\": 0,\n  \"title\": 3,}", "line 2, column 14"),
    ("[{\"id\": 0, \"title\": \"A\", \"subtitle\": \"s\", \"description\": \"d\"}, {\"id\": 1}]", "card 1 has no field"),
    ("[{\"id\": \"seven\"}]", "card 0, field 'id' is not a whole number"),
  ])
  func aMalformedCatalogueIsNamedWhereItBreaksAndTheDemoStillRuns(catalogue: String, place: String) throws {
    let server = try XvfbServer()
    let folder = try resources(catalogue: catalogue)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var env = server.environment
    env["PORTAL_RESOURCES"] = folder
    let log = try DemoLog(environment: env)
    #expect(eventually { firstFrameIsOnScreen(server) }, "the demo shows its window with the built-in catalogue")
    log.demo.stop()
    #expect(log.text.contains("\(folder)/catalogue.json"))
    #expect(log.text.contains(place), "\(log.text)")
    #expect(log.text.contains("generate-resources"))
  }
}

import PortalGraphics
import PortalHost
import Testing

/// A client that records which window each event came from.
@MainActor
private final class WindowRecordingClient: HostClient {
  var events: [String] = []
  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {
    events.append("\(window) \(event)")
  }
  func host(_ host: any AppHost, drawFrameAt time: Double) {}
}

@Suite("Headless host: windows") @MainActor
struct HeadlessWindowTests {
  @Test func windowsOpenAtTheirScreenOriginsAndCloseByID() throws {
    let host = try HeadlessHost(size: Size(width: 200, height: 100))
    let id = try host.openWindow(title: "Second", size: Size(width: 80, height: 60), screenOrigin: Point(x: 300, y: 20))
    #expect(host.windowIDs == [.main, id])
    #expect(host.surface(for: id)?.screenOrigin == Point(x: 300, y: 20))
    #expect(host.window(id)?.title == "Second")
    #expect(host.windowFrames == [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 300, y: 20, width: 80, height: 60)])
    host.closeWindow(id)
    host.closeWindow(.main)
    #expect(host.windowIDs == [.main])
    #expect(host.surface(for: id) == nil)
    #expect(host.closedWindows == [id])
  }

  @Test func theOverlayCoversEveryWindowAndShrinksBackOnceIdle() throws {
    let host = try HeadlessHost(size: Size(width: 200, height: 100))
    host.main.screenOrigin = Point(x: 50, y: 40)
    #expect(host.overlaySurface.screenOrigin == Point(x: 50, y: 40))
    let id = try host.openWindow(title: "Second", size: Size(width: 80, height: 60), screenOrigin: Point(x: 300, y: 0))
    #expect(host.overlaySurface.screenOrigin == Point(x: 50, y: 0))
    #expect(host.overlaySurface.size == Size(width: 330, height: 140))
    host.moveWindow(id, to: Point(x: 400, y: 200))
    #expect(host.overlaySurface.screenOrigin == Point(x: 50, y: 40))
    #expect(host.overlaySurface.size == Size(width: 430, height: 220))
    host.closeWindow(id)
    host.setNeedsFrame()
    host.step()
    #expect(host.overlaySurface.screenOrigin == Point(x: 50, y: 40))
    #expect(host.overlaySurface.size == Size(width: 200, height: 100))
  }

  @Test func inputCarriesTheWindowItHappenedIn() throws {
    let host = try HeadlessHost(size: Size(width: 200, height: 100))
    let client = WindowRecordingClient()
    host.client = client
    let id = try host.openWindow(title: "Second", size: Size(width: 80, height: 60), screenOrigin: Point(x: 300, y: 0))
    host.send(.pointerMoved(Point(x: 1, y: 2)))
    host.send(.pointerMoved(Point(x: 3, y: 4)), to: id)
    host.send(.closeRequested, to: id)
    #expect(client.events == ["main pointerMoved((1.0, 2.0))", "\(id) pointerMoved((3.0, 4.0))", "\(id) closeRequested"])
  }

  @Test func theScreenImageShowsWindowsDesktopAndTheOverlay() throws {
    let host = try HeadlessHost(size: Size(width: 100, height: 100))
    let id = try host.openWindow(title: "Second", size: Size(width: 50, height: 50), screenOrigin: Point(x: 150, y: 0))
    Canvas(bitmap: host.window(id)!.bitmap).fill(Rect(x: 0, y: 0, width: 50, height: 50), with: Color(hex: 0x00FF00))
    // The overlay covers both windows from (0, 0): a layer in the gap between them.
    Canvas(bitmap: host.overlaySurface.bitmap).fill(Rect(x: 110, y: 10, width: 20, height: 20), with: Color(hex: 0x0000FF))
    host.overlaySurface.present(damage: [Rect(x: 110, y: 10, width: 20, height: 20)])
    let screen = try host.screenImage(of: Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(rgb(screen, 50, 50) == 0xFFFFFF)
    #expect(rgb(screen, 175, 25) == 0x00FF00)
    #expect(rgb(screen, 120, 20) == 0x0000FF)
    #expect(rgb(screen, 120, 80) == 0x808080)
  }
}

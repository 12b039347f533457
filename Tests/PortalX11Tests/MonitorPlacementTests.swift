import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Placement within a monitor") @MainActor
struct MonitorPlacementTests {
  private let left = Rect(x: 0, y: 0, width: 1280, height: 800)
  private let right = Rect(x: 1280, y: 0, width: 1280, height: 800)

  @Test func theAreaIsTheMonitorHoldingMostOfTheOwnerWithinTheWorkArea() {
    let placement = MonitorPlacement(monitors: [left, right], workArea: Rect(x: 0, y: 30, width: 2560, height: 770))
    #expect(placement.area(holding: Rect(x: 1000, y: 100, width: 640, height: 400)) == Rect(x: 1280, y: 30, width: 1280, height: 770))
    #expect(placement.area(holding: Rect(x: 900, y: 100, width: 640, height: 400)) == Rect(x: 0, y: 30, width: 1280, height: 770))
    // A window on no monitor belongs to the nearest one.
    #expect(placement.area(holding: Rect(x: 3000, y: 100, width: 10, height: 10)).minX == 1280)
    #expect(MonitorPlacement.origin(Point(x: 1200, y: -10), size: Size(width: 300, height: 200), within: left) == Point(x: 980, y: 0))
  }

  @Test func aSecondWindowLandsInsideTheMonitorOfTheMainWindowBelowThePanels() throws {
    let f = try X11Fixture(screen: "2560x800x24")
    f.inspector.setMonitors([(0, 0, 1280, 800), (1280, 0, 1280, 800)])
    f.inspector.setWorkArea(x: 0, y: 30, width: 2560, height: 770)
    f.showAndDraw()
    #expect(f.moveMainWindowAndWaitForTheOverlay(to: 600, 100))
    #expect(f.host.placementArea(for: .main) == Rect(x: 0, y: 30, width: 1280, height: 770))
    // Asked for right of the main window, across the monitors' seam: kept on the left one.
    let id = try f.host.openWindow(title: "Details", size: Size(width: 300, height: 200), screenOrigin: Point(x: 1264, y: 0))
    let opened = try #require(f.host.appWindow(id))
    #expect(f.waitUntil { f.inspector.attributes(of: opened.window)?.isViewable == true })
    let a = try #require(f.inspector.attributes(of: opened.window))
    #expect((a.x, a.y, a.width, a.height) == (980, 30, 300, 200))
  }

  @Test func withoutRandRMonitorsTheWholeScreenIsOneMonitor() throws {
    let f = try X11Fixture(screen: "2560x800x24")
    f.showAndDraw()
    #expect(f.host.placementArea(for: .main) == Rect(x: 0, y: 0, width: 2560, height: 800))
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("X protocol errors") @MainActor
struct XErrorTests {
  @Test func aFailedRequestIsLoggedAndTheHostKeepsDrawing() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let errorsBefore = XErrorLog.errorCount
    let framesBefore = f.client.framesDrawn
    // No client owns this id, so the server answers with BadWindow.
    XMapWindow(f.host.connection.display, 0x1FF_FFFF)
    XSync(f.host.connection.display, 0)
    #expect(XErrorLog.errorCount == errorsBefore + 1)
    f.client.background = Color(hex: 0x30A050)
    f.redraw()
    #expect(f.client.framesDrawn > framesBefore)
    let o = f.mainOrigin
    #expect(f.waitUntil { (try? rgb(f.capture(), o.x + 320, o.y + 200)) == 0x30A050 })
  }

  @Test func aServerWithoutMITSHMIsReportedWithAWarning() throws {
    let (f, messages) = try capturingX11Log { try X11Fixture(disabledExtensions: ["MIT-SHM"]) }
    #expect(!f.host.connection.hasSharedMemory)
    #expect(messages.contains { $0.contains("no MIT-SHM extension") })
  }

  @Test func aRefusedSharedMemoryAttachFallsBackToPutImageWithoutLoggingAnError() throws {
    ImagePresenter.breakAttachForTesting = true
    defer { ImagePresenter.breakAttachForTesting = false }
    let errorsBefore = XErrorLog.errorCount
    let (f, messages) = try capturingX11Log { try X11Fixture() }
    // The window's and the overlay's presenters were both refused; the connection says so once.
    #expect(f.host.connection.reportedRefusedAttach)
    #expect(messages.contains { $0.contains("MIT-SHM attach failed") })
    #expect(f.host.connection.hasSharedMemory)
    #expect(f.host.window.presentPath == .putImage)
    #expect(f.host.overlayWindow.presentPath == .putImage)
    // The probe swallowed the refusal: nothing reached the error log.
    #expect(XErrorLog.errorCount == errorsBefore)
    let layer = Rect(x: 40, y: 30, width: 200, height: 90)
    f.client.layer = layer
    f.showAndDraw()
    let o = f.mainOrigin
    let screen = try f.capture()
    #expect(rgb(screen, o.x + Int(layer.midX), o.y + Int(layer.midY)) == 0x2050E0)
    #expect(rgb(screen, o.x + 400, o.y + 300) == 0xD03030)
    #expect(XErrorLog.errorCount == errorsBefore)
  }
}

import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// A window taking a new scale shows its last frame stretched until the client draws at the
/// new scale: the Expose the resize brings is never answered with white.
@Suite("Rescaling a window") @MainActor
struct RescaleFrameTests {
  @Test func theExposeAfterARescaleShowsTheLastFrameStretchedNotWhite() throws {
    let fixture = try X11Fixture(screen: "1600x1000x24")
    fixture.showAndDraw()
    let frames = fixture.client.framesDrawn
    try fixture.host.window.rescale(to: 2)
    // Events only (the Expose of the grown window), no frame drawn.
    fixture.settle()
    #expect(fixture.client.framesDrawn == frames)
    let origin = fixture.mainOrigin
    let screen = try fixture.capture()
    // The window is 640×400 logical, 1280×800 device at 2×; this part was never drawn at 2×.
    for (x, y) in [(900, 600), (1200, 760), (100, 100)] {
      #expect(rgb(screen, origin.x + x, origin.y + y) == 0xD03030, "at \(x), \(y)")
    }
  }
}

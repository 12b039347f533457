import PortalGraphics
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// Renders the header at rest, half-way and in the strip to /tmp, to look at.
@Suite("Flowing header rendering") @MainActor
struct HeaderRenderingTests {
  @Test(arguments: [FlowingHeaderLayout.horizontal, .vertical])
  func theHeaderRendersAtProgressZeroHalfAndOne(layout: FlowingHeaderLayout) throws {
    let s = try HeaderSession(HeaderPane(displays: [.title, .accessory], layout: layout, snapping: .none))
    let state = try #require(s.state())
    let start = state.accessorySource!.height / 3
    try s.writePNG("flowing-header-\(layout)-0")
    s.wheel(start + 20)
    s.settle()
    // View frames snap to device pixels, so progress is exact to one pixel of the range.
    #expect(abs(s.progress() - 0.5) <= 1 / FlowingHeaderTokens.transitionRange)
    try s.writePNG("flowing-header-\(layout)-0.5")
    s.wheel(200)
    s.settle()
    #expect(s.progress() == 1)
    try s.writePNG("flowing-header-\(layout)-1")
    // The strip's bar is drawn at the top once the title has flowed.
    let bar = s.host.main.bitmap.pixel(x: 5, y: 5)
    #expect(bar.red > 0.9 && bar.green > 0.9)
  }
}

import CX11
import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

/// The keyboard focus ring on the grid's cards, in the demo's window.
@Suite("portal-demo focus ring")
struct DemoFocusRingTests {
  private func isRing(_ color: Color) -> Bool { color.blue > 0.8 && color.red < 0.4 && color.green < 0.55 }

  @Test func theArrowKeysRingHugsTheCardsPictureNotItsTitle() throws {
    let session = try SeedAndGroupSceneTests.Session(scene: "grid")
    defer { session.close() }
    _ = try session.settledScreen()
    var source: TraceLog.Box?
    #expect(eventually { source = session.trace.anchor("0", "source"); return source != nil })
    let picture = try #require(source)
    // The first arrow key focuses the first card.
    session.input.key(UInt32(XK_Right))
    var shot: Bitmap?
    #expect(
      eventually(10) {
        shot = try? session.screen()
        return shot.map { isRing($0.pixel(x: picture.x - 3, y: picture.y + picture.height / 2)) } == true
      }, "no ring left of the first card's picture")
    let screen = try #require(shot)
    let (left, right) = (picture.x, picture.x + picture.width - 1)
    let (top, bottom) = (picture.y, picture.y + picture.height - 1)
    let (midX, midY) = (picture.x + picture.width / 2, picture.y + picture.height / 2)
    // Two clear pixels, then the ring's two, on every side of the picture.
    for offset in 1...2 {
      #expect(!isRing(screen.pixel(x: left - offset, y: midY)))
      #expect(!isRing(screen.pixel(x: right + offset, y: midY)))
      #expect(!isRing(screen.pixel(x: midX, y: top - offset)))
      #expect(!isRing(screen.pixel(x: midX, y: bottom + offset)))
    }
    for offset in 3...4 {
      #expect(isRing(screen.pixel(x: left - offset, y: midY)), "left, \(offset) px out")
      #expect(isRing(screen.pixel(x: right + offset, y: midY)), "right, \(offset) px out")
      #expect(isRing(screen.pixel(x: midX, y: top - offset)), "top, \(offset) px out")
      #expect(isRing(screen.pixel(x: midX, y: bottom + offset)), "bottom, \(offset) px out")
    }
    // Beside the title under the picture, no ring.
    #expect(!isRing(screen.pixel(x: left - 3, y: bottom + 20)))
  }
}

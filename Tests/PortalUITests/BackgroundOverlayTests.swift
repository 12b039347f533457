import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Background and overlay") @MainActor
struct BackgroundOverlayTests {
  @Test func paddingFrameAndBackgroundNestTheirFrames() throws {
    let h = try Harness(
      atOrigin {
        Color.red.frame(width: 40, height: 20).padding(10).background(Color.blue).padding(5)
      })
    #expect(h.node(Color.self) { $0 == .red }?.frame == Rect(x: 15, y: 15, width: 40, height: 20))
    #expect(h.node(Color.self) { $0 == .blue }?.frame == Rect(x: 5, y: 5, width: 60, height: 40))
    #expect(h.pixel(7, 7).isClose(to: .blue))
    #expect(h.pixel(30, 25).isClose(to: .red))
    #expect(h.pixel(2, 2).isClose(to: .white))
  }

  @Test func theOverlayIsOfferedThePrimaryFrameAndDrawnInFront() throws {
    let h = try Harness(atOrigin { Color.red.frame(width: 80, height: 30).overlay(Color.green.opacity(1)) })
    #expect(h.node(Color.self) { $0 == .green }?.frame == Rect(x: 0, y: 0, width: 80, height: 30))
    #expect(h.pixel(40, 15).isClose(to: .green))
  }

  @Test func theSecondaryViewDoesNotChangeThePrimarySize() throws {
    let h = try Harness(
      atOrigin {
        Text("Hi").background { Color.blue.frame(width: 300, height: 200) }
      })
    let text = try #require(h.frame(ofText: "Hi"))
    let layered = try #require(h.node(LayeredView<Text, FixedFrameView<Color>>.self))
    #expect(layered.frame == text)
    #expect(text.width < 40)
  }

  @Test func theOverlayIsAlignedInsideThePrimaryFrame() throws {
    let h = try Harness(
      atOrigin {
        Color.gray.frame(width: 100, height: 60)
          .overlay(alignment: .bottomTrailing) { Color.red.frame(width: 10, height: 10) }
      })
    #expect(h.node(Color.self) { $0 == .red }?.frame == Rect(x: 90, y: 50, width: 10, height: 10))
  }

  @Test func theBackgroundIsBehindAndTheOverlayInFrontForHitTesting() throws {
    let h = try Harness(
      atOrigin {
        Color.red.frame(width: 50, height: 50).background(Color.blue).overlay(
          Color.green.frame(width: 10, height: 10))
      })
    #expect((h.hit(25, 25)?.view as? Color) == .green)
    #expect((h.hit(5, 5)?.view as? Color) == .red)
  }
}

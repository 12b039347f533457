import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Scale, rotation and offset") @MainActor
struct TransformModifierTests {
  @Test func offsetMovesTheViewButNotItsSiblings() throws {
    let h = try Harness(
      atOrigin {
        VStack(spacing: 0) {
          Color.red.frame(width: 20, height: 20).offset(x: 30, y: 5)
          Color.blue.frame(width: 20, height: 20)
        }
      })
    #expect(h.node(Color.self) { $0 == .red }?.frame == Rect(x: 30, y: 5, width: 20, height: 20))
    #expect(h.node(Color.self) { $0 == .blue }?.frame == Rect(x: 0, y: 20, width: 20, height: 20))
    #expect(h.node(OffsetView<FixedFrameView<Color>>.self)?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(h.pixel(40, 15).isClose(to: .red))
    #expect(h.pixel(5, 5).isClose(to: .white))
  }

  @Test func scaleEffectDrawsLargerAboutTheCentreWithoutChangingLayout() throws {
    let h = try Harness(atOrigin { Color.red.frame(width: 20, height: 20).scaleEffect(2).padding(20) })
    let red = try #require(h.node(Color.self) { $0 == .red })
    #expect(red.frame == Rect(x: 20, y: 20, width: 20, height: 20))
    #expect(red.windowFrame == Rect(x: 10, y: 10, width: 40, height: 40))
    #expect(h.pixel(12, 12).isClose(to: .red))
    #expect(h.pixel(8, 8).isClose(to: .white))
  }

  @Test func theHitAreaOfAScaledViewScalesWithIt() throws {
    var taps = 0
    let h = try Harness(
      atOrigin {
        Color.red.frame(width: 20, height: 20).onTapGesture { taps += 1 }.scaleEffect(2).padding(20)
      })
    h.click(Point(x: 12, y: 12))
    #expect(taps == 1)
    h.click(Point(x: 8, y: 8))
    #expect(taps == 1)
  }

  @Test func scaleEffectHonoursItsAnchor() throws {
    let h = try Harness(
      atOrigin {
        Color.red.frame(width: 20, height: 20).scaleEffect(x: 3, y: 1, anchor: .topLeading).padding(10)
      })
    let red = try #require(h.node(Color.self) { $0 == .red })
    #expect(red.windowFrame == Rect(x: 10, y: 10, width: 60, height: 20))
  }

  @Test func rotationMovesPixelsAboutTheAnchor() throws {
    // A wide bar turned a quarter turn becomes a tall one around the same centre.
    let h = try Harness(
      atOrigin { Color.red.frame(width: 60, height: 10).rotationEffect(.degrees(90)).padding(40) })
    // The 60×10 bar at (40, 40) spans x 65…75, y 15…75 once turned about its centre (70, 45).
    #expect(h.pixel(70, 20).isClose(to: .red))
    #expect(h.pixel(70, 70).isClose(to: .red))
    #expect(h.pixel(70, 10).isClose(to: .white))
    #expect(h.pixel(45, 45).isClose(to: .white))
    #expect(h.pixel(95, 45).isClose(to: .white))
    let red = try #require(h.node(Color.self) { $0 == .red })
    #expect(h.hit(70, 65) === red)
    #expect(h.hit(45, 45) == nil)
  }

  @Test func anglesConvertBetweenDegreesAndRadians() {
    #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
    #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
  }

  @Test func changingOnlyTheScaleRedrawsTheOldAndNewArea() throws {
    let h = try Harness(Pulse())
    #expect(h.pixel(12, 12).isClose(to: .white))
    h.click(Point(x: 30, y: 30))
    #expect(h.pixel(12, 12).isClose(to: .red))
    h.click(Point(x: 30, y: 30))
    #expect(h.pixel(12, 12).isClose(to: .white))
  }
}

private struct Pulse: View {
  @State private var big = false
  var body: some View {
    atOrigin {
      Color.red.frame(width: 20, height: 20).scaleEffect(big ? 2 : 1).padding(20).onTapGesture {
        big.toggle()
      }
    }
  }
}

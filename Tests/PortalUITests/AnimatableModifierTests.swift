import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A wedge of a square whose width is a fraction, animatable through `animatableData`.
private struct Bar: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
  }
}

@Suite("Animatable modifiers") @MainActor
struct AnimatableModifierTests {
  /// Clicks "flip" and draws the first frame of the change (t = 0), then moves to `t`.

  func flipHalfway(_ h: Harness) throws {
    try h.clickFirstFrame(onText: "flip")
    h.host.step(by: 0.5)
  }

  @Test func opacityIsHalfwayAtHalfTheDuration() throws {
    let h = try Harness(Flipper { on in Color.black.frame(width: 40, height: 40).opacity(on ? 1 : 0) })
    #expect(h.pixel(20, 20).isClose(to: .white))
    try flipHalfway(h)
    #expect(abs(h.pixel(20, 20).luminance - 0.5) < 0.03)
    h.settle()
    #expect(h.pixel(20, 20).isClose(to: .black))
    #expect(!h.host.frameRequested)
  }

  @Test func scaleEffectIsHalfwayAtHalfTheDuration() throws {
    let h = try Harness(
      Flipper { on in Color.red.frame(width: 40, height: 40).scaleEffect(on ? 2 : 1).padding(40) })
    try flipHalfway(h)
    let red = try #require(h.node(Color.self) { $0 == .red })
    #expect(abs(red.windowFrame.width - 60) < 0.5)
    h.settle()
    #expect(abs(red.windowFrame.width - 80) < 0.01)
  }

  @Test func rotationIsHalfwayAtHalfTheDuration() throws {
    let h = try Harness(
      Flipper { on in Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(on ? 90 : 0)).padding(20)
      })
    try flipHalfway(h)
    let red = try #require(h.node(Color.self) { $0 == .red })
    // Turned 45°, the 40-wide square's bounding box is 40·√2 wide.
    #expect(abs(red.windowFrame.width - 40 * 2.0.squareRoot()) < 0.5)
  }

  @Test func offsetIsHalfwayAtHalfTheDuration() throws {
    let h = try Harness(Flipper { on in Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0) })
    try flipHalfway(h)
    let red = try #require(h.node(Color.self) { $0 == .red })
    #expect(abs(red.windowFrame.minX - 50) < 0.5)
    #expect(h.pixel(60, 10).isClose(to: .red))
  }

  @Test func frameSizeIsHalfwayAtHalfTheDuration() throws {
    let h = try Harness(Flipper { on in Color.red.frame(width: on ? 200 : 100, height: 20) })
    try flipHalfway(h)
    #expect(abs((h.node(Color.self)?.frame.width ?? 0) - 150) < 0.5)
  }

  @Test func colourIsMixedHalfwayAtHalfTheDuration() throws {
    let h = try Harness(Flipper { on in (on ? Color.white : Color.black).frame(width: 40, height: 40) })
    try flipHalfway(h)
    #expect(abs(h.pixel(20, 20).luminance - 0.5) < 0.03)
  }

  @Test func shapeFillColourAnimates() throws {
    let h = try Harness(
      Flipper { on in Circle().fill(on ? Color.white : Color.black).frame(width: 40, height: 40) })
    try flipHalfway(h)
    #expect(abs(h.pixel(20, 20).luminance - 0.5) < 0.03)
  }

  @Test func foregroundStyleOfAShapeAnimates() throws {
    let h = try Harness(
      Flipper { on in Rectangle().frame(width: 40, height: 40).foregroundStyle(on ? Color.white : Color.black)
      })
    try flipHalfway(h)
    #expect(abs(h.pixel(20, 20).luminance - 0.5) < 0.03)
  }

  @Test func cornerRadiusAnimates() throws {
    let h = try Harness(
      Flipper { on in Color.black.frame(width: 100, height: 100).cornerRadius(on ? 40 : 0) })
    #expect(h.pixel(2, 2).isClose(to: .black))
    try flipHalfway(h)
    let clip = try #require(h.node(ClipShapeView<FixedFrameView<Color>, RoundedRectangle>.self))
    #expect(abs((clip[PresentedShape<RoundedRectangle>.self]?.cornerRadius ?? 0) - 20) < 0.5)
    // A 20-radius corner leaves (2, 2) outside and (8, 8) inside.
    #expect(h.pixel(2, 2).isClose(to: .white))
    #expect(h.pixel(8, 8).isClose(to: .black))
  }

  @Test func customAnimatableShapeIsInterpolated() throws {
    let h = try Harness(
      Flipper { on in Bar(fraction: on ? 1 : 0).fill(.black).frame(width: 100, height: 20) })
    try flipHalfway(h)
    #expect(h.pixel(45, 10).isClose(to: .black))
    #expect(h.pixel(55, 10).isClose(to: .white))
    h.settle()
    #expect(h.pixel(95, 10).isClose(to: .black))
  }

  @Test func animationModifierAnimatesOpacityWithoutWithAnimation() throws {
    struct Scoped: View {
      @State var on = false
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Color.black.frame(width: 40, height: 40).opacity(on ? 0 : 1).animation(
            .linear(duration: 1), value: on)
          Text("flip").onTapGesture { on.toggle() }
        }
      }
    }
    let h = try Harness(Scoped())
    try flipHalfway(h)
    #expect(abs(h.pixel(20, 20).luminance - 0.5) < 0.03)
  }

  @Test func withoutAnAnimationTheChangeIsImmediate() throws {
    struct Plain: View {
      @State var on = false
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Color.black.frame(width: 40, height: 40).opacity(on ? 0 : 1)
          Text("flip").onTapGesture { on.toggle() }
        }
      }
    }
    let h = try Harness(Plain())
    try flipHalfway(h)
    #expect(h.pixel(20, 20).isClose(to: .white))
    #expect(!h.host.frameRequested)
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A square offset 0 or 200 pt and faded in or out, flipped with `animation` by a click.
private struct Mover: View {
  let animation: Animation
  @State var on = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("flip").frame(height: 20).onTapGesture { withAnimation(animation) { on.toggle() } }
      Color.black.frame(width: 40, height: 40).offset(x: on ? 200 : 0, y: 0)
      Color.black.frame(width: 40, height: 40).opacity(on ? 0 : 1)
    }
  }
}

/// A square inserted or removed with a sliding transition, one second linear.
private struct Sliding: View {
  @State var shown = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("toggle").frame(height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      ZStack(alignment: .topLeading) {
        Color.white.frame(width: 300, height: 100)
        if shown { Color.black.frame(width: 100, height: 100).transition(.move(edge: .leading)) }
      }
    }
  }
}

@Suite("Interruption") @MainActor
struct InterruptionTests {
  static let frame = 1.0 / 120

  func click(_ h: Harness, _ text: String) throws {
    let box = try #require(h.frame(ofBoxWithText: text))
    h.host.send(.pointerPressed(box.center, button: .primary))
    h.host.send(.pointerReleased(box.center, button: .primary))
  }

  /// The offset square's left edge as drawn.
  func position(_ h: Harness) throws -> Double {
    try #require(h.nodes(Color.self).first { $0.frame.minY == 20 }).windowFrame.minX
  }

  /// Positions frame by frame: `before` frames, a flip back, then until rest.
  func flipAndFlipBack(_ h: Harness, after before: Int) throws -> (positions: [Double], flipBackIndex: Int) {
    try click(h, "flip")
    h.host.step(by: 0)
    var positions = [try position(h)]
    for _ in 0..<before {
      h.host.step(by: Self.frame)
      positions.append(try position(h))
    }
    try click(h, "flip")
    let index = positions.count
    while h.host.frameRequested, positions.count < 2000 {
      h.host.step(by: Self.frame)
      positions.append(try position(h))
    }
    return (positions, index)
  }

  @Test func aSpringRetargetedMidFlightKeepsItsPositionAndVelocity() throws {
    let h = try Harness(Mover(animation: .spring(duration: 0.6, bounce: 0.2)))
    let (positions, flipBack) = try flipAndFlipBack(h, after: 18)
    let velocities = zip(positions.dropFirst(), positions).map { ($0 - $1) / Self.frame }
    let accelerations = zip(velocities.dropFirst(), velocities).map { abs($0 - $1) }
    let steps = zip(positions.dropFirst(), positions).map { abs($0 - $1) }
    // Moving fast towards 200 when flipped back...
    let speedBefore = velocities[flipBack - 2]
    #expect(speedBefore > 300)
    // ...it carries on the same way for a moment instead of stopping or turning at once, and
    // on no frame (that one included) does the speed change by more than a fraction of it.
    #expect(velocities[flipBack - 1] > 0.7 * speedBefore)
    #expect(try #require(accelerations.max()) < 0.3 * speedBefore)
    // No frame moves more than 12 pt (about the spring's top speed in one frame).
    #expect(try #require(steps.max()) < 12)
    #expect(abs(positions.last! - 0) < 0.01)
    #expect(!h.host.frameRequested)
  }

  @Test func aTimingCurveReversedMidFlightTurnsWithoutAJump() throws {
    let h = try Harness(Mover(animation: .linear(duration: 1)))
    let (positions, flipBack) = try flipAndFlipBack(h, after: 60)
    #expect(abs(positions[flipBack - 1] - 100) < 0.5)
    let steps = zip(positions.dropFirst(), positions).map { abs($0 - $1) }
    // 200 pt a second is 1.67 pt a frame; blended curves never move faster than two of them.
    #expect(try #require(steps.max()) < 3.4)
    #expect(abs(positions[flipBack] - positions[flipBack - 1]) < 1.7)
    #expect(positions.last == 0)
  }

  @Test func anOpacityReversedMidFadeContinuesFromItsPresentedValue() throws {
    let h = try Harness(Mover(animation: .linear(duration: 1)))
    let fadingY = 80.0
    try click(h, "flip")
    h.host.step(by: 0)
    for _ in 0..<30 { h.host.step(by: Self.frame) }
    let quarter = h.pixel(20, fadingY).luminance
    #expect(abs(quarter - 0.25) < 0.03)
    try click(h, "flip")
    var luminances: [Double] = [quarter]
    while h.host.frameRequested, luminances.count < 400 {
      h.host.step(by: Self.frame)
      luminances.append(h.pixel(20, fadingY).luminance)
    }
    let steps = zip(luminances.dropFirst(), luminances).map { abs($0 - $1) }
    #expect(try #require(steps.max()) < 0.03)
    #expect(luminances.last! < 0.02)
  }

  @Test func anInsertionReversedMidWaySlidesBackFromWhereItIs() throws {
    let h = try Harness(Sliding())
    try click(h, "toggle")
    h.host.step(by: 0)
    let square = try #require(h.node(Color.self) { $0 == .black })
    for _ in 0..<60 { h.host.step(by: Self.frame) }
    let halfway = square.windowFrame.minX
    #expect(abs(halfway + 50) < 0.5)
    try click(h, "toggle")
    var positions = [halfway]
    while h.host.frameRequested, positions.count < 400 {
      h.host.step(by: Self.frame)
      if square.isDrawn { positions.append(square.windowFrame.minX) }
    }
    let steps = zip(positions.dropFirst(), positions).map { abs($0 - $1) }
    #expect(try #require(steps.max()) < 1.7)
    // The insertion's remaining motion and the removal's blend: it never moves further in than
    // where it was, and heads out to the leading edge, then leaves the tree.
    // (The change applies at the next frame, so the insertion moves on for that one frame; a
    // slide moves by whole pixels, so each position is rounded, this one and the halfway one.)
    #expect(positions.allSatisfy { $0 <= halfway + 100.0 / 120 + 1 })
    #expect(positions.allSatisfy { $0 == $0.rounded() })
    #expect(positions.last! < -98)
    #expect(h.node(Color.self) { $0 == .black } == nil)
    #expect(h.nodes(Color.self).count == 1)
    #expect(!h.host.frameRequested)
  }
}

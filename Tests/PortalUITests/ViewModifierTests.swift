import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Pads its content by 12 and puts it on a grey card.
private struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(12).background(Color.gray)
  }
}

/// Moves its content sideways by `x`, interpolated when animated.
private struct Slide: ViewModifier, Animatable {
  var x: Double
  var animatableData: Double {
    get { x }
    set { x = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: x, y: 0) }
}

/// The same as `Slide` without `Animatable`: its offset animates as a frame change does.
private struct JumpingSlide: ViewModifier {
  var x: Double
  func body(content: Content) -> some View { content.offset(x: x, y: 0) }
}

/// Labels its content with a number: text cannot be interpolated, so only an animatable
/// modifier's own interpolation shows the values in between.
private struct Counting: ViewModifier, Animatable {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  func body(content: Content) -> some View {
    HStack(spacing: 4) {
      content
      Text("value \(Int(value.rounded()))")
    }
  }
}

/// `Counting` without `Animatable`.
private struct Labelled: ViewModifier {
  var value: Double
  func body(content: Content) -> some View {
    HStack(spacing: 4) {
      content
      Text("value \(Int(value.rounded()))")
    }
  }
}

/// A bar whose width is its level, interpolated as a view of its own.
private struct Meter: View, Animatable {
  var level: Double
  var animatableData: Double {
    get { level }
    set { level = newValue }
  }
  var body: some View { Color.black.frame(width: level, height: 20) }
}

/// Counts its clicks in its own state.
private struct Counter: View {
  @State var taps = 0
  var body: some View { Text("taps \(taps)").onTapGesture { taps += 1 } }
}

@Suite("View modifiers") @MainActor
struct ViewModifierTests {
  func flip(_ h: Harness) throws { try h.clickFirstFrame(onText: "flip") }

  func black(_ h: Harness) throws -> Node { try #require(h.node(Color.self) { $0 == .black }) }

  /// Where the black square is after each 1/60 s frame until nothing more is requested.
  func positionsFrameByFrame(_ h: Harness) throws -> [Double] {
    var positions: [Double] = []
    while h.host.frameRequested, positions.count < 600 {
      h.host.step(by: 1.0 / 60)
      positions.append(try black(h).windowFrame.minX)
    }
    return positions
  }

  @Test func aModifierWrapsItsContentInItsBody() throws {
    let h = try Harness(Text("hello").frame(width: 60, height: 20).modifier(Card()))
    #expect(h.frame(ofBoxWithText: "hello") == Rect(x: 12, y: 12, width: 60, height: 20))
    let card = try #require(h.node(Color.self) { $0 == .gray })
    #expect(card.frame == Rect(x: 0, y: 0, width: 84, height: 44))
    #expect(h.pixel(4, 4).isClose(to: .gray))
  }

  @Test func stateInsideModifiedContentSurvivesReEvaluation() throws {
    let h = try Harness(Flipper { on in Counter().modifier(JumpingSlide(x: on ? 50 : 0)) })
    h.click(try #require(h.frame(ofText: "taps 0")).center)
    #expect(h.frame(ofText: "taps 1") != nil)
    try flip(h)
    h.settle()
    #expect(h.frame(ofText: "taps 1")?.minX == 50)
  }

  func label(_ h: Harness) -> String? {
    h.node(Text.self) { $0.content.hasPrefix("value ") }.map { ($0.view as! Text).content }
  }

  @Test func anAnimatableModifiersBodyShowsTheInterpolatedValueEveryFrame() throws {
    let h = try Harness(Flipper { on in Color.black.frame(width: 20, height: 20).modifier(Counting(value: on ? 120 : 0)) })
    try flip(h)
    #expect(label(h) == "value 0")
    var labels: [String] = []
    while h.host.frameRequested, labels.count < 600 {
      h.host.step(by: 1.0 / 60)
      labels.append(label(h) ?? "")
    }
    // Linear over one second: 2 a frame, on the line 120·t at every frame.
    #expect(labels.count >= 60 && labels.count <= 62)
    for (frame, text) in labels.prefix(60).enumerated() {
      #expect(text == "value \(Int((120 * Double(frame + 1) / 60).rounded()))")
    }
    #expect(labels.last == "value 120")
    #expect(h.graph.animatingNodeCount == 0)
  }

  @Test func aModifierThatIsNotAnimatableShowsItsNewValueAtOnce() throws {
    let h = try Harness(Flipper { on in Color.black.frame(width: 20, height: 20).modifier(Labelled(value: on ? 120 : 0)) })
    try flip(h)
    #expect(label(h) == "value 120")
  }

  @Test func anAnimatableModifierMovesItsContentFrameByFrame() throws {
    let h = try Harness(Flipper { on in Color.black.frame(width: 20, height: 20).modifier(Slide(x: on ? 120 : 0)) })
    try flip(h)
    #expect(try black(h).windowFrame.minX == 0)
    let positions = try positionsFrameByFrame(h)
    for (frame, x) in positions.enumerated() where frame < 59 {
      #expect(abs(x - 120 * Double(frame + 1) / 60) < 0.6)
    }
    #expect(positions.last == 120)
    #expect(positions.count <= 62)
  }

  @Test func anAnimatableViewIsInterpolated() throws {
    let h = try Harness(Flipper { on in Meter(level: on ? 200 : 100) })
    try flip(h)
    h.host.step(by: 0.25)
    #expect(abs(try black(h).frame.width - 125) < 0.6)
    h.host.step(by: 0.5)
    #expect(abs(try black(h).frame.width - 175) < 0.6)
    h.settle()
    #expect(try black(h).frame.width == 200)
    #expect(!h.host.frameRequested)
  }

  @Test func retargetingAnAnimatableModifierMidFlightStartsFromWhereItIs() throws {
    let h = try Harness(Flipper { on in Color.black.frame(width: 20, height: 20).modifier(Counting(value: on ? 120 : 0)) })
    try flip(h)
    h.host.step(by: 0.5)
    #expect(label(h) == "value 60")
    try flip(h)
    #expect(label(h) == "value 60")
    var values: [Int] = []
    while h.host.frameRequested, values.count < 600 {
      h.host.step(by: 1.0 / 60)
      values.append(Int(label(h)?.dropFirst(6) ?? "") ?? -1)
    }
    // Blended timing curves: no frame jumps more than twice the 2-a-frame pace.
    let steps = zip(values.dropFirst(), values).map { abs($0 - $1) }
    #expect(steps.allSatisfy { $0 <= 4 })
    #expect(values.last == 0)
  }

  @Test func underReduceMotionAnAnimatableModifierJumps() throws {
    let h = try Harness(
      Flipper { on in Color.black.frame(width: 20, height: 20).modifier(Counting(value: on ? 120 : 0)) })
    h.graph.updateEnvironment { $0.accessibilityReduceMotion = true }
    try flip(h)
    #expect(label(h) == "value 120")
    h.host.step()
    #expect(!h.host.frameRequested)
  }
}

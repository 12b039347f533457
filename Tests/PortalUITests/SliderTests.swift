import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Slider") @MainActor
struct SliderTests {
  @MainActor final class Model {
    var value: Double
    var edits: [Bool] = []
    init(_ value: Double) { self.value = value }
    var binding: Binding<Double> { Binding(get: { self.value }, set: { self.value = $0 }) }
  }

  /// A slider 320 points wide at (10, 10); its knob travels from x = 20 to x = 310.
  func slider(_ model: Model, step: Double? = nil, dark: Bool = false) throws -> Harness {
    try Harness(
      atOrigin {
        Group {
          if let step {
            Slider(value: model.binding, in: 0...100, step: step) { model.edits.append($0) }
          } else {
            Slider(value: model.binding, in: 0...100) { model.edits.append($0) }
          }
        }
        .frame(width: 320)
        .padding(10)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  func track(_ h: Harness) throws -> Rect { try #require(h.node(SliderTrack.self)).frame }

  /// The window x of the knob's centre for a fraction of the range.
  func x(_ fraction: Double, on track: Rect) -> Double {
    track.minX + SliderTrack.knob / 2 + fraction * (track.width - SliderTrack.knob)
  }

  func send(_ h: Harness, _ keys: Key...) {
    for key in keys { h.host.send(.keyPressed(key, modifiers: [])) }
    h.settle()
  }

  @Test func aClickOnTheTrackMovesTheValueThere() throws {
    let model = Model(0)
    let h = try slider(model)
    let track = try track(h)
    h.click(Point(x: x(0.75, on: track), y: track.midY))
    #expect(abs(model.value - 75) < 0.5)
  }

  @Test func draggingTheKnobFollowsThePointerAndStopsAtTheEnds() throws {
    let model = Model(50)
    let h = try slider(model)
    let track = try track(h)
    h.host.send(.pointerPressed(Point(x: x(0.5, on: track), y: track.midY), button: .primary))
    h.host.send(.pointerMoved(Point(x: x(0.2, on: track), y: track.midY + 40)))
    h.settle()
    #expect(abs(model.value - 20) < 0.5)
    h.host.send(.pointerMoved(Point(x: track.maxX + 100, y: track.midY)))
    h.host.send(.pointerReleased(Point(x: track.maxX + 100, y: track.midY), button: .primary))
    h.settle()
    #expect(model.value == 100)
  }

  @Test func editingIsToldToBeginAndEndAroundADrag() throws {
    let model = Model(50)
    let h = try slider(model)
    let track = try track(h)
    h.host.send(.pointerPressed(Point(x: x(0.5, on: track), y: track.midY), button: .primary))
    #expect(model.edits == [true])
    h.host.send(.pointerMoved(Point(x: x(0.6, on: track), y: track.midY)))
    h.host.send(.pointerReleased(Point(x: x(0.6, on: track), y: track.midY), button: .primary))
    h.settle()
    #expect(model.edits == [true, false])
  }

  @Test func aStepKeepsDraggedValuesOnWholeSteps() throws {
    let model = Model(0)
    let h = try slider(model, step: 10)
    let track = try track(h)
    h.click(Point(x: x(0.43, on: track), y: track.midY))
    #expect(model.value == 40)
  }

  @Test func arrowsMoveOneStepWhileFocused() throws {
    let model = Model(50)
    let h = try slider(model, step: 5)
    send(h, .tab, .right, .right, .up)
    #expect(model.value == 65)
    send(h, .left, .down)
    #expect(model.value == 55)
  }

  @Test func withoutAStepArrowsMoveATwentiethOfTheRange() throws {
    let model = Model(50)
    let h = try slider(model)
    send(h, .tab, .right)
    #expect(abs(model.value - 55) < 0.001)
  }

  @Test func pageKeysMoveATenthAndHomeAndEndGoToTheEnds() throws {
    let model = Model(50)
    let h = try slider(model)
    send(h, .tab, .pageUp)
    #expect(abs(model.value - 60) < 0.001)
    send(h, .pageDown, .pageDown)
    #expect(abs(model.value - 40) < 0.001)
    send(h, .end)
    #expect(model.value == 100)
    send(h, .home)
    #expect(model.value == 0)
  }

  @Test func eachKeyIsAnEditOfItsOwn() throws {
    let model = Model(50)
    let h = try slider(model)
    send(h, .tab, .right)
    #expect(model.edits == [true, false])
  }

  @Test func arrowsDoNothingWhenTheSliderIsNotFocused() throws {
    let model = Model(50)
    let h = try slider(model)
    send(h, .right)
    #expect(model.value == 50)
  }

  @Test func aDisabledSliderIgnoresClicks() throws {
    let model = Model(0)
    let h = try Harness(
      atOrigin { Slider(value: model.binding, in: 0...100).frame(width: 320).padding(10).disabled(true) })
    let track = try track(h)
    h.click(Point(x: x(0.75, on: track), y: track.midY))
    #expect(model.value == 0)
  }

  @Test func theTrackBeforeTheKnobIsTheTintAndAfterItGreyInLightAndDark() throws {
    for dark in [false, true] {
      let model = Model(50)
      let h = try slider(model, dark: dark)
      let track = try track(h)
      let tint = Color.accentColor.resolved(dark: dark)
      let grey = SliderTrack.emptyTrack.resolved(dark: dark)
      #expect(h.pixel(x(0.25, on: track), track.midY).isClose(to: tint, 0.05))
      #expect(h.pixel(x(0.75, on: track), track.midY).isClose(to: grey, 0.05))
      // The knob is white in both schemes.
      #expect(h.pixel(x(0.5, on: track), track.midY).isClose(to: .white, 0.05))
    }
  }
}

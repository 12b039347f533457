import PortalGraphics
import PortalHost
import Observation
import Testing

@testable import PortalUI

@Suite("Stepper") @MainActor
struct StepperTests {
  @Observable final class Box { var value = 5 }

  func harness(_ box: Box, in range: ClosedRange<Int> = 0...10, step: Int = 1, dark: Bool = false)
    throws -> Harness
  {
    let binding = Binding(get: { box.value }, set: { box.value = $0 })
    return try Harness(
      atOrigin {
        Stepper("Guests", value: binding, in: range, step: step)
          .frame(width: 300)
          .background(Color(.systemBackground))
          .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  /// The minus and plus buttons: the trailing 46 + 1 + 46 points of the 300-point row.
  func buttons(_ h: Harness) throws -> (minus: Point, plus: Point) {
    let label = try #require(h.frame(ofText: "Guests"))
    return (Point(x: 300 - 46 - 1 - 23, y: label.midY), Point(x: 300 - 23, y: label.midY))
  }

  @Test func plusAddsAStepAndMinusTakesOne() throws {
    let box = Box()
    let h = try harness(box, step: 2)
    let (minus, plus) = try buttons(h)
    h.click(plus)
    #expect(box.value == 7)
    h.click(minus)
    h.click(minus)
    #expect(box.value == 3)
  }

  @Test func theValueStaysWithinTheRange() throws {
    let box = Box()
    box.value = 9
    let h = try harness(box, step: 3)
    let (_, plus) = try buttons(h)
    h.click(plus)
    #expect(box.value == 10)
    h.click(plus)
    #expect(box.value == 10)
  }

  @Test func aButtonAtItsBoundIsDimmed() throws {
    let box = Box()
    box.value = 10
    let h = try harness(box)
    let (minus, plus) = try buttons(h)
    let dark = Rect(x: minus.x - 8, y: minus.y - 8, width: 16, height: 16)
    let dim = Rect(x: plus.x - 8, y: plus.y - 8, width: 16, height: 16)
    #expect(h.count(.black, in: dark, tolerance: 0.2) > 5)
    #expect(h.count(.black, in: dim, tolerance: 0.2) == 0)
  }

  @Test func arrowKeysStepTheFocusedStepper() throws {
    let box = Box()
    let h = try harness(box)
    h.host.send(.keyPressed(.up, modifiers: []))
    h.settle()
    #expect(box.value == 5)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.up, modifiers: []))
    h.host.send(.keyPressed(.right, modifiers: []))
    h.settle()
    #expect(box.value == 7)
    h.host.send(.keyPressed(.down, modifiers: []))
    h.settle()
    #expect(box.value == 6)
  }

  @Test func tabStopsOnceAtTheStepper() throws {
    let h = try harness(Box())
    #expect(h.graph.input.focusableNodes().count == 1)
  }

  @Test func theFocusedStepperHasARingAroundItsButtons() throws {
    let h = try harness(Box())
    let (_, plus) = try buttons(h)
    let ring = Point(x: plus.x + 23 + 3, y: plus.y)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.settle()
    #expect(h.pixel(ring.x, ring.y).isClose(to: .accentColor, 0.15))
  }

  @Test func theButtonsAreGreyInLightAndDarkInDark() throws {
    let light = try harness(Box())
    let dark = try harness(Box(), dark: true)
    let (minus, _) = try buttons(light)
    // Inside the pill, above the minus sign.
    #expect(light.pixel(minus.x, minus.y - 11).isClose(to: Color(hex: 0xE9E9EB), 0.03))
    #expect(dark.pixel(minus.x, minus.y - 11).isClose(to: Color(hex: 0x39393D), 0.03))
    // The minus sign is dark on light, light on dark.
    let glyph = Rect(x: minus.x - 6, y: minus.y - 2, width: 12, height: 4)
    #expect(light.count(.black, in: glyph, tolerance: 0.25) > 3)
    #expect(dark.count(.white, in: glyph, tolerance: 0.25) > 3)
  }

  @Test func incrementAndDecrementActionsRunAndEditingIsReported() throws {
    var log: [String] = []
    let h = try Harness(
      atOrigin {
        Stepper("Page", onIncrement: { log.append("+") }, onDecrement: { log.append("-") }, onEditingChanged: {
          log.append($0 ? "begin" : "end")
        })
        .frame(width: 300)
      })
    let (minus, plus) = try buttons(h, label: "Page")
    h.click(plus)
    h.click(minus)
    #expect(log == ["begin", "+", "end", "begin", "-", "end"])
  }

  func buttons(_ h: Harness, label: String) throws -> (minus: Point, plus: Point) {
    let frame = try #require(h.frame(ofText: label))
    return (Point(x: 300 - 46 - 1 - 23, y: frame.midY), Point(x: 300 - 23, y: frame.midY))
  }

  @Test func aDisabledStepperIgnoresClicks() throws {
    let box = Box()
    let binding = Binding(get: { box.value }, set: { box.value = $0 })
    let h = try Harness(atOrigin { Stepper("Guests", value: binding, in: 0...10).disabled(true).frame(width: 300) })
    h.click(try buttons(h).plus)
    #expect(box.value == 5)
  }

  @Test func aChangeThroughAnAnimatedBindingIsWrittenInItsTransaction() throws {
    var animations: [Animation?] = []
    let value = Binding<Int>(get: { 5 }, set: { _ in animations.append(Transaction.current.animation) })
    let h = try Harness(
      atOrigin { Stepper("Guests", value: value.animation(.easeInOut), in: 0...10).frame(width: 300) })
    h.click(try buttons(h).plus)
    #expect(animations.count == 1)
    #expect(animations.first??.description == Animation.easeInOut.description)
  }

  @Test func aLabelViewIsShown() throws {
    let h = try Harness(
      atOrigin { Stepper(value: .constant(3), in: 0...5) { Text("Size 3") }.frame(width: 300) })
    #expect(h.frame(ofText: "Size 3") != nil)
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Draws its label on a plate that turns black while the button is pressed, and records each
/// `isPressed` it is drawn with.
private struct RecordingStyle: ButtonStyle {
  let log: PressLog
  func makeBody(configuration: Configuration) -> some View {
    log.states.append(configuration.isPressed)
    return configuration.label
      .padding(10)
      .background(configuration.isPressed ? Color.black : Color.yellow)
  }
}

@MainActor
private final class PressLog {
  var states: [Bool] = []
}

/// Runs the action only on a double click.
private struct DoubleClickStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(10).onTapGesture(count: 2) { configuration.trigger() }
  }
}

@Suite("Button styles and roles") @MainActor
struct ButtonStyleTests {
  @Test func aDestructiveButtonIsDrawnInRed() throws {
    let h = try Harness(atOrigin { Button("Delete", role: .destructive) {} })
    let text = try #require(h.frame(ofText: "Delete"))
    #expect(h.count(.red, in: text, tolerance: 0.15) > 5)
    #expect(h.count(Color.accentColor, in: text, tolerance: 0.15) == 0)
  }

  @Test func isPressedIsTrueOnlyWhileThePointerIsDownOverTheButton() throws {
    let log = PressLog()
    var taps = 0
    let h = try Harness(atOrigin { Button("Hold") { taps += 1 }.buttonStyle(RecordingStyle(log: log)) })
    let text = try #require(h.frame(ofText: "Hold"))
    let plate = Point(x: text.minX - 5, y: text.midY)
    #expect(h.pixel(plate.x, plate.y).isClose(to: .yellow, 0.05))
    h.host.send(.pointerPressed(text.center, button: .primary))
    h.settle()
    #expect(log.states.last == true)
    #expect(h.pixel(plate.x, plate.y).isClose(to: .black, 0.05))
    // Dragged off the button, it is no longer pressed; back over it, it is again.
    h.host.send(.pointerMoved(Point(x: 300, y: 250)))
    h.settle()
    #expect(log.states.last == false)
    h.host.send(.pointerMoved(text.center))
    h.settle()
    #expect(log.states.last == true)
    h.host.send(.pointerReleased(text.center, button: .primary))
    h.settle()
    #expect(log.states.last == false)
    #expect(taps == 1)
  }

  @Test func aPrimitiveStyleDecidesWhenTheActionRuns() throws {
    var taps = 0
    let h = try Harness(atOrigin { Button("Twice") { taps += 1 }.buttonStyle(DoubleClickStyle()) })
    let text = try #require(h.frame(ofText: "Twice"))
    h.click(text.center)
    #expect(taps == 0)
    h.click(text.center)
    #expect(taps == 1)
  }

  @Test func borderedProminentFillsWithTheTint() throws {
    let h = try Harness(atOrigin { Button("Buy") {}.buttonStyle(.borderedProminent).tint(.green) })
    let text = try #require(h.frame(ofText: "Buy"))
    #expect(h.pixel(text.minX - 6, text.midY).isClose(to: .green, 0.02))
    #expect(h.count(.white, in: text, tolerance: 0.1) > 5)
  }

  @Test func plainShowsTheLabelAloneWithNoPadding() throws {
    let h = try Harness(atOrigin { Button("Plain") {}.buttonStyle(.plain) })
    let text = try #require(h.frame(ofText: "Plain"))
    #expect(text.minX == 0 && text.minY == 0)
  }

  @Test func controlSizeLargeGivesABorderedButtonMorePadding() throws {
    let regular = try Harness(atOrigin { Button("Go") {}.buttonStyle(.bordered) })
    let large = try Harness(atOrigin { Button("Go") {}.buttonStyle(.bordered).controlSize(.large) })
    #expect(try #require(regular.frame(ofText: "Go")).minY == 6)
    #expect(try #require(large.frame(ofText: "Go")).minY == 12)
  }

  @Test func aButtonInAStyledButtonsLabelUsesTheDefaultLookForButtonFromConfiguration() throws {
    struct Wrapping: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(4) }
    }
    var taps = 0
    let h = try Harness(atOrigin { Button("Wrapped") { taps += 1 }.buttonStyle(Wrapping()) })
    let text = try #require(h.frame(ofText: "Wrapped"))
    #expect(text.minX == 4 + 14)
    h.click(text.center)
    #expect(taps == 1)
  }

  @Test func aSystemImageButtonShowsItsTitleBesideAnIcon() throws {
    var taps = 0
    let h = try Harness(atOrigin { Button("Add", systemImage: "plus") { taps += 1 } })
    let text = try #require(h.frame(ofText: "Add"))
    let icon = try #require(h.node(Image.self)).frame
    #expect(icon.maxX <= text.minX)
    h.click(text.center)
    #expect(taps == 1)
  }
}

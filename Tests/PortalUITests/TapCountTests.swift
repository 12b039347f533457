import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// `onTapGesture(count:)`: clicks in quick succession on one place count up; a handler fires
/// on the click that reaches its count.
@Suite("Tap counts") @MainActor
struct TapCountTests {
  /// A double-tap square inside a single-tap card.
  private func card(_ log: Log) -> some View {
    atOrigin {
      Color.blue.frame(width: 60, height: 60)
        .onTapGesture(count: 2) { log.entries.append("double") }
        .padding(40)
        .background(Color.gray)
        .onTapGesture { log.entries.append("single") }
    }
  }

  private func click(_ h: Harness, _ point: Point) {
    h.host.send(.pointerPressed(point, button: .primary))
    h.host.send(.pointerReleased(point, button: .primary))
    h.settle()
  }

  @Test func aDoubleClickFiresTheDoubleTapHandlerOnItsSecondClick() throws {
    let log = Log()
    let h = try Harness(card(log))
    click(h, Point(x: 70, y: 70))
    #expect(log.entries == ["single"], "the first click of a double click is a single tap (for the card)")
    h.host.step(by: 0.1)
    click(h, Point(x: 71, y: 70))
    #expect(log.entries == ["single", "double"])
  }

  @Test func clicksTooFarApartInTimeOrPlaceAreSingleClicks() throws {
    let log = Log()
    let h = try Harness(card(log))
    click(h, Point(x: 70, y: 70))
    h.host.step(by: 0.5)
    click(h, Point(x: 70, y: 70))
    h.host.step(by: 0.1)
    click(h, Point(x: 90, y: 90))
    #expect(log.entries == ["single", "single", "single"])
  }

  @Test func aSingleTapViewClickedTwiceQuicklyFiresTwice() throws {
    let log = Log()
    let h = try Harness(atOrigin { Color.red.frame(width: 50, height: 50).onTapGesture { log.entries.append("tap") } })
    click(h, Point(x: 25, y: 25))
    click(h, Point(x: 25, y: 25))
    #expect(log.entries == ["tap", "tap"])
  }

  @Test func aDoubleTapAloneIgnoresASingleClick() throws {
    let log = Log()
    let h = try Harness(
      atOrigin { Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { log.entries.append("double") } })
    click(h, Point(x: 25, y: 25))
    #expect(log.entries.isEmpty)
    click(h, Point(x: 25, y: 25))
    #expect(log.entries == ["double"])
    click(h, Point(x: 25, y: 25))
    #expect(log.entries == ["double"], "a third click is not another double click")
  }
}

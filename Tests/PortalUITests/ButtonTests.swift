import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Button") @MainActor
struct ButtonTests {
  @Test func clickingAButtonRunsItsAction() throws {
    var taps = 0
    let h = try Harness(atOrigin { Button("Save") { taps += 1 } })
    h.click(try #require(h.frame(ofText: "Save")).center)
    #expect(taps == 1)
  }

  @Test func theLabelIsPaddedInsideATintedBackground() throws {
    let h = try Harness(atOrigin { Button("Save") {}.tint(.green) })
    let text = try #require(h.frame(ofText: "Save"))
    #expect(text.minX == 14 && text.minY == 6)
    let background = h.pixel(text.minX - 6, text.midY)
    #expect(background.isClose(to: Color.green.opacity(0.12).over(.white), 0.02))
    #expect(h.count(.green, in: text, tolerance: 0.15) > 5)
  }

  @Test func theBackgroundBrightensUnderThePointer() throws {
    let h = try Harness(atOrigin { Button("Save") {} })
    let text = try #require(h.frame(ofText: "Save"))
    let point = Point(x: text.minX - 6, y: text.midY)
    let before = h.pixel(point.x, point.y)
    h.host.send(.pointerMoved(point))
    h.settle()
    #expect(h.pixel(point.x, point.y).luminance < before.luminance - 0.02)
    h.host.send(.pointerExited)
    h.settle()
    #expect(h.pixel(point.x, point.y).isClose(to: before))
  }

  @Test func aDisabledButtonIgnoresClicksAndLooksDimmer() throws {
    var taps = 0
    let h = try Harness(atOrigin { Button("Save") { taps += 1 }.disabled(true) })
    let text = try #require(h.frame(ofText: "Save"))
    h.click(text.center)
    #expect(taps == 0)
    #expect(h.count(Color.accentColor, in: text, tolerance: 0.15) == 0)
  }

  @Test func tabFocusesAButtonAndEnterActivatesIt() throws {
    var taps = 0
    let h = try Harness(atOrigin { Button(action: { taps += 1 }) { Text("Go") } })
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(taps == 1)
  }
}

extension Color {
  /// This colour composited over an opaque one.
  fileprivate func over(_ base: Color) -> Color {
    Color(
      red: red * alpha + base.red * (1 - alpha), green: green * alpha + base.green * (1 - alpha),
      blue: blue * alpha + base.blue * (1 - alpha))
  }
}

@Suite("Fixed size") @MainActor
struct FixedSizeTests {
  @Test func aButtonBesideASpacerKeepsItsLabelOnOneLine() throws {
    let h = try Harness(
      atOrigin {
        HStack {
          Text("2 h"); Spacer(); Button("Open") {}
        }.frame(width: 120)
      })
    let alone = try Harness(atOrigin { Button("Open") {} })
    #expect(h.frame(ofText: "Open")?.size == alone.frame(ofText: "Open")?.size)
    #expect(try #require(h.frame(ofText: "Open")).maxX == 120 - 14)
  }

  @Test func fixedSizeIgnoresANarrowProposal() throws {
    let long = "A sentence that would wrap in a narrow frame"
    let h = try Harness(atOrigin { Text(long).fixedSize().frame(width: 60) })
    let wrapped = try Harness(atOrigin { Text(long).frame(width: 60) })
    let fixed = try #require(h.frame(ofText: long))
    #expect(fixed.width > 60)
    #expect(fixed.height < (try #require(wrapped.frame(ofText: long))).height)
  }
}

import PortalGraphics
import Testing

@testable import PortalUI

/// A card: a picture cut to rounded corners, its focus-effect shape the same, over a title;
/// the whole card is what a click (or Enter) activates.
private struct Card: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Color.orange.frame(width: 120, height: 90)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 12))
      Text("Title")
    }
    .onTapGesture {}
    .padding(30)
  }
}

/// A tappable row with a button inside: the button's focus-effect shape is its own ring's.
private struct RowWithButton: View {
  var body: some View {
    HStack(spacing: 12) {
      Text("Row")
      Button("Go") {}
    }
    .frame(width: 200, height: 40)
    .onTapGesture {}
    .padding(30)
  }
}

/// The keyboard focus ring: 2 px wide, 2 px clear of what it marks on every side, following
/// the focus-effect shape set inside the focused view.
@Suite("Focus ring") @MainActor
struct FocusRingTests {
  private let accent = Color.accentColor.resolved(dark: false)

  private func isRing(_ h: Harness, _ x: Double, _ y: Double) -> Bool {
    h.host.main.bitmap.pixel(x: Int(x), y: Int(y)).isClose(to: accent, 0.15)
  }

  private func focusFirst(_ h: Harness) {
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.settle()
    #expect(h.graph.input.focusedNode != nil)
  }

  @Test func theRingHugsTheCardsPictureWithAnEvenGapAndRoundsWithItsCorners() throws {
    let h = try Harness(size: Size(width: 300, height: 260), Card())
    focusFirst(h)
    let picture = try #require(h.nodes(Color.self).map(\.frame).first { $0.width == 120 })
    let title = try #require(h.frame(ofText: "Title"))
    // On each side, two clear pixels, then the ring's two.
    for offset in [1.0, 2.0] {
      #expect(!isRing(h, picture.minX - offset, picture.midY), "left, \(offset) px out")
      #expect(!isRing(h, picture.maxX - 1 + offset, picture.midY), "right, \(offset) px out")
      #expect(!isRing(h, picture.midX, picture.minY - offset), "top, \(offset) px out")
      #expect(!isRing(h, picture.midX, picture.maxY - 1 + offset), "bottom, \(offset) px out")
    }
    for offset in [3.0, 4.0] {
      #expect(isRing(h, picture.minX - offset, picture.midY), "left, \(offset) px out")
      #expect(isRing(h, picture.maxX - 1 + offset, picture.midY), "right, \(offset) px out")
      #expect(isRing(h, picture.midX, picture.minY - offset), "top, \(offset) px out")
      #expect(isRing(h, picture.midX, picture.maxY - 1 + offset), "bottom, \(offset) px out")
    }
    // It marks the card, not the title under it.
    #expect(!isRing(h, title.minX - 3, title.midY))
    #expect(!isRing(h, title.midX, title.maxY + 2))
    // Concentric with the 12-point corner: at 45° from the corner's centre, 12 + 3 out.
    let reach = 15 / 2.0.squareRoot()
    #expect(isRing(h, picture.minX + 12 - reach, picture.minY + 12 - reach))
  }

  @Test func aButtonInsideDoesNotShapeTheRingOfTheViewAroundIt() throws {
    let h = try Harness(size: Size(width: 300, height: 120), RowWithButton())
    focusFirst(h)
    let row = try #require(h.graph.input.focusedNode?.frame)
    #expect(row.width == 200)
    #expect(isRing(h, row.minX - 3, row.midY))
    #expect(isRing(h, row.maxX + 2, row.midY))
  }
}

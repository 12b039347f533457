import Observation
import PortalGraphics
import Testing

@testable import PortalUI

@Observable @MainActor
private final class Shown {
  var sheet = false
}

/// A card whose shadow grows while the pointer is over it, as the demo's grid cards do, under
/// a sheet that can be shown over it.
private struct HoverCard: View {
  let shown: Shown
  @State private var hovered = false
  var body: some View {
    Color(hex: 0x7CC08B)
      .frame(width: 200, height: 150)
      .clipShape(RoundedRectangle(cornerRadius: 12))
      .shadow(color: Color.black.opacity(hovered ? 0.22 : 0.12), radius: hovered ? 10 : 6, y: hovered ? 5 : 3)
      .onHover { hovered = $0 }
      .padding(60)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: Binding(get: { shown.sheet }, set: { shown.sheet = $0 })) {
        Text("Details").frame(width: 240, height: 160)
      }
  }
}

/// A hover change redraws everything the hovered view paints, its shadow's old and new reach
/// included, whatever else the frame draws (a sheet leaving over it).
@Suite("Hover redraws") @MainActor
struct HoverRedrawTests {
  @Test func aShadowGrowingAndShrinkingUnderThePointerLeavesNoStalePixels() throws {
    let h = try Harness(size: Size(width: 480, height: 360), HoverCard(shown: Shown()))
    // Under the card's bottom edge, where the larger hover shadow reaches further.
    func shade() -> Double { 1 - h.host.main.bitmap.pixel(x: 160, y: 222).red }
    let resting = shade()
    h.host.send(.pointerMoved(Point(x: 150, y: 120)))
    h.settle()
    #expect(shade() > resting + 0.01)
    var difference = try h.differenceFromFreshDraw(tolerance: 1.0 / 255)
    #expect(difference.count == 0, "hovered: \(difference)")
    h.host.send(.pointerMoved(Point(x: 440, y: 330)))
    h.settle()
    #expect(abs(shade() - resting) < 0.005)
    difference = try h.differenceFromFreshDraw(tolerance: 1.0 / 255)
    #expect(difference.count == 0, "left: \(difference)")
  }

  @Test func afterASheetLeavesWithThePointerOnTheCardTheWindowIsAFreshDraw() throws {
    let shown = Shown()
    let h = try Harness(size: Size(width: 480, height: 360), HoverCard(shown: shown))
    h.host.send(.pointerMoved(Point(x: 150, y: 120)))
    h.settle()
    withAnimation(.smooth(duration: 0.3)) { shown.sheet = true }
    h.settle()
    // The sheet's backdrop took the pointer; as the sheet leaves, the card under the resting
    // pointer is hovered again.
    withAnimation(.smooth(duration: 0.3)) { shown.sheet = false }
    h.settle()
    let difference = try h.differenceFromFreshDraw(tolerance: 1.0 / 255)
    #expect(difference.count == 0, "\(difference)")
  }
}

import Observation
import PortalGraphics
import Testing

@testable import PortalUI

@Observable @MainActor
private final class Marked {
  var row = 3
}

/// Forty rows in a scroll view; the marked row's swatch is orange, the others grey.
private struct MarkedRows: View {
  let marked: Marked
  var body: some View {
    ScrollView {
      VStack(spacing: 4) {
        ForEach(0..<40) { index in
          HStack {
            Text("Row \(index)")
            Spacer()
            Color(hex: marked.row == index ? 0xFF9500 : 0xD1D1D6).frame(width: 24, height: 24)
          }
          .padding(.horizontal, 12)
          .frame(height: 32)
        }
      }
    }
  }
}

/// A translucent band 300 points wide inside a frame 60 wide, so it overflows its container
/// on both sides, over a swatch that changes colour where only the band's overflow lies.
private struct OverflowingBand: View {
  let marked: Marked
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color(hex: marked.row == 1 ? 0x34C759 : 0xFF3B30).frame(width: 80, height: 30).padding(.leading, 300)
      HStack { Color(hex: 0x007AFF).opacity(0.5).frame(width: 300, height: 30) }
        .frame(width: 60, height: 30)
        .padding(.leading, 150)
    }
    .padding(.top, 40)
  }
}

/// Drawing a small piece of damage skips the subtrees that paint nothing in it, using bounds
/// kept between frames (`Node.subtreeBounds`); the window must still show what drawing it
/// all shows.
@Suite("Subtree bounds") @MainActor
struct SubtreeBoundsTests {
  @Test(arguments: [7.5, 37.0, -13.0])
  func aRowChangedAfterTheListScrolledIsDrawnWhereItIsNow(step: Double) throws {
    let marked = Marked()
    let h = try Harness(size: Size(width: 360, height: 300), MarkedRows(marked: marked))
    h.scroll(at: Point(x: 100, y: 100), dy: 200)
    for _ in 0..<4 { h.scroll(at: Point(x: 100, y: 100), dy: step) }
    h.settle()
    let before = h.graph.nodesDrawn
    marked.row = 10
    h.settle()
    let difference = try h.differenceFromFreshDraw(tolerance: 0.002)
    #expect(difference.count == 0, "\(difference)")
    // Two swatches changed: the rows around them were visited, not the forty rows' subtrees.
    let visited = h.graph.nodesDrawn - before
    #expect(visited > 0 && visited < h.graph.nodeCount / 3, "\(visited) of \(h.graph.nodeCount) nodes visited")
  }

  @Test func aChildOverflowingItsContainerIsDrawnWhereItOverflows() throws {
    let marked = Marked()
    let h = try Harness(size: Size(width: 500, height: 120), OverflowingBand(marked: marked))
    marked.row = 1
    h.settle()
    // Only the swatch changed, beside the band's container; the band over it is drawn again.
    #expect(h.graph.lastDamage.minX >= 290)
    let difference = try h.differenceFromFreshDraw(tolerance: 0.002)
    #expect(difference.count == 0, "\(difference)")
  }
}

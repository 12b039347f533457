import PortalGraphics
import Testing

@testable import PortalUI

/// Moves its content at draw time by a render transform, as a page's slide does.
private struct Slid: View, SingleChildModifier {
  let dx: Double
  let content: AnyView

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame, renderTransform: .translation(x: dx, y: 0))
  }
}

/// What covers a piece of damage opaquely: the window's own background is not painted under
/// a page that does, and a page slid by whole pixels still does, where it now shows.
@Suite("Opaque cover") @MainActor
struct OpaqueCoverTests {
  /// Whether a 200 × 100 pane, slid right by `dx`, paints each of `rects` opaque.
  private func covers(slidBy dx: Double, _ rects: [Rect]) throws -> [Bool] {
    let h = try Harness(Slid(dx: dx, content: AnyView(Color.indigo.frame(width: 200, height: 100))))
    let slid = try #require(h.node(Slid.self))
    return rects.map { slid.paintsOpaque(over: $0) }
  }

  @Test func aPaneSlidByWholePixelsCoversWhereItShowsNow() throws {
    // The pane lies from x 0 to 200 in layout, shown from 40 to 240.
    let answers = try covers(
      slidBy: 40, [Rect(x: 210, y: 10, width: 20, height: 20), Rect(x: 10, y: 10, width: 20, height: 20)])
    #expect(answers == [true, false])
  }

  @Test func aPaneSlidByAFractionOfAPixelDoesNotClaimToCover() throws {
    #expect(try covers(slidBy: 40.5, [Rect(x: 100, y: 10, width: 20, height: 20)]) == [false])
  }

  @Test func aRectangleReachingPastThePaneIsNotCovered() throws {
    let answers = try covers(
      slidBy: 0, [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 0, y: 0, width: 201, height: 100)])
    #expect(answers == [true, false])
  }
}

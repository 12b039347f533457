import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Aspect ratio") @MainActor
struct AspectRatioTests {
  private func imageFrame(_ view: some View) throws -> Rect {
    let h = try Harness(atOrigin { view })
    return try #require(h.node(Image.self)?.frame)
  }

  private var wide: Bitmap {
    let bitmap = try! Bitmap(width: 40, height: 20)
    bitmap.clear(to: .red)
    return bitmap
  }

  @Test func fitKeepsTheImageInsideTheFrame() throws {
    let frame = try imageFrame(Image(bitmap: wide).resizable().scaledToFit().frame(width: 100, height: 100))
    #expect(frame == Rect(x: 0, y: 25, width: 100, height: 50))
  }

  @Test func fillCoversTheFrameAndOverflowsIt() throws {
    let frame = try imageFrame(Image(bitmap: wide).resizable().scaledToFill().frame(width: 100, height: 100))
    #expect(frame == Rect(x: -50, y: 0, width: 200, height: 100))
  }

  @Test func anExplicitRatioOverridesTheContents() throws {
    let frame = try imageFrame(
      Image(bitmap: wide).resizable().aspectRatio(1, contentMode: .fit).frame(width: 100, height: 60))
    #expect(frame == Rect(x: 20, y: 0, width: 60, height: 60))
  }

  @Test func withOneSideProposedTheOtherFollowsTheRatio() throws {
    let frame = try imageFrame(
      Image(bitmap: wide).resizable().aspectRatio(contentMode: .fit).frame(width: 80))
    #expect(frame.size == Size(width: 80, height: 40))
  }

  @Test func withNothingProposedTheIdealSizeIsKept() throws {
    let h = try Harness(atOrigin { Image(bitmap: wide).resizable().scaledToFit().fixedIdeal() })
    #expect(h.node(Image.self)?.frame.size == Size(width: 40, height: 20))
  }
}

/// Proposes nothing to its content, as a scroll view does along its axis.
private struct IdealSizeView<Content: View>: View, SingleChildModifier {
  let content: Content
  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size { node.contentSize(.unspecified) }
  func place(in frame: Rect, node: Node) {
    node.placeContent(in: Rect(origin: frame.origin, size: node.contentSize(.unspecified)))
  }
}

extension View {
  fileprivate func fixedIdeal() -> some View { IdealSizeView(content: self) }
}

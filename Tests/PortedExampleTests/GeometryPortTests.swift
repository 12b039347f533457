import PortalGraphics
import SwiftUI
import Testing

/// A triangle written as iOS code writes one: it assumes its rectangle starts at (0, 0).
private struct CornerTriangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: rect.width, y: 0))
      p.addLine(to: CGPoint(x: 0, y: rect.height))
      p.closeSubpath()
    }
  }
}

@MainActor
private final class GeometryLog {
  var offsets: [CGFloat] = []
  var size: CGSize = .zero
}

/// SwiftUI's red (iOS's system red), give or take filtering.
private func isRed(_ pixel: UInt32) -> Bool { pixel >> 16 > 0xE0 && (pixel >> 8) & 0xFF < 0x80 && pixel & 0xFF < 0x80 }

/// Takes SwiftUI's geometry types, as ported helper functions do.
private func area(of size: CGSize) -> CGFloat { size.width * size.height }

@Suite("SwiftUI geometry, as ported code uses it") @MainActor
struct GeometryPortTests {
  @Test func aShapeIsGivenItsOwnRectangleWhereverItIsPlaced() throws {
    let h = try PortedHarness(
      VStack(spacing: 0) {
        Color.white.frame(width: 200, height: 100)
        CornerTriangle().fill(Color.red).frame(width: 200, height: 100)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: Size(width: 200, height: 200))
    // The triangle's corner at (0, 0) of its own rectangle is drawn at the top of its frame,
    // 100 points down the window, not at the window's corner.
    #expect(isRed(try h.pixel(Point(x: 10, y: 105))))
    #expect(close(try h.pixel(Point(x: 10, y: 5)), 0xFFFFFF))
    // Its far corner is empty: the outline is a triangle, not the frame.
    #expect(!isRed(try h.pixel(Point(x: 190, y: 190))))
  }

  @Test func scrollGeometryAndGeometryProxySpeakCoreGraphics() throws {
    let log = GeometryLog()
    let h = try PortedHarness(
      ScrollView {
        VStack(spacing: 0) {
          GeometryReader { proxy in
            let _ = log.size = proxy.size
            Color.blue.frame(height: CGFloat(area(of: proxy.size)) > 0 ? 40 : 0)
          }
          .frame(height: 40)
          ForEach(0..<40) { index in Text("Row \(index)").frame(height: 30) }
        }
      }
      .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, y in log.offsets.append(y) },
      size: Size(width: 300, height: 300))
    #expect(log.size.width == 300)
    h.host.send(.scrolled(Point(x: 150, y: 150), dx: 0, dy: 90, precise: true))
    h.settle()
    #expect(log.offsets.last == 90)
  }

  @Test func aProposalResolvesInCGSize() {
    let resolved: CGSize = ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions(
      by: CGSize(width: 1, height: 2))
    #expect(resolved == CGSize(width: 50, height: 2))
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
  }
}

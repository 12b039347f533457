import PortalGraphics
import Testing

@testable import PortalUI

/// A page slid by a render transform reports every node as moved: the bounds it carries down
/// the walk are the ones each node finds walking up (`paintBounds`), under scales, offsets,
/// clips and shadows.
@Suite("A subtree moved as a whole") @MainActor
struct SubtreeMoveTests {
  private struct Page: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        Text("Title").font(.title)
        ScrollView {
          VStack(spacing: 6) {
            ForEach(0..<12) { index in
              Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).padding(6)
                .background(Color(hex: 0xDCE7FD))
                .shadow(color: Color.black.opacity(0.2), radius: 4, y: 2)
            }
          }
        }
        .frame(height: 120)
        HStack {
          Color.orange.frame(width: 40, height: 30).clipShape(RoundedRectangle(cornerRadius: 6))
          Text("Footer").scaleEffect(1.5)
        }
      }
      .padding(12)
      .frame(width: 240)
      .scaleEffect(0.8)
      .offset(x: 33.5, y: 12.25)
      .clipped()
      .padding(20)
    }
  }

  @Test func eachNodeIsDamagedWhereItPaints() throws {
    let h = try Harness(size: Size(width: 400, height: 320), Page())
    let title = try #require(h.node(Text.self) { $0.content == "Title" })
    // The page's column, under the scale and offset effects and the clip.
    let column = try #require(title.parent)
    column.subtreeMoved()
    var checked = 0
    column.forEachDescendant { node in
      guard let painted = node.paintedBounds else { return }
      let expected = node.paintBounds
      // Clipped away entirely (a row scrolled out of sight): nothing to damage either way.
      if painted.isEmpty, expected.isEmpty { return }
      #expect(
        abs(painted.minX - expected.minX) < 1e-9 && abs(painted.minY - expected.minY) < 1e-9
          && abs(painted.width - expected.width) < 1e-9 && abs(painted.height - expected.height) < 1e-9,
        "\(type(of: node.view)): \(painted) against \(expected)")
      checked += 1
    }
    #expect(checked > 30)
  }

  @Test func aRotationAboveFallsBackToWalkingUp() throws {
    let h = try Harness(size: Size(width: 400, height: 320), Page().rotationEffect(.degrees(12)))
    let title = try #require(h.node(Text.self) { $0.content == "Title" })
    let column = try #require(title.parent)
    column.subtreeMoved()
    column.forEachDescendant { node in
      guard let painted = node.paintedBounds else { return }
      #expect(painted == node.paintBounds)
    }
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Drawing text uses the layout made while measuring it, so new text costs one Pango layout.
@Suite("Text layouts made while measuring are drawn") @MainActor
struct TextLayoutReuseTests {
  private struct Column: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        ForEach(0..<12) { index in
          Text("Line \(index) of a column of leading text").font(.footnote)
        }
        Text("A longer paragraph that has to wrap onto more than one line in a narrow column")
      }
      .frame(width: 180)
    }
  }

  @Test func leadingTextIsNotLaidOutAgainToBeDrawn() throws {
    let host = try HeadlessHost(size: Size(width: 300, height: 400))
    let graph = ViewGraph(root: Column(), host: host)
    graph.update()
    let measured = graph.typesetter.cachedLayoutCount
    host.drawIfRequested()
    #expect(graph.framesPresented == 1)
    #expect(measured >= 13)
    #expect(graph.typesetter.cachedLayoutCount == measured)
  }

  @Test func centredTextIsDrawnAtItsFramesWidth() throws {
    let host = try HeadlessHost(size: Size(width: 300, height: 200))
    let graph = ViewGraph(
      root: Text("Centred text that wraps onto two lines").multilineTextAlignment(.center).frame(width: 160),
      host: host)
    graph.update()
    let measured = graph.typesetter.cachedLayoutCount
    host.drawIfRequested()
    // Lines are centred in the frame, not in the wider width they were measured at.
    #expect(graph.typesetter.cachedLayoutCount == measured + 1)
  }
}

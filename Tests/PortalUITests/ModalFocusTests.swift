import PortalGraphics
import Testing

@testable import PortalUI

/// A page with two buttons behind, and a sheet with two of its own.
private struct PageWithSheet: View {
  @State private var showing = false
  var body: some View {
    VStack(spacing: 12) {
      Button("Open") { showing = true }
      Button("Behind") {}
    }
    .frame(width: 400, height: 300)
    .sheet(isPresented: $showing) {
      VStack(spacing: 12) {
        Button("Keep") {}
        Button("Close") { showing = false }
      }
      .padding(30)
    }
  }
}

/// Keyboard focus and modal presentations: Tab stays on an open sheet.
@Suite("Focus in modal presentations") @MainActor
struct ModalFocusTests {
  private func focusedText(_ h: Harness) -> String? {
    var text: String?
    h.graph.input.focusedNode?.forEachDescendant { node in
      if text == nil, let label = node.view as? Text { text = label.string }
    }
    return text
  }

  private func tab(_ h: Harness, backwards: Bool = false) {
    h.host.send(.keyPressed(.tab, modifiers: backwards ? [.shift] : []))
    h.settle()
  }

  @Test func tabCyclesThroughTheSheetAloneWhileItShows() throws {
    let h = try Harness(size: Size(width: 400, height: 300), PageWithSheet())
    let open = try #require(h.frame(ofText: "Open")).center
    h.host.send(.pointerPressed(open, button: .primary))
    h.host.send(.pointerReleased(open, button: .primary))
    h.settle()
    var seen: [String?] = []
    for _ in 0..<5 {
      tab(h)
      seen.append(focusedText(h))
    }
    #expect(seen == ["Keep", "Close", "Keep", "Close", "Keep"])
    tab(h, backwards: true)
    #expect(focusedText(h) == "Close")
    // Enter on Close dismisses; the page behind takes Tab again.
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    tab(h)
    #expect(focusedText(h) == "Open")
    tab(h)
    #expect(focusedText(h) == "Behind")
  }

  @Test func focusGoesBackToTheViewThatHadItWhenTheSheetCloses() throws {
    let h = try Harness(size: Size(width: 400, height: 300), PageWithSheet())
    tab(h)
    #expect(focusedText(h) == "Open")
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    // The sheet took focus away from the page.
    #expect(h.graph.input.focusedNode == nil)
    tab(h)
    tab(h)
    #expect(focusedText(h) == "Close")
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(focusedText(h) == "Open")
  }
}

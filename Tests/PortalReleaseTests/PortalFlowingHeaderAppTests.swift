import PortalFlowingHeader
import SwiftUI
import Testing

// An app written against Portal 4.x's header: `import PortalFlowingHeader`,
// `.flowingHeader(title:subtitle:displays:) { accessory }`, `FlowingHeaderView()`,
// `.flowingHeaderDestination()`, and headers named by `id`.

struct FavoritesScreen: View {
  var body: some View {
    NavigationStack {
      ScrollView {
        FlowingHeaderView()
        ForEach(0..<30, id: \.self) { index in
          Text("Row \(index)").frame(height: 44)
        }
      }
      .flowingHeaderDestination()
    }
    .flowingHeader(title: "Favorites", subtitle: "Your starred items", displays: [.title, .accessory]) {
      Image(systemName: "star.fill")
    }
  }
}

struct InboxScreen: View {
  var body: some View {
    ScrollView {
      FlowingHeaderView(id: "inbox")
      Text("Message")
    }
    .flowingHeaderDestination(id: "inbox", displays: [.title])
    .flowingHeader(id: "inbox", title: "Inbox", subtitle: "3 unread")
    .flowingHeaderDebugOverlays(enabled: true)
  }
}

@Suite("Portal 4.x flowing header, written as its apps are") @MainActor
struct PortalFlowingHeaderAppTests {
  @Test func theDefaultHeaderShowsItsTitleAndSubtitle() throws {
    let h = try ReleaseHarness(FavoritesScreen(), size: Size(width: 400, height: 600))
    #expect(h.texts.contains("Favorites"))
    #expect(h.texts.contains("Your starred items"))
  }

  @Test func aHeaderNamedByIDIsFoundByItsViewAndDestination() throws {
    let h = try ReleaseHarness(InboxScreen(), size: Size(width: 400, height: 600))
    #expect(h.texts.contains("Inbox"))
    #expect(h.texts.contains("3 unread"))
  }

  @Test func theHeaderMathsKeepsItsFourName() {
    #expect(FlowingHeaderCalculations.calculateProgress(scrollOffset: 20, startAt: 0, range: 40) == 0.5)
    #expect(FlowingHeaderCalculations.calculateAccessoryFade(progress: 1) == 0.6)
  }
}

import PortalHeaders
import PortalTransitions
import SwiftUI
import Testing

// Apps written against Portal 5.x and 6.x: `import PortalTransitions` with `import PortalHeaders`.
// 5.x: string ids with `transition:` and `in: PortalCorners(…)`; 6.x: namespaces.

struct FiveApp: View {
  let log: CompletionLog
  @State private var open = false

  var body: some View {
    PortalContainer {
      VStack {
        Text("Toggle").onTapGesture { open.toggle() }
        Rectangle().fill(Color.purple).frame(width: 30, height: 30).portal(id: "tile", .source)
        if open {
          Rectangle().fill(Color.purple).frame(width: 150, height: 90).portal(id: "tile", .destination)
        }
      }
      .portalTransition(
        id: "tile", isActive: $open, in: PortalCorners(source: 2, destination: 12), animation: .smooth(duration: 0.3),
        transition: .fade, completionCriteria: .removed, completion: { finished in log.results.append(finished) }
      ) {
        Rectangle().fill(Color.purple)
      }
    }
  }
}

struct SixApp: View {
  let log: CompletionLog
  @Namespace private var ns
  @State private var open = false

  var body: some View {
    PortalContainer {
      NavigationStack {
        ScrollView {
          PortalHeaderView()
          Text("Toggle").onTapGesture { open.toggle() }
          Rectangle().fill(Color.teal).frame(width: 30, height: 30).portal(id: "hero", as: .source, in: ns)
          if open {
            Rectangle().fill(Color.teal).frame(width: 140, height: 90).portal(id: "hero", as: .destination, in: ns)
          }
        }
        .portalHeaderDestination()
      }
      .portalHeader(title: "Gallery", subtitle: "Six")
      .portalHeaderDebugOverlays(false)
      .portalTransition(id: "hero", in: ns, isActive: $open, completion: { finished in log.results.append(finished) }) {
        Rectangle().fill(Color.teal)
      }
    }
  }
}

@Suite("Portal 5.x and 6.x, written as their apps are") @MainActor
struct PortalSixAppTests {
  @Test func fiveCornersTransitionFliesAndCompletes() throws {
    let log = CompletionLog()
    let h = try ReleaseHarness(FiveApp(log: log))
    h.tap("Toggle")
    h.run(for: 0.15)
    let layer = try #require(h.layer("tile"))
    #expect(layer.width > 30)
    h.run(for: 1)
    #expect(log.results == [true])
  }

  @Test func sixNamespacedTransitionCompletesBesideAHeader() throws {
    let log = CompletionLog()
    let h = try ReleaseHarness(SixApp(log: log), size: Size(width: 400, height: 600))
    #expect(h.texts.contains("Gallery"))
    h.tap("Toggle")
    h.run(for: 1)
    #expect(log.results == [true])
  }

  @Test func fiveTransferWithoutANamespaceCompiles() {
    let model = CrossModel()
    model.transferActivePortal(from: "a", to: "b")
    PortalHeaderLogs.configure(allowedLevels: [.error])
    #expect(PortalHeaderLogs.logger.recentEntries.isEmpty)
  }
}

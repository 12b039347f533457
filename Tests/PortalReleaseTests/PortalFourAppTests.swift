import Portal
import SwiftUI
import Testing

// An app written against Portal 2.x–4.x: `import Portal`, `.portal(id:, .source)`,
// `.portalTransition(id:isActive:animation:completionCriteria:)`, `PortalTransitionConfig`,
// `PortalCorners`, the `Portal` view and an `AnimatedPortalLayer` with a `String` id.

struct Card: Identifiable {
  let id: String
}

struct PulsingLayer<Content: View>: AnimatedPortalLayer {
  let portalID: String
  @ViewBuilder let content: () -> Content

  func animatedContent(isActive: Bool) -> some View {
    content().scaleEffect(isActive ? 1.05 : 1)
  }
}

struct CardDetailApp: View {
  let log: CompletionLog
  @State private var showDetail = false

  var body: some View {
    PortalContainer {
      VStack {
        Text("Open").onTapGesture { showDetail.toggle() }
        RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 50, height: 50)
          .portal(id: "card", .source)
        if showDetail {
          RoundedRectangle(cornerRadius: 16).fill(Color.green).frame(width: 200, height: 120)
            .portal(id: "card", .destination)
        }
      }
      .portalTransition(
        id: "card", isActive: $showDetail, animation: .smooth(duration: 0.3), completionCriteria: .logicallyComplete,
        completion: { finished in log.results.append(finished) }
      ) {
        PulsingLayer(portalID: "card") {
          RoundedRectangle(cornerRadius: 8).fill(Color.green)
        }
      }
    }
  }
}

struct ConfiguredApp: View {
  @State private var isActive = false

  var body: some View {
    PortalContainer {
      VStack {
        Text("Go").onTapGesture { isActive.toggle() }
        Portal(id: "photo") {
          Rectangle().fill(Color.red).frame(width: 40, height: 40)
        }
        if isActive {
          Portal(id: "photo", source: false) {
            Rectangle().fill(Color.red).frame(width: 180, height: 100)
          }
        }
      }
      .portalTransition(
        id: "photo",
        config: .init(
          animation: PortalAnimation(.easeInOut(duration: 0.3), delay: 0.2),
          corners: PortalCorners(source: 4, destination: 20)),
        isActive: $isActive
      ) {
        Rectangle().fill(Color.red)
      }
    }
  }
}

struct ItemApp: View {
  @State private var selected: Card?
  let cards = [Card(id: "a"), Card(id: "b")]

  var body: some View {
    PortalContainer {
      VStack {
        ForEach(cards) { card in
          Text(card.id).frame(width: 40, height: 40)
            .portal(item: card, .source, groupID: "cards")
            .onTapGesture { selected = card }
        }
        if let selected {
          Text(selected.id).frame(width: 120, height: 80).portal(item: selected, .destination)
        }
      }
      .portalTransition(item: $selected) { card in
        Text(card.id)
      }
      .portalDebugOverlays(enabled: false)
    }
  }
}

@Suite("Portal 2.x–4.x, written as its apps are") @MainActor
struct PortalFourAppTests {
  @Test func idTransitionFliesAndCompletesBothWays() throws {
    let log = CompletionLog()
    let h = try ReleaseHarness(CardDetailApp(log: log))
    h.tap("Open")
    h.run(for: 0.15)
    let layer = try #require(h.layer("card"))
    #expect(layer.width > 50)
    h.run(for: 0.6)
    #expect(h.layer("card") == nil)
    #expect(log.results == [true])
    h.tap("Open")
    h.run(for: 0.8)
    #expect(h.layer("card") == nil)
    #expect(log.results == [true, false])
  }

  @Test func configuredTransitionWaitsItsDelayThenMorphsTheCorners() throws {
    let h = try ReleaseHarness(ConfiguredApp())
    h.tap("Go")
    h.run(for: 0.1)
    let controller = try #require(h.controller)
    #expect(h.layer("photo") == h.end(.source, "photo"))
    _ = controller
    h.run(for: 0.6)
    #expect(h.layer("photo") == nil)
    #expect(h.end(.destination, "photo") != nil)
  }

  @Test func itemTransitionFliesTheTappedCard() throws {
    let h = try ReleaseHarness(ItemApp())
    h.tap("b")
    h.run(for: 0.1)
    #expect(h.isFlying("b"))
    h.run(for: 1)
    #expect(!h.isFlying("b"))
    #expect(h.end(.destination, "b") != nil)
  }
}

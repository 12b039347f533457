import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// A flight as assistive technologies see it: the layer in the overlay is in no window's tree,
/// and the ends it hides stay in theirs, where they are, so focus and reading never jump.
@Suite("Accessibility during a flight") @MainActor
struct AccessibilityDuringFlightTests {
  struct Ends: View {
    @State var show = false
    var body: some View {
      PortalContainer {
        VStack(spacing: 20) {
          HStack(spacing: 100) {
            Text("Source card").frame(width: 80, height: 40).portalSource(id: "card")
            Text("Destination card").frame(width: 160, height: 120).portalDestination(id: "card")
          }
          Text("toggle").onTapGesture { show.toggle() }
        }
        .portalTransition(id: "card", isActive: $show, animation: .linear(duration: 1)) {
          Text("Flying card")
        }
      }
    }
  }

  @Test func theLayerIsNotInTheTreeAndTheHiddenEndsStayAtTheirPlaces() throws {
    let h = try FlightHarness(Ends())
    let before = h.graph.accessibilitySnapshot()
    let source = try #require(before.first { $0.name == "Source card" })
    let destination = try #require(before.first { $0.name == "Destination card" })
    h.toggleAndStep(by: 0.5)
    // Mid-flight: the layer shows in the overlay…
    #expect(h.layerFrame != nil)
    #expect(h.isHidden(.source) && h.isHidden(.destination))
    let during = h.graph.accessibilitySnapshot()
    #expect(during.revision != before.revision)
    // …and is in no tree, while both ends keep their elements and bounds.
    #expect(during.first { $0.name == "Flying card" } == nil)
    #expect(during.windows.count == 1)
    #expect(during[source.id]?.bounds == source.bounds)
    #expect(during[destination.id]?.bounds == destination.bounds)
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// An item transition and an `ids:` group, both with a configuration and corner radii.
private struct ConfiguredGallery: View {
  @State var selected: Photo?
  @State var grouped = false
  let log: LayerLog
  let photos = (0..<2).map(Photo.init)

  var body: some View {
    PortalContainer {
      VStack(spacing: 10) {
        HStack(spacing: 10) {
          ForEach(photos) { photo in
            photo.color.frame(width: 40, height: 40).portal(item: photo, .source)
              .onTapGesture { selected = photo }
          }
          Color.gray.frame(width: 40, height: 40).portal(id: "extra", .source)
        }
        HStack(spacing: 10) {
          ZStack {
            if let selected {
              selected.color.frame(width: 200, height: 100).portal(item: selected, .destination)
            }
          }
          .frame(width: 200, height: 100)
          Color.gray.frame(width: 100, height: 100).portal(id: "extra", .destination)
        }
        Text("close").onTapGesture { selected = nil }
        Text("group").onTapGesture { grouped.toggle() }
      }
      .portalTransition(
        item: $selected, animation: .linear(duration: 0.5), sourceCornerRadius: 6, destinationCornerRadius: 30
      ) { photo in
        photo.color
      } configuration: { content, isActive in
        let _ = log.seen.append("item \(isActive)")
        content.opacity(isActive ? 0.5 : 1)
      }
      .portalTransition(
        ids: ["extra"], groupID: "extras", isActive: $grouped, animation: .linear(duration: 0.5),
        sourceCornerRadius: 2, destinationCornerRadius: 20
      ) { _ in
        Color.gray
      } configuration: { content, isActive in
        let _ = log.seen.append("group \(isActive)")
        content
      }
    }
  }
}

@Suite("Item and group configuration") @MainActor
struct ItemAndGroupConfigurationTests {
  @Test func anItemTransitionTakesAConfigurationAndCornerRadii() throws {
    let log = LayerLog()
    let h = try FlightHarness(ConfiguredGallery(log: log))
    let source = try #require(h.frame(of: 1, .source))
    h.tap(at: source.center)
    h.host.step(by: 0)
    #expect(log.seen.last == "item true")
    #expect(h.placement(of: 1)?.cornerRadius == 6)
    h.host.step(by: 0.25)
    let middle = try #require(h.placement(of: 1))
    #expect(abs(middle.cornerRadius - 18) < 0.5)
    // The configuration halves the opacity of the content while it flies forward.
    let pixel = h.host.overlaySurface.bitmap.pixel(x: Int(middle.frame.midX), y: Int(middle.frame.midY))
    #expect(pixel.alpha > 0.4 && pixel.alpha < 0.6)
    h.host.runUntilIdle()
    h.tapAndStep("close")
    #expect(log.seen.last == "item false")
    #expect(h.placement(of: 1)?.cornerRadius == 30)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func anIDsGroupTakesAConfigurationAndCornerRadii() throws {
    let log = LayerLog()
    let h = try FlightHarness(ConfiguredGallery(log: log))
    h.tapAndStep("group")
    #expect(log.seen.last == "group true")
    #expect(h.placement("extra")?.cornerRadius == 2)
    h.host.runUntilIdle()
    h.tapAndStep("group")
    #expect(log.seen.last == "group false")
    #expect(h.placement("extra")?.cornerRadius == 20)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }
}

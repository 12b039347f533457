import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

struct Photo: Identifiable, Hashable {
  let id: Int
  var color: Color { [Color(hex: 0xD02020), Color(hex: 0x20A040), Color(hex: 0x2040D0)][id % 3] }
}

@MainActor
final class LayerLog {
  var seen: [String] = []
}

/// Seed 001's pattern: a grid of sources, a detail destination, an item binding.
struct Gallery: View {
  @State var selected: Photo?
  @State var group: [Photo] = []
  let log: LayerLog
  var completions = FlightLog()
  let photos = (0..<3).map(Photo.init)
  var stagger = 0.1

  var body: some View {
    PortalContainer {
      VStack(spacing: 10) {
        HStack(spacing: 10) {
          ForEach(photos) { photo in
            photo.color.frame(width: 40, height: 40)
              .portal(item: photo, .source)
              .onTapGesture { selected = photo }
          }
        }
        ZStack {
          if let selected {
            selected.color.frame(width: 200, height: 100).portal(item: selected, .destination)
          }
          ForEach(group) { photo in
            photo.color.frame(width: 60, height: 60).portal(item: photo, .destination)
          }
        }
        .frame(width: 200, height: 100)
        Text("close").onTapGesture { selected = nil }
        Text("stack").onTapGesture { group = photos }
        Text("unstack").onTapGesture { group = [] }
        Text("page").onTapGesture { selected = photos[2] }
      }
      .portalTransition(item: $selected, animation: .linear(duration: 0.5), completion: { completions.completions.append($0) }) { photo in
        AnimatedItemLayer(item: $selected) { item, isActive in
          let _ = log.seen.append("\(item?.id ?? -1):\(isActive)")
          (item?.color ?? .clear)
        }
      }
      .portalTransition(items: $group, groupID: "stack", animation: .linear(duration: 0.5), staggerDelay: stagger) {
        photo in
        AnimatedGroupLayer(items: $group, groupID: "stack") { items, states in
          let _ = log.seen.append("group \(items.map(\.id)) \(states.values.map { $0 })")
          Color.gray
        }
      }
    }
  }
}

@MainActor
extension FlightHarness {
  func tap(_ text: String) {
    var point: Point?
    graph.root.forEachDescendant { node in
      if let t = node.view as? Text, t == Text(text) { point = node.frame.center }
    }
    if let point { tap(at: point) }
  }

  func tap(at point: Point) {
    host.send(.pointerPressed(point, button: .primary))
    host.send(.pointerReleased(point, button: .primary))
  }

  func frame(of id: Int, _ role: PortalRole) -> Rect? {
    controller?.registry.frame(PortalKey(namespace: nil, id: "\(id)"), role)
  }

  func placement(of id: Int) -> OverlayLayers.Placement? {
    controller.flatMap { graph.overlayLayers.placement(of: $0.layerID(of: PortalKey(namespace: nil, id: "\(id)"))) }
  }
}

@Suite("Item and group transitions") @MainActor
struct ItemAndGroupTests {
  @Test func selectingAnItemFliesItsLayerAndClearingFliesItBackWithTheCachedItem() throws {
    let log = LayerLog()
    let h = try FlightHarness(Gallery(log: log))
    let source = try #require(h.frame(of: 1, .source))
    h.tap(at: source.center)
    h.host.step(by: 0)
    #expect(h.placement(of: 1)?.frame == source)
    #expect(log.seen.last == "1:true")
    h.host.runUntilIdle()
    let destination = try #require(h.frame(of: 1, .destination))
    #expect(destination.width == 200)
    h.tapAndStep("close")
    // The binding is nil now, but the layer still shows the item it flies for.
    #expect(log.seen.last == "1:false")
    #expect(h.placement(of: 1)?.frame == destination)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func aGroupFliesEveryItemWithAStagger() throws {
    let log = LayerLog()
    let h = try FlightHarness(Gallery(log: log, stagger: 0.1))
    h.tapAndStep("stack", by: 0.15)
    let sources = try (0..<3).map { try #require(h.frame(of: $0, .source)) }
    let placements = (0..<3).map { h.placement(of: $0)?.frame }
    // Item 0 left at once, item 1 after 0.1 s, item 2 has not moved yet.
    #expect(placements[0] != sources[0])
    #expect(placements[1] != sources[1])
    #expect(placements[2] == sources[2])
    #expect((placements[0]?.minX ?? 0) - sources[0].minX > (placements[1]?.minX ?? 0) - sources[1].minX)
    // Each item flies as a layer of its own, and each layer's content sees its own item.
    for id in 0..<3 { #expect(log.seen.contains("group [\(id)] [true]")) }
    #expect(!log.seen.contains { $0.hasPrefix("group [0, 1") })
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
    log.seen.removeAll()
    h.tapAndStep("unstack")
    #expect(h.graph.overlayLayers.ids.count == 3)
    // On the way back too, with the binding already empty: the same items, now inactive.
    for id in 0..<3 { #expect(log.seen.contains("group [\(id)] [false]")) }
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func aTransferredPortalReturnsToTheItemShownNow() throws {
    let h = try FlightHarness(Gallery(log: LayerLog()))
    let first = try #require(h.frame(of: 0, .source))
    h.tap(at: first.center)
    h.host.runUntilIdle()
    // The detail pages to item 2 and tells the portal so: no flight for the page change.
    h.controller?.transferActivePortal(from: "0", to: "2")
    h.tapAndStep("page")
    #expect(h.graph.overlayLayers.ids.isEmpty)
    h.host.runUntilIdle()
    h.tapAndStep("close", by: 0.25)
    let target = try #require(h.frame(of: 2, .source))
    let layer = try #require(h.placement(of: 2)?.frame)
    #expect(layer.width < 200 && layer.width > target.width)
    // The last overlay frame shows the layer exactly on item 2's source; item 0's stays shown.
    var last = layer
    while let frame = h.placement(of: 2)?.frame {
      last = frame
      #expect(h.placement(of: 0) == nil)
      #expect(h.controller?.registry.isHidden(PortalKey(namespace: nil, id: "0"), .source) == false)
      h.host.step(by: 1.0 / 60)
    }
    #expect(last == target)
    #expect(h.graph.overlayLayers.ids.isEmpty)
    #expect(h.controller?.transfers.isEmpty == true)
  }

  /// Without a transfer, an item change flies the old item home and the new one in.
  @Test func anItemChangeWithoutATransferFliesBothItems() throws {
    let log = FlightLog()
    let h = try FlightHarness(Gallery(log: LayerLog(), completions: log))
    let first = try #require(h.frame(of: 0, .source))
    h.tap(at: first.center)
    h.host.runUntilIdle()
    let detail = try #require(h.frame(of: 0, .destination))
    h.tapAndStep("page")
    #expect(h.placement(of: 0)?.frame == detail)
    #expect(h.placement(of: 2)?.frame == h.frame(of: 2, .source))
    h.host.step(by: 0.25)
    #expect(h.placement(of: 0) != nil && h.placement(of: 2) != nil)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
    // The first opening, then the two flights of the change, which land in the same frame.
    #expect(log.completions.count == 3 && log.completions.first == true)
    #expect(log.completions.dropFirst().filter { $0 }.count == 1)
    #expect(h.frame(of: 2, .destination) == detail)
  }
}

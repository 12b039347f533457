import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// A pulse layer written against `AnimatedPortalLayer`.
private struct Pulse: AnimatedPortalLayer {
  let portalID: AnyHashable = "ns-card"
  let log: LayerLog
  func animatedContent(isActive: Bool) -> some View {
    let _ = log.seen.append("pulse \(isActive)")
    Color(hex: isActive ? 0x2040D0 : 0xD02020)
  }
}

/// The same id in two namespaces, only one of which flies.
private struct Namespaced: View {
  @State var open = false
  let log: LayerLog

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 60) {
          Color(hex: 0xD02020).frame(width: 40, height: 40).portal(id: "ns-card", .source, in: "left")
          Color(hex: 0x20A040).frame(width: 40, height: 40).portal(id: "ns-card", .source, in: "right")
          Color(hex: 0x2040D0).frame(width: 120, height: 80).portal(id: "ns-card", .destination, in: "right")
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
      .portalTransition(id: "ns-card", isActive: $open, in: "right", animation: .linear(duration: 0.5)) {
        Pulse(log: log)
      }
    }
  }
}

/// An animated layer that logs what it is shown with, tagged by where it is.
private struct Badge: AnimatedPortalLayer {
  let portalID: AnyHashable
  let namespace: Namespace.ID
  let tag: String
  let log: LayerLog
  func animatedContent(isActive: Bool) -> some View {
    let _ = log.seen.append("\(tag) \(isActive)")
    Color(hex: isActive ? 0x2040D0 : 0xD02020)
  }
}

/// Animated layers at both ends of a namespaced portal, and in its flight.
private struct AnimatedEnds: View {
  @Namespace private var namespace
  @State var open = false
  let log: LayerLog

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 60) {
          Badge(portalID: "badge", namespace: namespace, tag: "source", log: log).frame(width: 40, height: 40)
            .portal(id: "badge", as: .source, in: namespace)
          if open {
            Badge(portalID: "badge", namespace: namespace, tag: "destination", log: log).frame(width: 120, height: 80)
              .portal(id: "badge", as: .destination, in: namespace)
          }
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
      .portalTransition(id: "badge", in: namespace, isActive: $open, animation: .linear(duration: 0.5)) {
        Badge(portalID: "badge", namespace: namespace, tag: "layer", log: log)
      }
    }
  }
}

/// Zoom sources that come and go.
private struct ZoomTiles: View {
  @Namespace private var namespace
  @State var open = true

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        if open {
          ForEach(0..<3, id: \.self) { index in
            Color(hex: 0x20A040).frame(width: 40, height: 40).matchedTransitionSource(id: index, in: namespace)
          }
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
    }
  }
}

@Suite("API surface") @MainActor
struct APISurfaceTests {
  @Test func aNamespaceKeepsEqualIdsApartAndAnimatedPortalLayerSeesTheDirection() throws {
    let log = LayerLog()
    let h = try FlightHarness(Namespaced(log: log))
    let right = try #require(h.anchor(.source, "ns-card", in: "right"))
    let left = try #require(h.anchor(.source, "ns-card", in: "left"))
    #expect(left != right)
    h.toggleAndStep()
    // The namespaced key names the layer; it leaves from the right-hand source.
    let placement = try #require(h.placement("ns-card", in: "right"))
    #expect(placement.frame == right)
    #expect(h.controller?.registry.isHidden(PortalKey(namespace: "right", id: "ns-card"), .source) == true)
    #expect(h.controller?.registry.isHidden(PortalKey(namespace: "left", id: "ns-card"), .source) == false)
    #expect(log.seen.last == "pulse true")
    h.host.runUntilIdle()
    h.toggleAndStep()
    #expect(log.seen.last == "pulse false")
    h.host.runUntilIdle()
    #expect(h.trace.transitions == ["began forward right/ns-card", "ended forward right/ns-card",
      "began reverse right/ns-card", "ended reverse right/ns-card"])
  }

  /// At the ends, outside a flight, `isActive` is whether the portal is open: true from the
  /// forward take-off until the return take-off, as the original's `animateView`.
  @Test func anAnimatedLayerAtAnEndSeesWhetherItsPortalIsOpen() throws {
    let log = LayerLog()
    let h = try FlightHarness(AnimatedEnds(log: log))
    func last(_ tag: String) -> String? { log.seen.last { $0.hasPrefix(tag + " ") } }
    #expect(last("source") == "source false")
    h.toggleAndStep()
    #expect(last("layer") == "layer true")
    h.host.runUntilIdle()
    #expect(last("source") == "source true")
    #expect(last("destination") == "destination true")
    h.toggleAndStep()
    #expect(last("layer") == "layer false")
    #expect(last("source") == "source false")
    h.host.runUntilIdle()
    #expect(last("source") == "source false")
  }

  /// A zoom source's look is dropped when its view leaves: a long list of tiles does not keep
  /// every tile it ever showed.
  @Test func zoomSourcesAreForgottenWhenTheirViewsLeave() throws {
    let h = try FlightHarness(ZoomTiles())
    #expect(h.controller?.zoomSources.count == 3)
    h.tapToggle()
    h.host.runUntilIdle()
    #expect(h.controller?.zoomSources.isEmpty == true)
    h.tapToggle()
    h.host.runUntilIdle()
    #expect(h.controller?.zoomSources.count == 3)
  }

  /// The layer's clip morphs from the source's corner radius to the destination's with the
  /// flight's progress: visible in the pixels of a corner.
  @Test func theCornerRadiusMorphsBetweenTheEnds() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog(), sourceCornerRadius: 4, destinationCornerRadius: 40))
    h.toggleAndStep()
    #expect(h.placement()?.cornerRadius == 4)
    h.host.step(by: 0.5)
    let middle = try #require(h.placement())
    #expect(abs(middle.cornerRadius - 22) < 0.5)
    // A point 3 px in from the corner along the diagonal is inside a 4-radius corner but
    // outside a 22-radius one.
    let frame = middle.frame
    let corner = h.host.overlaySurface.bitmap.rawPixel(x: Int(frame.minX) + 3, y: Int(frame.minY) + 3)
    let inside = h.host.overlaySurface.bitmap.rawPixel(x: Int(frame.midX), y: Int(frame.midY))
    #expect(corner >> 24 == 0)
    #expect(inside & 0xFFFFFF == 0xD02020)
    h.host.step(by: 0.6)
    #expect(h.placement()?.cornerRadius == 40)
    h.host.runUntilIdle()
    #expect(h.layerFrame == nil)
  }

  /// Live tracking: the destination moves during the flight and the layer lands on where it
  /// is now, without a jump along the way.
  @Test func aDestinationMovingMidFlightIsWhereTheLayerLands() throws {
    let ends = EndsModel()
    let h = try FlightHarness(TwoEnds(log: FlightLog(), ends: ends), size: Size(width: 600, height: 300))
    let before = try #require(h.anchor(.destination))
    h.toggleAndStep(by: 0.5)
    ends.destinationShift = 60
    var previous = try #require(h.layerFrame)
    var last = previous
    while let frame = h.layerFrame {
      #expect(abs(frame.minX - previous.minX) < 12)
      previous = frame
      last = frame
      h.host.step(by: 1.0 / 60)
    }
    let moved = try #require(h.anchor(.destination))
    #expect(moved.minX > before.minX + 20)
    #expect(last == moved)
  }

  @Test func anIDsGroupFliesEachPairAndCompletesOnce() throws {
    let log = FlightLog()
    let h = try FlightHarness(GroupOfIDs(staggerDelay: 0.05, log: log))
    h.toggleAndStep()
    #expect(h.placement("g0")?.frame == h.anchor(.source, "g0"))
    h.host.step(by: 0.1)
    #expect(h.graph.overlayLayers.ids.count == 3)
    var lastFrames: [String: Rect] = [:]
    while !h.graph.overlayLayers.ids.isEmpty {
      for id in ["g0", "g1", "g2"] { if let frame = h.placement(id)?.frame { lastFrames[id] = frame } }
      h.host.step(by: 1.0 / 60)
    }
    for id in ["g0", "g1", "g2"] { #expect(lastFrames[id] == h.anchor(.destination, id)) }
    #expect(log.completions == [true])
    h.tap("toggle")
    h.host.runUntilIdle()
    #expect(log.completions == [true, false])
  }
}

import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// A small red source, a larger blue destination and a "toggle" text that flips `open`.
private struct RedToBlue: View {
  @Binding var open: Bool
  var body: some View {
    VStack(spacing: 20) {
      HStack(spacing: 100) {
        Color(hex: 0xFF0000).frame(width: 40, height: 40).portalSource(id: "card")
        Color(hex: 0x0000FF).frame(width: 160, height: 120).portalDestination(id: "card")
      }
      Text("toggle").onTapGesture { open.toggle() }
    }
  }
}

/// `RedToBlue` in a portal container, with the transition `flies` adds to it (given the card
/// and the binding that opens it).
private struct FlyingScene<Flown: View>: View {
  @State var open = false
  let flies: (RedToBlue, Binding<Bool>) -> Flown
  var body: some View {
    PortalContainer { flies(RedToBlue(open: $open), $open) }
  }
}

/// The layer cross-fades from the source's content to the destination's.
@MainActor private func fadeScene() -> some View {
  FlyingScene { card, open in
    card.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1), crossFade: true) {
      PortalCrossFade(from: Color(hex: 0xFF0000), to: Color(hex: 0x0000FF))
    }
  }
}

/// Level one: the configuration styles the layer by direction.
@MainActor private func styledScene() -> some View {
  FlyingScene { card, open in
    card.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1)) {
      Color(hex: 0x00FF00)
    } configuration: { content, isActive in
      content.opacity(isActive ? 0.5 : 1)
    }
  }
}

/// Level two: the layer applies the interpolated frame itself, here lifted 30 points above the
/// straight path.
@MainActor private func placedScene() -> some View {
  FlyingScene { card, open in
    card.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1)) {
      Color(hex: 0x00FF00)
    } configuration: { content, isActive, size, position in
      content
        .frame(width: size.width, height: size.height)
        .offset(x: position.x, y: position.y - 30)
    }
  }
}

/// Level three: the layer gets both ends and keeps the source's size the whole way.
@MainActor private func rawScene() -> some View {
  FlyingScene { card, open in
    card.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1)) {
      Color(hex: 0x00FF00)
    } configuration: { content, isActive, sourceSize, destinationSize, sourcePosition, destinationPosition in
      PortalLayerProgressReader { progress in
        content
          .frame(width: sourceSize.width, height: sourceSize.height)
          .offset(
            x: sourcePosition.x + (destinationPosition.x - sourcePosition.x) * progress,
            y: sourcePosition.y + (destinationPosition.y - sourcePosition.y) * progress)
      }
    }
  }
}

private struct PortalLayerProgressReader<Content: View>: View {
  @Environment(\.portalLayerProgress) private var progress
  let content: (Double) -> Content
  init(@ViewBuilder content: @escaping (Double) -> Content) { self.content = content }
  var body: some View { content(progress) }
}

@Suite("Layer styling") @MainActor
struct LayerStylingTests {
  @Test func aCrossFadeDissolvesFromTheSourceToTheDestinationContent() throws {
    let h = try FlightHarness(fadeScene())
    h.toggleAndStep()
    let first = try layerMiddle(h)
    #expect(first.red > 0.95 && first.blue < 0.05)
    h.host.step(by: 0.5)
    let mixed = try layerMiddle(h)
    #expect(mixed.red > 0.3 && mixed.blue > 0.3)
    h.host.step(by: 0.49)
    let last = try layerMiddle(h)
    #expect(last.blue > 0.95 && last.red < 0.05)
  }

  @Test func theConfigurationStylesTheLayerByDirection() throws {
    let h = try FlightHarness(styledScene())
    h.toggleAndStep(by: 0.3)
    let forward = try layerMiddle(h)
    #expect(abs(forward.alpha - 0.5) < 0.02)
    h.host.runUntilIdle()
    h.toggleAndStep(by: 0.3)
    let reverse = try layerMiddle(h)
    #expect(reverse.alpha > 0.98)
  }

  /// The overlay's colour at the middle of the flying layer.
  private func layerMiddle(_ h: FlightHarness) throws -> Color {
    let frame = try #require(h.layerFrame)
    return h.host.overlaySurface.bitmap.pixel(x: Int(frame.midX), y: Int(frame.midY))
  }

  /// Green pixels of the overlay and their bounding box.
  private func greenBox(_ h: FlightHarness) -> Rect? {
    let bitmap = h.host.overlaySurface.bitmap
    var box: Rect?
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let c = bitmap.pixel(x: x, y: y)
        guard c.green > 0.9, c.red < 0.1, c.blue < 0.1, c.alpha > 0.9 else { continue }
        box = (box ?? Rect(x: Double(x), y: Double(y), width: 1, height: 1))
          .union(Rect(x: Double(x), y: Double(y), width: 1, height: 1))
      }
    }
    return box
  }

  /// Flies `scene` half-way: the harness, the ends' frames and the green layer's bounding box.
  private func halfWay(_ scene: some View) throws -> (h: FlightHarness, source: Rect, destination: Rect, drawn: Rect) {
    let h = try FlightHarness(scene)
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep(by: 0.5)
    return (h, source, destination, try #require(greenBox(h)))
  }

  @Test func aLayerPlacingItselfTakesItsOwnPath() throws {
    let (h, source, destination, drawn) = try halfWay(placedScene())
    let straight = source.interpolated(to: destination, 0.5)
    // The interpolated size, 30 points above the straight path.
    #expect(abs(drawn.width - straight.width) <= 1 && abs(drawn.height - straight.height) <= 1)
    #expect(abs(drawn.minX - straight.minX) <= 1)
    #expect(abs(drawn.minY - (straight.minY - 30)) <= 1)
    // Only what the layer draws shows: the overlay is not opened over the whole window.
    let visible = h.host.overlaySurface.visible.reduce(Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    #expect(visible.width < 200 && visible.height < 200)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func aLayerWithTheRawEndsKeepsTheSourceSize() throws {
    let (_, source, destination, drawn) = try halfWay(rawScene())
    #expect(abs(drawn.width - source.width) <= 1 && abs(drawn.height - source.height) <= 1)
    let expectedX = source.minX + (destination.minX - source.minX) * 0.5
    #expect(abs(drawn.minX - expectedX) <= 1.5)
  }
}

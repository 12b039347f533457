import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// A flight whose debug overlays a "debug" text switches on and off, with a configuration of
/// the given level (1: styling only; 2: the layer places itself; 3: it gets the raw ends).
private struct SwitchableDebug: View {
  let level: Int
  @State var open = false
  @State var debug = false

  var body: some View {
    let container = PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 100) {
          Color(hex: 0x00FF00).frame(width: 40, height: 40).portalSource(id: "card")
          Color(hex: 0x00FF00).frame(width: 160, height: 120).portalDestination(id: "card")
        }
        HStack(spacing: 30) {
          Text("toggle").onTapGesture { open.toggle() }
          Text("debug").onTapGesture { debug.toggle() }
        }
      }
      .levelTransition(level, open: $open)
    }
    return container.environment(\.portalDebugOverlays, debug)
  }
}

extension View {
  fileprivate func levelTransition(_ level: Int, open: Binding<Bool>) -> AnyView {
    let content = self
    switch level {
    case 1:
      return AnyView(
        content.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1)) {
          Color(hex: 0x00FF00)
        } configuration: { layer, _ in
          layer
        })
    case 2:
      return AnyView(
        content.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1)) {
          Color(hex: 0x00FF00)
        } configuration: { layer, _, size, position in
          layer.frame(width: size.width, height: size.height).offset(x: position.x, y: position.y)
        })
    default:
      return AnyView(
        content.portalTransition(id: "card", isActive: open, animation: .linear(duration: 1)) {
          Color(hex: 0x00FF00)
        } configuration: { layer, isActive, sourceSize, destinationSize, sourcePosition, destinationPosition in
          let size = isActive ? destinationSize : sourceSize
          let position = isActive ? destinationPosition : sourcePosition
          layer.frame(width: size.width, height: size.height).offset(x: position.x, y: position.y)
        })
    }
  }
}

@Suite("Debug overlays at run time") @MainActor
struct DebugOverlayToggleTests {
  private func isOrange(_ h: FlightHarness, _ x: Double, _ y: Double) -> Bool {
    let pixel = h.host.overlaySurface.bitmap.pixel(x: Int(x), y: Int(y))
    // The layer is pure green; orange (partly covering it at a fractional edge) adds red.
    return pixel.red > 0.5 && pixel.blue < 0.3
  }

  /// The outline is dashed (5 on, 3 off): some pixel of an 8-point run of an edge is orange.
  private func edgeIsOutlined(_ h: FlightHarness, x: Double, y: Double) -> Bool {
    (-2...1).contains { dx in (-4...4).contains { dy in isOrange(h, x + Double(dx), y + Double(dy)) } }
  }

  @Test(arguments: [1, 2, 3])
  func switchingTheFlagOutlinesTheFlyingLayerWhereItIs(level: Int) throws {
    let h = try FlightHarness(SwitchableDebug(level: level))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep(by: 0.4)
    // Where the outline belongs: the layer's interpolated frame (a self-placing layer's own
    // placement is an empty frame at the origin).
    func layerPlace() throws -> Rect {
      try #require(h.controller?.flight(PortalKey(namespace: nil, id: "card"))?.lastFrame)
    }
    var place = try layerPlace()
    #expect(place.minX > source.maxX)
    #expect(!isOrange(h, place.minX + 1, place.midY))
    #expect(h.placement("card", ":outline") == nil)

    // The flag reaches the container as the frame is built: the next frame shows it.
    h.tap("debug")
    h.host.step(by: 1.0 / 60)
    h.host.step(by: 1.0 / 60)
    place = try layerPlace()
    #expect(place.minX > source.maxX && place.width > 40)
    #expect(edgeIsOutlined(h, x: place.minX + 1, y: place.midY), "no outline on the layer's left edge")
    #expect(edgeIsOutlined(h, x: place.maxX, y: place.midY), "no outline on the layer's right edge")
    // Nothing is outlined at the window's origin.
    #expect(!isOrange(h, 1, 1) && !isOrange(h, 1, place.midY))
    // The ends carry their tags in the window now.
    let tag = h.host.main.bitmap.pixel(x: Int(source.minX) + 2, y: Int(source.minY) - 3)
    #expect(tag.blue > 0.8 && tag.red < 0.4)

    // The flag reaches the container as the frame is built: the next frame shows it.
    h.tap("debug")
    h.host.step(by: 1.0 / 60)
    h.host.step(by: 1.0 / 60)
    place = try layerPlace()
    #expect(!edgeIsOutlined(h, x: place.minX + 1, y: place.midY))
    #expect(h.placement("card", ":outline") == nil)
    let untagged = h.host.main.bitmap.pixel(x: Int(source.minX) + 2, y: Int(source.minY) - 3)
    #expect(untagged.blue > 0.9 && untagged.red > 0.9)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }
}

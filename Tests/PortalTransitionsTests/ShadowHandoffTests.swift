import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// Two rounded ends with drop shadows, as a card in a grid and its detail: the source's shadow
/// wraps the portal (`.portal(…).shadow(…)`), the destination's is inside it
/// (`.shadow(…).portal(…)`) or absent.
struct ShadowedEnds: View {
  @State var show = false
  var sourceShadow: Shadow? = Shadow(color: Color.black.opacity(0.22), radius: 10, y: 5)
  var destinationShadow: Shadow? = Shadow(color: Color.black.opacity(0.3), radius: 4, x: 2, y: 2)

  var body: some View {
    PortalContainer {
      VStack(spacing: 40) {
        HStack(spacing: 100) {
          decorated(
            Color(hex: 0xD02020).frame(width: 60, height: 45)
              .clipShape(RoundedRectangle(cornerRadius: 8, style: .circular)).portalSource(id: "card"),
            sourceShadow)
          Color(hex: 0xD02020).frame(width: 160, height: 120)
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .circular))
            .modifier(InnerShadow(shadow: destinationShadow)).portalDestination(id: "card")
        }
        Text("toggle").onTapGesture { show.toggle() }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(hex: 0xF2F3F7))
      .portalTransition(
        id: "card", isActive: $show, animation: .linear(duration: 1), sourceCornerRadius: 8, destinationCornerRadius: 16
      ) {
        Color(hex: 0xD02020)
      }
    }
  }

  @ViewBuilder private func decorated(_ view: some View, _ shadow: Shadow?) -> some View {
    if let shadow {
      view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
    } else {
      view
    }
  }
}

/// A shadow inside the portal end (`.shadow(…).portal(…)`), or none.
private struct InnerShadow: ViewModifier {
  let shadow: Shadow?
  func body(content: Content) -> some View {
    if let shadow {
      content.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
    } else {
      content
    }
  }
}

/// The demo's grid scene in small: a card (its picture clipped to a rounded rectangle with
/// SwiftUI's default continuous corners, the portal source, under a shadow) flies into a sheet
/// whose picture has no shadow.
struct CardIntoSheet: View {
  @State var selected: Photo?
  let card = Photo(id: 0)

  var body: some View {
    PortalContainer {
      VStack(alignment: .leading, spacing: 8) {
        Picture(photo: card)
          .frame(width: 120, height: 90)
          .clipShape(RoundedRectangle(cornerRadius: 12))
          .portal(item: card, .source)
          .shadow(color: Color.black.opacity(0.12), radius: 6, y: 3)
        Text("open").onTapGesture { selected = card }
      }
      .padding(20)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(Color(hex: 0xF7F7F9))
      .sheet(item: $selected) { photo in
        VStack(spacing: 12) {
          Picture(photo: photo)
            .frame(width: 240, height: 180)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .portal(item: photo, .destination)
          Text("close").onTapGesture { selected = nil }
        }
        .padding(24)
      }
      .portalTransition(
        item: $selected, animation: .linear(duration: 1), sourceCornerRadius: 12, destinationCornerRadius: 16
      ) { photo in
        Picture(photo: photo)
      }
    }
  }
}

/// A two-tone picture filling its frame, so its corners and edges show.
private struct Picture: View {
  let photo: Photo
  var body: some View {
    VStack(spacing: 0) {
      photo.color
      Color(hex: 0x302850)
    }
  }
}

/// A flying layer carries the shadows of the views it stands in for: the source's at take-off,
/// a lifted one in flight, the destination's at landing, so neither handoff pops.
@Suite("Shadow handoff") @MainActor
struct ShadowHandoffTests {
  /// The pixels of `a` and `b` in `rect` that differ by more than a level in a channel. An
  /// antialiased edge is composed once in the window and twice at a handoff (into the layer,
  /// then the layer over the window), each rounded to 8 bits: one level either way is rounding.
  private func differences(_ a: Bitmap, _ b: Bitmap, in rect: Rect) -> Int {
    var count = 0
    for y in max(0, Int(rect.minY))..<min(a.height, Int(rect.maxY)) {
      for x in max(0, Int(rect.minX))..<min(a.width, Int(rect.maxX)) {
        let (p, q) = (a.rawPixel(x: x, y: y), b.rawPixel(x: x, y: y))
        if [0, 8, 16].contains(where: { abs(Int(p >> $0 & 0xFF) - Int(q >> $0 & 0xFF)) > 1 }) { count += 1 }
      }
    }
    return count
  }

  /// An end with all its shadow can paint around it.
  private func shadowArea(_ end: Rect) -> Rect { end.insetBy(dx: -32, dy: -32) }

  /// Steps a flight of one second to its last overlay frame (the layer exactly on its end).
  private func stepToLastFrame(_ h: FlightHarness) {
    h.host.step(by: 0.999)
    h.host.step(by: 0.01)
  }

  @Test func theFirstFrameOfTheFlightShowsTheSourceWithItsShadow() throws {
    let h = try FlightHarness(ShadowedEnds())
    let source = try #require(h.anchor(.source))
    let before = try h.host.composite()
    h.toggleAndStep()
    #expect(h.layerFrame == source)
    #expect(h.isHidden(.source))
    let first = try h.host.composite()
    #expect(differences(before, first, in: shadowArea(source)) == 0)
  }

  /// Steps from the flight's last frame to the next, where the overlay is gone; returns the
  /// screen in both.
  private func landing(_ h: FlightHarness) throws -> (last: Bitmap, after: Bitmap) {
    let last = try h.host.composite()
    h.host.step(by: 1.0 / 120)
    #expect(!h.host.overlaySurface.isShown)
    return (last, try h.host.composite())
  }

  @Test func theLandingFrameShowsTheDestinationWithItsShadow() throws {
    let h = try FlightHarness(ShadowedEnds())
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep()
    stepToLastFrame(h)
    #expect(h.layerFrame == destination)
    let (last, after) = try landing(h)
    #expect(differences(last, after, in: shadowArea(destination)) == 0)
  }

  @Test func theReturnLandsWithTheSourcesShadowAsTheRestingViewDrawsIt() throws {
    let h = try FlightHarness(ShadowedEnds())
    let source = try #require(h.anchor(.source))
    let resting = try h.host.composite()
    h.tapToggle()
    h.host.runUntilIdle()
    h.toggleAndStep()
    stepToLastFrame(h)
    #expect(h.layerFrame == source)
    let (last, after) = try landing(h)
    #expect(differences(last, after, in: shadowArea(source)) == 0)
    #expect(differences(resting, after, in: shadowArea(source)) == 0)
  }

  @Test func withoutAShadowAtTheDestinationTheSourcesFadesAndTheLandingShowsNone() throws {
    let h = try FlightHarness(ShadowedEnds(destinationShadow: nil))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    let before = try h.host.composite()
    h.toggleAndStep()
    #expect(differences(before, try h.host.composite(), in: shadowArea(source)) == 0)
    stepToLastFrame(h)
    let last = try h.host.composite()
    h.host.step(by: 1.0 / 120)
    #expect(differences(last, try h.host.composite(), in: shadowArea(destination)) == 0)
  }

  /// How much darker than the page the composite is `below` points under the middle of
  /// `rect`'s bottom edge (the page's green is the reference: the ends are red and violet).
  private func darkening(_ image: Bitmap, under rect: Rect, by below: Double) -> Double {
    let page = image.pixel(x: Int(rect.midX), y: Int(rect.maxY + 60))
    return page.green - image.pixel(x: Int(rect.midX), y: Int(rect.maxY + below)).green
  }

  @Test func inFlightTheShadowIsLifted() throws {
    let h = try FlightHarness(ShadowedEnds())
    let source = try #require(h.anchor(.source))
    let resting = try h.host.composite()
    h.toggleAndStep(by: 0.5)
    let layer = try #require(h.layerFrame)
    let flying = try h.host.composite()
    // Under the layer the page is darker, and further down, than under the resting card: the
    // shadow is softer, further and darker, as a card lifted off the page.
    #expect(darkening(flying, under: layer, by: 6) > 0.05)
    #expect(darkening(flying, under: layer, by: 16) > darkening(resting, under: source, by: 16) + 0.02)
  }

  @Test func endsWithoutShadowsFlyAFlatLayer() throws {
    let h = try FlightHarness(ShadowedEnds(sourceShadow: nil, destinationShadow: nil))
    h.toggleAndStep(by: 0.5)
    let layer = try #require(h.layerFrame)
    #expect(darkening(try h.host.composite(), under: layer, by: 3) == 0)
  }

  @Test func aCardFliesIntoASheetAndBackWithoutItsShadowOrCornersPopping() throws {
    let h = try FlightHarness(CardIntoSheet(), size: Size(width: 700, height: 500))
    let key = "0"
    let source = try #require(h.anchor(.source, key))
    let resting = try h.host.composite()
    h.tapAndStep("open")
    #expect(h.placement(key)?.frame == source)
    // The sheet's backdrop starts dimming with the flight; at its first frame it is clear.
    #expect(differences(resting, try h.host.composite(), in: shadowArea(source)) == 0)
    h.host.step(by: 0.999)
    h.host.step(by: 0.01)
    let destination = try #require(h.anchor(.destination, key))
    #expect(h.placement(key)?.frame == destination)
    let last = try h.host.composite()
    h.host.step(by: 1.0 / 120)
    #expect(h.graph.overlayLayers.ids.isEmpty)
    #expect(differences(last, try h.host.composite(), in: shadowArea(destination)) == 0)
    h.host.runUntilIdle()

    h.tapAndStep("close")
    h.host.step(by: 0.999)
    h.host.step(by: 0.01)
    #expect(h.placement(key)?.frame == source)
    let home = try h.host.composite()
    h.host.step(by: 1.0 / 120)
    #expect(h.graph.overlayLayers.ids.isEmpty)
    let after = try h.host.composite()
    #expect(differences(home, after, in: shadowArea(source)) == 0)
    h.host.runUntilIdle()
    #expect(differences(resting, try h.host.composite(), in: shadowArea(source)) == 0)
  }
}

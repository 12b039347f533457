import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Shadow") @MainActor
struct ShadowModifierTests {
  @Test func theShadowDarkensJustOutsideTheContent() throws {
    let h = try Harness(
      atOrigin {
        Color.white.frame(width: 60, height: 60).shadow(color: .black.opacity(0.5), radius: 6, y: 4).padding(
          30)
      })
    let below = h.pixel(60, 92)
    let farAway = h.pixel(60, 140)
    #expect(below.luminance < 0.95)
    #expect(farAway.isClose(to: .white))
    #expect(h.pixel(60, 60).isClose(to: .white))
  }

  @Test func theShadowIsCoveredByTheDamageOfItsView() throws {
    let h = try Harness(
      atOrigin { Color.white.frame(width: 60, height: 60).shadow(radius: 8, x: 0, y: 6).padding(30) })
    let node = try #require(h.node(ShadowView<FixedFrameView<Color>>.self))
    #expect(node.paintBounds.maxY >= 30 + 60 + 6 + 12)
    #expect(node.paintBounds.minX <= 30 - 12)
  }
}

/// Content that fills one shape opaquely casts that shape's shadow, blurred from the shape and
/// kept, instead of one blurred from a silhouette of the content.
@Suite("Shadow of an opaque shape") @MainActor
struct OpaqueOutlineShadowTests {
  private func card(_ fill: Color) -> some View {
    ZStack(alignment: .topLeading) {
      Color.white
      fill.frame(width: 80, height: 50).clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.5), radius: 8, y: 4)
        .padding(30)
    }
    .frame(width: 160, height: 130)
  }

  private func shadowNode(_ h: Harness) throws -> Node {
    var found: Node?
    h.graph.root.forEachDescendant { node in
      if found == nil, String(describing: type(of: node.view)).hasPrefix("ShadowView") { found = node }
    }
    return try #require(found)
  }

  @Test func theShapesShadowEqualsTheShadowOfItsSilhouette() throws {
    // An opaque colour clipped to a rounded rectangle has the rectangle's outline; a colour a
    // hair short of opaque has none and is drawn through its silhouette.
    let outlined = try Harness(atOrigin { card(Color(hex: 0x3060C0)) })
    let silhouetted = try Harness(atOrigin { card(Color(hex: 0x3060C0).opacity(0.998)) })
    #expect(try shadowNode(outlined).soleDrawnChild?.opaqueOutline != nil)
    #expect(try shadowNode(silhouetted).soleDrawnChild?.opaqueOutline == nil)
    var largest = 0.0
    for y in 0..<130 {
      for x in 0..<160 {
        let (a, b) = (outlined.pixel(Double(x), Double(y)), silhouetted.pixel(Double(x), Double(y)))
        largest = max(largest, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
      }
    }
    #expect(largest <= 3 / 255)
    // And there is a shadow: below the card, darker than the page.
    #expect(outlined.pixel(70, 86).luminance < 0.9)
  }

  @Test func whatIsNotOneOpaqueShapeHasNoOutline() throws {
    let h = try Harness(
      atOrigin {
        VStack {
          Text("Words").shadow(radius: 4)
          ZStack { Color.red; Color.blue.frame(width: 10, height: 10) }.frame(width: 40, height: 40).shadow(radius: 4)
          Color.red.frame(width: 40, height: 40).opacity(0.5).shadow(radius: 4)
          Color.green.frame(width: 40, height: 40).shadow(radius: 4)
        }
      })
    var outlines: [Bool] = []
    h.graph.root.forEachDescendant { node in
      if String(describing: type(of: node.view)).hasPrefix("ShadowView") {
        outlines.append(node.soleDrawnChild?.opaqueOutline != nil)
      }
    }
    // Text paints glyphs; two colours stacked are not one shape; a faded colour is not opaque.
    #expect(outlines == [false, false, false, true])
  }
}

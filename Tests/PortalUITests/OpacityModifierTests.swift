import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Opacity") @MainActor
struct OpacityModifierTests {
  @Test func halfOpacityBlendsWithWhatIsBehind() throws {
    let h = try Harness(atOrigin { Color.black.frame(width: 20, height: 20).opacity(0.5) })
    let p = h.pixel(10, 10)
    #expect(abs(p.red - 0.5) < 0.02 && abs(p.green - 0.5) < 0.02 && abs(p.blue - 0.5) < 0.02)
  }

  @Test func overlappingContentFadesAsOneLayer() throws {
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.black.frame(width: 20, height: 20); Color.black.frame(width: 10, height: 10)
        }.opacity(0.5)
      })
    // As a group, the doubled area is no darker than the single one.
    #expect(h.pixel(10, 10).isClose(to: h.pixel(2, 2), 0.01))
  }

  @Test func zeroOpacityIsNotDrawnAndNotHit() throws {
    var tapped = false
    let h = try Harness(
      atOrigin {
        ZStack {
          Color.blue.frame(width: 40, height: 40).onTapGesture { tapped = true }
          Color.red.frame(width: 40, height: 40).opacity(0)
        }
      })
    #expect(h.pixel(20, 20).isClose(to: .blue))
    h.click(Point(x: 20, y: 20))
    #expect(tapped)
  }
}

/// A fade over content that paints once (a colour, an image) is folded into that paint instead
/// of blending a group: the same pixels, without two passes over the damage.
@Suite("Opacity folded into one paint") @MainActor
struct FadeFoldingTests {
  /// A gradient image: every pixel differs, so a fade applied wrongly shows somewhere.
  private func gradient() throws -> Bitmap {
    let bitmap = try Bitmap(width: 40, height: 30)
    let canvas = Canvas(bitmap: bitmap)
    canvas.fill(
      Rect(x: 0, y: 0, width: 40, height: 30),
      with: .linear(
        PortalGraphics.Gradient(colors: [Color(hex: 0xD03020), Color(hex: 0x2060D0).opacity(0.6)]),
        from: Point(x: 0, y: 0), to: Point(x: 40, y: 30)))
    bitmap.flush()
    return bitmap
  }

  @Test func aFadedImageEqualsTheSameImageFadedAsAGroup() throws {
    let image = try gradient()
    let backdrop = Color(hex: 0x30A050)
    // The first paints once and is folded; the second's clear square makes two paints, a group.
    let folded = try Harness(
      atOrigin { ZStack { backdrop.frame(width: 60, height: 50); Image(bitmap: image).opacity(0.45) } })
    let grouped = try Harness(
      atOrigin {
        ZStack {
          backdrop.frame(width: 60, height: 50)
          ZStack(alignment: .topLeading) { Image(bitmap: image); Color.clear.frame(width: 1, height: 1) }.opacity(0.45)
        }
      })
    var fade: Node?
    folded.graph.root.forEachDescendant { node in
      if String(describing: type(of: node.view)).hasPrefix("OpacityView") { fade = node }
    }
    #expect(fade?.paintsAtMostOnce == true)
    for y in stride(from: 0, to: 50, by: 3) {
      for x in stride(from: 0, to: 60, by: 3) {
        #expect(folded.pixel(Double(x), Double(y)).isClose(to: grouped.pixel(Double(x), Double(y)), 1.5 / 255))
      }
    }
  }

  @Test func nestedFadesMultiply() throws {
    let h = try Harness(atOrigin { Color.black.frame(width: 20, height: 20).opacity(0.5).opacity(0.5) })
    // A quarter of black over white.
    #expect(h.pixel(10, 10).isClose(to: Color(red: 0.75, green: 0.75, blue: 0.75), 0.01))
  }

  @Test func onlyContentThatPaintsOnceIsFolded() throws {
    let h = try Harness(
      atOrigin {
        VStack {
          Color.red.frame(width: 10, height: 10).padding(2).onTapGesture {}.opacity(0.5)
          ZStack { Color.red; Color.blue.frame(width: 4, height: 4) }.frame(width: 10, height: 10).opacity(0.5)
          Text("Label").opacity(0.5)
        }
      })
    var fades: [Node] = []
    h.graph.root.forEachDescendant { node in
      if String(describing: type(of: node.view)).hasPrefix("OpacityView") { fades.append(node) }
    }
    #expect(fades.count == 3)
    guard fades.count == 3 else { return }
    #expect(fades[0].paintsAtMostOnce)
    #expect(!fades[1].paintsAtMostOnce)
    // A text lays out glyph runs: drawn through a group.
    #expect(!fades[2].paintsAtMostOnce)
    // A focused tap target draws its ring as well: two paints.
    var tap: Node?
    fades[0].forEachDescendant { node in
      if tap == nil, node.view is any TapHandling { tap = node }
    }
    h.graph.input.focus(tap)
    #expect(tap != nil)
    #expect(!fades[0].paintsAtMostOnce)
  }
}

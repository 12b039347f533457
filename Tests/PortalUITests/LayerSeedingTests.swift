import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A grid of cards under a sheet, and a badge over the grid drawn after it (not part of what
/// the sheet covers as a layer); opening the sheet also marks card 5 red (a change inside the
/// content in the frame the content's layer is made).
private struct MarkedGallery: View {
  @State var shown = false
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      VStack(alignment: .leading, spacing: 10) {
        Text("open").onTapGesture { shown = true }
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 10)], spacing: 10) {
            ForEach(0..<24) { index in GalleryCard(index: index, marked: index == 5 && shown) }
          }
          .padding(8)
        }
      }
      .padding(16)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(Color(hex: 0xF2F2F7))
      .sheet(isPresented: $shown) {
        VStack(spacing: 12) {
          Text("Amber Ridge").font(.title)
          Button("Close") { shown = false }
        }
        .padding(30)
      }
      // In the window's pixels over the grid when the layer is made; the layer must not hold it.
      Text("badge").padding(8).background(Color(hex: 0x2F6FDE)).padding(60)
    }
  }
}

/// The gallery's cards on the root page of a navigation stack beside a sidebar; "open"
/// pushes a page over them.
private struct PagedGallery: View {
  var body: some View {
    HStack(spacing: 0) {
      Text("sidebar").frame(width: 90).frame(maxHeight: .infinity).background(Color(hex: 0xE5E5EA))
      NavigationStack {
        VStack(alignment: .leading, spacing: 10) {
          NavigationLink("open", value: 1)
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 10)], spacing: 10) {
            ForEach(0..<12) { index in GalleryCard(index: index, marked: false) }
          }
          Spacer()
        }
        .padding(16)
        .navigationTitle("Gallery")
        .navigationDestination(for: Int.self) { value in Text("Page \(value)").font(.title) }
      }
    }
  }
}

/// A card of a test gallery: a colour over a caption, red when marked.
struct GalleryCard: View {
  let index: Int
  let marked: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Color(hex: marked ? 0xCC0000 : [0xF6B26B, 0x8E7CC3, 0x6FA8DC][index % 3]).frame(height: 40)
      Text("Card \(index)").font(.footnote)
    }
    .padding(6)
    .background(Color.white)
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .shadow(color: Color.black.opacity(0.2), radius: 4, y: 2)
  }
}

/// A retained layer made at the start of a slide takes its first pixels from the window where
/// the window already shows its subtree, and draws only the rest.
@Suite("Layer seeding") @MainActor
struct LayerSeedingTests {
  /// Opens the sheet and draws the slide's first two frames; returns the harness and the nodes
  /// the frames visited to draw. The first draws only what changed (the card marked, its badge
  /// gone: the sheet is below the window's edge and its backdrop clear); the second, where the
  /// backdrop's fade first shows over the whole window, makes the content behind a layer.
  private func openFirstFrames(seeding: Bool) throws -> (Harness, Int) {
    let h = try Harness(size: Size(width: 520, height: 420), MarkedGallery())
    h.graph.seedsLayersFromWindow = seeding
    try Self.press(h, "open")
    let before = h.graph.nodesDrawn
    h.host.step(by: 0)
    #expect(try h.layerBehindSheet().bitmap == nil, "nothing behind the sheet is covered yet")
    h.host.step(by: 1.0 / 120)
    return (h, h.graph.nodesDrawn - before)
  }

  @Test func aLayerStartedFromTheWindowHoldsTheSamePixelsAsOneDrawnWhole() throws {
    let (seeded, seededVisits) = try openFirstFrames(seeding: true)
    let (drawn, drawnVisits) = try openFirstFrames(seeding: false)
    let a = try #require(try seeded.layerBehindSheet().bitmap)
    let b = try #require(try drawn.layerBehindSheet().bitmap)
    #expect(a.width == b.width && a.height == b.height)
    // The red card, no badge and everything else the same, to the rounding of a shadow's
    // edge drawn inside a clip (as any piece of damage draws it): at most 1 in a channel.
    let differing = Self.pixelsApartByMoreThanOne(a, b)
    #expect(differing == 0, "\(differing) pixels differ")
    // The frames also draw the sheet and composite the layer; the layer itself draws nothing
    // (the window shows its subtree as it is) rather than every card.
    #expect(
      seededVisits * 3 < drawnVisits * 2,
      "the seeded frame draws only what changed in the content: \(seededVisits) vs \(drawnVisits) nodes")
    #expect(try seeded.differenceFromFreshDraw().mean < 1.0 / 255)
  }

  /// Clicks the text `text`, drawing no frame.
  private static func press(_ h: Harness, _ text: String) throws {
    let point = try #require(h.frame(ofText: text)).center
    h.host.send(.pointerPressed(point, button: .primary))
    h.host.send(.pointerReleased(point, button: .primary))
  }

  /// How many pixels of `a` and `b` differ by more than 1 in a channel.
  private static func pixelsApartByMoreThanOne(_ a: Bitmap, _ b: Bitmap) -> Int {
    var differing = 0
    for y in 0..<min(a.height, b.height) {
      for x in 0..<min(a.width, b.width) {
        let (p, q) = (a.rawPixel(x: x, y: y), b.rawPixel(x: x, y: y))
        var apart = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          let (u, v) = (Int((p >> shift) & 0xFF), Int((q >> shift) & 0xFF))
          apart = max(apart, abs(u - v))
        }
        if apart > 1 { differing += 1 }
      }
    }
    return differing
  }

  /// Pushes a page over the gallery's page and draws the push's first frame; returns the
  /// harness, the covered page's node and the nodes the frame visited to draw.
  private func pushFirstFrame(seeding: Bool) throws -> (Harness, Node, Int) {
    let h = try Harness(size: Size(width: 520, height: 420), PagedGallery())
    h.graph.seedsLayersFromWindow = seeding
    try Self.press(h, "open")
    let before = h.graph.nodesDrawn
    h.host.step(by: 0)
    let covered = try #require(
      h.graph.retainedLayerNodes.values.first { $0.firstDescendant { ($0.view as? Text)?.content == "Card 0" } != nil })
    return (h, covered, h.graph.nodesDrawn - before)
  }

  @Test func aPushTakesTheCoveredPageFromTheWindowInsideItsFrame() throws {
    let (seeded, seededPage, seededVisits) = try pushFirstFrame(seeding: true)
    let (drawn, drawnPage, drawnVisits) = try pushFirstFrame(seeding: false)
    let a = try #require(seededPage.retainedLayer?.bitmap)
    let b = try #require(drawnPage.retainedLayer?.bitmap)
    #expect(a.width == b.width && a.height == b.height)
    // The page's own ground makes its frame opaque: the window's pixels there are the page's,
    // beside the sidebar and under the title strip, which the layer must not hold.
    let differing = Self.pixelsApartByMoreThanOne(a, b)
    #expect(differing == 0, "\(differing) pixels differ")
    #expect(
      seededVisits * 3 < drawnVisits * 2,
      "the push's first frame takes the covered page from the window: \(seededVisits) vs \(drawnVisits) nodes")
    for _ in 0..<6 {
      seeded.host.step(by: 0.04)
      #expect(try seeded.differenceFromFreshDraw().mean < 1.0 / 255)
    }
    _ = drawn
  }

  @Test func theSlideAndItsRestMatchAFreshDraw() throws {
    let (h, _) = try openFirstFrames(seeding: true)
    for _ in 0..<8 {
      h.host.step(by: 0.03)
      #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
    }
    h.settle()
    // Only the content behind the sheet and the card are kept, for the sheet's dismissal.
    #expect(h.graph.retainedLayers.map(\.reason) == [.awaitingDismissal, .awaitingDismissal])
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aChangeBehindTheSheetDrawsItStraightAgain() throws {
    let (h, _) = try openFirstFrames(seeding: true)
    h.settle()
    let content = try h.layerBehindSheet()
    #expect(content.reason == .awaitingDismissal)
    let drawn = content.rasterCount
    let card = try #require(h.frame(ofText: "Card 4"))
    // The wheel over the backdrop scrolls the grid behind the sheet.
    h.scroll(at: Point(x: 60, y: 200), dy: 80)
    #expect(try #require(h.frame(ofText: "Card 4")).minY < card.minY, "the grid scrolled")
    #expect(!h.graph.retainedLayers.contains { $0 === content }, "the kept layer is freed, not drawn again")
    #expect(content.rasterCount == drawn)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }
}

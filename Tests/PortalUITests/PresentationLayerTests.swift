import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct Gallery: View {
  @State var shown = false
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("open").onTapGesture { shown = true }
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 10)], spacing: 10) {
        ForEach(0..<24) { index in GalleryCard(index: index, marked: false) }
      }
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .background(Color(hex: 0xF2F2F7))
    .sheet(isPresented: $shown) {
      VStack(spacing: 12) {
        Text("Amber Ridge").font(.title)
        Text("A sheet sliding over a grid")
        Button("Close") { shown = false }
      }
      .padding(30)
    }
  }
}

/// A grid of focusable cards behind a sheet whose button marks one card: a small change inside
/// the content kept for the sheet's dismissal, in an update that hands every card a new value.
private struct MarkingGallery: View {
  @State var shown = false
  @State var marked = false
  @FocusState var focus: Int?
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("open").onTapGesture { shown = true }
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 10)], spacing: 10) {
        ForEach(0..<24) { index in
          GalleryCard(index: index, marked: marked && index == 2).focused($focus, equals: index)
        }
      }
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .background(Color(hex: 0xF2F2F7))
    .sheet(isPresented: $shown) {
      VStack(spacing: 12) {
        Button("Mark") { marked.toggle() }
        Button("Close") { shown = false }
      }
      .padding(30)
    }
  }
}

/// A scrolling grid behind a sheet: a wheel over the backdrop scrolls it.
private struct ScrollingGallery: View {
  @State var shown = false
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 10) {
        Text("open").onTapGesture { shown = true }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 10)], spacing: 10) {
          ForEach(0..<60) { index in GalleryCard(index: index, marked: false) }
        }
      }
      .padding(16)
    }
    .background(Color(hex: 0xF2F2F7))
    .sheet(isPresented: $shown) {
      VStack(spacing: 12) {
        Text("Amber Ridge").font(.title)
        Button("Close") { shown = false }
      }
      .padding(30)
    }
  }
}

private struct Covered: View {
  @State var shown = false
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("cover").onTapGesture { shown = true }
      ForEach(0..<8) { index in
        Text("Line \(index) behind the cover").padding(6).background(Color(hex: 0xDCE7FD))
      }
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .fullScreenCover(isPresented: $shown) {
      VStack(spacing: 12) {
        Text("Covering everything").font(.title)
        Button("Close") { shown = false }
      }
    }
  }
}

private struct Shelf: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 10) {
        NavigationLink("Open Harbour", value: "Harbour")
        ForEach(0..<6) { index in
          Text("Row \(index) with a line of text").padding(8).frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(hex: index % 2 == 0 ? 0xDCE7FD : 0xFDE4D8)).clipShape(RoundedRectangle(cornerRadius: 6))
        }
        Spacer()
      }
      .padding(16)
      .navigationTitle("Library")
      .navigationDestination(for: String.self) { title in
        VStack(alignment: .leading, spacing: 10) {
          Text("Tracks of \(title)").font(.title)
          LinearGradient(colors: [Color.orange, Color.purple], startPoint: .leading, endPoint: .trailing).frame(height: 90)
          Spacer()
        }
        .padding(16)
        .navigationTitle(title)
      }
    }
  }
}

/// Rows over a page colour drawn right under them (not the window's background): the rows'
/// layer is drawn over that colour, opaque and copied where it lies.
private struct RowsOnAPage: View {
  @State var shown = false
  var body: some View {
    ZStack {
      Color(hex: 0xEEF0F5)
      VStack(alignment: .leading, spacing: 10) {
        Text("open").onTapGesture { shown = true }
        ForEach(0..<8) { index in
          Text("Row \(index) on the page").padding(6).background(Color(hex: 0xDCE7FD))
            .shadow(color: Color.black.opacity(0.2), radius: 3, y: 2)
        }
      }
      .padding(16)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: $shown) {
        Button("Close") { shown = false }.padding(30)
      }
    }
  }
}

extension Harness {
  /// The layer of the content behind a sheet: the one kept layer that is not the sheet's card.
  func layerBehindSheet() throws -> RetainedLayer {
    try #require(graph.retainedLayerNodes.values.first { !($0.view is SheetCard) }?.retainedLayer)
  }
}

/// A sheet sliding over content composites the content's kept pixels under its fading backdrop
/// and the card's kept pixels where it has slid to, frees them when it rests, and shows what a
/// frame drawn from nothing shows.
@Suite("Presentation layers") @MainActor
struct PresentationLayerTests {
  private func tap(_ h: Harness, _ text: String) throws {
    let point = try #require(h.frame(ofText: text)).center
    h.host.send(.pointerPressed(point, button: .primary))
    h.host.send(.pointerReleased(point, button: .primary))
  }

  /// Shows `view` and opens its sheet with the text "open"; returns the harness once the sheet
  /// rests, and the layer of the content kept behind it.
  private func openSheetAtRest(_ view: some View) throws -> (Harness, RetainedLayer) {
    let h = try Harness(size: Size(width: 520, height: 420), view)
    try tap(h, "open")
    h.settle()
    return (h, try h.layerBehindSheet())
  }

  /// The frame that starts a slide and the one after it, when its layers are kept.
  private func startSlide(_ h: Harness) {
    h.host.step(by: 0)
    h.host.step(by: 1.0 / 120)
  }

  /// Steps `frames` frames of `seconds` each; every composited frame is close to one drawn
  /// from nothing.
  private func stepThroughSlide(_ h: Harness, frames: Int, seconds: Double) throws {
    for _ in 0..<frames {
      h.host.step(by: seconds)
      let d = try h.differenceFromFreshDraw()
      #expect(d.mean < 1.0 / 255, "a composited frame of the slide is close to one drawn from nothing: \(d)")
    }
  }

  /// Lets the slide come to rest: its layers are gone, but for the `keptForDismissal` layers of
  /// a presentation that is up (the content behind it and what is presented), and the window
  /// shows what drawing it from nothing shows.
  private func expectRestsDrawnStraight(_ h: Harness, keptForDismissal: Int = 0) throws {
    h.settle()
    let kept = h.graph.retainedLayers
    #expect(kept.count == keptForDismissal, "the layers go when the slide rests, but those of what is up")
    #expect(kept.allSatisfy { $0.reason == .awaitingDismissal && $0.isValid })
    if keptForDismissal == 0 { #expect(h.graph.retainedLayerMemory == 0) }
    let rest = try h.differenceFromFreshDraw()
    #expect(rest.count == 0, "\(rest)")
  }

  /// Steps frames until the window keeps no layer (at most 600).
  private func stepUntilLayersAreFreed(_ h: Harness) {
    var frames = 0
    while !h.graph.retainedLayers.isEmpty, frames < 600 {
      h.host.step(by: 1.0 / 120)
      frames += 1
    }
  }

  private func followSlide(_ h: Harness) throws -> (content: Int, card: Int) {
    startSlide(h)
    let nodes = Array(h.graph.retainedLayerNodes.values)
    #expect(nodes.count == 2, "the content behind and the card")
    let content = try #require(nodes.first { !($0.view is SheetCard) }?.retainedLayer)
    let card = try #require(nodes.first { $0.view is SheetCard }?.retainedLayer)
    let drawn = content.rasterCount
    try stepThroughSlide(h, frames: 8, seconds: 0.03)
    return (content.rasterCount - drawn, card.compositeCount)
  }

  @Test func presentingCompositesTheContentAndTheCardInsteadOfDrawingThem() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Gallery())
    try tap(h, "open")
    let slide = try followSlide(h)
    #expect(slide.content == 0, "nothing is drawn again while the sheet slides")
    // The first frame shows only the card's top shadow, drawn straight; every later one
    // composites the card.
    #expect(slide.card >= 7)
    try expectRestsDrawnStraight(h, keptForDismissal: 2)
  }

  @Test func compositingTheStillContentDoesNotWalkItsSubtreeEachFrame() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Gallery())
    try tap(h, "open")
    startSlide(h)
    let content = try h.layerBehindSheet()
    let compared = content.layoutComparisons
    try stepThroughSlide(h, frames: 6, seconds: 0.03)
    // Nothing inside the content moved: its layout is not compared with the kept one.
    #expect(content.layoutComparisons == compared)
    #expect(content.compositeCount >= 7)
  }

  @Test func theSlidesFirstFramesDrawOnlyWhatShowsAndTheLayersWhenTheyShow() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Gallery())
    try tap(h, "open")
    h.host.step(by: 0)
    // The frame that starts the slide shows the backdrop fully clear and the card below the
    // window's edge: only what changed in the content is drawn, straight (here nothing: no
    // card takes off), and no layer yet.
    let nodes = Array(h.graph.retainedLayerNodes.values)
    #expect(nodes.count == 2)
    let content = try #require(nodes.first { !($0.view is SheetCard) }?.retainedLayer)
    let card = try #require(nodes.first { $0.view is SheetCard }?.retainedLayer)
    #expect((content.rasterCount, content.compositeCount) == (0, 0))
    #expect((card.rasterCount, card.compositeCount) == (0, 0))
    #expect(h.graph.lastFrame.mainDrawnArea == 0, "nothing that shows changed")
    #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
    // The next frame shows the backdrop's fade over the whole window: the content behind it is
    // taken from the window into its layer and composited.
    h.host.step(by: 1.0 / 120)
    #expect((content.rasterCount, content.compositeCount) == (1, 1))
    #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
    // Once a quarter of it shows, the card is drawn into its layer, once, and composited.
    var frames = 0
    while card.rasterCount == 0, frames < 30 {
      h.host.step(by: 1.0 / 120)
      frames += 1
      #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
    }
    #expect(frames > 1 && frames < 30, "the card's layer is drawn when it shows more than an edge: frame \(frames)")
    #expect((card.rasterCount, card.compositeCount) == (1, 1))
    h.host.step(by: 1.0 / 120)
    #expect((card.rasterCount, card.compositeCount) == (1, 2))
    #expect((content.rasterCount, content.compositeCount) == (1, frames + 2))
    #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
    try expectRestsDrawnStraight(h, keptForDismissal: 2)
  }

  @Test func freeingTheContentsLayerAtRestDrawsOnlyWhatWasBlended() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Gallery())
    try tap(h, "open")
    startSlide(h)
    let content = try h.layerBehindSheet()
    h.settle()
    try tap(h, "Close")
    stepUntilLayersAreFreed(h)
    // The content behind was only ever copied one for one: the window already shows it as
    // drawn straight. The frame that freed the layers drew the card's area again, not the
    // whole window.
    #expect(content.compositedExactly)
    #expect(h.graph.lastFrame.mainDrawnArea < 520 * 420 * 0.8, "\(h.graph.lastFrame.mainDrawnArea)")
    try expectRestsDrawnStraight(h)
  }

  @Test func freeingALayerDrawnOverAPageColourDrawsOnlyItsBlendedEdges() throws {
    let (h, content) = try openSheetAtRest(RowsOnAPage())
    #expect(!content.isOpaque && content.opaqueArea != nil, "drawn over the page's colour, opaque where it lies")
    try tap(h, "Close")
    stepUntilLayersAreFreed(h)
    // Only the layer's edges past the page colour were blended: the frame that freed it drew
    // those (and the card's area), not the whole page.
    #expect(h.graph.lastFrame.mainDrawnArea < 520 * 420 * 0.5, "\(h.graph.lastFrame.mainDrawnArea)")
    try expectRestsDrawnStraight(h)
  }

  @Test func theContentKeptBehindTheSheetServesItsDismissal() throws {
    let (h, content) = try openSheetAtRest(Gallery())
    let card = try #require(h.graph.retainedLayerNodes.values.first { $0.view is SheetCard }?.retainedLayer)
    let drawn = (content.rasterCount, card.rasterCount)
    try tap(h, "Close")
    h.host.step(by: 0)
    // The dismissal's first frame composites the kept content and the kept card: neither is
    // drawn again (the pressed button is drawn again into the card's pixels).
    #expect(content.rasterCount == drawn.0 && card.rasterCount == drawn.1)
    #expect(content.compositeCount > 0 && card.compositeCount > 0)
    #expect(try h.differenceFromFreshDraw().mean < 1.0 / 255)
    try expectRestsDrawnStraight(h)
  }

  @Test func aSmallChangeBehindTheSheetIsDrawnIntoTheKeptContent() throws {
    let (h, content) = try openSheetAtRest(MarkingGallery())
    let (drawn, partlyDrawn) = (content.rasterCount, content.partialRasterCount)
    try tap(h, "Mark")
    h.host.step(by: 0)
    // Only the marked card changed: the cards around it, handed new values, draw as before.
    let kept = try h.layerBehindSheet() === content
    #expect(kept, "the content stays kept for the dismissal")
    #expect(content.rasterCount == drawn && content.partialRasterCount == partlyDrawn + 1)
    #expect(try h.differenceFromFreshDraw().count == 0)
    try tap(h, "Close")
    startSlide(h)
    try stepThroughSlide(h, frames: 6, seconds: 0.04)
    #expect(content.rasterCount == drawn, "the dismissal composites the content it kept")
    try expectRestsDrawnStraight(h)
  }

  @Test func contentThatGoesOnChangingBehindTheSheetIsDrawnStraight() throws {
    let (h, content) = try openSheetAtRest(MarkingGallery())
    let drawn = content.rasterCount
    // Four passes' changes are drawn into the kept pixels; the fifth frees them.
    for _ in 0..<4 {
      try tap(h, "Mark")
      h.host.step(by: 0.05)
    }
    let keptThroughFour = try h.layerBehindSheet() === content
    #expect(keptThroughFour && content.partialRasterCount == 4)
    try tap(h, "Mark")
    h.host.step(by: 0.05)
    #expect(!h.graph.retainedLayers.contains { $0 === content }, "the content goes on changing: it is drawn straight")
    #expect(content.rasterCount == drawn)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aGridScrolledBehindTheSheetLeavesTheCardsPixelsKept() throws {
    let h = try Harness(size: Size(width: 900, height: 600), ScrollingGallery())
    try tap(h, "open")
    h.settle()
    let cardNode = try #require(h.graph.retainedLayerNodes.values.first { $0.view is SheetCard })
    let card = try #require(cardNode.retainedLayer)
    let (drawn, redrawn) = (card.rasterCount, card.partialRasterCount)
    let outside = Point(x: 30, y: 300)
    let besideTheCard = !cardNode.frame.contains(outside)
    #expect(besideTheCard)
    let before = try #require(h.frame(ofText: "open"))
    for _ in 0..<8 { h.scroll(at: outside, dy: 30) }
    let after = try #require(h.frame(ofText: "open"))
    #expect(after.minY < before.minY - 50)
    // The grid under the card moved; the card did not change and is not drawn again.
    let kept = cardNode.retainedLayer === card && card.isValid
    #expect(kept)
    #expect(card.rasterCount == drawn && card.partialRasterCount == redrawn)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aLayerMadeAgainAtTheSameSizeTakesThePixelsTheLastOneFreed() throws {
    let (h, content) = try openSheetAtRest(Gallery())
    let pixels = try #require(content.bitmap)
    try tap(h, "Close")
    h.settle()
    // Freed as layers, kept for the next ones.
    #expect(h.graph.retainedLayerMemory == 0)
    #expect(h.graph.layerBitmaps.count == 2)
    // The kept memory counts in what the frame reports the layers hold.
    #expect(h.graph.lastFrame.retainedLayerBytes == h.graph.layerBitmaps.memory)
    #expect(h.graph.layerBitmaps.memory > 0)
    try tap(h, "open")
    startSlide(h)
    let again = try h.layerBehindSheet()
    #expect(again !== content)
    #expect(again.bitmap === pixels)
    h.settle()
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func thePoolLendsTheSmallestBlockThatHoldsALayerAndTakesItBackWhole() throws {
    let pool = LayerBitmapPool()
    pool.expire(at: 10)
    for width in [40, 50, 60] { pool.give(try Bitmap(width: width, height: 30)) }
    #expect(pool.count == 3)
    #expect(pool.memory == 30 * 4 * (40 + 50 + 60))
    // Nothing holds 61 × 30.
    #expect(pool.take(width: 61, height: 30) == nil)
    // 45 × 30 fits the 50 × 30 block best: a bitmap of the size asked over its memory.
    let lent = try #require(pool.take(width: 45, height: 30))
    #expect(lent.width == 45 && lent.height == 30 && lent.stride == 45 * 4)
    #expect(pool.count == 2 && pool.memory == 30 * 4 * (40 + 60))
    // Drawn on and given back, the whole block returns.
    lent.clear(to: Color.red)
    pool.give(lent)
    #expect(pool.memory == 30 * 4 * (40 + 50 + 60))
    #expect(pool.take(width: 50, height: 30)?.width == 50)
    // Blocks go a few seconds after they were freed, measured when a frame asks.
    pool.expire(at: 12)
    #expect(pool.count == 2)
    pool.expire(at: 13.5)
    #expect(pool.count == 0)
  }

  @Test func thePoolKeepsTheNewestBlocksWithinItsCapacity() throws {
    let pool = LayerBitmapPool()
    // Window-sized blocks of 4 MB: three fit in 12 MB, a fourth pushes the oldest out.
    let blocks = try (0..<4).map { _ in try Bitmap(width: 1024, height: 1024) }
    for block in blocks { pool.give(block) }
    #expect(pool.memory <= LayerBitmapPool.capacity)
    #expect(pool.count == 3)
    #expect(pool.take(width: 1024, height: 1024) === blocks[3])
  }

  @Test func dismissingCompositesTheContentAndTheLeavingCard() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Gallery())
    try tap(h, "open")
    h.settle()
    try tap(h, "Close")
    let slide = try followSlide(h)
    #expect(slide.content == 0)
    try expectRestsDrawnStraight(h)
  }

  @Test func aPushSlidesThePagesAsKeptLayers() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Shelf())
    try tap(h, "Open Harbour")
    startSlide(h)
    let pages = h.graph.retainedLayerNodes.values.filter { $0.view is NavigationPageView }
    #expect(pages.count == 2, "the page pushed and the page it covers")
    try stepThroughSlide(h, frames: 6, seconds: 0.04)
    // The page covered is drawn into its layer as the push starts; the page pushed, from the
    // edge, once more than a sliver of it shows (drawn straight until then).
    #expect(pages.compactMap(\.retainedLayer).map(\.rasterCount) == [1, 1], "the pages are not drawn again as they slide")
    // The page covered keeps its layer at rest, for the pop that uncovers it.
    try expectRestsDrawnStraight(h, keptForDismissal: 1)
    let coveredNode = try #require(h.graph.retainedLayerNodes.values.first)
    #expect(coveredNode.holds(text: "Row 0 with a line of text") && !coveredNode.holds(text: "Tracks of Harbour"))
    #expect(coveredNode.retainedLayer?.rasterCount == 1, "the covered page was drawn once, as the push started")
  }

  @Test func aPopCompositesTheCoveredPageFromTheLayerKeptSinceThePush() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Shelf())
    try tap(h, "Open Harbour")
    h.settle()
    let coveredNode = try #require(h.graph.retainedLayerNodes.values.first)
    let covered = try #require(coveredNode.retainedLayer)
    #expect(coveredNode.holds(text: "Row 0 with a line of text"))
    let drawnBefore = covered.rasterCount
    let compositedBefore = covered.compositeCount
    h.host.send(.keyPressed(.escape, modifiers: []))
    startSlide(h)
    // The page uncovered is composited from the pixels kept since the push, not drawn again.
    #expect(covered.rasterCount == drawnBefore, "the covered page is not drawn again as the pop starts")
    #expect(covered.compositeCount > compositedBefore)
    try stepThroughSlide(h, frames: 6, seconds: 0.04)
    try expectRestsDrawnStraight(h)
    #expect(h.frame(ofText: "Tracks of Harbour") == nil && h.frame(ofText: "Row 0 with a line of text") != nil)
  }

  @Test func aFullScreenCoverSlidesUpAsAKeptLayerOverTheKeptContent() throws {
    let h = try Harness(size: Size(width: 520, height: 420), Covered())
    try tap(h, "cover")
    startSlide(h)
    let nodes = Array(h.graph.retainedLayerNodes.values)
    let panel = try #require(nodes.first { $0.view is FullScreenCoverPanel }?.retainedLayer)
    let behind = try #require(nodes.first { !($0.view is FullScreenCoverPanel) }?.retainedLayer)
    try stepThroughSlide(h, frames: 6, seconds: 0.04)
    // The panel, rising from the bottom edge, is drawn into its layer once more than a sliver
    // of it shows; the content behind, once the panel's damage covers a quarter of it.
    #expect(panel.rasterCount == 1 && behind.rasterCount == 1, "nothing is drawn again as the cover slides")
    try expectRestsDrawnStraight(h, keptForDismissal: 2)
  }
}

extension Node {
  /// Whether a text reading `text` lies in this subtree.
  fileprivate func holds(text: String) -> Bool { firstDescendant { ($0.view as? Text)?.content == text } != nil }
}

import PortalGraphics
import Testing

@testable import PortalUI

/// A card with the modifiers a grid cell usually has: a background, padding, a frame, an
/// overlay, an opacity and a clip.
private struct Card: View {
  let index: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Card \(index)").font(.headline)
      Text("a subtitle that may wrap onto a second line").font(.footnote)
    }
    .padding(10)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(hex: 0xDCE7FD))
    .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 8, height: 8) }
    .opacity(index % 3 == 0 ? 0.8 : 1)
    .clipShape(RoundedRectangle(cornerRadius: 8))
  }
}

private struct CardGrid: View {
  var count = 600
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 120), spacing: 12)], spacing: 12) {
        ForEach(0..<count) { Card(index: $0) }
      }
      .padding(12)
    }
  }
}

/// Reports its window frame through a geometry reader inside each row, and offsets one row.
private struct ReportingList: View {
  let reports: FrameReports
  var body: some View {
    ScrollView {
      VStack(spacing: 6) {
        ForEach(0..<40) { index in
          HStack {
            Text("Row \(index)")
            Spacer()
          }
          .frame(height: 30)
          .background(
            GeometryReader { proxy in
              Color.clear.onAppear { reports.frames[index] = Rect(proxy.frame(in: .global)) }
                .onChange(of: proxy.frame(in: .global)) { _, frame in reports.frames[index] = Rect(frame) }
            })
        }
      }
    }
  }
}

@MainActor
private final class FrameReports {
  var frames: [Int: Rect] = [:]
}

/// A grid of cards that report where they are (as portal ends do), deep inside their own
/// modifiers, on the root page of a stack that pushes a page over it.
private struct ReportingShelf: View {
  let reports: FrameReports
  var body: some View {
    NavigationStack {
      VStack(spacing: 10) {
        NavigationLink("Open", value: "Next")
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 10)], spacing: 10) {
            ForEach(0..<12) { index in
              Text("Card \(index)").padding(20)
                .layoutHook(report: { frame, _ in reports.frames[index] = frame })
                .padding(4).background(Color(hex: 0xDCE7FD)).onTapGesture {}
            }
          }
        }
      }
      .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

/// A scroll moves laid-out content without laying it out again: each node that only moved is
/// translated. These tests hold that to the frames a full layout gives.
@Suite("Scrolling translates laid-out content") @MainActor
struct ScrollTranslationTests {
  /// Every node's window frame, in tree order.
  private func frames(_ h: Harness) -> [Rect] {
    var result: [Rect] = []
    h.graph.root.forEachDescendant { result.append($0.windowFrame) }
    return result
  }

  /// Lays the whole window out again and returns the first node (by tree position) whose frame
  /// differs from `frames`, with both frames; nil when all agree.
  private func firstDifferenceFromAFullLayout(_ h: Harness, _ frames: [Rect]) -> (Int, Rect, Rect)? {
    h.graph.setNeedsLayout()
    h.settle()
    let full = self.frames(h)
    guard full.count == frames.count else { return (-1, .zero, .zero) }
    return zip(frames, full).enumerated().first { $0.element.0 != $0.element.1 }.map {
      ($0.offset, $0.element.0, $0.element.1)
    }
  }

  @Test(arguments: [1.0, 7.5, 37.0, 333.0, -20.0])
  func aScrolledGridHasTheFramesAFullLayoutGives(step: Double) throws {
    let h = try Harness(size: Size(width: 560, height: 420), CardGrid())
    h.scroll(at: Point(x: 200, y: 200), dy: 500)
    for _ in 0..<6 { h.scroll(at: Point(x: 200, y: 200), dy: step) }
    #expect(firstDifferenceFromAFullLayout(h, frames(h)) == nil)
  }

  /// Translated nodes get their painted bounds from their block's surroundings, not from a
  /// walk up the tree; both must agree (clips included: the cards clip, the scroll view too).
  @Test(arguments: [7.5, 37.0, -20.0])
  func translatedNodesKnowTheBoundsTheyPaint(step: Double) throws {
    let h = try Harness(size: Size(width: 560, height: 420), CardGrid())
    h.scroll(at: Point(x: 200, y: 200), dy: 500)
    for _ in 0..<6 { h.scroll(at: Point(x: 200, y: 200), dy: step) }
    var translated = 0
    var mismatches: [(Rect?, Rect)] = []
    h.graph.root.forEachDescendant { node in
      guard node.paintedBounds != nil else { return }
      translated += 1
      if node.paintedBounds != node.paintBounds { mismatches.append((node.paintedBounds, node.paintBounds)) }
    }
    #expect(translated > 200)
    let mismatchCount = mismatches.count
    #expect(mismatchCount == 0, "painted, walked: \(mismatches.prefix(3))")
  }

  @Test func cellsThatStayInViewAreTranslatedNotLaidOut() throws {
    let h = try Harness(size: Size(width: 560, height: 420), CardGrid())
    h.scroll(at: Point(x: 200, y: 200), dy: 300)
    // Small steps until the row ahead is built (half a row a step).
    for _ in 0..<3 { h.scroll(at: Point(x: 200, y: 200), dy: 1) }
    let nodesInView = h.graph.nodeCount
    let before = h.graph.fullPlacements
    // Two pixels: no row enters or leaves the built range.
    h.scroll(at: Point(x: 200, y: 200), dy: 2)
    let laidOut = h.graph.fullPlacements - before
    // The scroll view and the grid (which decides what is in view) are laid out; the cards'
    // nodes, hundreds of them, are only moved.
    #expect(nodesInView > 200)
    #expect(laidOut > 0 && laidOut < 10)
  }

  @Test func theGridStillBuildsTheRowsThatScrollIn() throws {
    let h = try Harness(size: Size(width: 560, height: 420), CardGrid())
    h.scroll(at: Point(x: 200, y: 200), dy: 2000)
    let shown = h.nodes(Card.self).map { ($0.view as! Card).index }
    let visible = h.nodes(Card.self).filter { $0.windowFrame.intersects(Rect(x: 0, y: 0, width: 560, height: 420)) }
    #expect(!visible.isEmpty)
    #expect(shown.min()! > 20)
  }

  @Test func aCoveredPageSlidingPlacesAgainOnlyWhatReportsWhereItIs() throws {
    let reports = FrameReports()
    let h = try Harness(size: Size(width: 480, height: 400), ReportingShelf(reports: reports))
    h.settle()
    let resting = try #require(reports.frames[5])
    try h.clickFirstFrame(onText: "Open")
    var placements: [Int] = []
    var shifted = false
    for _ in 0..<8 {
      let before = h.graph.fullPlacements
      h.host.step(by: 0.03)
      placements.append(h.graph.fullPlacements - before)
      // Each card reports where it shows now: its layout moved by the page's slide.
      var reported: [Rect] = []
      h.graph.root.forEachDescendant { node in
        if String(describing: type(of: node.view)).hasPrefix("LayoutHookView") { reported.append(node.windowFrame) }
      }
      let stale = (0..<12).filter { index in reports.frames[index].map { !reported.contains($0) } ?? true }
      #expect(stale.isEmpty, "cards \(stale) report where they were")
      if let now = reports.frames[5], now.minX < resting.minX - 1 { shifted = true }
    }
    #expect(shifted, "the covered page slid left")
    // The hooks (12), the scroll view and the grid, not every modifier around each card (54).
    #expect(placements.allSatisfy { $0 <= 12 + 8 }, "\(placements)")
  }

  @Test func aGeometryReaderInsideTranslatedContentReportsItsNewFrame() throws {
    let reports = FrameReports()
    let h = try Harness(size: Size(width: 300, height: 300), ReportingList(reports: reports))
    h.settle()
    let before = try #require(reports.frames[2])
    #expect(before.minY == 2 * 36)
    h.scroll(at: Point(x: 150, y: 150), dy: 25)
    let after = try #require(reports.frames[2])
    #expect(after.minY == before.minY - 25)
    #expect(after.minX == before.minX)
  }

  /// A scroll asked of a proxy (a header's snap asks one every frame) moves the content as a
  /// wheel step does: the scroll view is placed again and its content translated; a list of a
  /// hundred rows beside it keeps its layout.
  @Test func aProxyScrollLaysOutOnlyTheScrollView() throws {
    var kept: ScrollViewProxy?
    let h = try Harness(size: Size(width: 560, height: 420), GridBesideAList { kept = $0 })
    let proxy = try #require(kept)
    proxy.scrollTo(point: Point(x: 0, y: 300))
    h.settle()
    let before = h.graph.fullPlacements
    proxy.scrollTo(point: Point(x: 0, y: 310))
    h.settle()
    let laidOut = h.graph.fullPlacements - before
    #expect(laidOut > 0 && laidOut < 20, "\(laidOut) nodes laid out")
    #expect(firstDifferenceFromAFullLayout(h, frames(h)) == nil)
  }

  @Test func aChangedCellIsLaidOutAgainWhileItsNeighboursAreTranslated() throws {
    let h = try Harness(size: Size(width: 560, height: 420), ToggleGrid())
    h.scroll(at: Point(x: 200, y: 200), dy: 40)
    let tall = try #require(h.frame(ofBoxWithText: "tall"))
    h.click(tall.center)
    h.settle()
    let grown = try #require(h.frame(ofBoxWithText: "tall"))
    #expect(grown.height == 90)
    #expect(tall.height == 30)
    #expect(firstDifferenceFromAFullLayout(h, frames(h)) == nil)
  }
}

/// A scrolled grid with a proxy, beside a list of rows that is not in a scroll view.
private struct GridBesideAList: View {
  let keep: (ScrollViewProxy) -> Void
  var body: some View {
    HStack(spacing: 0) {
      ScrollViewReader { proxy in
        CardGrid(count: 200).onAppear { keep(proxy) }
      }
      VStack(spacing: 2) {
        ForEach(0..<100) { Text("row \($0)").font(.caption).frame(height: 3) }
      }
      .frame(width: 120)
    }
  }
}

/// A grid whose first cell grows when clicked.
private struct ToggleGrid: View {
  @State private var tall = false
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
        ForEach(0..<200) { index in
          if index == 6 {
            Text("tall").frame(height: tall ? 90 : 30).onTapGesture { tall.toggle() }
          } else {
            Text("cell \(index)").frame(height: 30)
          }
        }
      }
    }
  }
}

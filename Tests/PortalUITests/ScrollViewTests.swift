import PortalGraphics
import Observation
import Testing

@testable import PortalUI

@MainActor
private final class ScrollLog<Value> {
  var values: [Value] = []
}

private struct Rows: View {
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count) { Text("row \($0)").frame(height: 30) }
    }
  }
}

@Suite("ScrollView") @MainActor
struct ScrollViewTests {
  private func state(_ h: Harness) throws -> ScrollViewState {
    ScrollViewState.of(try #require(h.node(ScrollView<Rows>.self)))
  }

  @Test func theOffsetIsClampedAtBothEnds() throws {
    let h = try Harness(ScrollView { Rows(count: 40) })
    h.scroll(at: Point(x: 200, y: 150), dy: -100)
    #expect(try state(h).offset.y == 0)
    #expect(h.frame(ofBoxWithText: "row 0")?.minY == 0)
    h.scroll(at: Point(x: 200, y: 150), dy: 10_000)
    #expect(try state(h).offset.y == 40 * 30 - 300)
    #expect(h.frame(ofBoxWithText: "row 39")?.maxY == 300)
  }

  @Test func contentShorterThanTheViewportDoesNotScroll() throws {
    let h = try Harness(ScrollView { Rows(count: 3) })
    h.scroll(at: Point(x: 200, y: 50), dy: 50)
    #expect(try state(h).offset.y == 0)
  }

  @Test func scrollingRePlacesWithoutEvaluatingAndDamagesOnlyTheScrollView() throws {
    let h = try Harness(
      VStack(spacing: 0) {
        Text("header").frame(height: 100)
        ScrollView { Rows(count: 40) }
      })
    let evaluations = h.graph.evaluations
    let viewport = try #require(h.node(ScrollView<Rows>.self)).frame
    #expect(viewport == Rect(x: 0, y: 100, width: 400, height: 200))
    h.scroll(at: Point(x: 200, y: 200), dy: 45)
    let row0 = try #require(h.frame(ofBoxWithText: "row 0"))
    #expect(row0.minY == 55)
    #expect(h.graph.evaluations == evaluations)
    #expect(viewport.union(h.graph.lastDamage) == viewport)
  }

  @Test func aWheelOutsideTheScrollViewDoesNothing() throws {
    let h = try Harness(
      VStack(spacing: 0) {
        Text("header").frame(height: 100)
        ScrollView { Rows(count: 40) }
      })
    h.scroll(at: Point(x: 200, y: 50), dy: 45)
    #expect(try state(h).offset.y == 0)
  }

  @Test func scrollToWithAnAnchorLinesTheTargetUp() throws {
    let h = try Harness(
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Text("jump").frame(height: 40).onTapGesture { proxy.scrollTo(5000, anchor: .top) }
          ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
              ForEach(0..<10_000) { Text("item \($0)").frame(height: 50) }
            }
          }
        }
      })
    h.click(try #require(h.frame(ofText: "jump")).center)
    // Row 1250 starts at 1250 × 58 and is now at the viewport's top (y 40).
    let target = try #require(h.frame(ofBoxWithText: "item 5000"))
    #expect(target.minY == 40)
    #expect(h.frame(ofText: "item 0") == nil)
  }

  @Test func scrollToWithoutAnAnchorScrollsJustEnough() throws {
    let h = try Harness(
      ScrollViewReader { proxy in
        ScrollView { Rows(count: 40) }.onAppear { proxy.scrollTo(20) }
      })
    // Row 20 spans 600…630; the smallest scroll showing it puts its bottom at the bottom.
    #expect(h.frame(ofBoxWithText: "row 20")?.maxY == 300)
  }

  @Test func scrollGeometryChangesAreReportedAfterLayout() throws {
    let log = ScrollLog<Double>()
    let h = try Harness(
      ScrollView { Rows(count: 40) }
        .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, y in log.values.append(y) }
    )
    #expect(log.values.isEmpty)
    h.scroll(at: Point(x: 200, y: 150), dy: 70)
    h.scroll(at: Point(x: 200, y: 150), dy: 10_000)
    #expect(log.values == [70, 900])
  }
}

@Suite("Wheel glide") @MainActor
struct WheelGlideTests {
  func offset(_ h: Harness) -> Double {
    var value = 0.0
    h.graph.root.forEachDescendant { node in
      if let state = node[ScrollViewState.self] { value = state.offset.y }
    }
    return value
  }

  @Test func aWheelNotchGlidesToItsTargetInsteadOfJumping() throws {
    let h = try Harness(ScrollView { Rows(count: 40) })
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 48, precise: false))
    h.host.step(by: 1.0 / 120)
    let early = offset(h)
    #expect(early > 0 && early < 48)
    h.host.step(by: 0.05)
    let later = offset(h)
    #expect(later > early && later < 48)
    h.host.runUntilIdle()
    #expect(offset(h) == 48)
  }

  @Test func notchesInQuickSuccessionAddUpWithoutStopping() throws {
    let h = try Harness(ScrollView { Rows(count: 40) })
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 48, precise: false))
    h.host.step(by: 0.04)
    var previous = offset(h)
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 48, precise: false))
    // The glide keeps moving forward through the second notch: no stop, no step back.
    for _ in 0..<30 {
      h.host.step(by: 1.0 / 120)
      let now = offset(h)
      #expect(now >= previous)
      previous = now
    }
    h.host.runUntilIdle()
    #expect(offset(h) == 96)
  }

  @Test func aGlideStopsOnceWithinHalfAPixelInsteadOfCrawling() throws {
    let h = try Harness(ScrollView { Rows(count: 40) })
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 48, precise: false))
    var offsets: [Double] = []
    while h.host.frameRequested, offsets.count < 500 {
      h.host.step(by: 1.0 / 120)
      offsets.append(offset(h))
    }
    #expect(offsets.last == 48)
    // Frames that would draw the same pixels as the rest: at most a couple before it lands.
    #expect(offsets.dropLast().filter { abs($0 - 48) <= 0.5 }.count <= 2)
  }

  @Test func touchpadDeltasMoveAtOnce() throws {
    let h = try Harness(ScrollView { Rows(count: 40) })
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 7, precise: true))
    h.host.step(by: 0)
    #expect(offset(h) == 7)
  }

  @Test func theIndicatorShowsOnADarkPage() throws {
    let h = try Harness(
      ScrollView { Rows(count: 40) }.background(Color(hex: 0x1C1C1E)).environment(\.colorScheme, .dark))
    let track = Rect(x: 395, y: 0, width: 3, height: 300)
    // White at 45 % over #1C1C1E: lighter than the page, as the light page's is darker.
    let page = Color(hex: 0x1C1C1E)
    let ink = Color(red: 0.48, green: 0.48, blue: 0.48)
    #expect(h.count(ink, in: track) > 20)
    let brightest = (0..<300).map { h.pixel(396, Double($0)).luminance }.max() ?? 0
    #expect(brightest > page.luminance + 0.25, "the indicator stands out from the dark page")
  }

  @Test func theIndicatorFollowsContentThatGrowsOutOfSight() throws {
    let model = RowCount()
    let h = try Harness(ScrollView { GrowingRows(model: model) })
    let track = Rect(x: 395, y: 0, width: 3, height: 300)
    // Black at 35 % over the white window.
    let indicatorInk = Color(red: 0.65, green: 0.65, blue: 0.65)
    let long = h.count(indicatorInk, in: track)
    // Only rows below the viewport are added: nothing visible in the content changes, yet the
    // indicator must shrink to the new proportion.
    model.count = 80
    h.settle()
    let short = h.count(indicatorInk, in: track)
    #expect(long > 0 && short > 0)
    #expect(Double(short) < Double(long) * 0.6)
  }
}

@Observable @MainActor
private final class RowCount {
  var count = 20
}

private struct GrowingRows: View {
  let model: RowCount
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<model.count) { Text("row \($0)").frame(height: 30) }
    }
    // Narrow and centred: the damage of the growing content stays clear of the indicator.
    .frame(width: 100)
  }
}

import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Cards on a grid, with text, fills, a clipped shape and an overlay badge.
private struct Gallery: View {
  var background = Color(hex: 0xF4F4F6)
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 10)], spacing: 10) {
        ForEach(0..<400) { index in
          VStack(alignment: .leading, spacing: 3) {
            Text("Item \(index)").font(.headline)
            Text("with a line of smaller text below").font(.footnote).foregroundStyle(Color.gray)
          }
          .padding(8)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color(hex: [0xDCE7FD, 0xFDE4D8, 0xD9F5E1][index % 3]))
          .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 9, height: 9).padding(4) }
          .clipShape(RoundedRectangle(cornerRadius: 10))
        }
      }
      .padding(10)
    }
    .background(background)
  }
}

/// The same grid with a translucent bar drawn over the top of the scroll view.
private struct GalleryUnderABar: View {
  var barHeight = 40.0
  var body: some View {
    ZStack(alignment: .top) {
      Gallery()
      Color.black.opacity(0.3).frame(height: barHeight)
    }
  }
}

/// The grid on a rounded pane inside a margin, with a title strip clipped to the pane over its
/// top, and perhaps a shadow: a flowing header's layout.
private struct GalleryOnAPane: View {
  let shadowed: Bool
  var background = Color(hex: 0xF4F4F6)
  var body: some View {
    if shadowed {
      pane.shadow(color: .black.opacity(0.3), radius: 12, y: 4).padding(24).background(Color(hex: 0xE8E8EC))
    } else {
      pane.padding(24).background(Color(hex: 0xE8E8EC))
    }
  }

  private var pane: some View {
    ZStack(alignment: .top) {
      Gallery(background: background)
      ZStack(alignment: .topLeading) {
        Color.white.opacity(0.9).frame(height: 36)
        Text("Title").font(.headline).padding(8)
      }
      .frame(maxHeight: .infinity, alignment: .top)
      .clipped()
    }
    .clipShape(RoundedRectangle(cornerRadius: 16))
  }
}

/// The gallery inside a `ScrollViewReader`, whose proxy a test keeps to scroll it by hand.
private struct GalleryWithAProxy: View {
  let keep: (ScrollViewProxy) -> Void
  var body: some View {
    ScrollViewReader { proxy in
      Gallery().onAppear { keep(proxy) }
    }
  }
}

/// A scroll moves the pixels that stay in view and draws only what scrolled in; the window
/// must then hold exactly what drawing it all would give.
@Suite("Scrolling copies the pixels that stay in view") @MainActor
struct ScrollCopyTests {
  /// The window's pixels, then the same window drawn in full, compared pixel by pixel: those
  /// further apart than `tolerance` (of 1) in a channel, inside `area` (logical) when given.
  private func differingPixels(_ h: Harness, tolerance: Double = 0.002, in area: Rect? = nil) throws -> Int {
    let bitmap = h.host.main.bitmap
    let copied = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) } }
    // A change of environment redraws the whole window.
    h.graph.updateEnvironment { _ in }
    h.settle()
    var differing = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width
      where area.map({ $0.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) }) ?? true
        && !bitmap.pixel(x: x, y: y).isClose(to: copied[y * bitmap.width + x], tolerance)
      {
        differing += 1
      }
    }
    return differing
  }

  @Test(arguments: [1.0, 13.0, 37.0, -29.0, 190.0])
  func aCopiedScrollShowsWhatDrawingItAllWould(step: Double) throws {
    let h = try Harness(size: Size(width: 480, height: 360), Gallery())
    h.scroll(at: Point(x: 200, y: 200), dy: 600)
    for _ in 0..<5 { h.scroll(at: Point(x: 200, y: 200), dy: step) }
    #expect(try differingPixels(h) == 0)
  }

  /// `view` in a 480×360 window, scrolled 300 points and then, in one frame, 20 more.
  private func scrolledTwentyPoints<V: View>(_ view: V) throws -> Harness {
    let h = try Harness(size: Size(width: 480, height: 360), view)
    h.scroll(at: Point(x: 200, y: 200), dy: 300)
    h.host.send(.scrolled(Point(x: 200, y: 200), dx: 0, dy: 20, precise: true))
    _ = h.host.drawIfRequested()
    return h
  }

  @Test func aScrollStepDrawsOnlyTheStripThatScrolledIn() throws {
    let h = try scrolledTwentyPoints(Gallery())
    // The whole viewport is presented (its pixels moved) ...
    #expect(h.graph.lastDamage == Rect(x: 0, y: 0, width: 480, height: 360))
    // ... but only the 20-pixel strip and the indicator were drawn.
    #expect(h.graph.lastFrame.mainDrawnArea < 480 * 20 + 2_000)
    #expect(try differingPixels(h) == 0)
  }

  @Test func aJumpAskedOfAScrollProxyMovesThePixelsToo() throws {
    var kept: ScrollViewProxy?
    let h = try Harness(size: Size(width: 480, height: 360), GalleryWithAProxy { kept = $0 })
    let proxy = try #require(kept)
    proxy.scrollTo(point: Point(x: 0, y: 300))
    h.settle()
    proxy.scrollTo(point: Point(x: 0, y: 320))
    _ = h.host.drawIfRequested()
    // Only the strip that scrolled in and the indicator, as for a wheel step.
    #expect(h.graph.lastFrame.mainDrawnArea < 480 * 20 + 2_000)
    #expect(try differingPixels(h) == 0)
  }

  @Test func aBarOverTheTopIsDrawnAgainWhereItIsAndWhereItsPixelsWent() throws {
    let h = try scrolledTwentyPoints(GalleryUnderABar())
    // The strip that scrolled in, the bar, the bar's pixels moved 20 points up, the indicator.
    #expect(h.graph.lastFrame.mainDrawnArea < 480 * (20 + 40 + 40) + 2_000)
    #expect(try differingPixels(h) == 0)
  }

  @Test func somethingCoveringMuchOfTheViewportMakesTheFrameDrawItAll() throws {
    let h = try scrolledTwentyPoints(GalleryUnderABar(barHeight: 200))
    #expect(h.graph.lastFrame.mainDrawnArea >= 480 * 360)
    #expect(try differingPixels(h) == 0)
  }

  @Test(arguments: [20.0, -13.0])
  func aPaneWithRoundedCornersAndATitleStripCopiesItsScroll(step: Double) throws {
    let h = try Harness(size: Size(width: 480, height: 360), GalleryOnAPane(shadowed: false))
    h.scroll(at: Point(x: 200, y: 200), dy: 300)
    h.host.send(.scrolled(Point(x: 200, y: 200), dx: 0, dy: step, precise: true))
    _ = h.host.drawIfRequested()
    // The viewport is 432×312: far less than that is drawn (the strip that scrolled in, the
    // title strip twice, the four corners twice, the indicator).
    #expect(h.graph.lastFrame.mainDrawnArea < 432 * 312 / 2)
    #expect(h.graph.lastFrame.mainDrawnArea > 432 * abs(step))
    #expect(try differingPixels(h) == 0)
  }

  @Test(arguments: [20.0, -13.0, 31.0])
  func underAShadowThePiecesDrawnAgainReachAsFarAsItsBlur(step: Double) throws {
    // A piece blurs its shadow from the silhouette inside it: a corner drawn again on its own
    // would show a different shadow at its antialiased edge.
    let h = try Harness(size: Size(width: 480, height: 360), GalleryOnAPane(shadowed: true))
    h.scroll(at: Point(x: 200, y: 200), dy: 300)
    h.host.send(.scrolled(Point(x: 200, y: 200), dx: 0, dy: step, precise: true))
    _ = h.host.drawIfRequested()
    #expect(h.graph.lastFrame.mainDrawnArea < 432 * 312)
    // Within one level: the shadow under the antialiased corners reuses its blurred mask when
    // the silhouette differs by no more than that (`ShadowSilhouette.blurredDifferenceBound`).
    #expect(try differingPixels(h, tolerance: 1.5 / 255) == 0)
  }

  @Test func aShadowOverTranslucentContentMakesTheFrameDrawItAll() throws {
    let h = try scrolledTwentyPoints(GalleryOnAPane(shadowed: true, background: Color.white.opacity(0.5)))
    #expect(h.graph.lastFrame.mainDrawnArea >= 432 * 312)
    // Inside the pane. (Outside it, the shadow of translucent content that scrolled is not drawn
    // again: damage inside a shadowed view does not reach the shadow around it, whether or not
    // the scroll is copied.)
    #expect(try differingPixels(h, tolerance: 1.5 / 255, in: Rect(x: 24, y: 24, width: 432, height: 312)) == 0)
  }

  @Test func aSheetThatIsNotPresentedLeavesTheCopyPossible() throws {
    let h = try scrolledTwentyPoints(Gallery().sheet(isPresented: .constant(false)) { Text("Details") })
    #expect(h.graph.lastFrame.mainDrawnArea < 480 * 20 + 2_000)
    #expect(try differingPixels(h) == 0)
  }

  @Test func nearbyPiecesAreJoinedAndDistantOnesKeptApart() {
    let pieces = ViewGraph.coalesced([
      Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 12, width: 100, height: 10),
      Rect(x: 0, y: 300, width: 100, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
    ])
    #expect(pieces.count == 2)
    #expect(pieces.contains(Rect(x: 0, y: 0, width: 100, height: 22)))
    #expect(pieces.contains(Rect(x: 0, y: 300, width: 100, height: 10)))
  }

  @Test func aScrollViewReachingPastTheWindowsEdgeDrawsWhatScrollsInAtTheEdge() throws {
    // 500 points tall in a 360-point window: its lower part has no pixels to move.
    let h = try Harness(size: Size(width: 480, height: 360), Gallery().frame(height: 500))
    h.scroll(at: Point(x: 200, y: 200), dy: 300)
    for _ in 0..<3 { h.scroll(at: Point(x: 200, y: 200), dy: 23) }
    #expect(try differingPixels(h) == 0)
  }

  @Test func aCellChangingDuringTheScrollIsDrawnWhereItIsNow() throws {
    let h = try Harness(size: Size(width: 480, height: 360), TappableGallery())
    h.scroll(at: Point(x: 200, y: 200), dy: 120)
    let cell = try #require(h.frame(ofBoxWithText: "Tap 9"))
    // A tap and a scroll handled in the same frame.
    h.host.send(.pointerPressed(cell.center, button: .primary))
    h.host.send(.pointerReleased(cell.center, button: .primary))
    h.host.send(.scrolled(Point(x: 200, y: 200), dx: 0, dy: 17, precise: true))
    _ = h.host.drawIfRequested()
    h.settle()
    #expect(h.node(Text.self) { $0.content == "Tapped 9" } != nil)
    #expect(try differingPixels(h) == 0)
  }
}

/// Cells that change colour and text when tapped.
private struct TappableGallery: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 10)], spacing: 10) {
        ForEach(0..<200) { TappableCell(index: $0) }
      }
      .padding(10)
    }
  }
}

private struct TappableCell: View {
  let index: Int
  @State private var tapped = false
  var body: some View {
    Text(tapped ? "Tapped \(index)" : "Tap \(index)")
      .frame(maxWidth: .infinity, minHeight: 60)
      .background(tapped ? Color.orange : Color(hex: 0xDCE7FD))
      .onTapGesture { tapped = true }
  }
}

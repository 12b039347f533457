import Testing

@testable import PortalGraphics

@Suite("Shadows of drawn content, kept by silhouette")
struct SilhouetteShadowCacheTests {
  private let shadow = Shadow(color: .black, radius: 6, y: 3)

  /// Two cards of the same size, side by side, each drawn inside a clip around it as
  /// `.shadow` draws a view.
  private func drawCards(on canvas: Canvas, at xs: [Double], width: Double = 40) {
    for x in xs {
      canvas.withState {
        canvas.clip(to: Rect(x: x - 20, y: 10, width: width + 40, height: 80))
        canvas.withShadow(shadow) {
          canvas.fill(
            Path(roundedRect: Rect(x: x, y: 30, width: width, height: 30), cornerRadius: 6), with: Color.white
          )
        }
      }
    }
  }

  @Test func equalSilhouettesAreBlurredOnceAndCastTheSameShadow() throws {
    let (bitmap, canvas) = try makeCanvas(width: 200, height: 100)
    drawCards(on: canvas, at: [20, 120])
    #expect(canvas.silhouetteMasks.blurs == 1)
    // The second card's shadow is the first one's, moved by 100 pixels.
    for y in 0..<100 {
      for x in 0..<100 { #expect(bitmap.rawPixel(x: x, y: y) == bitmap.rawPixel(x: x + 100, y: y)) }
    }
  }

  @Test func aKeptMaskGivesThePixelsOfAFreshBlur() throws {
    let (cached, canvas) = try makeCanvas(width: 200, height: 100)
    drawCards(on: canvas, at: [20, 120])
    let (fresh, freshCanvas) = try makeCanvas(width: 200, height: 100)
    drawCards(on: freshCanvas, at: [120])
    #expect(freshCanvas.silhouetteMasks.blurs == 1)
    for y in 0..<100 {
      for x in 100..<200 { #expect(cached.rawPixel(x: x, y: y) == fresh.rawPixel(x: x, y: y)) }
    }
  }

  @Test func contentThatDrawsNothingCastsNoShadowAndBlursNothing() throws {
    let (bitmap, canvas) = try makeCanvas(width: 200, height: 100)
    canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), with: Color.white)
    let before = (0..<100).flatMap { y in (0..<200).map { bitmap.rawPixel(x: $0, y: y) } }
    canvas.withState {
      canvas.clip(to: Rect(x: 0, y: 10, width: 100, height: 80))
      // A fill with no alpha, as a hidden portal source draws: nothing lands.
      canvas.withShadow(shadow) {
        canvas.fill(Path(roundedRect: Rect(x: 20, y: 30, width: 40, height: 30), cornerRadius: 6), with: Color.clear)
      }
    }
    #expect(canvas.silhouetteMasks.blurs == 0)
    #expect((0..<100).flatMap { y in (0..<200).map { bitmap.rawPixel(x: $0, y: y) } } == before)
    // The same shape drawn does cast one.
    drawCards(on: canvas, at: [120])
    #expect(canvas.silhouetteMasks.blurs == 1)
    #expect(bitmap.rawPixel(x: 140, y: 64) != bitmap.rawPixel(x: 140, y: 5))
  }

  @Test func differentSilhouettesAreBlurredEach() throws {
    let (_, canvas) = try makeCanvas(width: 200, height: 100)
    drawCards(on: canvas, at: [20])
    drawCards(on: canvas, at: [120], width: 50)
    // Half a pixel along: the antialiased edges differ, so the silhouette does.
    drawCards(on: canvas, at: [20.5])
    #expect(canvas.silhouetteMasks.blurs == 3)
    #expect(canvas.silhouetteMasks.count == 3)
  }

  @Test func drawingTheSameFrameAgainBlursNothing() throws {
    let (_, canvas) = try makeCanvas(width: 200, height: 100)
    drawCards(on: canvas, at: [20, 120])
    canvas.clear()
    drawCards(on: canvas, at: [20, 120])
    #expect(canvas.silhouetteMasks.blurs == 1)
  }

  @Test func theCacheStaysWithinItsBudget() throws {
    let (_, canvas) = try makeCanvas(width: 200, height: 100)
    let budget = 40_000
    canvas.silhouetteMasks = SilhouetteMaskCache(byteBudget: budget)
    for width in stride(from: 20.0, through: 60, by: 10) { drawCards(on: canvas, at: [20], width: width) }
    #expect(canvas.silhouetteMasks.blurs == 5)
    #expect(canvas.silhouetteMasks.count < 5)
    #expect(canvas.silhouetteMasks.byteCount <= budget)
    // The most recent one is kept.
    drawCards(on: canvas, at: [20], width: 60)
    #expect(canvas.silhouetteMasks.blurs == 5)
  }

  /// A pane clipped to a rounded rectangle over which rows scroll, as a scroll view in a rounded
  /// pane with a shadow: each row drawn through the clip's antialiased corner adds to the
  /// corner's alpha, so the silhouette changes a little as the rows move.
  private func drawPane(on canvas: Canvas, rowOffset: Double, shadow: Shadow) {
    canvas.withState {
      canvas.clip(to: Rect(x: 0, y: 0, width: 200, height: 160))
      canvas.withShadow(shadow) {
        canvas.withState {
          canvas.clip(to: Path(roundedRect: Rect(x: 40, y: 30, width: 120, height: 100), cornerRadius: 18))
          canvas.fill(Rect(x: 40, y: 30, width: 120, height: 100), with: Color.white)
          for row in 0..<6 {
            canvas.fill(Rect(x: 40, y: 24 + rowOffset + Double(row) * 20, width: 120, height: 12), with: Color.blue)
          }
        }
      }
    }
  }

  @Test func rowsScrollingUnderAPanesCornersKeepItsShadow() throws {
    let faint = Shadow(color: Color.black.opacity(0.12), radius: 12, y: 4)
    let (kept, canvas) = try makeCanvas(width: 200, height: 160)
    drawPane(on: canvas, rowOffset: 0, shadow: faint)
    canvas.clear()
    drawPane(on: canvas, rowOffset: 7.5, shadow: faint)
    #expect(canvas.silhouetteMasks.blurs == 1)
    // What a fresh blur of the moved rows' silhouette gives differs by at most a level.
    let (fresh, freshCanvas) = try makeCanvas(width: 200, height: 160)
    drawPane(on: freshCanvas, rowOffset: 7.5, shadow: faint)
    var largest = 0
    for y in 0..<160 {
      for x in 0..<200 {
        let (a, b) = (kept.rawPixel(x: x, y: y), fresh.rawPixel(x: x, y: y))
        for shift in stride(from: 0, through: 24, by: 8) {
          let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
          largest = max(largest, d)
        }
      }
    }
    #expect(largest <= 1)
  }

  @Test func scrolledRowsChangeThePanesCornerAlpha() throws {
    // What the test above relies on: the pane drawn alone, on nothing, has other alpha at its
    // corners once the rows moved, so its shadow's mask was reused, not found equal.
    func alphaOfPane(rowOffset: Double) throws -> [UInt32] {
      let (bitmap, canvas) = try makeCanvas(width: 200, height: 160)
      canvas.clear()
      canvas.clip(to: Path(roundedRect: Rect(x: 40, y: 30, width: 120, height: 100), cornerRadius: 18))
      canvas.fill(Rect(x: 40, y: 30, width: 120, height: 100), with: Color.white)
      for row in 0..<6 {
        canvas.fill(Rect(x: 40, y: 24 + rowOffset + Double(row) * 20, width: 120, height: 12), with: Color.blue)
      }
      bitmap.flush()
      return (0..<160).flatMap { y in (0..<200).map { x in bitmap.rawPixel(x: x, y: y) >> 24 } }
    }
    #expect(try alphaOfPane(rowOffset: 0) != alphaOfPane(rowOffset: 7.5))
  }

  @Test func aSilhouetteWhoseEdgeMovedIsBlurredAgain() throws {
    // Half a pixel along, a solid black shadow's edge changes by far more than a level.
    let (_, canvas) = try makeCanvas(width: 200, height: 100)
    drawCards(on: canvas, at: [20])
    canvas.clear()
    drawCards(on: canvas, at: [20.5])
    #expect(canvas.silhouetteMasks.blurs == 2)
  }
}

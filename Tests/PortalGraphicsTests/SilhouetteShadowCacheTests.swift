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
}

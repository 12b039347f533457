import Testing

@testable import PortalGraphics

@Suite("Drop shadows")
struct ShadowTests {
  private let square = Rect(x: 30, y: 30, width: 40, height: 40)

  private func shadowBitmap(shadow: Shadow, scale: Double = 1) throws -> Bitmap {
    let side = Int(100 * scale)
    let (bitmap, canvas) = try makeCanvas(width: side, height: side, scale: scale)
    canvas.drawShadow(for: Path(rect: square), shadow: shadow)
    return bitmap
  }

  @Test func shadowIsDarkJustOutsideTheShapeAndFadesWithDistance() throws {
    let bitmap = try shadowBitmap(shadow: Shadow(color: .black, radius: 10))
    let row = (70..<100).map { bitmap.alpha(x: $0, y: 50) }
    #expect(row[0] > 0.3 && row[0] < 0.7)
    #expect(row[0] > row[5] && row[5] > row[10])
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(row.last == 0)
    #expect(bitmap.alpha(x: 50, y: 50) == 1)
  }

  @Test func shadowIsSymmetricalAroundASymmetricalShape() throws {
    let bitmap = try shadowBitmap(shadow: Shadow(color: .black, radius: 8))
    for d in 0..<20 {
      #expect(abs(bitmap.alpha(x: 70 + d, y: 50) - bitmap.alpha(x: 29 - d, y: 50)) <= 1.0 / 255)
      #expect(abs(bitmap.alpha(x: 50, y: 70 + d) - bitmap.alpha(x: 50, y: 29 - d)) <= 1.0 / 255)
    }
  }

  @Test func offsetMovesTheShadow() throws {
    let plain = try shadowBitmap(shadow: Shadow(color: .black, radius: 6))
    let moved = try shadowBitmap(shadow: Shadow(color: .black, radius: 6, x: 10, y: 5))
    for x in 60..<100 { #expect(abs(moved.alpha(x: x, y: 55) - plain.alpha(x: x - 10, y: 50)) <= 1.0 / 255) }
  }

  @Test func shadowUsesItsColourAndAlpha() throws {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    let bitmap = try shadowBitmap(shadow: Shadow(color: color, radius: 4))
    #expect(isClose(bitmap.pixel(x: 50, y: 50), color))
  }

  @Test func scaledCanvasBlursAtDeviceResolutionWithTheSameLook() throws {
    let shadow = Shadow(color: .black, radius: 10)
    let standard = try shadowBitmap(shadow: shadow)
    let doubled = try shadowBitmap(shadow: shadow, scale: 2)
    for x in stride(from: 60, to: 100, by: 3) {
      #expect(abs(doubled.alpha(x: 2 * x + 1, y: 101) - standard.alpha(x: x, y: 50)) < 0.05)
    }
  }

  @Test func shadowFollowsTheCanvasTransform() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    canvas.translate(x: 20, y: 0)
    canvas.drawShadow(
      for: Path(rect: Rect(x: 10, y: 30, width: 40, height: 40)), shadow: Shadow(color: .black, radius: 10))
    let reference = try shadowBitmap(shadow: Shadow(color: .black, radius: 10))
    for x in 0..<100 { #expect(abs(bitmap.alpha(x: x, y: 50) - reference.alpha(x: x, y: 50)) <= 1.0 / 255) }
  }

  @Test func shadowIsClippedLikeEverythingElse() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    canvas.clip(to: Rect(x: 0, y: 0, width: 50, height: 100))
    canvas.drawShadow(for: Path(rect: square), shadow: Shadow(color: .black, radius: 10))
    #expect(bitmap.alpha(x: 75, y: 50) == 0)
    #expect(bitmap.alpha(x: 25, y: 50) > 0.1)
  }

  @Test func withShadowDrawsTheContentOnTopOfItsShadow() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    canvas.withShadow(Shadow(color: .black, radius: 8, y: 4)) {
      canvas.fill(circleCenter: Point(x: 50, y: 50), radius: 20, with: .color(.white))
    }
    #expect(bitmap.pixel(x: 50, y: 50) == .white)
    let below = bitmap.pixel(x: 50, y: 73)
    let above = bitmap.pixel(x: 50, y: 27)
    #expect(below.red < 0.1 && below.alpha > 0.2)
    #expect(below.alpha > above.alpha)
    #expect(bitmap.alpha(x: 2, y: 2) == 0)
  }

  @Test func zeroRadiusGivesASharpOffsetCopy() throws {
    let bitmap = try shadowBitmap(shadow: Shadow(color: .black, radius: 0, x: 5, y: 0))
    #expect(bitmap.alpha(x: 74, y: 50) == 1)
    #expect(bitmap.alpha(x: 75, y: 50) == 0)
    #expect(bitmap.alpha(x: 34, y: 50) == 0)
  }

  @Test func movingByWholePixelsReusesTheBlurredMaskWithTheSameResult() throws {
    let shadow = Shadow(color: .black, radius: 10)
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    canvas.drawShadow(for: Path(rect: Rect(x: 10, y: 30, width: 40, height: 40)), shadow: shadow)
    canvas.clear()
    canvas.translate(x: 20, y: 0)
    canvas.drawShadow(for: Path(rect: Rect(x: 10, y: 30, width: 40, height: 40)), shadow: shadow)
    #expect(canvas.shadowMasks.count == 1)
    let reference = try shadowBitmap(shadow: shadow)
    for x in 0..<100 { #expect(bitmap.rawPixel(x: x, y: 50) == reference.rawPixel(x: x, y: 50)) }
  }

  @Test func masksPaintedAgainOrBlurredAheadOutlastThoseOfAGrowingShape() throws {
    let shadow = Shadow(color: .black, radius: 6)
    let (_, canvas) = try makeCanvas(width: 200, height: 200)
    canvas.shadowMasks = ShadowMaskCache(capacity: 4)
    func card(_ width: Double) -> Path { Path(rect: Rect(x: 20, y: 20, width: width, height: 40)) }
    // One shadow blurred ahead of its first appearance (a rehearsal), one painted twice.
    canvas.shadowMasks.protectsNewMasks = true
    canvas.drawShadow(for: card(30), shadow: shadow)
    canvas.shadowMasks.protectsNewMasks = false
    for _ in 0..<2 { canvas.drawShadow(for: card(31), shadow: shadow) }
    // A card growing through an animation: a new shape each frame, each kept once.
    for width in stride(from: 40.0, to: 60, by: 1) { canvas.drawShadow(for: card(width), shadow: shadow) }
    #expect(canvas.shadowMasks.count <= 4)
    for width in [30.0, 31] {
      let placement = ShadowPlacement(path: card(width), shadow: shadow, device: canvas.deviceTransform)
      #expect(canvas.shadowMasks.mask(for: placement.key) != nil)
    }
  }

  @Test func partlyClippedShadowsAreNotCached() throws {
    let (_, canvas) = try makeCanvas(width: 100, height: 100)
    canvas.clip(to: Rect(x: 0, y: 0, width: 50, height: 100))
    canvas.drawShadow(for: Path(rect: square), shadow: Shadow(color: .black, radius: 10))
    #expect(canvas.shadowMasks.count == 0)
  }

  @Test func shadowUnderRotationStaysSymmetricalAboutTheShapesCentre() throws {
    let (bitmap, canvas) = try makeCanvas(width: 100, height: 100)
    canvas.rotate(radians: .pi / 4, around: Point(x: 50, y: 50))
    canvas.drawShadow(for: Path(rect: square), shadow: Shadow(color: .black, radius: 8))
    // The rotated square's corners point along the axes, reaching about 28 px from the centre.
    #expect(bitmap.alpha(x: 50, y: 50) == 1)
    #expect(bitmap.alpha(x: 76, y: 50) > 0.3)
    #expect(abs(bitmap.alpha(x: 80, y: 50) - bitmap.alpha(x: 19, y: 50)) <= 2.0 / 255)
    #expect(abs(bitmap.alpha(x: 50, y: 80) - bitmap.alpha(x: 50, y: 19)) <= 2.0 / 255)
  }
}

/// Shadows of content drawn again unchanged are not blurred again, and look the same.
@Suite("Shadow masks kept between frames")
struct ShadowReuseTests {
  private func drawCard(on bitmap: Bitmap, cache: SilhouetteMaskCache, at origin: Point, color: Color) {
    let canvas = Canvas(bitmap: bitmap)
    canvas.silhouetteMasks = cache
    canvas.fill(Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)), with: .white)
    let card = Rect(origin: origin, size: Size(width: 60, height: 40))
    // As a view's shadow is drawn: clipped to the view and the shadow's reach around it.
    canvas.withState {
      canvas.clip(to: card.insetBy(dx: -16, dy: -16))
      canvas.withShadow(Shadow(color: Color.black.opacity(0.4), radius: 6, y: 3)) {
        canvas.fill(Path(roundedRect: card, radii: CornerRadii(8)), with: .color(color))
      }
    }
  }

  @Test func unchangedContentReusesItsBlurredMaskAndLooksTheSame() throws {
    let cache = SilhouetteMaskCache()
    let first = try Bitmap(width: 160, height: 120)
    let blursBefore = cache.blurs
    #expect(blursBefore == 0)
    drawCard(on: first, cache: cache, at: Point(x: 30, y: 30), color: .blue)
    #expect(cache.blurs == blursBefore + 1)
    // Again in a new frame, and moved by whole pixels: the same silhouette, no blur.
    let second = try Bitmap(width: 160, height: 120)
    drawCard(on: second, cache: cache, at: Point(x: 30, y: 30), color: .blue)
    let moved = try Bitmap(width: 160, height: 120)
    drawCard(on: moved, cache: cache, at: Point(x: 47, y: 52), color: .blue)
    #expect(cache.blurs == blursBefore + 1)
    // A fresh cache draws the same pixels.
    let fresh = try Bitmap(width: 160, height: 120)
    drawCard(on: fresh, cache: SilhouetteMaskCache(), at: Point(x: 47, y: 52), color: .blue)
    for y in stride(from: 0, to: 120, by: 3) {
      for x in stride(from: 0, to: 160, by: 3) {
        #expect(second.rawPixel(x: x, y: y) == first.rawPixel(x: x, y: y))
        #expect(moved.rawPixel(x: x, y: y) == fresh.rawPixel(x: x, y: y))
      }
    }
  }

  @Test func aChangedSilhouetteIsBlurredAgain() throws {
    let cache = SilhouetteMaskCache()
    let bitmap = try Bitmap(width: 160, height: 120)
    drawCard(on: bitmap, cache: cache, at: Point(x: 30, y: 30), color: .blue)
    let blurs = cache.blurs
    // Another colour, same coverage: the silhouette is the same.
    drawCard(on: bitmap, cache: cache, at: Point(x: 30, y: 30), color: .red)
    #expect(cache.blurs == blurs)
    // Half a pixel to the side: different coverage, a new blur.
    drawCard(on: bitmap, cache: cache, at: Point(x: 30.5, y: 30), color: .red)
    #expect(cache.blurs == blurs + 1)
  }
}

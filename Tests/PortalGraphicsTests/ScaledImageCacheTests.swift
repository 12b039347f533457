import Testing

@testable import PortalGraphics

@Suite("Pictures kept scaled to the size they are drawn at")
struct ScaledImageCacheTests {
  /// A 240 × 180 picture with detail at every pixel (stripes and a gradient), as a decoded
  /// PNG is: immutable.
  private func picture(immutable: Bool = true) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: 240, height: 180)
    canvas.fill(Rect(x: 0, y: 0, width: 240, height: 180), with: Color(hex: 0x3366CC))
    for column in stride(from: 0, to: 240, by: 3) {
      canvas.fill(
        Rect(x: Double(column), y: 0, width: 1, height: 180),
        with: Color(red: Double(column) / 240, green: 0.8, blue: 0.2, alpha: 0.7))
    }
    canvas.fill(circleCenter: Point(x: 120, y: 90), radius: 50, with: .color(.white))
    bitmap.flush()
    bitmap.isImmutable = immutable
    return bitmap
  }

  /// The largest difference of any channel between two bitmaps of one size, in levels.
  private func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
    var largest = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a.rawPixel(x: x, y: y), b.rawPixel(x: x, y: y))
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
          largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
        }
      }
    }
    return largest
  }

  private let places = [
    Rect(x: 10.25, y: 7.5, width: 56, height: 42), Rect(x: 80, y: 8, width: 117.5, height: 88.1),
  ]

  private func draw(_ image: Bitmap, on canvas: Canvas, radius: Double = 8) {
    for rect in places { canvas.drawImage(image, in: rect, cornerRadii: CornerRadii(radius)) }
  }

  @Test func aPictureDrawnAgainAtTheSameSizeCopiesKeptPixelsThatMatchADirectDraw() throws {
    let image = try picture()
    let (cached, canvas) = try makeCanvas(width: 220, height: 110)
    for _ in 0..<3 {
      canvas.clear(to: .white)
      draw(image, on: canvas)
    }
    // Seen once, scaled into the cache the second time, copied the third.
    #expect(canvas.scaledImages.scalings == 2)
    #expect(canvas.scaledImages.hits == 2)
    let (direct, directCanvas) = try makeCanvas(width: 220, height: 110)
    directCanvas.clear(to: .white)
    draw(try picture(immutable: false), on: directCanvas)
    #expect(directCanvas.scaledImages.scalings == 0)
    cached.flush()
    direct.flush()
    #expect(largestDifference(cached, direct) <= 1)
  }

  @Test func anotherSizeOrSubPixelPositionIsScaledOfItsOwn() throws {
    let image = try picture()
    let (_, canvas) = try makeCanvas(width: 220, height: 110)
    for x in [10.0, 10.0, 10.5, 10.5] { canvas.drawImage(image, in: Rect(x: x, y: 4, width: 56, height: 42)) }
    for width in [60.0, 60.0] { canvas.drawImage(image, in: Rect(x: 10, y: 4, width: width, height: 45)) }
    #expect(canvas.scaledImages.scalings == 3)
    #expect(canvas.scaledImages.hits == 0)
    // Moving by whole pixels keeps the sub-pixel position: the kept pixels serve.
    canvas.drawImage(image, in: Rect(x: 30.5, y: 20, width: 56, height: 42))
    #expect(canvas.scaledImages.hits == 1)
  }

  @Test func aPictureShownAtItsOwnSizeOrAMutableOneIsDrawnDirectly() throws {
    let image = try picture()
    let mutable = try picture(immutable: false)
    let (_, canvas) = try makeCanvas(width: 260, height: 200)
    for _ in 0..<3 {
      canvas.drawImage(image, in: Rect(x: 5, y: 5, width: 240, height: 180))
      canvas.drawImage(mutable, in: Rect(x: 5, y: 5, width: 56, height: 42))
    }
    #expect(canvas.scaledImages.scalings == 0)
  }

  @Test func aRotatedDrawIsDrawnDirectly() throws {
    let image = try picture()
    let (_, canvas) = try makeCanvas(width: 220, height: 110)
    canvas.withState {
      canvas.rotate(radians: .pi / 8)
      for _ in 0..<3 { canvas.drawImage(image, in: Rect(x: 40, y: 10, width: 56, height: 42)) }
    }
    #expect(canvas.scaledImages.scalings == 0)
  }

  @Test func theCacheStaysWithinItsBudgetAndKeepsTheLatest() throws {
    let image = try picture()
    let (_, canvas) = try makeCanvas(width: 220, height: 110)
    // Each kept copy is about 57 × 43 × 4 bytes: room for two.
    canvas.scaledImages = ScaledImageCache(byteBudget: 22_000)
    for width in [56.0, 57, 58, 59] {
      for _ in 0..<2 { canvas.drawImage(image, in: Rect(x: 4, y: 4, width: width, height: 42)) }
    }
    #expect(canvas.scaledImages.scalings == 4)
    #expect(canvas.scaledImages.count <= 2)
    #expect(canvas.scaledImages.byteCount <= 22_000)
    canvas.drawImage(image, in: Rect(x: 4, y: 4, width: 59, height: 42))
    #expect(canvas.scaledImages.hits == 1)
  }

  @Test func picturesDrawnAgainOrScaledAheadOutlastSizesPassedThrough() throws {
    let image = try picture()
    let other = try picture()
    let (_, canvas) = try makeCanvas(width: 220, height: 110)
    // Room for the two pictures kept below (about 57 × 43 and 40 × 30 pixels of 4 bytes) and
    // one more of the first's size.
    canvas.scaledImages = ScaledImageCache(byteBudget: 26_000)
    // One picture scaled ahead of its first appearance (a rehearsal), one drawn again and
    // again (a list's thumbnail).
    canvas.scaledImages.keepsFirstSightings = true
    canvas.drawImage(image, in: Rect(x: 4, y: 4, width: 56, height: 42))
    canvas.scaledImages.keepsFirstSightings = false
    for _ in 0..<3 { canvas.drawImage(other, in: Rect(x: 4, y: 4, width: 40, height: 30)) }
    #expect(canvas.scaledImages.hits == 1)
    // An animation's last frames: each size seen twice, then never again.
    for width in [57.0, 58, 59, 60] {
      for _ in 0..<2 { canvas.drawImage(image, in: Rect(x: 4, y: 4, width: width, height: 42)) }
    }
    #expect(canvas.scaledImages.scalings == 6)
    #expect(canvas.scaledImages.byteCount <= 26_000)
    // Least recently used alone would have dropped both.
    canvas.drawImage(image, in: Rect(x: 4, y: 4, width: 56, height: 42))
    canvas.drawImage(other, in: Rect(x: 4, y: 4, width: 40, height: 30))
    #expect(canvas.scaledImages.hits == 3)
  }
}

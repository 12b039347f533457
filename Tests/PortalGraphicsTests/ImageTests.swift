import Testing

@testable import PortalGraphics

@Suite("Drawing images")
struct ImageTests {
  private let colors: [Color] = [
    Color(hex: 0xFF0000), Color(hex: 0x00FF00), Color(hex: 0x0000FF), Color(hex: 0xFFFFFF),
  ]

  /// A 2×2 image: red, green on top; blue, white below.
  private func quadrants() throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: 2, height: 2)
    for (index, color) in colors.enumerated() {
      canvas.fill(Rect(x: Double(index % 2), y: Double(index / 2), width: 1, height: 1), with: color)
    }
    return bitmap
  }

  /// A `width`×`height` image whose left half is red and right half blue.
  private func halves(width: Int, height: Int) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: width, height: height)
    canvas.fill(
      Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)), with: Color(hex: 0xFF0000))
    canvas.fill(
      Rect(x: Double(width) / 2, y: 0, width: Double(width) / 2, height: Double(height)),
      with: Color(hex: 0x0000FF))
    return bitmap
  }

  @Test func nearestFilterDoublesPixelsIntoBlocks() throws {
    let (bitmap, canvas) = try makeCanvas(width: 4, height: 4)
    canvas.drawImage(try quadrants(), in: Rect(x: 0, y: 0, width: 4, height: 4), filter: .nearest)
    for y in 0..<4 {
      for x in 0..<4 { #expect(bitmap.pixel(x: x, y: y) == colors[(y / 2) * 2 + x / 2]) }
    }
  }

  @Test func goodFilterBlendsNeighboursWithoutFadingTheEdges() throws {
    let (bitmap, canvas) = try makeCanvas(width: 4, height: 4)
    canvas.drawImage(try quadrants(), in: Rect(x: 0, y: 0, width: 4, height: 4))
    #expect(bitmap.pixel(x: 0, y: 0) == colors[0])
    #expect(bitmap.pixel(x: 3, y: 3) == colors[3])
    #expect(!colors.contains(bitmap.pixel(x: 1, y: 1)))
    for i in 0..<4 {
      #expect(bitmap.alpha(x: i, y: 0) == 1 && bitmap.alpha(x: i, y: 3) == 1)
      #expect(bitmap.alpha(x: 0, y: i) == 1 && bitmap.alpha(x: 3, y: i) == 1)
    }
  }

  @Test func fitLetterboxesAWideImage() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.drawImage(
      try halves(width: 20, height: 10), in: Rect(x: 0, y: 0, width: 40, height: 40), contentMode: .fit)
    #expect(bitmap.inkBounds() == Rect(x: 0, y: 10, width: 40, height: 20))
  }

  @Test func fillCropsAWideImageToTheRect() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 20)
    canvas.drawImage(
      try halves(width: 20, height: 10), in: Rect(x: 10, y: 0, width: 20, height: 20), contentMode: .fill,
      filter: .nearest)
    #expect(bitmap.inkBounds() == Rect(x: 10, y: 0, width: 20, height: 20))
    #expect(bitmap.pixel(x: 12, y: 10) == Color(hex: 0xFF0000))
    #expect(bitmap.pixel(x: 27, y: 10) == Color(hex: 0x0000FF))
  }

  @Test func contentModesPlaceTheImageCentred() {
    let image = Size(width: 20, height: 10)
    let rect = Rect(x: 0, y: 0, width: 40, height: 40)
    #expect(ContentMode.fit.frame(for: image, in: rect) == Rect(x: 0, y: 10, width: 40, height: 20))
    #expect(ContentMode.fill.frame(for: image, in: rect) == Rect(x: -20, y: 0, width: 80, height: 40))
    #expect(ContentMode.stretch.frame(for: image, in: rect) == rect)
  }

  @Test func opacityFadesTheImage() throws {
    let (bitmap, canvas) = try makeCanvas(width: 4, height: 4)
    canvas.drawImage(
      try quadrants(), in: Rect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5, filter: .nearest)
    #expect(abs(bitmap.alpha(x: 0, y: 0) - 0.5) < 0.01)
  }

  @Test func cornerRadiiRoundTheImage() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.drawImage(
      try halves(width: 4, height: 4), in: Rect(x: 0, y: 0, width: 40, height: 40),
      cornerRadii: CornerRadii(20))
    #expect(bitmap.alpha(x: 0, y: 0) == 0)
    #expect(bitmap.alpha(x: 20, y: 20) == 1)
  }

  @Test func imageDrawsAtDeviceResolutionOnAScaledCanvas() throws {
    let (bitmap, canvas) = try makeCanvas(width: 8, height: 8, scale: 2)
    canvas.drawImage(try quadrants(), in: Rect(x: 0, y: 0, width: 4, height: 4), filter: .nearest)
    #expect(bitmap.pixel(x: 3, y: 3) == colors[0])
    #expect(bitmap.pixel(x: 4, y: 4) == colors[3])
  }
}

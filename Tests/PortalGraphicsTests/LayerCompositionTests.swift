import PortalGraphics
import Testing

/// The one composition every host shows: layers over windows over a ground, read back as the
/// premultiplied pixels it writes.
@Suite("Layer composition")
struct LayerCompositionTests {
  private let red = Color(hex: 0xD03030)
  private let green = Color(hex: 0x30C030)
  private let blue = Color(hex: 0x2050E0)
  /// What a destination holds before composing, to tell a pixel composed from one left alone.
  private let untouched: UInt32 = 0xFFFF_00FF

  /// A bitmap of one colour.
  private func solid(_ color: Color, _ width: Int, _ height: Int) throws -> Bitmap {
    let bitmap = try Bitmap(width: width, height: height)
    bitmap.clear(to: color)
    return bitmap
  }

  /// A transparent bitmap with `color` in `rect` only.
  private func layer(_ color: Color, in rect: Rect, _ width: Int = 40, _ height: Int = 30) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: width, height: height)
    canvas.fill(rect, with: color)
    return bitmap
  }

  /// A bitmap shading from `a` at its top-left corner to `b` at its bottom-right one, so every
  /// pixel differs from its neighbours.
  private func gradient(_ a: Color, _ b: Color, _ width: Int, _ height: Int) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: width, height: height)
    let end = Point(x: Double(width), y: Double(height))
    canvas.fill(
      Rect(origin: .zero, size: bitmap.size), with: .linear(Gradient(colors: [a, b]), from: .zero, to: end))
    return bitmap
  }

  private func destination(_ width: Int = 40, _ height: Int = 30) throws -> Bitmap {
    try solid(Color(hex: 0xFF00FF), width, height)
  }

  /// The premultiplied channels of a pixel, alpha first.
  private func channels(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let v = bitmap.rawPixel(x: x, y: y)
    return [24, 16, 8, 0].map { Int((v >> $0) & 0xFF) }
  }

  private func near(_ a: [Int], _ b: [Int], by tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func aTranslucentLayerBlendsWithTheWindowUnderItAndWithTheGroundBesideIt() throws {
    let out = try destination()
    LayerComposition(
      ground: .color(.white), windows: [.init(try solid(red, 20, 30))],
      layers: [.init(try layer(blue.opacity(0.5), in: Rect(x: 10, y: 0, width: 30, height: 30)))]
    ).compose(into: out)
    #expect(out.rawPixel(x: 5, y: 5) == 0xFFD0_3030)
    // Half of 0x2050E0 over 0xD03030, and over white.
    #expect(near(channels(out, 15, 5), [0xFF, 0x78, 0x40, 0x88]), "\(channels(out, 15, 5))")
    #expect(near(channels(out, 30, 5), [0xFF, 0x90, 0xA8, 0xF0]), "\(channels(out, 30, 5))")
  }

  @Test func whereALayerIsTransparentTheBackdropShowsExactly() throws {
    let out = try destination()
    let window = try gradient(red, green, 30, 30)
    LayerComposition(
      ground: .color(.white), windows: [.init(window, at: Point(x: 5, y: 0))],
      layers: [.init(try layer(blue, in: Rect(x: 0, y: 0, width: 4, height: 4)))]
    ).compose(into: out)
    for y in 0..<30 {
      for x in 0..<40 where x >= 4 || y >= 4 {
        let expected = (5..<35).contains(x) ? window.rawPixel(x: x - 5, y: y) : 0xFFFF_FFFF
        #expect(out.rawPixel(x: x, y: y) == expected, "(\(x), \(y))")
      }
    }
    #expect(out.rawPixel(x: 1, y: 1) == 0xFF20_50E0)
  }

  @Test func onlyTheDamagedPixelsAreTouched() throws {
    let out = try destination()
    let damage = [Rect(x: 2, y: 3, width: 5, height: 4), Rect(x: 20.5, y: 10.25, width: 3, height: 2)]
    LayerComposition(ground: .color(.white), layers: [.init(try solid(blue, 40, 30))]).compose(
      into: out, within: damage)
    // The fractional rectangle is widened to the whole pixels it touches: x 20...23, y 10...12.
    let touched = [Rect(x: 2, y: 3, width: 5, height: 4), Rect(x: 20, y: 10, width: 4, height: 3)]
    for y in 0..<30 {
      for x in 0..<40 {
        let inside = touched.contains { $0.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) }
        #expect(out.rawPixel(x: x, y: y) == (inside ? 0xFF20_50E0 : untouched), "(\(x), \(y))")
      }
    }
  }

  @Test func anEmptyDamageListTouchesNothingAndNoListTouchesEverything() throws {
    let composition = LayerComposition(ground: .color(.white))
    let none = try destination()
    composition.compose(into: none, within: [])
    #expect(none.rawPixel(x: 0, y: 0) == untouched && none.rawPixel(x: 39, y: 29) == untouched)
    let all = try destination()
    composition.compose(into: all)
    #expect(all.rawPixel(x: 0, y: 0) == 0xFFFF_FFFF && all.rawPixel(x: 39, y: 29) == 0xFFFF_FFFF)
  }

  @Test func laterLayersLieAboveEarlierOnes() throws {
    let a = try layer(red, in: Rect(x: 0, y: 0, width: 20, height: 20))
    let b = try layer(green, in: Rect(x: 10, y: 10, width: 20, height: 20))
    let redFirst = try destination()
    LayerComposition(ground: .color(.white), layers: [.init(a), .init(b)]).compose(into: redFirst)
    let greenFirst = try destination()
    LayerComposition(ground: .color(.white), layers: [.init(b), .init(a)]).compose(into: greenFirst)
    #expect(redFirst.rawPixel(x: 15, y: 15) == 0xFF30_C030)
    #expect(greenFirst.rawPixel(x: 15, y: 15) == 0xFFD0_3030)
    #expect(redFirst.rawPixel(x: 5, y: 5) == 0xFFD0_3030 && greenFirst.rawPixel(x: 25, y: 25) == 0xFF30_C030)
  }

  @Test func laterWindowsLieAboveEarlierOnesAtTheirOrigins() throws {
    let out = try destination()
    LayerComposition(
      ground: .color(.white),
      windows: [
        .init(try solid(red, 20, 20), at: Point(x: 0, y: 0)),
        .init(try solid(green, 20, 20), at: Point(x: 15, y: 5)),
      ]
    ).compose(into: out)
    #expect(out.rawPixel(x: 14, y: 10) == 0xFFD0_3030)
    #expect(out.rawPixel(x: 15, y: 10) == 0xFF30_C030 && out.rawPixel(x: 34, y: 24) == 0xFF30_C030)
    #expect(out.rawPixel(x: 35, y: 10) == 0xFFFF_FFFF && out.rawPixel(x: 5, y: 25) == 0xFFFF_FFFF)
  }

  @Test func aWindowReplacesWhatIsUnderItAlphaAndAll() throws {
    // An X window shows its pixels as they are: nothing under it blends through.
    let out = try destination()
    LayerComposition(ground: .color(red), windows: [.init(try solid(blue.opacity(0.5), 10, 10))]).compose(
      into: out)
    #expect(near(channels(out, 5, 5), [0x80, 0x10, 0x28, 0x70]), "\(channels(out, 5, 5))")
    #expect(out.rawPixel(x: 15, y: 5) == 0xFFD0_3030)
  }

  @Test func aLayerShowsOnlyThroughItsVisibleRegionMeasuredFromItsOrigin() throws {
    let out = try destination()
    let visible = [Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 10, y: 6, width: 2, height: 2)]
    LayerComposition(
      ground: .color(.white),
      layers: [.init(try solid(blue, 20, 20), at: Point(x: 5, y: 5), visible: visible)]
    ).compose(into: out)
    #expect(out.rawPixel(x: 5, y: 5) == 0xFF20_50E0 && out.rawPixel(x: 8, y: 8) == 0xFF20_50E0)
    #expect(out.rawPixel(x: 15, y: 11) == 0xFF20_50E0 && out.rawPixel(x: 16, y: 12) == 0xFF20_50E0)
    #expect(out.rawPixel(x: 9, y: 9) == 0xFFFF_FFFF && out.rawPixel(x: 4, y: 4) == 0xFFFF_FFFF)
    #expect(out.rawPixel(x: 20, y: 20) == 0xFFFF_FFFF)
    let hidden = try destination()
    LayerComposition(ground: .color(.white), layers: [.init(try solid(blue, 20, 20), visible: [])]).compose(
      into: hidden)
    #expect(hidden.rawPixel(x: 5, y: 5) == 0xFFFF_FFFF)
  }

  @Test func anImageGroundShowsWhereNoWindowIs() throws {
    let snapshot = try gradient(green, blue, 40, 30)
    let out = try destination()
    LayerComposition(
      ground: .image(snapshot), windows: [.init(try solid(red, 10, 10), at: Point(x: 20, y: 10))]
    )
    .compose(into: out, within: [Rect(x: 0, y: 0, width: 40, height: 30)])
    #expect(out.rawPixel(x: 25, y: 15) == 0xFFD0_3030)
    for (x, y) in [(0, 0), (19, 15), (30, 15), (39, 29)] {
      #expect(out.rawPixel(x: x, y: y) == snapshot.rawPixel(x: x, y: y), "(\(x), \(y))")
    }
  }

  @Test func noGroundKeepsTheDestinationUnderTheWindows() throws {
    let out = try destination()
    LayerComposition(windows: [.init(try solid(red, 10, 10))]).compose(into: out)
    #expect(out.rawPixel(x: 5, y: 5) == 0xFFD0_3030)
    #expect(out.rawPixel(x: 20, y: 20) == untouched)
  }
}

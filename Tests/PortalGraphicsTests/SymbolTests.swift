import Testing

@testable import PortalGraphics

@Suite("Symbols")
struct SymbolTests {
  /// Where the ink tests draw: a 48×48 square inside a 64×64 bitmap, leaving a margin to
  /// catch ink that escapes the rectangle.
  static let frame = Rect(x: 8, y: 8, width: 48, height: 48)

  /// Draws one symbol into `frame` of a fresh 64×64 bitmap.
  func render(_ name: String, in rect: Rect = frame, width: Int = 64, height: Int = 64) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: width, height: height)
    let symbol = try #require(Symbol(named: name), "no symbol named \(name)")
    symbol.draw(in: rect, on: canvas, color: .black)
    return bitmap
  }

  /// The sum of every pixel's alpha: how much ink was drawn.
  func ink(_ bitmap: Bitmap) -> Double {
    var total = 0.0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width { total += bitmap.alpha(x: x, y: y) }
    }
    return total
  }

  @Test func everyRequiredNameIsAvailable() {
    let required = [
      "star", "star.fill", "heart", "heart.fill", "message", "message.fill", "message.circle.fill", "person",
      "person.fill", "person.circle", "person.circle.fill", "photo", "photo.on.rectangle.angled", "camera",
      "camera.fill", "gear", "xmark", "xmark.circle.fill", "chevron.left", "chevron.right", "chevron.up",
      "chevron.down", "square.stack", "square.stack.fill", "plus", "minus", "checkmark", "magnifyingglass",
      "house", "house.fill", "bell", "bell.fill", "bookmark", "bookmark.fill", "trash", "square.and.arrow.up",
      "ellipsis", "info.circle", "sparkles", "sun.max.fill", "moon.fill", "cloud.fill", "bolt.fill",
      "flame.fill", "leaf.fill", "music.note", "paperplane.fill", "globe", "map", "lock.fill",
    ]
    for name in required { #expect(Symbol(named: name) != nil, "missing \(name)") }
    #expect(Symbol.allNames == Symbol.allNames.sorted())
  }

  /// The names Portal-style iOS apps use most, each drawn by the vector set or the icon font.
  static let portalAppNames = [
    "arrow.triangle.2.circlepath", "arrow.up.right", "bolt.fill", "book.fill", "building.2.fill", "chart.bar.fill",
    "checkmark.circle.fill", "chevron.left.forwardslash.chevron.right", "chevron.right", "cloud.fill",
    "cloud.fog.fill", "cloud.sun.fill", "cube.fill", "cylinder.fill", "drop.fill", "envelope.fill", "figure.run",
    "fish.fill", "flame.fill", "hammer.fill", "leaf.arrow.triangle.circlepath", "leaf.circle.fill", "leaf.fill",
    "map.fill", "mic.fill", "moon.circle.fill", "moon.stars.fill", "mountain.2.circle.fill", "mountain.2.fill",
    "music.note", "newspaper.fill", "note.text", "paintbrush.fill", "photo.fill", "photo.on.rectangle.angled",
    "play.fill", "snowflake.circle.fill", "snowflake.road.lane", "sun.horizon.fill", "sun.max.fill", "tree.fill",
    "triangle.fill", "water.waves", "waveform.path", "xmark.circle", "xmark.circle.fill",
  ]

  @Test func theNamesPortalAppsUseAllHaveADrawingThatIsNotThePlaceholder() throws {
    let (placeholder, canvas) = try makeCanvas(width: 64, height: 64)
    MissingSymbol.draw(in: Self.frame, on: canvas, color: .black)
    for name in Self.portalAppNames {
      let drawn = try render(name)
      #expect(ink(drawn) > 100, "\(name) drew almost nothing")
      var differing = 0
      for y in 0..<64 {
        for x in 0..<64 where abs(drawn.alpha(x: x, y: y) - placeholder.alpha(x: x, y: y)) > 0.5 { differing += 1 }
      }
      #expect(differing > 40, "\(name) looks like the placeholder")
    }
  }

  @Test func theIconFontCoversHundredsOfNamesBeyondTheVectorSet() throws {
    try #require(Symbol.iconFontIsInstalled, "fonts-material-design-icons-iconfont is not installed")
    let fromFont = Symbol.allNames.filter { Symbol(named: $0)?.isVector == false }
    #expect(fromFont.count > 500)
    // A name the vector set draws keeps its own drawing.
    #expect(Symbol(named: "star.fill")?.isVector == true)
  }

  @Test(arguments: Symbol.allNames)
  func drawsInkInsideItsRectAndNoneOutside(name: String) throws {
    let bitmap = try render(name)
    let bounds = try #require(bitmap.inkBounds(), "\(name) drew nothing")
    #expect(Self.frame.contains(bounds.origin), "\(name) ink starts at \(bounds.origin)")
    #expect(bounds.maxX <= Self.frame.maxX && bounds.maxY <= Self.frame.maxY, "\(name) ink ends at \(bounds)")
  }

  @Test func filledVariantsHaveMoreInkThanTheirOutlines() throws {
    for base in ["star", "heart", "message", "person", "bookmark", "bell", "house", "camera", "square.stack"]
    {
      #expect(try ink(render(base + ".fill")) > ink(render(base)) * 1.3, "\(base).fill is not solid")
    }
  }

  /// Each `.circle.fill` variant with a point (on the 24-unit grid) inside its knocked-out glyph.
  @Test(arguments: [
    ("message.circle.fill", 12.0, 11.0), ("person.circle.fill", 12, 9.4), ("xmark.circle.fill", 12, 12), ("checkmark.circle.fill", 10.1, 15.4),
  ])
  func circleFillVariantsKnockTheGlyphOutOfASolidDisc(name: String, holeX: Double, holeY: Double) throws {
    let bitmap = try render(name)
    let unit = Self.frame.width / 24
    let hole = (x: Int(Self.frame.minX + holeX * unit), y: Int(Self.frame.minY + holeY * unit))
    #expect(bitmap.alpha(x: hole.x, y: hole.y) < 0.05, "\(name) glyph is not knocked out")
    let ringX = Int(Self.frame.minX + 2 * unit)
    let middleY = Int(Self.frame.midY)
    #expect(bitmap.alpha(x: ringX, y: middleY) > 0.95, "\(name) ring is not solid")
    #expect(bitmap.alpha(x: 64 - ringX, y: middleY) > 0.95, "\(name) ring is not solid")
  }

  @Test func unknownNamesHaveNoSymbol() {
    #expect(Symbol(named: "no.such.symbol") == nil)
    #expect(Symbol(named: "") == nil)
    #expect(Symbol(named: "Star") == nil)
  }

  @Test func missingSymbolPlaceholderDrawsInsideItsRect() throws {
    let (bitmap, canvas) = try makeCanvas(width: 64, height: 64)
    MissingSymbol.draw(in: Self.frame, on: canvas, color: .red)
    let bounds = try #require(bitmap.inkBounds())
    #expect(
      Self.frame.contains(bounds.origin) && bounds.maxX <= Self.frame.maxX && bounds.maxY <= Self.frame.maxY)
    #expect(ink(bitmap) > 200)
  }

  @Test func tallSymbolsKeepTheirProportionsInAWideRect() throws {
    let symbol = try #require(Symbol(named: "chevron.right"))
    let wide = Rect(x: 8, y: 8, width: 144, height: 48)
    let bitmap = try render("chevron.right", in: wide, width: 160, height: 64)
    let bounds = try #require(bitmap.inkBounds())
    #expect(abs(bounds.width / bounds.height - symbol.aspectRatio) < 0.12)
    #expect(abs(bounds.midX - wide.midX) <= 1, "not centred across the rect")
  }

  @Test(arguments: Symbol.allNames)
  func aWideRectScalesLikeASquareOneOfTheSameHeight(name: String) throws {
    let symbol = try #require(Symbol(named: name))
    let height = 48 / max(1, symbol.aspectRatio)
    let square = try #require(try render(name, in: Rect(x: 8, y: 8, width: 48, height: height)).inkBounds())
    let wide = Rect(x: 8, y: 8, width: 144, height: height)
    let stretched = try #require(try render(name, in: wide, width: 160, height: 64).inkBounds())
    #expect(abs(stretched.width - square.width) <= 1 && abs(stretched.height - square.height) <= 1)
    #expect(abs(stretched.midX - wide.midX) <= 1.5, "\(name) is not centred")
  }

  @Test func translucentColourIsAppliedOnceToTheWholeGlyph() throws {
    let (bitmap, canvas) = try makeCanvas(width: 64, height: 64)
    try #require(Symbol(named: "star.fill")).draw(in: Self.frame, on: canvas, color: Color.black.opacity(0.5))
    // Just below the top point, the star's fill and the inner half of its edge stroke overlap;
    // blended separately they would give 0.75 there.
    #expect(abs(bitmap.alpha(x: 32, y: 16) - 0.5) < 0.02)
    #expect(abs(bitmap.alpha(x: 32, y: 34) - 0.5) < 0.02)
  }

  /// Renders every symbol at 48 and 20 px, labelled, for a person to look over.
  @Test func contactSheetIsWrittenForInspection() throws {
    let names = Symbol.allNames
    let columns = 6
    let cell = Size(width: 130, height: 96)
    let rows = (names.count + columns - 1) / columns
    let (bitmap, canvas) = try makeCanvas(
      width: Int(cell.width) * columns, height: Int(cell.height) * rows, scale: 1)
    canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height), with: .white)
    let label = TextStyle(font: FontDescriptor(size: 10), color: .gray)
    for (index, name) in names.enumerated() {
      let origin = Point(
        x: Double(index % columns) * cell.width, y: Double(index / columns) * cell.height)
      let symbol = try #require(Symbol(named: name))
      canvas.stroke(
        Rect(x: origin.x + 10, y: origin.y + 10, width: 48, height: 48), with: .color(Color(hex: 0xEEEEEE)))
      symbol.draw(
        in: Rect(x: origin.x + 10, y: origin.y + 10, width: 48, height: 48), on: canvas, color: .black)
      symbol.draw(
        in: Rect(x: origin.x + 72, y: origin.y + 24, width: 20, height: 20), on: canvas, color: .blue)
      canvas.drawText(name, style: label, at: Point(x: origin.x + 6, y: origin.y + 66))
    }
    try bitmap.writePNG(to: "/tmp/portal-symbols.png")
  }
}

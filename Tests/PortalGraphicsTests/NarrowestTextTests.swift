import Testing

@testable import PortalGraphics

/// Text wrapped at width 0, as a stack measures every label to find how narrow it can get,
/// is given to Pango in short paragraphs; it must measure and draw exactly as the text
/// wrapped whole does.
@Suite("Text at width 0")
struct NarrowestTextTests {
  static let texts = [
    "Amber Ridge", "Study 4 · at first light", "Hello,  world!", "a-b c", "1 – 7", "Grid → sheet", "fi ffl",
    "“Quoted” text.", "été café", "日本語 のテキスト", "ends in spaces   ", "  leading spaces", "x 1", "Ωmega and ßeta",
    "12:45 PM", "a  b   c    d", "Oneword", "no\u{A0}break space", "Hello, world! Again; and: again?",
  ]

  static let fonts = [
    FontDescriptor(), FontDescriptor(size: 17, weight: .semibold), FontDescriptor(size: 11, italic: true),
    FontDescriptor(size: 15, monospacedDigits: true),
  ]

  @Test(arguments: fonts)
  func shortParagraphsMeasureAndDrawAsTheTextWrappedWhole(font: FontDescriptor) throws {
    let typesetter = Typesetter()
    let context = typesetter.context
    var brokenTexts = 0
    for text in Self.texts {
      for spacing in [0.0, 3] {
        let style = TextStyle(font: font, wrapWidth: 0, lineSpacing: spacing)
        if ShapedText.brokenBetweenCharacters(text, style: style) != nil { brokenTexts += 1 }
        let broken = ShapedText(text: text, style: style, context: context)
        let wrapped = ShapedText(text: text, style: style, context: context, breaksParagraphs: false)
        #expect(broken.size == wrapped.size, "\(text)")
        #expect(broken.lineCount == wrapped.lineCount, "\(text)")
        #expect(broken.firstBaseline == wrapped.firstBaseline, "\(text)")
        #expect(broken.inkBounds == wrapped.inkBounds, "\(text)")
        let layoutOf = { (shaped: ShapedText) in TextLayout(text: text, style: style, shaped: shaped) }
        #expect(try render(layoutOf(broken)) == render(layoutOf(wrapped)), "\(text)")
      }
    }
    // All but the three with no two characters side by side ("1 – 7", "x 1", "a  b   c    d").
    #expect(brokenTexts == (Self.texts.count - 3) * 2)
    withExtendedLifetime(typesetter) {}
  }

  /// Measured from pieces (`NarrowTextMeasure`), without a layout of the whole text, the text
  /// has the extents Pango gives it wrapped whole, and draws the same when drawn.
  @Test(arguments: fonts)
  func piecesMeasureAsTheTextWrappedWhole(font: FontDescriptor) throws {
    let typesetter = Typesetter()
    let measure = NarrowTextMeasure()
    var characters = 0
    for text in Self.texts {
      characters += text.count
      for spacing in [0.0, 3] {
        let style = TextStyle(font: font, wrapWidth: 0, lineSpacing: spacing)
        let extents = try #require(measure.extents(of: text, style: style, context: typesetter.context), "\(text)")
        let measured = ShapedText(text: text, style: style, context: typesetter.context, extents: extents)
        let wrapped = ShapedText(text: text, style: style, context: typesetter.context, breaksParagraphs: false)
        #expect(measured.size == wrapped.size, "\(text)")
        #expect(measured.lineCount == wrapped.lineCount, "\(text)")
        #expect(measured.firstBaseline == wrapped.firstBaseline, "\(text)")
        #expect(measured.inkBounds == wrapped.inkBounds, "\(text)")
        #expect(measured.layoutOrigin == wrapped.layoutOrigin, "\(text)")
        let layoutOf = { (shaped: ShapedText) in TextLayout(text: text, style: style, shaped: shaped) }
        #expect(try render(layoutOf(measured)) == render(layoutOf(wrapped)), "\(text)")
      }
    }
    // Characters and junctions recur from text to text: fewer pieces than characters.
    #expect(measure.keptPieceCount < characters)
    withExtendedLifetime(typesetter) {}
  }

  @Test func paragraphsBreakBetweenCharactersThatAreNotSpaces() {
    let style = TextStyle(wrapWidth: 0)
    #expect(ShapedText.brokenBetweenCharacters("Study 4 · at", style: style) == "S\nt\nu\nd\ny 4 · a\nt")
    #expect(ShapedText.brokenBetweenCharacters("  in  on  ", style: style) == "  i\nn  o\nn  ")
  }

  /// What may not come out the same goes to Pango whole: what Pango may break otherwise
  /// (joined emoji, combining marks, line breaks, invisible characters) or lays out otherwise
  /// (centred lines, a line limit), text of one word, and text given any width but 0.
  @Test func textThatMayComeOutOtherwiseIsWrappedWhole() {
    let plain = TextStyle(wrapWidth: 0)
    #expect(ShapedText.brokenBetweenCharacters("👩‍👩‍👧 family", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("e\u{301}te bien", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("two\nlines", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("tab\tstop", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("soft\u{AD}hyphen and", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("a b c", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("Shalom שלום", style: plain) == nil)
    #expect(ShapedText.brokenBetweenCharacters("Centred text", style: TextStyle(alignment: .center, wrapWidth: 0)) == nil)
    #expect(ShapedText.brokenBetweenCharacters("Limited text", style: TextStyle(wrapWidth: 0, lineLimit: 2)) == nil)
    #expect(ShapedText.brokenBetweenCharacters("Wide text", style: TextStyle(wrapWidth: 40)) == nil)
    #expect(ShapedText.brokenBetweenCharacters("Unwrapped text", style: TextStyle()) == nil)
  }

  @Test func aTypesetterMeasuresAStacksNarrowestProbeAsPangoWould() {
    let typesetter = Typesetter()
    let pango = Typesetter(cacheCapacity: 0)
    let style = TextStyle(font: FontDescriptor(size: 15, weight: .semibold), wrapWidth: 0)
    let measured = typesetter.layout("Flowing header", style: style)
    let context = pango.context
    let wrapped = ShapedText(text: "Flowing header", style: style, context: context, breaksParagraphs: false)
    #expect(measured.size == wrapped.size)
    #expect(measured.lineCount == 14)
    withExtendedLifetime(pango) {}
  }

  private func render(_ layout: TextLayout) throws -> [Color] {
    let bitmap = try Bitmap(width: Int(layout.size.width) + 20, height: Int(layout.size.height) + 20)
    let canvas = Canvas(bitmap: bitmap)
    canvas.clear(to: .white)
    canvas.draw(layout, at: Point(x: 10, y: 10))
    return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.pixel(x: x, y: y) } }
  }
}

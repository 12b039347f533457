import Testing

@testable import PortalGraphics

@Suite("Text layout and drawing")
struct TextLayoutTests {
  private let typesetter = Typesetter()
  private let body = TextStyle(font: FontDescriptor(size: 14))
  private let paragraph =
    "The quick brown fox jumps over the lazy dog, and then it runs far away into the woods."

  private func style(wrap: Double? = nil, lines: Int? = nil, font: FontDescriptor = FontDescriptor(size: 14)) -> TextStyle {
    TextStyle(font: font, wrapWidth: wrap, lineLimit: lines)
  }

  @Test func widthGrowsWithTheString() {
    let short = typesetter.measure("Hello", style: body)
    let long = typesetter.measure("Hello, world", style: body)
    #expect(short.width > 20)
    #expect(long.width > short.width)
    #expect(long.height == short.height)
  }

  @Test func wrapWidthMakesMoreLinesAndMoreHeight() {
    let single = typesetter.layout(paragraph, style: style())
    let wrapped = typesetter.layout(paragraph, style: style(wrap: 120))
    #expect(single.lineCount == 1)
    #expect(wrapped.lineCount > 2)
    #expect(wrapped.size.width <= 120)
    #expect(wrapped.size.height > 2 * single.size.height)
    #expect(!wrapped.isTruncated)
  }

  @Test func lineLimitOfOneKeepsOneEllipsizedLineWithinTheWidth() {
    let single = typesetter.layout(paragraph, style: style())
    let limited = typesetter.layout(paragraph, style: style(wrap: 120, lines: 1))
    #expect(limited.lineCount == 1)
    #expect(limited.size.width <= 120)
    #expect(limited.size.width > 90)
    #expect(limited.size.height == single.size.height)
    #expect(limited.isTruncated)
    #expect(limited.isEllipsized)
    #expect(!single.isEllipsized)
  }

  @Test func lineLimitCountsLinesAcrossParagraphs() {
    let limited = typesetter.layout("one\ntwo\nthree\nfour", style: style(lines: 2))
    #expect(limited.lineCount == 2)
    #expect(limited.isTruncated)
    let wrappedAndLimited = typesetter.layout(paragraph + "\n" + paragraph, style: style(wrap: 120, lines: 3))
    #expect(wrappedAndLimited.lineCount == 3)
  }

  @Test func zeroOrNilLineLimitIsUnlimited() {
    #expect(typesetter.layout("a\nb\nc", style: style(lines: 0)).lineCount == 3)
    #expect(typesetter.layout("a\nb\nc", style: style(lines: nil)).lineCount == 3)
  }

  @Test func withoutEllipsisExtraLinesAreDropped() {
    var plain = style(wrap: 120, lines: 2)
    plain.ellipsizes = false
    let layout = typesetter.layout(paragraph, style: plain)
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    #expect(!layout.isEllipsized)
  }

  @Test func theFamilyChoosesTheFont() {
    func widths(_ family: String) -> (narrow: Double, wide: Double) {
      let style = TextStyle(font: FontDescriptor(family: family, size: 14))
      return (typesetter.measure("iiii", style: style).width, typesetter.measure("MMMM", style: style).width)
    }
    let mono = widths("DejaVu Sans Mono")
    #expect(mono.narrow > 0)
    #expect(abs(mono.narrow - mono.wide) < 0.01)
    let proportional = widths("DejaVu Sans")
    #expect(proportional.wide > 2 * proportional.narrow)
  }

  @Test func boldIsWiderThanRegular() {
    let regular = typesetter.measure("Portal for X11", style: style())
    let bold = typesetter.measure("Portal for X11", style: style(font: FontDescriptor(size: 14, weight: .bold)))
    #expect(bold.width > regular.width)
  }

  @Test func largerFontIsTallerAndWider() {
    let small = typesetter.measure("Size", style: style(font: FontDescriptor(size: 10)))
    let large = typesetter.measure("Size", style: style(font: FontDescriptor(size: 20)))
    #expect(abs(large.width - 2 * small.width) < 1)
    #expect(large.height > 1.8 * small.height)
  }

  @Test func lineSpacingAddsHeightBetweenLines() {
    var spaced = style()
    spaced.lineSpacing = 10
    let tight = typesetter.measure("a\nb", style: style())
    let loose = typesetter.measure("a\nb", style: spaced)
    #expect(abs(loose.height - tight.height - 10) < 0.5)
  }

  @Test func firstBaselineSitsInsideTheFirstLine() {
    let layout = typesetter.layout("Baseline\nsecond", style: body)
    #expect(layout.firstBaseline > layout.size.height / 4)
    #expect(layout.firstBaseline < layout.size.height / 2)
  }

  @Test func emptyStringIsOneEmptyLine() {
    let layout = typesetter.layout("", style: body)
    #expect(layout.lineCount == 1)
    #expect(layout.size.width == 0)
    #expect(layout.size.height > 0)
  }

  @Test func accentsAndCJKLayOutAndDraw() throws {
    let layout = typesetter.layout("Crème brûlée — naïve — 日本語 — Ελληνικά", style: style(wrap: 150, lines: 2))
    #expect(layout.size.width > 0)
    let (bitmap, canvas) = try makeCanvas(width: 200, height: 60)
    canvas.draw(layout, at: Point(x: 4, y: 4))
    #expect(bitmap.inkBounds() != nil)
  }

  @Test func drawnInkLiesInsideTheMeasuredBox() throws {
    let (bitmap, canvas) = try makeCanvas(width: 300, height: 120)
    let origin = Point(x: 10, y: 10)
    let layout = canvas.drawText(
      paragraph, style: TextStyle(font: FontDescriptor(size: 16), wrapWidth: 200), at: origin)
    let box = Rect(origin: origin, size: layout.size)
    let ink = try #require(bitmap.inkBounds())
    #expect(ink.minX >= box.minX - 1 && ink.maxX <= box.maxX + 1)
    #expect(ink.minY >= box.minY - 1 && ink.maxY <= box.maxY + 1)
    #expect(ink.width > box.width * 0.9)
  }

  @Test func centredLinesStayInsideTheBoxWithEqualMargins() throws {
    let (bitmap, canvas) = try makeCanvas(width: 300, height: 120)
    let layout = typesetter.layout(
      "MMMMMMMMMMMM\nMM", style: TextStyle(font: FontDescriptor(size: 16), alignment: .center, wrapWidth: 260))
    canvas.draw(layout, at: Point(x: 10, y: 10))
    let ink = try #require(bitmap.inkBounds())
    #expect(ink.minX >= 9 && ink.maxX <= 10 + layout.size.width + 1)
    let lineHeight = Int(layout.size.height) / 2
    let long = try #require(inkColumns(bitmap, rows: 10..<(10 + lineHeight)))
    let short = try #require(inkColumns(bitmap, rows: (10 + lineHeight)..<(10 + 2 * lineHeight)))
    let (left, right) = (short.lowerBound - long.lowerBound, long.upperBound - short.upperBound)
    // Leading alignment would leave the short line's left margin at zero.
    #expect(left > 40)
    #expect(abs(left - right) <= 2)
  }

  /// The leftmost and rightmost columns with ink in `rows`.
  private func inkColumns(_ bitmap: Bitmap, rows: Range<Int>) -> ClosedRange<Int>? {
    var columns: ClosedRange<Int>?
    for y in rows {
      for x in 0..<bitmap.width where bitmap.rawPixel(x: x, y: y) >> 24 != 0 {
        columns = min(columns?.lowerBound ?? x, x)...max(columns?.upperBound ?? x, x)
      }
    }
    return columns
  }

  @Test func drawInRectHonoursAlignment() throws {
    let (bitmap, canvas) = try makeCanvas(width: 200, height: 30)
    let layout = typesetter.layout("Right", style: TextStyle(font: FontDescriptor(size: 16), alignment: .trailing))
    canvas.draw(layout, in: Rect(x: 0, y: 0, width: 200, height: 30))
    let ink = try #require(bitmap.inkBounds())
    #expect(ink.maxX >= 195 && ink.minX > 140)
  }

  @Test func textTakesItsStyleColour() throws {
    let (bitmap, canvas) = try makeCanvas(width: 80, height: 40)
    canvas.drawText("███", style: TextStyle(font: FontDescriptor(size: 24), color: .blue), at: .zero)
    let ink = try #require(bitmap.inkBounds(threshold: 0.99))
    #expect(bitmap.pixel(x: Int(ink.midX), y: Int(ink.midY)) == .blue)
  }

  @Test func doubleScaleRendersTwiceTheInkAtTheSameLogicalSize() throws {
    let style = TextStyle(font: FontDescriptor(size: 14))
    let (single, singleCanvas) = try makeCanvas(width: 200, height: 40)
    let (double, doubleCanvas) = try makeCanvas(width: 400, height: 80, scale: 2)
    singleCanvas.drawText("Scaling text", style: style, at: Point(x: 5, y: 5))
    doubleCanvas.drawText("Scaling text", style: style, at: Point(x: 5, y: 5))
    let one = try #require(single.inkBounds(threshold: 0.1))
    let two = try #require(double.inkBounds(threshold: 0.1))
    #expect(abs(two.width - 2 * one.width) <= 2)
    #expect(abs(two.height - 2 * one.height) <= 2)
    #expect(abs(two.minX - 2 * one.minX) <= 2)
  }

  @Test func measurementDoesNotDependOnTheCanvasScale() throws {
    let (_, singleCanvas) = try makeCanvas(width: 10, height: 10)
    let (_, doubleCanvas) = try makeCanvas(width: 20, height: 20, scale: 2)
    let a = singleCanvas.drawText("Same size", style: body, at: .zero).size
    let b = doubleCanvas.drawText("Same size", style: body, at: .zero).size
    #expect(a == b)
  }
}

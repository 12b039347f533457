import Testing

@testable import PortalGraphics

@Suite("Typesetter cache")
struct TypesetterTests {
  @Test func sameTextAndStyleReuseOneLayout() {
    let typesetter = Typesetter()
    let first = typesetter.layout("Cached", style: TextStyle())
    let second = typesetter.layout("Cached", style: TextStyle(color: .red))
    #expect(typesetter.cachedLayoutCount == 1)
    #expect(first.shaped === second.shaped)
    #expect(second.style.color == .red)
    _ = typesetter.layout("Cached", style: TextStyle(wrapWidth: 4))
    #expect(typesetter.cachedLayoutCount == 2)
  }

  @Test func textOnOneLineIsShapedOnceForEveryWidthItFits() {
    let typesetter = Typesetter()
    let natural = typesetter.layout("Card 1234", style: TextStyle(wrapWidth: 300))
    #expect(natural.lineCount == 1)
    for width in [natural.size.width, natural.size.width + 0.5, 171, 157, 1000] {
      #expect(typesetter.layout("Card 1234", style: TextStyle(wrapWidth: width)).shaped === natural.shaped)
    }
    #expect(typesetter.layout("Card 1234", style: TextStyle()).shaped === natural.shaped)
    #expect(typesetter.cachedLayoutCount == 1)
    // Narrower than its line, the text wraps: a layout of its own.
    let wrapped = typesetter.layout("Card 1234", style: TextStyle(wrapWidth: natural.size.width - 1))
    #expect(wrapped.shaped !== natural.shaped)
    #expect(wrapped.lineCount == 2)
  }

  /// A layout shared across widths measures and draws exactly as one made at that width.
  @Test(arguments: [
    ("Card 1234", TextStyle.Alignment.leading), ("Centred title", .center), ("Trailing ", .trailing),
    ("Two\nlines", .leading), ("ends in spaces   ", .center),
  ])
  func sharedLayoutMatchesOneMadeAtItsWidth(text: String, alignment: TextStyle.Alignment) {
    let shared = Typesetter()
    let fresh = Typesetter(cacheCapacity: 0)
    _ = shared.layout(text, style: TextStyle(alignment: alignment))
    for width in [400.0, 160, 120] {
      let style = TextStyle(color: .black, alignment: alignment, wrapWidth: width)
      let reused = shared.layout(text, style: style)
      let made = fresh.layout(text, style: style)
      #expect(reused.size == made.size)
      #expect(reused.lineCount == made.lineCount)
      #expect(reused.firstBaseline == made.firstBaseline)
      #expect(render(reused, width: width) == render(made, width: width))
    }
  }

  private func render(_ layout: TextLayout, width: Double) -> [Color] {
    guard let bitmap = try? Bitmap(width: Int(width) + 20, height: 80) else { return [] }
    let canvas = Canvas(bitmap: bitmap)
    canvas.clear(to: .white)
    canvas.draw(layout, in: Rect(x: 10, y: 10, width: width, height: 60))
    return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.pixel(x: x, y: y) } }
  }

  @Test func cacheStaysWithinItsCapacityAndKeepsRecentLayouts() {
    let typesetter = Typesetter(cacheCapacity: 8)
    let recent = typesetter.layout("recent", style: TextStyle())
    for i in 0..<20 {
      _ = typesetter.layout("item \(i)", style: TextStyle())
      _ = typesetter.layout("recent", style: TextStyle())
    }
    #expect(typesetter.cachedLayoutCount <= 8)
    #expect(typesetter.layout("recent", style: TextStyle()).shaped === recent.shaped)
  }

  @Test func zeroCapacityCachesNothing() {
    let typesetter = Typesetter(cacheCapacity: 0)
    _ = typesetter.layout("x", style: TextStyle())
    #expect(typesetter.cachedLayoutCount == 0)
  }
}

/// A vector icon named like Apple's SF Symbols, drawn with paths so it is sharp at any size.
///
/// Each symbol is designed on a 24-unit grid (see `SymbolGlyph`) and scaled to fit the rectangle
/// it is drawn in, so symbols drawn at the same height share one stroke weight.
///
/// ```swift
/// if let star = Symbol(named: "star.fill") {
///   star.draw(in: Rect(x: 8, y: 8, width: 24, height: 24), on: canvas, color: .yellow)
/// } else {
///   MissingSymbol.draw(in: Rect(x: 8, y: 8, width: 24, height: 24), on: canvas, color: .gray)
/// }
/// ```
public struct Symbol: Hashable, Sendable {
  public let name: String
  private let glyph: SymbolGlyph

  /// The symbol called `name`, or nil when the set has no such symbol.
  public init?(named name: String) {
    guard let glyph = Self.glyphs[name] else { return nil }
    self.name = name
    self.glyph = glyph
  }

  /// Every symbol name the set knows, sorted.
  public static var allNames: [String] { sortedNames }

  /// The symbol's natural aspect ratio (width / height), so layout can size it.
  public var aspectRatio: Double { glyph.viewBox.width / glyph.viewBox.height }

  /// Draws the symbol fitted (aspect-fit, centred) into `rect` in `color`.
  public func draw(in rect: Rect, on canvas: Canvas, color: Color) {
    let box = glyph.viewBox
    let scale = min(rect.width / box.width, rect.height / box.height)
    guard scale > 0, color.alpha > 0 else { return }
    // Glyphs overlap their own parts (a fill under a stroke of the same path), so a translucent
    // colour is applied once to the whole glyph rather than to each part.
    canvas.withOpacity(color.alpha) {
      canvas.translate(x: rect.midX, y: rect.midY)
      canvas.scale(x: scale, y: scale)
      canvas.translate(x: -box.midX, y: -box.midY)
      glyph.draw(SymbolPen(canvas: canvas, color: color.opacity(1 / color.alpha)))
    }
  }

  public static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  private static let glyphs: [String: SymbolGlyph] = [
    SymbolGlyph.shapes, SymbolGlyph.people, SymbolGlyph.communication, SymbolGlyph.media,
    SymbolGlyph.nature, SymbolGlyph.objects,
  ].reduce(into: [:]) { all, family in
    all.merge(family) { _, _ in
      preconditionFailure("two symbol families define the same name")
    }
  }

  private static let sortedNames = glyphs.keys.sorted()
}

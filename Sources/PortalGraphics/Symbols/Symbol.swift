import CCairo

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
///
/// Names the vector set does not draw fall back to the Material Icons font when it is
/// installed (see `MaterialIconNames`): a few hundred more of the common names.
public struct Symbol: Hashable, Sendable {
  public let name: String
  private let source: Source

  private enum Source {
    /// Drawn from the set's own paths.
    case vector(SymbolGlyph)
    /// A glyph of the Material Icons font.
    case iconFont(Character)
  }

  /// The symbol called `name`, or nil when neither the vector set nor the icon font has it.
  public init?(named name: String) {
    if let glyph = Self.glyphs[name] {
      source = .vector(glyph)
    } else if let codePoint = MaterialIconNames.codePoints[name], Self.iconFontIsInstalled,
      let scalar = Unicode.Scalar(codePoint)
    {
      source = .iconFont(Character(scalar))
    } else {
      return nil
    }
    self.name = name
  }

  /// Every symbol name there is a drawing for (the vector set's, and the icon font's when it is
  /// installed), sorted.
  public static var allNames: [String] { iconFontIsInstalled ? sortedNamesWithIconFont : sortedNames }

  /// True when the symbol is drawn from the set's own paths rather than the icon font.
  public var isVector: Bool {
    if case .vector = source { return true }
    return false
  }

  /// The symbol's natural aspect ratio (width / height), so layout can size it.
  public var aspectRatio: Double {
    switch source {
    case .vector(let glyph): glyph.viewBox.width / glyph.viewBox.height
    case .iconFont: 1
    }
  }

  /// Draws the symbol fitted (aspect-fit, centred) into `rect` in `color`.
  public func draw(in rect: Rect, on canvas: Canvas, color: Color) {
    switch source {
    case .vector(let glyph): draw(glyph, in: rect, on: canvas, color: color)
    case .iconFont(let character): draw(character, in: rect, on: canvas, color: color)
    }
  }

  /// An icon-font glyph drawn with its em square as large as fits `rect`, its ink centred.
  private func draw(_ character: Character, in rect: Rect, on canvas: Canvas, color: Color) {
    let side = min(rect.width, rect.height)
    guard side > 0, color.alpha > 0 else { return }
    let style = TextStyle(
      font: FontDescriptor(family: MaterialIconNames.family, size: side), color: color, ellipsizes: false)
    let layout = canvas.typesetter.layout(String(character), style: style)
    let ink = layout.inkBounds
    let origin = Point(x: rect.midX - ink.midX, y: rect.midY - ink.midY)
    canvas.draw(layout, at: origin)
  }

  private func draw(_ glyph: SymbolGlyph, in rect: Rect, on canvas: Canvas, color: Color) {
    let box = glyph.viewBox
    let scale = min(rect.width / box.width, rect.height / box.height)
    guard scale > 0, color.alpha > 0 else { return }
    // Glyphs overlap their own parts (a fill under a stroke of the same path), so a translucent
    // colour is applied once to the whole glyph rather than to each part. That group, and a
    // glyph's own layers (`SymbolPen.layer`), are as large as the clip: bounded by the symbol's
    // rectangle with room for strokes beyond it, not by the piece of the window being drawn.
    let room = max(2, 0.25 * max(rect.width, rect.height))
    canvas.withState {
      canvas.clip(to: rect.insetBy(dx: -room, dy: -room))
      canvas.withOpacity(color.alpha) {
        canvas.translate(x: rect.midX, y: rect.midY)
        canvas.scale(x: scale, y: scale)
        canvas.translate(x: -box.midX, y: -box.midY)
        glyph.draw(SymbolPen(canvas: canvas, color: color.opacity(1 / color.alpha)))
      }
    }
  }

  public static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.name == rhs.name }

  /// Whether fontconfig has the Material Icons family, asked once.
  static let iconFontIsInstalled: Bool = {
    let map = pango_cairo_font_map_get_default()
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(map, &families, &count)
    defer { g_free(families) }
    guard let families else { return false }
    for index in 0..<Int(count) {
      if let family = families[index], let name = pango_font_family_get_name(family),
        String(cString: name) == MaterialIconNames.family
      {
        return true
      }
    }
    return false
  }()

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
  private static let sortedNamesWithIconFont = Set(glyphs.keys).union(MaterialIconNames.codePoints.keys).sorted()
}

/// How one symbol is drawn: its design box and the drawing itself, in grid units.
///
/// Glyphs are designed on a grid where 24 units is a symbol's full height (or width, for wide
/// ones such as `ellipsis`); `viewBox` is the part of that grid the symbol fits into its
/// rectangle, so it also fixes the symbol's aspect ratio. Outlines use `SymbolPen.lineWidth`.
struct SymbolGlyph: Sendable {
  var viewBox: Rect
  var draw: @Sendable (SymbolPen) -> Void

  init(viewBox: Rect = Rect(x: 0, y: 0, width: 24, height: 24), draw: @escaping @Sendable (SymbolPen) -> Void)
  {
    self.viewBox = viewBox
    self.draw = draw
  }

  /// The standard grid's centre, about which inner glyphs of `.circle` variants are scaled.
  static let center = Point(x: 12, y: 12)
}

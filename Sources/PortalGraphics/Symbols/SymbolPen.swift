import CCairo

/// The few drawing operations glyphs are made of, in one colour with the house stroke style.
struct SymbolPen {
  /// The outline weight shared by every symbol, in grid units.
  static let lineWidth = 1.8

  let canvas: Canvas
  let color: Color

  /// Strokes `path` with round caps and joins.
  func stroke(_ path: Path, lineWidth: Double = lineWidth) {
    canvas.stroke(
      path, with: .color(color), style: StrokeStyle(lineWidth: lineWidth, cap: .round, join: .round))
  }

  func fill(_ path: Path, rule: FillRule = .winding) {
    canvas.fill(path, with: .color(color), rule: rule)
  }

  /// Fills `path` and strokes its edge too, so the solid shape has the same rounded corners
  /// and outer edge as its outline variant.
  func fillSolid(_ path: Path, lineWidth: Double = lineWidth) {
    fill(path)
    stroke(path, lineWidth: lineWidth)
  }

  /// Draws `body` on its own layer, so `erasing` inside it cuts only what `body` drew and not
  /// what lies under the symbol.
  func layer(_ body: () -> Void) {
    canvas.withState {
      cairo_push_group(canvas.context)
      body()
      cairo_pop_group_to_source(canvas.context)
      cairo_paint(canvas.context)
    }
  }

  /// Makes what `body` draws remove ink instead of adding it; use inside `layer`.
  func erasing(_ body: () -> Void) {
    canvas.withState {
      cairo_set_operator(canvas.context, CAIRO_OPERATOR_CLEAR)
      body()
    }
  }

  /// Draws `body` scaled by `factor` about `center`, for glyphs reused inside circles.
  func scaled(_ factor: Double, about center: Point = SymbolGlyph.center, _ body: () -> Void) {
    canvas.withState {
      canvas.translate(x: center.x, y: center.y)
      canvas.scale(x: factor, y: factor)
      canvas.translate(x: -center.x, y: -center.y)
      body()
    }
  }

  /// Draws `body` rotated by `degrees` (clockwise on screen) about `center`.
  func rotated(_ degrees: Double, about center: Point, _ body: () -> Void) {
    canvas.withState {
      canvas.rotate(radians: degrees * .pi / 180, around: center)
      body()
    }
  }

  /// The `.circle.fill` look: a solid disc filling the grid with `glyph` knocked out of it.
  func discKnockingOut(_ glyph: () -> Void) {
    layer {
      fill(SymbolPath.circle(12, 12, radius: 11))
      erasing(glyph)
    }
  }

  /// The `.circle` look: a ring round the grid's edge, with the glyph drawn inside by the caller.
  func ring() {
    stroke(SymbolPath.circle(12, 12, radius: 10.1))
  }
}

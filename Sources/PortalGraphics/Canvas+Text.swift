import CCairo

extension Canvas {
  /// Draws a layout with the top-left corner of its box at `origin`, in its style's colour.
  public func draw(_ layout: TextLayout, at origin: Point) {
    let shaped = layout.shaped
    let color = layout.style.color.resolved(dark: prefersDark)
    withState {
      cairo_new_path(context)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_move_to(context, origin.x - shaped.layoutOrigin.x, origin.y - shaped.layoutOrigin.y)
      pango_cairo_show_layout(context, shaped.layout)
    }
  }

  /// Draws a layout at the top of `rect`, placed across it by the style's alignment.
  public func draw(_ layout: TextLayout, in rect: Rect) {
    let x: Double
    switch layout.style.alignment {
    case .leading: x = rect.minX
    case .center: x = rect.midX - layout.size.width / 2
    case .trailing: x = rect.maxX - layout.size.width
    }
    draw(layout, at: Point(x: x, y: rect.minY))
  }

  /// Lays out `text` with this canvas's typesetter and draws it at `origin`; returns the
  /// layout so its size can place what comes next.
  @discardableResult
  public func drawText(_ text: String, style: TextStyle, at origin: Point) -> TextLayout {
    let layout = typesetter.layout(text, style: style)
    draw(layout, at: origin)
    return layout
  }
}

import CCairo

/// Filling and stroking shapes. Every method leaves the canvas state as it found it.
extension Canvas {
  /// Fills the inside of `path`.
  public func fill(_ path: Path, with paint: Paint, rule: FillRule = .winding) {
    withState {
      setPath(path)
      cairo_set_fill_rule(context, rule.cairoValue)
      paint.apply(to: context, dark: prefersDark)
      cairo_fill(context)
    }
  }

  /// Fills the inside of `path` with one colour.
  public func fill(_ path: Path, with color: Color) { fill(path, with: .color(color)) }

  /// Draws the outline of `path`, centred on it.
  public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
    withState {
      setPath(path)
      style.apply(to: context)
      paint.apply(to: context, dark: prefersDark)
      cairo_stroke(context)
    }
  }

  /// Draws the outline of `path` with plain, solid lines.
  public func stroke(_ path: Path, with paint: Paint, lineWidth: Double = 1) {
    stroke(path, with: paint, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Fills a rectangle.
  public func fill(_ rect: Rect, with paint: Paint) { fill(Path(rect: rect), with: paint) }

  /// Fills a rectangle with one colour.
  public func fill(_ rect: Rect, with color: Color) { fill(Path(rect: rect), with: .color(color)) }

  /// Outlines a rectangle; the line is centred on its edges.
  public func stroke(_ rect: Rect, with paint: Paint, lineWidth: Double = 1) {
    stroke(Path(rect: rect), with: paint, lineWidth: lineWidth)
  }

  /// Fills a rectangle with rounded corners (radii clamped to half the shorter side).
  public func fill(roundedRect rect: Rect, radii: CornerRadii, with paint: Paint) {
    fill(Path(roundedRect: rect, radii: radii), with: paint)
  }

  /// Outlines a rectangle with rounded corners.
  public func stroke(roundedRect rect: Rect, radii: CornerRadii, with paint: Paint, lineWidth: Double = 1) {
    stroke(Path(roundedRect: rect, radii: radii), with: paint, lineWidth: lineWidth)
  }

  /// Fills a circle.
  public func fill(circleCenter center: Point, radius: Double, with paint: Paint) {
    fill(Path(circleCenter: center, radius: radius), with: paint)
  }

  /// Outlines a circle.
  public func stroke(circleCenter center: Point, radius: Double, with paint: Paint, lineWidth: Double = 1) {
    stroke(Path(circleCenter: center, radius: radius), with: paint, lineWidth: lineWidth)
  }

  /// Fills a capsule: a rectangle whose shorter sides are semicircles.
  public func fill(capsuleIn rect: Rect, with paint: Paint) { fill(Path(capsuleIn: rect), with: paint) }

  /// Outlines a capsule.
  public func stroke(capsuleIn rect: Rect, with paint: Paint, lineWidth: Double = 1) {
    stroke(Path(capsuleIn: rect), with: paint, lineWidth: lineWidth)
  }
}

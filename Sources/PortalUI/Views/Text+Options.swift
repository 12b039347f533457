import PortalGraphics

extension Text {
  /// Text with `kerning` points of extra space between its characters (negative brings them
  /// closer). Drawn with Pango's letter spacing, as `tracking` is: between characters, not
  /// after the last.
  public func kerning(_ kerning: CGFloat) -> Text {
    var copy = self
    copy.ownOptions.kerning = kerning
    return copy
  }

  /// Text with `tracking` points of extra space between its characters (negative tightens);
  /// Pango adds none after the last.
  ///
  /// ```swift
  /// Text("SALE").tracking(4)
  /// ```
  public func tracking(_ tracking: CGFloat) -> Text {
    var copy = self
    copy.ownOptions.tracking = tracking
    return copy
  }

  /// Text raised `baselineOffset` points above its baseline (negative lowers it).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.ownOptions.baselineOffset = baselineOffset
    return copy
  }

  /// Text with a line under it when `isActive`, in `color` (nil: the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// Text with a line of `pattern` under it when `isActive`, in `color` (nil: the text's
  /// colour). Every pattern is drawn solid (see `Text.LineStyle.Pattern`).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text
  {
    var copy = self
    copy.ownOptions.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
    return copy
  }

  /// Text with a line through it when `isActive`, in `color` (nil: the text's colour).
  ///
  /// ```swift
  /// Text("€20").strikethrough() + Text(" €15")
  /// ```
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// Text with a line of `pattern` through it when `isActive`, in `color` (nil: the text's
  /// colour). Every pattern is drawn solid (see `Text.LineStyle.Pattern`).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    var copy = self
    copy.ownOptions.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
    return copy
  }

  /// Text in a width of its font's family (see `Font.Width`); nil takes the environment's.
  public func fontWidth(_ width: Font.Width?) -> Text {
    var copy = self
    copy.adjustments.width = width
    return copy
  }

  /// Sets spacing, baseline, lines and truncation from the environment's options and the
  /// text's own.
  func apply(_ options: TextOptions, to style: inout TextStyle, dark: Bool) {
    style.truncation =
      switch options.truncationMode {
      case .head: .head
      case .middle: .middle
      case .tail: .tail
      }
    style.letterSpacing = (ownOptions.kerning ?? options.kerning) + (ownOptions.tracking ?? options.tracking)
    style.baselineOffset = ownOptions.baselineOffset ?? options.baselineOffset
    style.underline = (ownOptions.underline ?? options.underline)?.decoration(dark: dark)
    style.strikethrough = (ownOptions.strikethrough ?? options.strikethrough)?.decoration(dark: dark)
  }

  /// `style`, with letters brought closer (`allowsTightening`) and then the font made
  /// smaller, down to `minimumScaleFactor` of its size, until `text` is not cut by its line
  /// limit and is no taller than `height`; as it is when it fits already, or nothing may change.
  func fitted(
    _ text: String, _ style: TextStyle, height: Double?, options: TextOptions, typesetter: Typesetter
  ) -> TextStyle {
    guard options.minimumScaleFactor < 1 || options.allowsTightening else { return style }
    let limit = height.flatMap { $0.isFinite ? $0 + 0.5 : nil }
    func fits(_ style: TextStyle) -> Bool {
      let layout = typesetter.layout(text, style: style)
      return !layout.isTruncated && (limit.map { layout.size.height <= $0 } ?? true)
    }
    if fits(style) { return style }
    var base = style
    if options.allowsTightening {
      base.letterSpacing -= (style.font.size * 0.05).rounded(.up)
      if fits(base) { return base }
    }
    let smallest = min(max(options.minimumScaleFactor, 0.01), 1)
    guard smallest < 1 else { return base }
    func scaled(_ scale: Double) -> TextStyle {
      var style = base
      // Quarter points, so the sizes tried (and cached) are few.
      style.font.size = max(1, (base.font.size * scale * 4).rounded(.down) / 4)
      style.letterSpacing *= scale
      style.baselineOffset *= scale
      return style
    }
    var (low, high) = (smallest, 1.0)
    if !fits(scaled(low)) { return scaled(low) }
    for _ in 0..<6 {
      let middle = (low + high) / 2
      if fits(scaled(middle)) { low = middle } else { high = middle }
    }
    return scaled(low)
  }

  /// Rounded bars where the lines of text would be, in the text's paint faded: what
  /// `.redacted(reason: .placeholder)` shows in place of the words.
  static func drawPlaceholderBars(for layout: TextLayout, in box: Rect, paint: Paint, on canvas: Canvas) {
    let lines = max(layout.lineCount, 1)
    let lineHeight = layout.size.height / Double(lines)
    let barHeight = (lineHeight * 0.7).rounded()
    for line in 0..<lines {
      // The last of several lines is shorter, as the last line of a paragraph usually is.
      let width = (line == lines - 1 && lines > 1 ? 0.6 : 1) * layout.size.width
      let bar = Rect(
        x: box.minX, y: box.minY + Double(line) * lineHeight + (lineHeight - barHeight) / 2, width: width,
        height: barHeight)
      canvas.fill(roundedRect: bar, radii: CornerRadii(barHeight / 4), with: paint.opacity(0.2))
    }
  }
}

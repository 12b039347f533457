import PortalGraphics

/// One or more lines of read-only text, laid out and measured by Pango. It wraps in the width
/// it is offered and honours `.font`, `.foregroundStyle`, `.lineLimit` and
/// `.multilineTextAlignment` from the environment.
public struct Text: View, PrimitiveView, HitTestable, Equatable {
  var content: String
  /// The string shown, for tools in this package (the demo's tour finds buttons by their text).
  package var string: String { content }
  var font: Font?
  var color: Color?
  /// Changes to the font made on the text itself; they win over the environment's.
  var adjustments = FontAdjustments()
  /// Spacing, baseline and lines set on the text itself; they win over the environment's.
  var ownOptions = TextOwnOptions()

  /// Text showing `content` as it is, never looked up as a key.
  nonisolated public init(verbatim content: String) { self.content = content }

  /// Text in a font, overriding the environment's.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// Text in a weight, whatever font it is set in.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.adjustments.weight = weight
    return copy
  }

  /// Text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// Text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// Text in italic.
  public func italic() -> Text { italic(true) }

  /// Text in italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text {
    var copy = self
    copy.adjustments.italic = isActive
    return copy
  }

  /// Text in a design of the system font (when its font is a system font).
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    copy.adjustments.design = design
    return copy
  }

  /// Text in a fixed-width font when `isActive`.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.adjustments.monospaced = isActive
    return copy
  }

  /// Text whose digits all take the same width.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.adjustments.monospacedDigits = true
    return copy
  }

  /// Text in a colour, overriding the environment's.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// The typesetter's style for the text in `environment`, whose text options are `options`
  /// (read once by the caller: text is measured many times a frame).
  func style(in environment: EnvironmentValues, options: TextOptions, width: Double?) -> TextStyle {
    var resolvedFont = adjustments.merged(over: environment.fontAdjustments)
      .applied(to: font ?? environment.font ?? .body)
    if options.dynamicTypeSize != .large {
      resolvedFont.size = (resolvedFont.size * options.dynamicTypeSize.fontScale).rounded()
    }
    let alignment: TextStyle.Alignment =
      switch environment.multilineTextAlignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    // The colour is part of the typesetter's cache key: measuring must ask for the colour the
    // text is drawn in, or every draw would miss the layout its measuring made. A style that is
    // not a plain colour (a gradient) is drawn through the glyphs, whose colour does not matter.
    var plainForeground: Color?
    if color == nil, case .color(let resolved) = environment.foregroundPaint(level: 0, in: .zero) {
      plainForeground = resolved
    }
    var style = TextStyle(
      font: resolvedFont.graphicsFont, color: color ?? plainForeground ?? .black, alignment: alignment,
      wrapWidth: width, lineLimit: environment.lineLimit, lineSpacing: options.lineSpacing)
    if options != TextOptions() || ownOptions != TextOwnOptions() {
      apply(options, to: &style, dark: environment.colorScheme == .dark)
    }
    return style
  }

  /// The string as shown: in the case `.textCase` asks for.
  func displayedContent(_ options: TextOptions) -> String {
    switch options.textCase {
    case nil: content
    case .uppercase?: content.uppercased()
    case .lowercase?: content.lowercased()
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let width = Self.wrapWidth(proposal)
    let environment = node.environment
    let options = environment.textOptions
    let shown = displayedContent(options)
    var style = style(in: environment, options: options, width: width)
    style = fitted(shown, style, height: proposal.height, options: options, typesetter: node.graph.typesetter)
    let measured = node.graph.typesetter.measure(shown, style: style)
    return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
  }

  /// Draws the text in its own colour or the foreground style: a colour directly, any other
  /// style (a gradient across the text's frame) through the glyphs.
  func draw(node: Node, in context: DrawContext) {
    let environment = node.environment
    let options = environment.textOptions
    let shown = displayedContent(options)
    var style = style(in: environment, options: options, width: drawingWidth(node))
    let typesetter = node.graph.typesetter
    style = fitted(shown, style, height: node.frame.height, options: options, typesetter: typesetter)
    let paint = color.map(Paint.color) ?? environment.foregroundPaint(level: 0, in: node.frame)
    if case .color(let color) = paint { style.color = color }
    let layout = node.graph.typesetter.layout(shown, style: style)
    let y = node.frame.minY + max(0, (node.frame.height - layout.size.height) / 2)
    let box = Rect(x: node.frame.minX, y: y, width: node.frame.width, height: layout.size.height)
    if environment.redactsContent {
      return Self.drawPlaceholderBars(for: layout, in: box, paint: paint, on: context.canvas)
    }
    if case .color = paint {
      context.canvas.draw(layout, in: box)
    } else {
      context.canvas.fill(with: paint) { context.canvas.draw(layout, in: box) }
    }
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? { node.frame.contains(point) ? node : nil }

  /// The width a proposal wraps text at: nil when unlimited. (Not a closure over the
  /// optional: a main-actor closure handed to the standard library checks its executor on
  /// every call, and text is measured many times a frame.)
  private static func wrapWidth(_ proposal: ProposedViewSize) -> Double? {
    guard let width = proposal.width, width.isFinite else { return nil }
    return max(0, width)
  }

  /// The width to wrap at when drawing. Leading-aligned text measured at the size of its frame
  /// is drawn with the layout made while measuring (the same lines: a narrower wrap width that
  /// still holds every line breaks them the same way), so a cell scrolling into view is laid
  /// out by Pango once, not twice. Otherwise it wraps at the frame's width.
  private func drawingWidth(_ node: Node) -> Double? {
    if node.environment.multilineTextAlignment == .leading {
      if let proposal = node.sizeCache.firstProposal(answeredWith: node.frame.size) { return Self.wrapWidth(proposal) }
    }
    return node.frame.width + 0.5
  }
}

extension EnvironmentValues {
  /// The default colour of text and symbols for the colour scheme.
  var primaryColor: Color { colorScheme == .dark ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E) }
}

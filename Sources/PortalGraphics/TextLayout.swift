import CCairo

/// Text shaped, wrapped and measured, ready to draw as often as needed.
///
/// Get one from `Typesetter.layout(_:style:)`. Measurements are in logical pixels and hold
/// for any canvas scale. The layout's box starts at the origin it is drawn at: `size` is the
/// width of the widest line (at most the wrap width) by the height of all lines.
public final class TextLayout {
  public let text: String
  public let style: TextStyle
  let shaped: ShapedText

  init(text: String, style: TextStyle, shaped: ShapedText) {
    self.text = text
    self.style = style
    self.shaped = shaped
  }

  /// The width of the widest line and the height of all lines, in logical pixels.
  public var size: Size { shaped.size }
  /// How many lines are shown, after wrapping and the line limit.
  public var lineCount: Int { shaped.lineCount }
  /// The distance from the top of the box to the baseline of the first line.
  public var firstBaseline: Double { shaped.firstBaseline }
  /// Whether text was left out because of the line limit.
  public var isTruncated: Bool { shaped.isTruncated }
  /// Whether a line ends in "…" where text was cut (a line limit with `ellipsizes`).
  public var isEllipsized: Bool { shaped.isEllipsized }
  /// Where ink actually lands relative to the draw origin; may poke slightly outside the box
  /// (italic overhangs) or sit well inside it (no descenders).
  public var inkBounds: Rect { shaped.inkBounds }
}

/// A Pango layout and its measurements, shared by every `TextLayout` of the same text and
/// style whatever their colour.
final class ShapedText {
  let size: Size
  let lineCount: Int
  let firstBaseline: Double
  let isTruncated: Bool
  let isEllipsized: Bool
  let inkBounds: Rect
  /// Where the box's top-left corner is in Pango's coordinates; centred or trailing lines in
  /// a wrap width start right of Pango's origin.
  let layoutOrigin: Point

  /// The Pango layout, made when first drawn where the text was measured without one.
  var layout: OpaquePointer {
    if let madeLayout { return madeLayout }
    let made = Self.makeLayout(text: text, style: style, context: context).layout
    madeLayout = made
    return made
  }

  private var madeLayout: OpaquePointer?
  private let text: String
  private let style: TextStyle
  /// Pango's context, held for as long as the layout may still have to be made.
  private let context: OpaquePointer

  /// A text's extents in Pango units, as `pango_layout_get_extents` reports them.
  struct Extents {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    var firstBaseline: Int32 = 0
    var lineCount = 0
  }

  /// `breaksParagraphs`: text wrapped at width 0 (how a stack finds how narrow a child can
  /// get) is given to Pango in short paragraphs, where that makes the same lines sooner
  /// (`brokenBetweenCharacters(_:style:)`).
  convenience init(text: String, style: TextStyle, context: OpaquePointer, breaksParagraphs: Bool = true) {
    let (layout, truncated) = Self.makeLayout(
      text: text, style: style, context: context, breaksParagraphs: breaksParagraphs)
    var extents = Extents()
    pango_layout_get_extents(layout, &extents.ink, &extents.logical)
    extents.lineCount = Int(pango_layout_get_line_count(layout))
    extents.firstBaseline = pango_layout_get_baseline(layout)
    self.init(
      text: text, style: style, context: context, extents: extents, isTruncated: truncated,
      isEllipsized: pango_layout_is_ellipsized(layout) != 0, layout: layout)
  }

  /// Text of the given extents: measured from its own `layout`, or from the lines Pango makes
  /// of its pieces (`NarrowTextMeasure`), when the layout is made only if it is drawn.
  init(
    text: String, style: TextStyle, context: OpaquePointer, extents: Extents, isTruncated: Bool = false,
    isEllipsized: Bool = false, layout: OpaquePointer? = nil
  ) {
    let pangoScale = Double(portal_pango_scale())
    layoutOrigin = Point(x: Double(extents.logical.x) / pangoScale, y: Double(extents.logical.y) / pangoScale)
    size = Size(width: Double(extents.logical.width) / pangoScale, height: Double(extents.logical.height) / pangoScale)
    inkBounds = Rect(
      x: Double(extents.ink.x) / pangoScale - layoutOrigin.x, y: Double(extents.ink.y) / pangoScale - layoutOrigin.y,
      width: Double(extents.ink.width) / pangoScale, height: Double(extents.ink.height) / pangoScale)
    lineCount = extents.lineCount
    firstBaseline = Double(extents.firstBaseline) / pangoScale - layoutOrigin.y
    self.isTruncated = isTruncated
    self.isEllipsized = isEllipsized
    madeLayout = layout
    self.text = text
    self.style = style
    self.context = context
    g_object_ref(UnsafeMutableRawPointer(context))
  }

  deinit {
    if let madeLayout { g_object_unref(UnsafeMutableRawPointer(madeLayout)) }
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// A Pango layout of `text` in `style`, wrapped and cut to its line limit, and whether the
  /// limit cut lines.
  static func makeLayout(
    text: String, style: TextStyle, context: OpaquePointer, breaksParagraphs: Bool = true
  ) -> (layout: OpaquePointer, truncated: Bool) {
    let pangoScale = Double(portal_pango_scale())
    let layout = pango_layout_new(context)!
    let description = style.font.makeDescription()
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let brokenText = breaksParagraphs ? Self.brokenBetweenCharacters(text, style: style) : nil
    pango_layout_set_text(layout, brokenText ?? text, -1)
    // A word too long for its line breaks between characters without a hyphen: a UI label
    // reads better cut than with a dictionary hyphen in the middle of it.
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    if style.font.monospacedDigits {
      pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
    }
    Self.insertSpacingAndDecorations(of: style, into: attributes)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    pango_layout_set_spacing(layout, Int32((style.lineSpacing * pangoScale).rounded()))
    switch style.alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    if let wrapWidth = style.wrapWidth {
      pango_layout_set_width(layout, Int32(max(0, wrapWidth) * pangoScale))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    guard let limit = style.effectiveLineLimit, pango_layout_get_line_count(layout) > limit else {
      return (layout, false)
    }
    Self.limit(
      layout, to: limit, ellipsizes: style.ellipsizes, hasWidth: style.wrapWidth != nil,
      truncation: style.truncation)
    return (layout, true)
  }

  /// Letter spacing, a raised baseline and underline or strikethrough lines, as attributes
  /// over the whole text.
  private static func insertSpacingAndDecorations(of style: TextStyle, into attributes: OpaquePointer?) {
    let pangoScale = Double(portal_pango_scale())
    if style.letterSpacing != 0 {
      let spacing = Int32((style.letterSpacing * pangoScale).rounded())
      pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(spacing))
    }
    if style.baselineOffset != 0 {
      let rise = Int32((style.baselineOffset * pangoScale).rounded())
      pango_attr_list_insert(attributes, pango_attr_rise_new(rise))
    }
    if let underline = style.underline {
      pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      if let color = underline.color {
        let (r, g, b) = color.pangoComponents
        pango_attr_list_insert(attributes, pango_attr_underline_color_new(r, g, b))
      }
    }
    if let strikethrough = style.strikethrough {
      pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1))
      if let color = strikethrough.color {
        let (r, g, b) = color.pangoComponents
        pango_attr_list_insert(attributes, pango_attr_strikethrough_color_new(r, g, b))
      }
    }
  }

  /// `text` with a paragraph break between every two characters that are not spaces, when
  /// Pango wrapping that at width 0 makes the lines it makes of `text`, else nil.
  ///
  /// Wrapped at width 0, Pango puts each character on a line of its own (a space may join
  /// the line before it), finding each break by shaping the rest of the paragraph again: a
  /// 24-character label took ten times as long as the same label on one line, and every
  /// label in a stack is measured so. A character after another that is not a space starts a
  /// line there anyway, so a paragraph break before it changes no line, and Pango shapes
  /// little for each break. Spaces keep the characters on either side in their paragraph, as
  /// whether a space joins the line before depends on them. Only plain left-to-right text is
  /// broken so: one scalar a character (no combining marks or joined emoji), no control or
  /// format characters (no line breaks, tabs or invisible joiners), no right-to-left letters
  /// (a paragraph takes its direction from its first letter), leading alignment and no line
  /// limit.
  static func brokenBetweenCharacters(_ text: String, style: TextStyle) -> String? {
    guard isPlainNarrowText(text, style: style) else { return nil }
    var broken = ""
    broken.reserveCapacity(text.utf8.count * 2)
    var previous: Unicode.Scalar?
    var breaks = 0
    for scalar in text.unicodeScalars {
      if let previous, previous != " ", scalar != " " {
        broken.append("\n")
        breaks += 1
      }
      broken.unicodeScalars.append(scalar)
      previous = scalar
    }
    return breaks > 0 ? broken : nil
  }

  /// Whether `text` in `style` is wrapped at width 0 and plain enough for its lines to be
  /// found piece by piece (see `brokenBetweenCharacters` and `NarrowTextMeasure`).
  static func isPlainNarrowText(_ text: String, style: TextStyle) -> Bool {
    guard let wrapWidth = style.wrapWidth, wrapWidth <= 0, style.effectiveLineLimit == nil,
      style.alignment == .leading, style.letterSpacing == 0, text.unicodeScalars.count == text.count
    else { return false }
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark,
        .surrogate, .unassigned, .privateUse:
        return false
      default:
        if mayBeRightToLeft(scalar) { return false }
      }
    }
    return true
  }

  /// Whether `scalar` is in a block of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko, …, their presentation forms, and the historic ones past the first plane).
  private static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
    default: return false
    }
  }

  /// Whether this is one line, nothing cut, that Pango would not break at `wrapWidth`: then
  /// the same layout made at that width would have the same glyphs in the same box.
  func fitsOnOneLine(within wrapWidth: Double) -> Bool {
    guard lineCount == 1, !isTruncated, !isEllipsized else { return false }
    // Compared in Pango units, as Pango compares when it decides to break a line.
    let pangoScale = Double(portal_pango_scale())
    return (size.width * pangoScale).rounded() <= (max(0, wrapWidth) * pangoScale).rounded(.towardZero)
  }

  /// Cuts the layout to `limit` lines, ending the last with "…" when `ellipsizes`.
  private static func limit(
    _ layout: OpaquePointer, to limit: Int, ellipsizes: Bool, hasWidth: Bool, truncation: TextStyle.Truncation
  ) {
    guard ellipsizes else {
      let cut = pango_layout_get_line_readonly(layout, Int32(limit))!.pointee.start_index
      let text = String(cString: pango_layout_get_text(layout))
      let kept = String(decoding: text.utf8.prefix(Int(cut)), as: UTF8.self)
      pango_layout_set_text(layout, String(kept.trimmingSuffix(while: \.isNewline)), -1)
      return
    }
    if !hasWidth {
      // Pango ellipsizes only within a width; the natural width wraps nothing.
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      pango_layout_set_width(layout, logical.x + logical.width + 1)
    }
    // A positive height limits the whole layout, where a negative line count would apply to
    // each paragraph separately. It is measured before ellipsizing, which changes the lines.
    let iterator = pango_layout_get_iter(layout)!
    for _ in 1..<limit { pango_layout_iter_next_line(iterator) }
    var lineRect = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
    pango_layout_iter_free(iterator)
    // Pango cuts the start or the middle of a paragraph's last shown line only when it is the
    // paragraph's sole line; a wrapped text keeps "…" at its end.
    switch truncation {
    case .head where limit == 1: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
    case .middle where limit == 1: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
    default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_height(layout, lineRect.y + lineRect.height)
  }
}

extension Color {
  /// The colour as Pango's 16-bit red, green and blue (Pango's decoration colours have no alpha).
  fileprivate var pangoComponents: (UInt16, UInt16, UInt16) {
    func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    return (channel(red), channel(green), channel(blue))
  }
}

extension String {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[..<end]
  }
}

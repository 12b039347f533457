import CCairo

/// Measures text wrapped at width 0 (how a stack finds how narrow a label can get) from the
/// lines Pango makes of its pieces, kept from text to text.
///
/// At width 0 every character but a space starts a line of its own, and a run of spaces
/// either joins the line of the character before it or makes lines of its own, as Pango
/// decides from that character, the spaces and the character after them. So the lines of the
/// whole text are the lines of its pieces: a character with no space after it is one line,
/// the line of a one-character layout; a character followed by spaces is the lines Pango makes
/// of it, the spaces and the next character wrapped at width 0, less the next character's
/// line. Lines stack by their logical heights and the line spacing; the text is as wide as
/// its widest line, its ink the union of its lines' (a line of spaces adds the point where it
/// starts, as Pango counts it). The same characters and the same junctions recur across a
/// screen's labels, so each piece is laid out once, where wrapping a 24-character label shaped
/// its rest again for each of its 24 lines. Only plain text is measured so
/// (`ShapedText.isPlainNarrowText`: left to right, leading alignment, no line limit).
final class NarrowTextMeasure {
  /// One line's extents, relative to its baseline.
  private struct Line {
    var ink: PangoRectangle
    var logical: PangoRectangle
  }

  private struct PieceKey: Hashable {
    var style: TextStyle
    var piece: String
  }

  /// The lines each piece adds, kept up to `capacity` pieces (then started again).
  private var pieces: [PieceKey: [Line]] = [:]
  private let capacity: Int

  init(capacity: Int = 4096) { self.capacity = capacity }

  /// How many pieces are kept now.
  var keptPieceCount: Int { pieces.count }

  /// The extents of `text` in `style` (wrapped at width 0), or nil when it is not measured
  /// this way.
  func extents(of text: String, style: TextStyle, context: OpaquePointer) -> ShapedText.Extents? {
    guard ShapedText.isPlainNarrowText(text, style: style) else { return nil }
    // Pieces are laid out without line spacing, which only separates lines.
    var pieceStyle = style.layoutKey
    pieceStyle.lineSpacing = 0
    pieceStyle.wrapWidth = 0
    let scalars = Array(text.unicodeScalars)
    var lines: [Line] = []
    lines.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      // A character and the spaces after it; spaces before the first character stand alone.
      var after = scalars[index] == " " ? index : index + 1
      while after < scalars.count, scalars[after] == " " { after += 1 }
      let spaced = after > index + 1 || scalars[index] == " "
      // After spaces, the next character shows which lines they make; its own line is dropped.
      let next = spaced && after < scalars.count ? 1 : 0
      lines += piece(scalars[index..<(after + next)], dropsLast: next == 1, style: pieceStyle, context: context)
      index = after
    }
    return Self.assemble(lines, spacing: Int32((style.lineSpacing * Double(portal_pango_scale())).rounded()))
  }

  /// The lines Pango makes of `scalars` at width 0, less the last when `dropsLast` (the line of
  /// the character after a run of spaces, which is its own piece).
  private func piece(
    _ scalars: ArraySlice<Unicode.Scalar>, dropsLast: Bool, style: TextStyle, context: OpaquePointer
  ) -> [Line] {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    let key = PieceKey(style: style, piece: text)
    if let kept = pieces[key] { return kept }
    if pieces.count >= capacity { pieces.removeAll(keepingCapacity: true) }
    let layout = ShapedText.makeLayout(text: text, style: style, context: context, breaksParagraphs: false).layout
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var count = Int(pango_layout_get_line_count(layout))
    if dropsLast { count -= 1 }
    var lines: [Line] = []
    for index in 0..<max(0, count) {
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), &ink, &logical)
      lines.append(Line(ink: ink, logical: logical))
    }
    pieces[key] = lines
    return lines
  }

  /// The layout's extents from its lines, stacked from the top.
  private static func assemble(_ lines: [Line], spacing: Int32) -> ShapedText.Extents? {
    guard !lines.isEmpty else { return nil }
    var extents = ShapedText.Extents()
    var top: Int32 = 0
    var left = Int32.max
    var right = Int32.min
    var inkLeft = Int32.max
    var inkTop = Int32.max
    var inkRight = Int32.min
    var inkBottom = Int32.min
    for (index, line) in lines.enumerated() {
      let baseline = top - line.logical.y
      if index == 0 { extents.firstBaseline = baseline }
      left = min(left, line.logical.x)
      right = max(right, line.logical.x + line.logical.width)
      let inkY = line.ink.y + baseline
      inkLeft = min(inkLeft, line.ink.x)
      inkTop = min(inkTop, inkY)
      inkRight = max(inkRight, line.ink.x + line.ink.width)
      inkBottom = max(inkBottom, inkY + line.ink.height)
      top += line.logical.height
      if index < lines.count - 1 { top += spacing }
    }
    extents.logical = PangoRectangle(x: left, y: 0, width: right - left, height: top)
    extents.ink = PangoRectangle(x: inkLeft, y: inkTop, width: inkRight - inkLeft, height: inkBottom - inkTop)
    extents.lineCount = lines.count
    return extents
  }
}

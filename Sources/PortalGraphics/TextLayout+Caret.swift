import CCairo

/// Where a caret stands in laid-out text and where a point lands in it, for text that is
/// edited. Positions are UTF-8 offsets into `text` (Pango's indices); which offsets a caret may
/// stand at, where it is drawn and where arrows move it all come from Pango, so combining
/// marks, emoji sequences and right-to-left runs are moved through as a reader sees them.
/// Rectangles are in the layout's box (as `draw(_:at:)` places it).
///
/// Only layouts of whole text answer rightly: no line limit, and one line or a positive wrap
/// width.
extension TextLayout {
  /// The caret's rectangle (zero width, a line's height) before the character at `offset`.
  public func caretRect(at offset: Int) -> Rect {
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(shaped.layout, Int32(clamped(offset)), &strong, nil)
    return boxRect(strong)
  }

  /// The caret position nearest to `point`: before or after the character under it,
  /// whichever edge is nearer; on the nearest line when the point is above, below or beside
  /// the text.
  public func caretOffset(at point: Point) -> Int {
    let scale = Double(portal_pango_scale())
    var index: Int32 = 0
    var trailing: Int32 = 0
    let x = (point.x + shaped.layoutOrigin.x) * scale
    let y = (point.y + shaped.layoutOrigin.y) * scale
    pango_layout_xy_to_index(shaped.layout, Int32(x.rounded()), Int32(y.rounded()), &index, &trailing)
    return offset(Int(index), advancedBy: Int(trailing))
  }

  /// The offset one caret stop away from `offset` as the text is shown: to the right
  /// (`rightwards`) or left, in right-to-left runs too; nil past either end of the text.
  public func caretOffset(movingVisuallyFrom offset: Int, rightwards: Bool) -> Int? {
    var index: Int32 = 0
    var trailing: Int32 = 0
    pango_layout_move_cursor_visually(
      shaped.layout, 1, Int32(clamped(offset)), 0, rightwards ? 1 : -1, &index, &trailing)
    if index < 0 || index == Int32.max { return nil }
    return self.offset(Int(index), advancedBy: Int(trailing))
  }

  /// Every offset a caret may stand at (between grapheme clusters), from 0 to the text's end.
  public var caretStops: [Int] { boundaries { $0.is_cursor_position != 0 } }

  /// The offsets where words start and end, in order.
  public var wordBoundaries: (starts: [Int], ends: [Int]) {
    (boundaries { $0.is_word_start != 0 }, boundaries { $0.is_word_end != 0 })
  }

  /// The range of the line (as shown, after wrapping) that holds the caret at `offset`,
  /// without its line break.
  public func lineRange(at offset: Int) -> Range<Int> {
    var line: Int32 = 0
    var x: Int32 = 0
    pango_layout_index_to_line_x(shaped.layout, Int32(clamped(offset)), 0, &line, &x)
    guard let shown = pango_layout_get_line_readonly(shaped.layout, line) else { return 0..<text.utf8.count }
    let start = Int(shown.pointee.start_index)
    return start..<(start + Int(shown.pointee.length))
  }

  /// The rectangles that show the text between `start` and `end` selected, one or more per
  /// line it crosses (a line of mixed directions has several).
  public func selectionRects(from start: Int, to end: Int) -> [Rect] {
    let (low, high) = (clamped(min(start, end)), clamped(max(start, end)))
    guard low < high, let iterator = pango_layout_get_iter(shaped.layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    let scale = Double(portal_pango_scale())
    var rects: [Rect] = []
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      let lineStart = Int(line.pointee.start_index)
      let lineEnd = lineStart + Int(line.pointee.length)
      let (from, to) = (max(low, lineStart), min(high, lineEnd))
      var extents = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &extents)
      let top = Double(extents.y) / scale - shaped.layoutOrigin.y
      let height = Double(extents.height) / scale
      if from < to {
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
        if let ranges {
          for pair in 0..<Int(count) {
            let left = Double(ranges[2 * pair]) / scale - shaped.layoutOrigin.x
            let right = Double(ranges[2 * pair + 1]) / scale - shaped.layoutOrigin.x
            rects.append(Rect(x: left, y: top, width: max(0, right - left), height: height))
          }
          g_free(ranges)
        }
      }
      // A selection that goes on past a line's end shows the line break as a space's width.
      if high > lineEnd, low <= lineEnd, lineEnd < text.utf8.count {
        let x = Double(extents.x + extents.width) / scale - shaped.layoutOrigin.x
        rects.append(Rect(x: x, y: top, width: style.font.size / 3, height: height))
      }
    } while pango_layout_iter_next_line(iterator) != 0
    return rects
  }

  private func clamped(_ offset: Int) -> Int { min(max(0, offset), text.utf8.count) }

  private func boxRect(_ rect: PangoRectangle) -> Rect {
    let scale = Double(portal_pango_scale())
    return Rect(
      x: Double(rect.x) / scale - shaped.layoutOrigin.x, y: Double(rect.y) / scale - shaped.layoutOrigin.y,
      width: Double(rect.width) / scale, height: Double(rect.height) / scale)
  }

  /// `offset` moved on by `characters` Unicode scalars (Pango's characters).
  private func offset(_ offset: Int, advancedBy characters: Int) -> Int {
    let utf8 = text.utf8
    guard characters > 0, var index = utf8.index(utf8.startIndex, offsetBy: clamped(offset), limitedBy: utf8.endIndex)
    else { return clamped(offset) }
    let scalars = text.unicodeScalars
    for _ in 0..<characters where index < scalars.endIndex { index = scalars.index(after: index) }
    return utf8.distance(from: utf8.startIndex, to: index)
  }

  /// The UTF-8 offsets before each character (and the end) whose Pango attributes satisfy
  /// `condition`.
  private func boundaries(_ condition: (PangoLogAttr) -> Bool) -> [Int] {
    var count: Int32 = 0
    guard let attributes = pango_layout_get_log_attrs_readonly(shaped.layout, &count) else { return [0] }
    var result: [Int] = []
    var offset = 0
    var scalars = text.unicodeScalars.makeIterator()
    for i in 0..<Int(count) {
      if condition(attributes[i]) { result.append(offset) }
      guard let scalar = scalars.next() else { break }
      offset += UTF8.width(scalar)
    }
    return result
  }
}

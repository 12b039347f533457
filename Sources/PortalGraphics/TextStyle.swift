/// How a piece of text is set: its font, colour, alignment and the box it must fit.
///
/// ```swift
/// let subtitle = TextStyle(font: FontDescriptor(size: 12), color: .gray, wrapWidth: 240, lineLimit: 2)
/// ```
public struct TextStyle: Hashable, Sendable {
  /// Where each line sits between the text's left and right edges, mirrored for
  /// right-to-left text.
  public enum Alignment: Hashable, Sendable { case leading, center, trailing }

  public var font: FontDescriptor
  public var color: Color
  public var alignment: Alignment
  /// The width at which lines wrap, in logical pixels; nil keeps each paragraph on one line.
  public var wrapWidth: Double?
  /// The most lines shown; nil or 0 shows them all.
  public var lineLimit: Int?
  /// Extra space between lines, in logical pixels.
  public var lineSpacing: Double
  /// Whether text cut short by `lineLimit` (or by `wrapWidth` on the last allowed line) ends
  /// with "…". When false, the extra lines are simply dropped.
  public var ellipsizes: Bool
  /// Where text cut short loses its characters for the "…".
  public var truncation = Truncation.tail
  /// Extra space between characters, in logical pixels (tracking); negative brings them closer.
  public var letterSpacing: Double = 0
  /// How far the glyphs are raised above the baseline, in logical pixels; negative lowers them.
  public var baselineOffset: Double = 0
  /// A line under the text, or nil.
  public var underline: TextDecoration?
  /// A line through the text, or nil.
  public var strikethrough: TextDecoration?

  public init(
    font: FontDescriptor = FontDescriptor(), color: Color = .black, alignment: Alignment = .leading, wrapWidth: Double? = nil,
    lineLimit: Int? = nil, lineSpacing: Double = 0, ellipsizes: Bool = true
  ) {
    self.font = font
    self.color = color
    self.alignment = alignment
    self.wrapWidth = wrapWidth
    self.lineLimit = lineLimit
    self.lineSpacing = lineSpacing
    self.ellipsizes = ellipsizes
  }

  /// Where a line that does not fit is cut for its "…".
  public enum Truncation: Hashable, Sendable {
    /// "…end of the text": the start goes.
    case head
    /// "Start…end": the middle goes.
    case middle
    /// "Start of the text…": the end goes.
    case tail
  }

  /// The line limit as a positive count, or nil when unlimited.
  var effectiveLineLimit: Int? {
    guard let lineLimit, lineLimit > 0 else { return nil }
    return lineLimit
  }

  /// Everything that changes the shape of the text, i.e. all but the colour.
  var layoutKey: TextStyle {
    var key = self
    key.color = .clear
    return key
  }
}

/// A line drawn under or through text, as Pango draws it: one solid line at the font's
/// underline or strikethrough position and thickness.
///
/// ```swift
/// var style = TextStyle(font: FontDescriptor(size: 15))
/// style.strikethrough = TextDecoration(color: .red)
/// ```
public struct TextDecoration: Hashable, Sendable {
  /// How the line is broken up.
  public enum Pattern: Hashable, Sendable {
    case solid, dot, dash, dashDot, dashDotDot
  }

  /// The pattern asked for. Pango draws decoration lines solid, so every pattern is drawn as
  /// a solid line; the value is kept so the layout can tell them apart.
  public var pattern: Pattern
  /// The line's colour; nil draws it in the text's colour.
  public var color: Color?

  public init(pattern: Pattern = .solid, color: Color? = nil) {
    self.pattern = pattern
    self.color = color
  }
}

import PortalGraphics

extension Text {
  /// A line drawn under (`underline`) or through (`strikethrough`) text: a pattern and a colour.
  ///
  /// ```swift
  /// Text("Was €20").strikethrough(pattern: .dash, color: .red)
  /// ```
  public struct LineStyle: Hashable, Sendable {
    /// How the line is broken up.
    ///
    /// Lines are drawn by Pango at the font's own position and thickness, and Pango draws
    /// them solid: every pattern shows as a solid line here.
    public struct Pattern: Hashable, Sendable {
      let kind: TextDecoration.Pattern

      /// An unbroken line.
      public static let solid = Pattern(kind: .solid)
      /// A dotted line (drawn solid here).
      public static let dot = Pattern(kind: .dot)
      /// A dashed line (drawn solid here).
      public static let dash = Pattern(kind: .dash)
      /// Dashes and dots (drawn solid here).
      public static let dashDot = Pattern(kind: .dashDot)
      /// A dash and two dots (drawn solid here).
      public static let dashDotDot = Pattern(kind: .dashDotDot)
    }

    let pattern: Pattern
    let color: Color?

    /// A line of a pattern in a colour; nil draws it in the text's colour.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's colour.
    public static let single = LineStyle()

    /// The line for the typesetter, its colour resolved for the colour scheme.
    func decoration(dark: Bool) -> TextDecoration {
      TextDecoration(pattern: pattern.kind, color: color?.resolved(dark: dark))
    }
  }
}

extension View {
  /// Shows text inside in capitals (`.uppercase`) or small letters (`.lowercase`); nil shows
  /// it as written.
  ///
  /// ```swift
  /// Text("Recent").font(.caption).textCase(.uppercase)
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

  /// Where text inside that is cut short by its line limit loses characters for its "…":
  /// at its end (`.tail`), its start (`.head`) or its middle (`.middle`).
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

  /// Lets text inside shrink, down to `factor` of its font size, until it fits its line limit
  /// and the height it is offered.
  ///
  /// ```swift
  /// Text(title).lineLimit(1).minimumScaleFactor(0.5)
  /// ```
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

  /// Lets text inside that does not fit bring its letters closer (by a twentieth of the font
  /// size) before it is cut or shrunk.
  public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

  /// Adds `lineSpacing` points between the lines of text inside.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

  /// Adds `kerning` points between the characters of text inside (Pango's letter spacing).
  public func kerning(_ kerning: CGFloat) -> some View {
    transformEnvironment(\.textOptions) { $0.kerning = kerning }
  }

  /// Adds `tracking` points between the characters of text inside (Pango's letter spacing;
  /// none after the last).
  public func tracking(_ tracking: CGFloat) -> some View {
    transformEnvironment(\.textOptions) { $0.tracking = tracking }
  }

  /// Raises text inside `baselineOffset` points above its baseline (negative lowers it).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    transformEnvironment(\.textOptions) { $0.baselineOffset = baselineOffset }
  }

  /// Draws a line under text inside when `isActive`, in `color` (nil: the text's colour).
  /// Every pattern is drawn solid (see `Text.LineStyle.Pattern`).
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    transformEnvironment(\.textOptions) {
      $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
    }
  }

  /// Draws a line through text inside when `isActive`, in `color` (nil: the text's colour).
  /// Every pattern is drawn solid (see `Text.LineStyle.Pattern`); Pango draws the line through
  /// letters, not through spaces.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    transformEnvironment(\.textOptions) {
      $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
    }
  }
}

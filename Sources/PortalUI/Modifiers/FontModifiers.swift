import PortalGraphics

/// What `.fontWeight`, `.fontDesign`, `.bold`, `.italic`, `.monospaced`, `.monospacedDigit` and
/// `.fontWidth` change in whichever font text inside resolves to.
struct FontAdjustments: Hashable, Sendable {
  var weight: Font.Weight?
  var design: Font.Design?
  var italic = false
  var monospaced = false
  var monospacedDigits = false
  var width: Font.Width?

  /// These adjustments, with `outer`'s where these set none.
  func merged(over outer: FontAdjustments) -> FontAdjustments {
    FontAdjustments(
      weight: weight ?? outer.weight, design: design ?? outer.design, italic: italic || outer.italic,
      monospaced: monospaced || outer.monospaced,
      monospacedDigits: monospacedDigits || outer.monospacedDigits, width: width ?? outer.width
    )
  }

  /// `font` adjusted. A design changes only system fonts, as in SwiftUI; monospacing any.
  func applied(to font: Font) -> Font {
    var font = font
    if let design, font.design != nil { font = font.design(design) }
    if monospaced { font = font.monospaced() }
    if let weight { font = font.weight(weight) }
    if italic { font = font.italic() }
    if monospacedDigits { font = font.monospacedDigit() }
    if let width { font = font.width(width) }
    return font
  }
}

private struct FontAdjustmentsKey: EnvironmentKey { static let defaultValue = FontAdjustments() }

extension EnvironmentValues {
  /// The font changes set around this view.
  var fontAdjustments: FontAdjustments {
    get { self[FontAdjustmentsKey.self] }
    set { self[FontAdjustmentsKey.self] = newValue }
  }
}

extension View {
  /// The weight of text inside, whatever font it is set in; nil drops a weight set further out.
  ///
  /// ```swift
  /// VStack { Text("Total"); Text("€12.40") }.fontWeight(.semibold)
  /// ```
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    transformEnvironment(\.fontAdjustments) { $0.weight = weight }
  }

  /// The design of system-font text inside (serif, rounded, monospaced); nil drops a design set
  /// further out. Text in a font of a named family keeps it.
  public func fontDesign(_ design: Font.Design?) -> some View {
    transformEnvironment(\.fontAdjustments) { $0.design = design }
  }

  /// Text inside in bold (when `isActive`).
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontAdjustments) { if isActive { $0.weight = .bold } }
  }

  /// Text inside in italic (when `isActive`).
  public func italic(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontAdjustments) { if isActive { $0.italic = true } }
  }

  /// Text inside in a fixed-width font (when `isActive`).
  public func monospaced(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontAdjustments) { if isActive { $0.monospaced = true } }
  }

  /// Text inside with digits that all take the same width.
  public func monospacedDigit() -> some View {
    transformEnvironment(\.fontAdjustments) { $0.monospacedDigits = true }
  }

  /// The width of text inside, for families that come in several widths (see `Font.Width`);
  /// nil drops a width set further out.
  ///
  /// ```swift
  /// Text("SCORE").fontWidth(.condensed)
  /// ```
  public func fontWidth(_ width: Font.Width?) -> some View {
    transformEnvironment(\.fontAdjustments) { $0.width = width }
  }
}

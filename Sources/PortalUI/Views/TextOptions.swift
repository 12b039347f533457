import PortalGraphics

/// How text inside a subtree is cased, spaced, decorated, cut and fitted: the values of
/// `.textCase`, `.truncationMode`, `.minimumScaleFactor`, `.allowsTightening`, `.lineSpacing`,
/// `.kerning`, `.tracking`, `.baselineOffset`, `.underline`, `.strikethrough` and
/// `.dynamicTypeSize`, kept together so text reads them from the environment in one look-up.
struct TextOptions: Hashable, Sendable {
  var textCase: Text.Case?
  var truncationMode = Text.TruncationMode.tail
  var minimumScaleFactor: Double = 1
  var allowsTightening = false
  var lineSpacing: Double = 0
  var kerning: Double = 0
  var tracking: Double = 0
  var baselineOffset: Double = 0
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
  var dynamicTypeSize = DynamicTypeSize.large
}

/// What a `Text` sets on itself (`Text.kerning(_:)`, `Text.underline(_:color:)`, …); nil
/// takes the environment's. A line style of `.some(nil)` turns the environment's line off.
struct TextOwnOptions: Hashable, Sendable {
  var kerning: Double?
  var tracking: Double?
  var baselineOffset: Double?
  var underline: Text.LineStyle??
  var strikethrough: Text.LineStyle??
}

private struct TextOptionsKey: EnvironmentKey { static let defaultValue = TextOptions() }

extension EnvironmentValues {
  /// The text options set around this view.
  var textOptions: TextOptions {
    get { self[TextOptionsKey.self] }
    set { self[TextOptionsKey.self] = newValue }
  }

  /// The case text is shown in; nil shows it as written.
  public var textCase: Text.Case? {
    get { textOptions.textCase }
    set { textOptions.textCase = newValue }
  }

  /// Where text cut short by its line limit is cut.
  public var truncationMode: Text.TruncationMode {
    get { textOptions.truncationMode }
    set { textOptions.truncationMode = newValue }
  }

  /// How far text may shrink to fit its space, as a fraction of its font size (1: never).
  public var minimumScaleFactor: CGFloat {
    get { textOptions.minimumScaleFactor }
    set { textOptions.minimumScaleFactor = newValue }
  }

  /// Whether text that does not fit may bring its letters closer before it is cut or shrunk.
  public var allowsTightening: Bool {
    get { textOptions.allowsTightening }
    set { textOptions.allowsTightening = newValue }
  }

  /// Extra space between the lines of text, in points.
  public var lineSpacing: CGFloat {
    get { textOptions.lineSpacing }
    set { textOptions.lineSpacing = newValue }
  }

  /// The size text is set at relative to the standard (`.large`): fonts grow and shrink with it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { textOptions.dynamicTypeSize }
    set { textOptions.dynamicTypeSize = newValue }
  }
}

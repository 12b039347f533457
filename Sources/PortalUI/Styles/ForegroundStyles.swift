import PortalGraphics

/// The styles `.foregroundStyle` set for a subtree, by level: primary first, then the
/// secondary and tertiary ones when they were given.
struct ForegroundStyles {
  var levels: [any ShapeStyle]

  /// How opaque each level below the primary is when it is derived from the primary style:
  /// the alphas of iOS's secondary, tertiary and quaternary labels.
  static let derivedOpacity = [1, 0.6, 0.3, 0.18]
}

extension ForegroundStyles: Equatable {
  /// The same styles at each level: equal, or the same plain data (a style bound to the
  /// environment it was set in reads as different). A `.foregroundStyle` written again with
  /// the same colours then leaves the text below it as it was.
  static func == (a: Self, b: Self) -> Bool {
    a.levels.count == b.levels.count && zip(a.levels, b.levels).allSatisfy { ValueEquality.sameStyle($0, $1) }
  }
}

/// A style resolved in the environment where `.foregroundStyle` set it rather than where it is
/// drawn: `.secondary` set on a stack is the secondary level of the stack's surroundings, and
/// text inside the stack uses it as its primary.
struct EnvironmentBoundStyle: ShapeStyle {
  let style: any ShapeStyle
  let environment: EnvironmentValues

  func paint(in bounds: Rect, environment _: EnvironmentValues) -> Paint {
    style.paint(in: bounds, environment: environment)
  }
}

/// Styles that read the foreground levels of the environment they are resolved in.
protocol ForegroundRelativeStyle {}

private struct ForegroundStylesKey: EnvironmentKey {
  static var defaultValue: ForegroundStyles? { nil }
}

extension EnvironmentValues {
  /// The foreground styles set by the nearest `.foregroundStyle` or `.foregroundColor`.
  var foregroundStyles: ForegroundStyles? {
    get { self[ForegroundStylesKey.self] }
    set { self[ForegroundStylesKey.self] = newValue }
  }

  /// The colour text and symbols use when they set none themselves; nil when none is set or
  /// the foreground is a style other than a plain colour (a gradient).
  public var foregroundColor: Color? {
    get { foregroundStyles?.levels.first as? Color }
    set { foregroundStyles = newValue.map { ForegroundStyles(levels: [$0]) } }
  }

  /// The paint of foreground level `level` (0 primary, 1 secondary, …) for a frame: the style
  /// set for that level, or the primary style faded for it, or the colour scheme's default.
  @MainActor func foregroundPaint(level: Int, in bounds: Rect) -> Paint {
    let level = min(max(level, 0), ForegroundStyles.derivedOpacity.count - 1)
    guard let levels = foregroundStyles?.levels, let primary = levels.first else {
      return .color(defaultForeground(level: level))
    }
    if level < levels.count { return levels[level].paint(in: bounds, environment: self) }
    return primary.paint(in: bounds, environment: self).opacity(ForegroundStyles.derivedOpacity[level])
  }

  /// The foreground colours of each level when no style is set.
  private func defaultForeground(level: Int) -> Color {
    switch level {
    case 0: primaryColor
    case 1: .secondary
    case 2: SystemPalette.tertiaryLabel
    default: SystemPalette.quaternaryLabel
    }
  }
}

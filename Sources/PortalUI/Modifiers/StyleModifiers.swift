import PortalGraphics

/// Nil until a view sets a tint: the accent colour (the desktop's, when it has one) stands.
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
  /// The colour of controls (buttons, focus rings) and of the `.tint` shape style: the accent
  /// colour unless a view sets one.
  public var tint: Color {
    get { self[TintKey.self] ?? accentColor }
    set { self[TintKey.self] = newValue }
  }
}

extension View {
  /// The style text, symbols and shapes use when they set none themselves: a colour, a
  /// gradient, `.tint`, or a level of the surrounding style such as `.secondary`.
  ///
  /// ```swift
  /// VStack { Image(systemName: "heart.fill"); Text("Liked") }.foregroundStyle(.pink)
  /// Text("Sunset").font(.largeTitle).foregroundStyle(.linearGradient(colors: [.orange, .purple],
  ///                                                                   startPoint: .top, endPoint: .bottom))
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { foregroundLevels([style]) }

  /// The primary and secondary levels of the foreground style: views inside styled
  /// `.secondary` use the second.
  ///
  /// ```swift
  /// VStack { Text("Title"); Text("Detail").foregroundStyle(.secondary) }.foregroundStyle(.blue, .gray)
  /// ```
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundLevels([primary, secondary])
  }

  /// The primary, secondary and tertiary levels of the foreground style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundLevels([primary, secondary, tertiary])
  }

  /// Sets the foreground levels; a style that reads the foreground (`.secondary`,
  /// `.foreground`) reads it where it is set, not where it is drawn.
  private func foregroundLevels(_ levels: [any ShapeStyle]) -> some View {
    writingEnvironment(ForegroundLevelsWrite(styles: ForegroundStyles(levels: levels)))
  }

  /// The foreground colour of this view and its content; nil restores the default.
  public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }

  /// The font of text inside this view that sets none itself.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }

  /// The most lines text inside this view wraps to; nil for no limit.
  public func lineLimit(_ limit: Int?) -> some View { environment(\.lineLimit, limit) }

  /// How lines of multi-line text inside this view align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// The colour of controls inside this view, such as buttons.
  public func tint(_ color: Color) -> some View { environment(\.tint, color) }
}

/// The foreground levels a `.foregroundStyle` sets: equal when its styles are.
struct ForegroundLevelsWrite: EnvironmentChange, Equatable {
  let styles: ForegroundStyles

  func apply(to environment: inout EnvironmentValues) {
    let surroundings = environment
    environment.foregroundStyles = ForegroundStyles(
      levels: styles.levels.map { style in
        guard style is ForegroundRelativeStyle else { return style }
        return EnvironmentBoundStyle(style: style, environment: surroundings)
      })
  }
}

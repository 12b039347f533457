import PortalGraphics

private struct TintKey: EnvironmentKey { static let defaultValue = Color.accentColor }

extension EnvironmentValues {
  /// The colour of controls (buttons, focus rings) and of the `.tint` shape style.
  public var tint: Color {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

extension View {
  /// The colour text, symbols and shapes use when they set none themselves.
  ///
  /// ```swift
  /// VStack { Image(systemName: "heart.fill"); Text("Liked") }.foregroundStyle(.pink)
  /// ```
  public func foregroundStyle(_ color: Color) -> some View { environment(\.foregroundColor, color) }

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

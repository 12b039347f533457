import PortalGraphics

/// The environment's background style (`.backgroundStyle(_:)`), or the colour scheme's
/// window background when none is set.
public struct BackgroundStyle: ShapeStyle {
  public init() {}

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    if let style = environment.backgroundStyle { return style.paint(in: bounds, environment: environment) }
    return .color(environment.colorScheme == .dark ? Color(hex: 0x1C1C1E) : .white)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The environment's background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
  /// The style `.background` fills with inside this view; nil: the window background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style the `.background` shape style fills with inside the view.
  ///
  /// ```swift
  /// Label("Inbox", systemImage: "tray").padding().background(.background, in: .rect(cornerRadius: 8))
  ///   .backgroundStyle(.blue.opacity(0.2))
  /// ```
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }
}

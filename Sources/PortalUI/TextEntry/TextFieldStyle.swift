/// How text fields inside a view are drawn, set with `.textFieldStyle(_:)`.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {
  /// The drawing this style stands for.
  var _kind: TextFieldStyleKind { get }
}

/// The drawings text field styles stand for.
public enum TextFieldStyleKind: Hashable, Sendable {
  /// A rounded border in a window; plain, full width, in a list or form row.
  case automatic
  /// Text alone, with no border or background.
  case plain
  /// A field with a rounded border and its own background, as GTK draws an entry.
  case roundedBorder
}

/// The platform's style: a rounded-border field on the desktop, and a plain full-width field in
/// a `List` or `Form` row, as iOS draws a form's fields.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .automatic }
}

/// Text with no border or background, as `Text` would show it.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .plain }
}

/// A field with a rounded border and a background of its own, focused with the accent colour.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}

/// macOS's square-bordered field; drawn as `RoundedBorderTextFieldStyle`, the desktop's one
/// bordered field.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's style (see `DefaultTextFieldStyle`).
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// Text with no border or background.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A field with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// macOS's square-bordered field, drawn with a rounded border.
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }

extension EnvironmentValues {
  /// The style text fields inside draw with.
  var textFieldStyleKind: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }

}

extension View {
  /// Sets how the text fields inside this view are drawn.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyleKind, style._kind)
  }
}

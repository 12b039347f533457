/// A look for buttons that the system activates: the style draws the label, and the button
/// runs its action when clicked (pressed and released over it) or activated from the
/// keyboard. `configuration.isPressed` is true while the pointer is held down on the button.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(10)
///       .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
///   }
/// }
/// Button("Go") { go() }.buttonStyle(PillStyle())
/// ```
@preconcurrency @MainActor
public protocol ButtonStyle {
  associatedtype Body: View
  /// The button drawn for `configuration`.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The role the button was given, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the pointer is held down on the button.
  public let isPressed: Bool
}

/// A look for buttons that also decides how the button is activated: the style calls
/// `configuration.trigger()` to run the button's action.
///
/// ```swift
/// struct DoubleClickStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  /// The button drawn for `configuration`.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The role the button was given, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: () -> Void

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

/// A button style in the environment, with what tells two of them apart: the same style type
/// holding the same values is the same style, so writing the modifier again changes nothing.
struct ButtonStyleBox: Equatable {
  private let style: Any
  private let sameStyle: (Any) -> Bool
  /// The button drawn in the style.
  let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

  @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
    // Styles are values made and used on the main actor; the comparison only reads them.
    nonisolated(unsafe) let style = style
    self.style = style
    sameStyle = { other in (other as? S).map { ValueEquality.same(style, $0) } ?? false }
    // A `Button(configuration)` inside the style is drawn in the default look.
    makeBody = { AnyView(style.makeBody(configuration: $0).environment(\.buttonStyle, nil)) }
  }

  @MainActor init<S: ButtonStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    self.style = style
    sameStyle = { other in (other as? S).map { ValueEquality.same(style, $0) } ?? false }
    makeBody = { configuration in
      AnyView(
        PressTrackingButton(role: configuration.role, action: configuration.action) { isPressed in
          AnyView(
            style.makeBody(
              configuration: ButtonStyleConfiguration(
                role: configuration.role, label: ButtonStyleConfiguration.Label(content: configuration.label.content),
                isPressed: isPressed)
            ).environment(\.buttonStyle, nil))
        })
    }
  }

  static func == (a: ButtonStyleBox, b: ButtonStyleBox) -> Bool { a.sameStyle(b.style) }
}

/// A button drawn by a `ButtonStyle`: it keeps whether the pointer is held down on it, and
/// runs its action on a click or from the keyboard.
struct PressTrackingButton: View {
  let role: ButtonRole?
  let action: () -> Void
  let content: (Bool) -> AnyView
  @State private var isPressed = false
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    PressableTapView(content: content(isPressed && isEnabled), action: action) { isPressed = $0 }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleBox? { nil }
}

extension EnvironmentValues {
  /// The style buttons inside are drawn in; nil for the automatic look.
  var buttonStyle: ButtonStyleBox? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons inside in `style`.
  ///
  /// ```swift
  /// HStack { Button("Cancel") {}; Button("Save") {}.buttonStyle(.borderedProminent) }
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, S.self == DefaultButtonStyle.self ? nil : ButtonStyleBox(style))
  }

  /// Draws the buttons inside in `style`, a look that the button activates.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, ButtonStyleBox(style))
  }
}

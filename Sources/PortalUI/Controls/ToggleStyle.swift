/// How a `Toggle` looks and reacts: the appearance set with `.toggleStyle(_:)`.
///
/// A style builds the toggle's whole view from its configuration: the label, and the binding
/// to flip. A custom style is any type that makes that view:
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Image(systemName: configuration.isOn ? "star.fill" : "star")
///         .onTapGesture { configuration.isOn.toggle() }
///     }
///   }
/// }
/// Toggle("Favourite", isOn: $isFavourite).toggleStyle(StarToggleStyle())
/// ```
@preconcurrency @MainActor
public protocol ToggleStyle {
  /// The view this style makes for a toggle.
  associatedtype Body: View
  /// The view of a toggle with `configuration`'s label and state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given to draw a toggle.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given: the toggle's label and its state.
@MainActor
public struct ToggleStyleConfiguration {
  /// The label of a toggle, as a view a style places where it wants.
  public struct Label: View {
    let content: AnyView
    @Environment(\.labelsHidden) private var labelsHidden

    init(content: AnyView) { self.content = content }

    /// The label, or nothing inside `.labelsHidden()`.
    public var body: some View {
      if labelsHidden { EmptyView() } else { content }
    }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is the binding a style writes to flip it.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all on or all off. Always false
  /// here: toggles over several sources are not offered.
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
    self.isMixed = false
  }
}

/// The style set by `.toggleStyle(_:)`, held in the environment.
struct AnyToggleStyle {
  nonisolated(unsafe) let style: any ToggleStyle

  /// The view `style` makes for `configuration`.
  @MainActor func makeBody(configuration: ToggleStyleConfiguration) -> AnyView {
    func make<S: ToggleStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
    return make(style)
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle { AnyToggleStyle(style: DefaultToggleStyle()) }
}

extension EnvironmentValues {
  /// The style of the toggles inside a view.
  var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the toggles inside this view look: `.switch` (the default), `.checkbox`,
  /// `.button`, or a style of your own.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, AnyToggleStyle(style: style))
  }
}

/// The default toggle style: a switch, as GTK and iOS show a setting that is on or off.
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style: a switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

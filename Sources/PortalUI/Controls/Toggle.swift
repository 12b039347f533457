/// A control that turns a setting on or off.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)
/// Toggle(isOn: $notify) { VStack(alignment: .leading) { Text("Notify"); Text("On new mail") } }
///   .toggleStyle(.checkbox)
/// ```
///
/// By default it is a switch after its label, at the far side of the room it is given (a row
/// of a `Form` has the label leading and the switch trailing). A click on the switch or on
/// the label flips it; so do Space and Enter while it has keyboard focus (Tab moves focus).
/// Its look comes from `.toggleStyle(_:)`: `.switch`, `.checkbox`, `.button`, or a
/// `ToggleStyle` of your own. It is drawn in the environment's tint and dims and ignores
/// input when disabled. Writing through a binding made with `.animation(_:)` animates what
/// the change moves, as the switch's knob always slides.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyle) private var style

  /// A toggle with any view as its label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    style.makeBody(configuration: ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration: a style that wraps another toggle's look
  /// (`Toggle(configuration).toggleStyle(.switch)` inside a custom style).
  public init(_ configuration: ToggleStyleConfiguration) {
    self.isOn = configuration.$isOn
    self.label = configuration.label
  }
}

import PortalGraphics

/// A toggle drawn as a button that stays pressed while on: its label on a rounded background,
/// the tint filling it with white text when on, a light wash of the tint when off.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    ButtonToggle(configuration: configuration)
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

struct ButtonToggle: View {
  let configuration: ToggleStyleConfiguration
  @State private var isHovered = false
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint

  var body: some View {
    let isOn = configuration.$isOn
    let on = configuration.isOn
    configuration.label
      .foregroundStyle(on ? Color.white : tint)
      .padding(EdgeInsets(top: 6, leading: 14, bottom: 6, trailing: 14))
      .background(
        RoundedRectangle(cornerRadius: 8)
          .fill(on ? tint.opacity(isHovered && isEnabled ? 0.85 : 1) : tint.opacity(isHovered && isEnabled ? 0.22 : 0.12))
      )
      .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
      .opacity(isEnabled ? 1 : 0.45)
      .fixedSize(horizontal: true, vertical: false)
      .onHover { isHovered = $0 }
      .onTapGesture { isOn.wrappedValue.toggle() }
  }
}

import PortalGraphics

/// A toggle drawn as a check box before its label, as GTK and macOS draw one: a small rounded
/// square, filled with the tint and checked when on, outlined when off.
///
/// SwiftUI offers this style on macOS only; here it is offered everywhere.
public struct CheckboxToggleStyle: ToggleStyle {
  /// The check box style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    CheckboxToggle(configuration: configuration)
  }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box before the label.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct CheckboxToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let isOn = configuration.$isOn
    HStack(spacing: 8) {
      CheckboxBox(isOn: configuration.isOn)
      configuration.label
    }
    .contentShape(Rectangle())
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture { isOn.wrappedValue.toggle() }
  }
}

/// The box of a check box.
struct CheckboxBox: View {
  let isOn: Bool
  @Environment(\.tint) private var tint

  static let side = 18.0
  static let cornerRadius = 4.0
  static let offFill = Color(light: .white, dark: Color(hex: 0x2C2C2E))
  static let border = Color(light: Color(hex: 0xB0B0B6), dark: Color(hex: 0x636366))

  var body: some View {
    ZStack {
      if isOn {
        RoundedRectangle(cornerRadius: Self.cornerRadius).fill(tint)
        Image(systemName: "checkmark").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white)
      } else {
        RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.offFill)
        RoundedRectangle(cornerRadius: Self.cornerRadius).strokeBorder(Self.border, lineWidth: 1)
      }
    }
    .frame(width: Self.side, height: Self.side)
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: Self.cornerRadius))
  }
}

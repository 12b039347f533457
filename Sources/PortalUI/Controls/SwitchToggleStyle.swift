import PortalGraphics

/// A toggle drawn as a switch after its label, as GTK 4 and iOS draw one: a pill-shaped track
/// filled with the tint when on and grey when off, and a white knob that slides to the end
/// that is on. The label is leading and the switch trailing, across the room given.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    ToggleRow(configuration: configuration) {
      SwitchTrack(isOn: configuration.isOn)
    }
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch: a sliding knob on a track, tinted when on.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A toggle's label and its control side by side, the whole row clickable: a click anywhere
/// on it (or Space or Enter while it has focus) flips the toggle.
struct ToggleRow<Control: View>: View {
  let configuration: ToggleStyleConfiguration
  let control: Control
  @Environment(\.isEnabled) private var isEnabled

  init(configuration: ToggleStyleConfiguration, @ViewBuilder control: () -> Control) {
    self.configuration = configuration
    self.control = control()
  }

  var body: some View {
    let isOn = configuration.$isOn
    HStack(spacing: 12) {
      configuration.label
      Spacer(minLength: 0)
      control
    }
    .contentShape(Rectangle())
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture { isOn.wrappedValue.toggle() }
  }
}

/// The switch itself: track and knob.
struct SwitchTrack: View {
  let isOn: Bool
  @Environment(\.tint) private var tint

  static let size = Size(width: 48, height: 28)
  static let knobInset = 2.0
  /// The track when off: a light grey in light appearance, a dark one in dark.
  static let offTrack = Color(light: Color(hex: 0xE1E1E6), dark: Color(hex: 0x39393D))

  var body: some View {
    let knob = Self.size.height - 2 * Self.knobInset
    let travel = Self.size.width - knob - 2 * Self.knobInset
    ZStack(alignment: .leading) {
      Capsule().fill(isOn ? tint : Self.offTrack)
      Circle()
        .fill(Color.white)
        .frame(width: knob, height: knob)
        .shadow(color: Color.black.opacity(0.25), radius: 1.5, y: 1)
        .offset(x: Self.knobInset + (isOn ? travel : 0))
        .animation(.snappy(duration: 0.2), value: isOn)
    }
    .frame(width: Self.size.width, height: Self.size.height)
    .contentShape(.focusEffect, Capsule())
  }
}

import PortalGraphics

/// The colours the controls share, in light and dark appearance.
enum ControlColors {
  /// The grey of a control's resting surface (a menu button, a segmented track, a stepper).
  static let fill = Color(light: Color(hex: 0xE9E9EB), dark: Color(hex: 0x39393D))
  /// A popup's panel.
  static let popup = Color(light: .white, dark: Color(hex: 0x2C2C2E))
  /// A popup's thin border.
  static let popupBorder = Color(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x48484A))
  /// The outline of an unselected check box or radio button.
  static let border = Color(light: Color(hex: 0xB0B0B6), dark: Color(hex: 0x636366))
}

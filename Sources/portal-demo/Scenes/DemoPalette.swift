import PortalUI

/// The demo's colours, each with its light and dark appearance (A toggles, `--appearance`).
enum DemoPalette {
  /// Behind the scenes: the window itself.
  static let window = Color(light: .white, dark: Color(hex: 0x1C1C1E))
  /// The sidebar and recessed wells.
  static let sidebar = Color(light: Color(hex: 0xF3F4F8), dark: Color(hex: 0x242428))
  static let sidebarHover = Color(light: Color(hex: 0xE4E7F0), dark: Color(hex: 0x34353B))
  /// Raised surfaces: detail panels, the help card.
  static let surface = Color(light: .white, dark: Color(hex: 0x2C2C2E))
  /// Summaries and captions.
  static let secondaryText = Color(light: Color(hex: 0x6B6F7B), dark: Color(hex: 0xA3A6B0))
  /// Subtitles and hints, a step quieter.
  static let tertiaryText = Color(light: Color(hex: 0x7A7E8A), dark: Color(hex: 0x8E919C))
  /// Running text in detail views.
  static let bodyText = Color(light: Color(hex: 0x3A3E4A), dark: Color(hex: 0xD2D4DB))
  /// Placeholder text where a destination will appear.
  static let placeholderText = Color(light: Color(hex: 0x9A9EAA), dark: Color(hex: 0x6E717C))
  /// Hairlines and dashed outlines.
  static let stroke = Color(light: Color(hex: 0xD0D3DC), dark: Color(hex: 0x3E4048))
  /// Round buttons and unselected segments.
  static let control = Color(light: Color(hex: 0xEEF1F8), dark: Color(hex: 0x34363E))
  static let controlHover = Color(light: Color(hex: 0xDDE3F3), dark: Color(hex: 0x42454F))
}

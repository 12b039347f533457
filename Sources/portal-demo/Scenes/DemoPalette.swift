import Foundation
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
  /// Summaries, captions and the sidebar's footer.
  static let secondaryText = Color(light: Color(hex: 0x5E626D), dark: Color(hex: 0xA8ABB5))
  /// Subtitles and hints, a step quieter (still at least 4.5:1 on every surface).
  static let tertiaryText = Color(light: Color(hex: 0x666A75), dark: Color(hex: 0x9EA1AC))
  /// Running text in detail views.
  static let bodyText = Color(light: Color(hex: 0x3A3E4A), dark: Color(hex: 0xD2D4DB))
  /// Placeholder text where a destination will appear.
  static let placeholderText = Color(light: Color(hex: 0x9A9EAA), dark: Color(hex: 0x6E717C))
  /// Hairlines and dashed outlines.
  static let stroke = Color(light: Color(hex: 0xD0D3DC), dark: Color(hex: 0x3E4048))
  /// Round buttons and unselected segments.
  static let control = Color(light: Color(hex: 0xEEF1F8), dark: Color(hex: 0x34363E))
  static let controlHover = Color(light: Color(hex: 0xDDE3F3), dark: Color(hex: 0x42454F))
  /// Buttons' text and tinted backgrounds: the accent, a step deeper in light and lighter in
  /// dark, so a button's title reads at 4.5:1 on its own tint.
  static let accent = Color(light: Color(hex: 0x2A56C6), dark: Color(hex: 0x90B0FF))

  /// Every text colour with the surfaces it is drawn on, for `--check-contrast`.
  static let textOnSurfaces: [(text: String, color: Color, surfaces: [(name: String, color: Color)])] = {
    let plain = [("window", window), ("sidebar", sidebar), ("surface", surface)]
    return [
      ("secondary text", secondaryText, plain + [("control", control)]),
      ("tertiary text", tertiaryText, plain),
      ("body text", bodyText, [("surface", surface), ("window", window)]),
      ("button title", accent, [("its tint over the window", accent.opacity(0.12), window),
        ("its tint over a surface", accent.opacity(0.12), surface)].map { ($0.0, $0.1.composited(over: $0.2)) }),
    ]
  }()

  /// WCAG 2 contrast of every text over every surface it is drawn on, in one appearance.
  static func contrasts(dark: Bool) -> [(text: String, surface: String, ratio: Double)] {
    textOnSurfaces.flatMap { text in
      text.surfaces.map { surface in
        let ratio = text.color.resolved(dark: dark).composited(over: surface.color).contrastRatio(
          to: surface.color.resolved(dark: dark))
        return (text.text, surface.name, ratio)
      }
    }
  }
}

extension Color {
  /// This colour, resolved per appearance, painted over `ground`: what shows.
  func composited(over ground: Color) -> Color {
    Color(
      light: Self.blend(resolved(dark: false), over: ground.resolved(dark: false)),
      dark: Self.blend(resolved(dark: true), over: ground.resolved(dark: true)))
  }

  private static func blend(_ top: Color, over bottom: Color) -> Color {
    let a = top.alpha
    return Color(
      red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
      blue: top.blue * a + bottom.blue * (1 - a))
  }

  /// WCAG 2 relative luminance of the opaque colour.
  var relativeLuminance: Double {
    func linear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio between two opaque colours, 1 to 21.
  func contrastRatio(to other: Color) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}

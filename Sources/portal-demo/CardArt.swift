import PortalGraphics

/// One card of the demo catalogue.
struct Card: Identifiable, Hashable {
  let id: Int
  let title: String
  let subtitle: String
  let top: Color
  let bottom: Color
}

/// The placeholder catalogue: colourful cards with titles, enough to fill a grid.
enum Catalogue {
  static let names = [
    "Aurora", "Basalt", "Cinder", "Dune", "Ember", "Fjord", "Glacier", "Harbor", "Iris", "Juniper", "Kelp",
    "Lagoon",
  ]
  static let palette: [(UInt32, UInt32)] = [
    (0x5B8DEF, 0x2D3F9E), (0xF29E4C, 0xC2452D), (0x5CC8A8, 0x1F7A6C), (0xE86A92, 0x8E2C6B),
    (0xA58BF2, 0x4B3AA8), (0x6FC3F7, 0x1E6FA8), (0xF2C94C, 0xC27C1E), (0x7ED957, 0x2E8B57),
  ]

  static let cards: [Card] = names.enumerated().map { index, name in
    let colors = palette[index % palette.count]
    return Card(
      id: index, title: name, subtitle: "Study \(index + 1) · procedural", top: Color(hex: colors.0),
      bottom: Color(hex: colors.1))
  }
}

/// Draws a card at any size. The grid, the detail panel and the flying layer all use this one
/// function, so the layer's first and last frames match the views they replace pixel for pixel.
@MainActor
enum CardArt {
  static func draw(_ card: Card, in rect: Rect, on canvas: Canvas, shadow: Bool = true) {
    let radius = min(18, rect.width * 0.08)
    let shape = Path(roundedRect: rect, radii: CornerRadii(radius))
    if shadow {
      canvas.drawShadow(for: shape, shadow: Shadow(color: Color.black.opacity(0.22), radius: 10, y: 4))
    }
    canvas.fill(shape, with: .linear(Gradient(colors: [card.top, card.bottom]), from: rect.origin, to: Point(x: rect.maxX, y: rect.maxY)))
    canvas.withState {
      canvas.clip(to: shape)
      // A soft highlight gives the flat gradient some depth.
      canvas.fill(
        Path(circleCenter: Point(x: rect.minX + rect.width * 0.78, y: rect.minY + rect.height * 0.25),
             radius: rect.width * 0.42),
        with: .radial(
          Gradient(colors: [Color.white.opacity(0.35), Color.white.opacity(0)]),
          center: Point(x: rect.minX + rect.width * 0.78, y: rect.minY + rect.height * 0.25),
          radius: rect.width * 0.42))
    }
    let unit = rect.width / 220
    let titleStyle = TextStyle(
      font: Font(size: max(9, 20 * unit), weight: .bold), color: .white, wrapWidth: rect.width - 28 * unit,
      lineLimit: 1)
    let subtitleStyle = TextStyle(
      font: Font(size: max(7, 12 * unit)), color: Color.white.opacity(0.85), wrapWidth: rect.width - 28 * unit,
      lineLimit: 1)
    let subtitle = canvas.typesetter.layout(card.subtitle, style: subtitleStyle)
    let title = canvas.typesetter.layout(card.title, style: titleStyle)
    let bottom = rect.maxY - 14 * unit
    canvas.draw(subtitle, at: Point(x: rect.minX + 14 * unit, y: bottom - subtitle.size.height))
    canvas.draw(title, at: Point(x: rect.minX + 14 * unit, y: bottom - subtitle.size.height - title.size.height))
  }
}

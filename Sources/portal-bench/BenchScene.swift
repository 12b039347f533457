import Foundation
import PortalGraphics

/// What the benchmark draws: a full window shaped like the demo's grid, and one floating card
/// like a layer in flight. Both are drawn the way a client draws a frame: a fresh canvas per
/// frame (so shadows are blurred anew) and one typesetter kept across frames (so text is shaped
/// once and only rasterised afterwards).
@MainActor
struct BenchScene {
  static let windowSize = Size(width: 1280, height: 800)
  static let cardCount = 24
  static let layerSize = Size(width: 240, height: 160)
  /// How far a layer's shadow reaches beyond the card (radius 16 spread, offset 6 down).
  static let layerShadowMargin = 36.0

  let typesetter = Typesetter()

  private static let palette: [(UInt32, UInt32)] = [
    (0x5B8DEF, 0x2846B8), (0xF58A5B, 0xC2410C), (0x34C759, 0x0F7A3A), (0xAF52DE, 0x6B21A8),
    (0xFFCC00, 0xD97706), (0x30B0C7, 0x0E6F82),
  ]
  private let titleStyle = TextStyle(font: FontDescriptor(size: 15, weight: .semibold), color: Color(hex: 0x1C1C24))
  private let subtitleStyle = TextStyle(
    font: FontDescriptor(size: 12), color: Color(hex: 0x6B6F7B), wrapWidth: 150, lineLimit: 2)

  /// Draws the whole window: background, header, and a 6×4 grid of cards.
  func drawWindow(into bitmap: Bitmap) {
    let canvas = Canvas(bitmap: bitmap)
    canvas.typesetter = typesetter
    let size = Self.windowSize
    canvas.fill(
      Rect(origin: .zero, size: size),
      with: .linear(
        Gradient(colors: [Color(hex: 0xF4F5F8), Color(hex: 0xE4E7EF)]), from: .zero,
        to: Point(x: 0, y: size.height)))
    canvas.drawText(
      "Portal", style: TextStyle(font: FontDescriptor(size: 24, weight: .bold), color: Color(hex: 0x1C1C24)),
      at: Point(x: 40, y: 24))
    canvas.drawText(
      "A grid of cards; click one to fly it into the panel.",
      style: TextStyle(font: FontDescriptor(size: 13), color: Color(hex: 0x6B6F7B)), at: Point(x: 150, y: 33))
    let columns = 6
    let (gap, width, height) = (24.0, 180.0, 150.0)
    for index in 0..<Self.cardCount {
      let frame = Rect(
        x: 40 + Double(index % columns) * (width + gap), y: 96 + Double(index / columns) * (height + gap),
        width: width, height: height)
      drawCard(
        index, in: frame, on: canvas, shadow: Shadow(color: Color.black.opacity(0.22), radius: 10, y: 4))
    }
  }

  /// The card's bounds plus its shadow, in whole pixels: what a layer at `frame` covers.
  static func layerBounds(_ frame: Rect) -> Rect {
    frame.insetBy(dx: -layerShadowMargin, dy: -layerShadowMargin).integral
  }

  /// Where the floating card is in frame `n`: a slow Lissajous path with fractional positions,
  /// as an animated flight produces.
  static func layerFrame(_ n: Int) -> Rect {
    let t = Double(n) * 0.037
    let x = 80 + (windowSize.width - layerSize.width - 160) * (0.5 + 0.5 * sin(t * 1.3))
    let y = 80 + (windowSize.height - layerSize.height - 160) * (0.5 + 0.5 * cos(t))
    return Rect(origin: Point(x: x, y: y), size: layerSize)
  }

  /// Clears the previous layer and draws the card at `frame`; returns the damage (old ∪ new
  /// bounds) and the new visible bounds.
  func drawLayer(into bitmap: Bitmap, at frame: Rect, previous: Rect?) -> (damage: Rect, visible: Rect) {
    let canvas = Canvas(bitmap: bitmap)
    canvas.typesetter = typesetter
    let visible = Self.layerBounds(frame)
    let damage = previous.map { Self.layerBounds($0).union(visible) } ?? visible
    canvas.withState {
      canvas.clip(to: damage)
      canvas.clear()
      drawCard(7, in: frame, on: canvas, shadow: Shadow(color: Color.black.opacity(0.3), radius: 16, y: 6))
    }
    return (damage, visible)
  }

  private func drawCard(_ index: Int, in frame: Rect, on canvas: Canvas, shadow: Shadow) {
    let radius = 16.0
    let shape = Path(roundedRect: frame, cornerRadius: radius)
    canvas.drawShadow(for: shape, shadow: shadow)
    canvas.fill(shape, with: .white)
    let (top, bottom) = Self.palette[index % Self.palette.count]
    let art = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height * 0.5)
    canvas.withState {
      canvas.clip(
        roundedRect: art, radii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
      )
      canvas.fill(
        art,
        with: .linear(
          Gradient(colors: [Color(hex: top), Color(hex: bottom)]), from: art.origin,
          to: Point(x: art.maxX, y: art.maxY)))
      canvas.fill(
        circleCenter: Point(x: art.maxX - 28, y: art.minY + 26), radius: 14,
        with: .color(Color.white.opacity(0.35)))
    }
    let title = canvas.drawText(
      "Card \(index + 1)", style: titleStyle, at: Point(x: frame.minX + 14, y: art.maxY + 10))
    canvas.drawText(
      "Flies from the grid to the panel through the overlay window",
      style: subtitleStyle, at: Point(x: frame.minX + 14, y: art.maxY + 14 + title.size.height))
  }
}

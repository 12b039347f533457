import Foundation
import PortalGraphics

/// Paints the demo's app icon: a card flying along a dotted arc out of a small card into a
/// large one, on a violet tile. Drawn from shapes at every size, so the small sizes stay crisp
/// rather than being scaled down; below 32 pixels the dotted path is left out.
enum AppIconPainter {
  /// The file name of each size in `Resources/AppIcon/`.
  static func fileName(size: Int) -> String { "\(size).png" }

  /// The icon at `size`×`size` pixels.
  static func render(size: Int) throws -> Bitmap {
    let bitmap = try Bitmap(width: size, height: size)
    let canvas = Canvas(bitmap: bitmap)
    let s = Double(size)
    // The freedesktop icons leave a small margin; the tile fills 7/8 of the square.
    let inset = (s / 16).rounded()
    let tile = Rect(x: inset, y: inset, width: s - 2 * inset, height: s - 2 * inset)
    let corner = tile.width * 0.23
    if size >= 32 {
      canvas.drawShadow(
        for: Path(roundedRect: tile, cornerRadius: corner),
        shadow: Shadow(color: Color.black.opacity(0.28), radius: s / 48, y: s / 64))
    }
    canvas.fill(
      roundedRect: tile, radii: CornerRadii(corner),
      with: .linear(
        Gradient(colors: [Color(hex: 0x7B5CFF), Color(hex: 0x3A2A9E)]), from: Point(x: tile.minX, y: tile.minY),
        to: Point(x: tile.maxX, y: tile.maxY)))

    func card(_ rect: Rect, _ color: Color) {
      canvas.fill(roundedRect: rect, radii: CornerRadii(rect.width * 0.16), with: .color(color))
    }
    func unit(_ x: Double, _ y: Double) -> Point { Point(x: tile.minX + x * tile.width, y: tile.minY + y * tile.height) }
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
      Rect(origin: unit(x, y), size: Size(width: w * tile.width, height: h * tile.height))
    }

    // Where the flight starts: a small card, bottom left; where it lands: a large card, top right.
    card(rect(0.12, 0.58, 0.28, 0.28), Color.white.opacity(0.55))
    card(rect(0.46, 0.14, 0.42, 0.46), Color.white)
    canvas.fill(roundedRect: rect(0.52, 0.20, 0.30, 0.22), radii: CornerRadii(tile.width * 0.04), with: .color(Color(hex: 0xFFB36B)))
    if size >= 32 {
      // The flight's path, as dots along a curve from one card to the other.
      let start = unit(0.30, 0.60)
      let control = unit(0.30, 0.30)
      let end = unit(0.48, 0.34)
      for step in 1...4 {
        let t = Double(step) / 5
        let a = 1 - t
        let point = Point(
          x: a * a * start.x + 2 * a * t * control.x + t * t * end.x,
          y: a * a * start.y + 2 * a * t * control.y + t * t * end.y)
        canvas.fill(circleCenter: point, radius: max(0.8, s / 90), with: .color(Color.white.opacity(0.85)))
      }
    }
    return bitmap
  }

  /// Writes every standard size into `directory` and returns the paths written.
  static func writeAll(to directory: String, sizes: [Int]) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return try sizes.map { size in
      let path = directory + "/" + fileName(size: size)
      try render(size: size).writePNG(to: path)
      return path
    }
  }
}

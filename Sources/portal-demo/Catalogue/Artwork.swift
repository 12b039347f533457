import Foundation
import PortalGraphics

/// Paints the demo's artwork: small landscapes (sky, sun or moon, layered hills, a few stars
/// or clouds), different for every seed, pleasant at any size.
enum ArtworkPainter {
  static let size = (width: 240, height: 180)

  struct Palette {
    let skyTop: UInt32
    let skyBottom: UInt32
    let sun: UInt32
    let hills: [UInt32]
    let night: Bool
  }

  static let palettes: [Palette] = [
    Palette(skyTop: 0xFF9A6B, skyBottom: 0xFFD6A5, sun: 0xFFF1C9, hills: [0x7A5C8E, 0x4E3D6B, 0x2E2648], night: false),
    Palette(skyTop: 0x8EC5FC, skyBottom: 0xE0F0FF, sun: 0xFFF6D5, hills: [0x7CC08B, 0x4E9A63, 0x2F6F48], night: false),
    Palette(skyTop: 0x1B2A4A, skyBottom: 0x3E4F7A, sun: 0xF3EFD9, hills: [0x2B3A5E, 0x1D2944, 0x111A2E], night: true),
    Palette(skyTop: 0xF6D365, skyBottom: 0xFDA085, sun: 0xFFF8E1, hills: [0xC56B57, 0x9A4A45, 0x6B2F3A], night: false),
    Palette(skyTop: 0x5EE7DF, skyBottom: 0xB490CA, sun: 0xFFFFFF, hills: [0x6C5B9E, 0x4A3F7A, 0x2E2856], night: false),
    Palette(skyTop: 0x0F2027, skyBottom: 0x2C5364, sun: 0xE8F1F2, hills: [0x203A43, 0x142A31, 0x0B1A1F], night: true),
    Palette(skyTop: 0xA1C4FD, skyBottom: 0xC2E9FB, sun: 0xFFFDE7, hills: [0x9BB7D4, 0x6F8FB0, 0x4A6A8C], night: false),
    Palette(skyTop: 0xFBC2EB, skyBottom: 0xA6C1EE, sun: 0xFFF5FB, hills: [0x8E7CC3, 0x6A5AA5, 0x463C7D], night: false),
  ]

  /// A deterministic generator, so the same seed always paints the same picture.
  struct Random {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// The clouds' white, translucent: the sky shows through.
  static let cloudColor = Color.white.opacity(0.55)

  /// A cloud around `centre`: three overlapping ovals in one path. Filled once (with the
  /// clouds beside it), the ovals' overlaps are covered once, so the cloud is one even
  /// shape; ovals filled one by one doubled the white where they overlapped, and the seams
  /// between them showed wherever the picture is shown large.
  static func cloud(at centre: Point) -> Path {
    var path = Path()
    for i in 0..<3 {
      path.addPath(
        Path(
          ellipseIn: Rect(
            x: centre.x + Double(i) * 14 - 20, y: centre.y - Double(i % 2) * 6, width: 34, height: 16)))
    }
    return path
  }

  /// The picture for `seed`, its clouds filled with `clouds` (clear leaves them out).
  static func render(seed: Int, clouds cloudPaint: Color = cloudColor) throws -> Bitmap {
    let (w, h) = (Double(size.width), Double(size.height))
    let bitmap = try Bitmap(width: size.width, height: size.height)
    let canvas = Canvas(bitmap: bitmap)
    var random = Random(state: UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15)
    let palette = palettes[seed % palettes.count]
    let full = Rect(x: 0, y: 0, width: w, height: h)
    canvas.fill(
      full, with: .linear(Gradient(colors: [Color(hex: palette.skyTop), Color(hex: palette.skyBottom)]),
                          from: Point(x: 0, y: 0), to: Point(x: 0, y: h * 0.75)))
    if palette.night {
      for _ in 0..<24 {
        let p = Point(x: random.next() * w, y: random.next() * h * 0.55)
        canvas.fill(circleCenter: p, radius: 0.6 + random.next() * 0.9, with: .color(Color.white.opacity(0.5 + random.next() * 0.5)))
      }
    }
    let sun = Point(x: w * (0.2 + random.next() * 0.6), y: h * (0.18 + random.next() * 0.2))
    let radius = h * (0.09 + random.next() * 0.06)
    canvas.fill(
      circleCenter: sun, radius: radius * 3.2,
      with: .radial(Gradient(colors: [Color(hex: palette.sun).opacity(0.45), Color(hex: palette.sun).opacity(0)]), center: sun, radius: radius * 3.2))
    canvas.fill(circleCenter: sun, radius: radius, with: .color(Color(hex: palette.sun)))
    if !palette.night {
      var clouds = Path()
      for _ in 0..<2 {
        clouds.addPath(cloud(at: Point(x: random.next() * w, y: h * (0.12 + random.next() * 0.25))))
      }
      canvas.fill(clouds, with: cloudPaint)
    }
    for (layer, hex) in palette.hills.enumerated() {
      let base = h * (0.55 + Double(layer) * 0.13)
      let amplitude = h * (0.10 - Double(layer) * 0.018)
      let phase = random.next() * .pi * 2
      let frequency = 1.2 + random.next() * 1.6
      var path = Path()
      path.move(to: Point(x: 0, y: h))
      let steps = 48
      for i in 0...steps {
        let x = w * Double(i) / Double(steps)
        let y = base - amplitude * (0.6 * sin(frequency * x / w * .pi * 2 + phase) + 0.4 * sin(2.7 * x / w * .pi + phase * 1.7))
        path.line(to: Point(x: x, y: y))
      }
      path.line(to: Point(x: w, y: h))
      path.close()
      canvas.fill(path, with: Color(hex: hex))
    }
    return bitmap
  }
}

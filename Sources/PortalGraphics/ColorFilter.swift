import CCairo

/// A linear map of every pixel's straight (not premultiplied) red, green, blue and alpha,
/// plus a constant: the filters of `saturation`, `brightness`, `contrast`, `grayscale`,
/// `colorInvert`, `colorMultiply` and `luminanceToAlpha`. Results are clamped to 0…1.
///
/// ```swift
/// canvas.withColorFilter(.saturation(0)) { canvas.draw(photo, at: origin) }
/// ```
public struct ColorFilter: Hashable, Sendable {
  /// Rows for red, green, blue and alpha out; columns for red, green, blue and alpha in, and
  /// a fifth for a constant added.
  public var rows: [[Double]]

  public init(rows: [[Double]]) {
    precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a colour filter is 4 × 5")
    self.rows = rows
  }

  public static let identity = ColorFilter(rows: [
    [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
  ])

  /// Colour kept (1), drained to grey of the same luminance (0) or made more vivid (above 1):
  /// the SVG and CSS `saturate` matrix.
  public static func saturation(_ amount: Double) -> ColorFilter {
    let s = amount
    return ColorFilter(rows: [
      [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
      [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
      [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
      [0, 0, 0, 1, 0],
    ])
  }

  /// `amount` added to red, green and blue: 0 changes nothing, 1 makes every colour white.
  public static func brightness(_ amount: Double) -> ColorFilter {
    ColorFilter(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
  }

  /// Colours pushed away from mid grey by `amount` (1 changes nothing, 0 makes everything
  /// mid grey, negative values invert about it).
  public static func contrast(_ amount: Double) -> ColorFilter {
    let offset = 0.5 * (1 - amount)
    return ColorFilter(rows: [
      [amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0],
    ])
  }

  /// Each colour channel turned into its opposite: black to white, red to cyan.
  public static let inversion = ColorFilter(rows: [
    [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0],
  ])

  /// Every channel multiplied by `color`'s: white changes nothing, black makes everything black.
  public static func multiply(by color: Color) -> ColorFilter {
    ColorFilter(rows: [
      [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0],
      [0, 0, 0, color.alpha, 0],
    ])
  }

  /// Black whose opacity is the pixel's luminance (SVG's `luminanceToAlpha`): bright parts
  /// stay opaque, dark ones become transparent.
  public static let luminanceToAlpha = ColorFilter(rows: [
    [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
  ])

  /// True when the filter changes no pixel (to within rounding).
  public var isIdentity: Bool {
    zip(rows, Self.identity.rows).allSatisfy { row, unit in zip(row, unit).allSatisfy { abs($0 - $1) < 1e-9 }
    }
  }

  /// Maps every pixel of a premultiplied ARGB32 image surface in place. Transparent pixels
  /// stay transparent: a filter changes what is drawn, not the space around it.
  func apply(toImage image: OpaquePointer) {
    cairo_surface_flush(image)
    guard cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(image)
    else { return }
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    let stride = Int(cairo_image_surface_get_stride(image))
    let m = rows.flatMap { $0.map(Float.init) }
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let pixel = row[x]
        let a8 = pixel >> 24
        guard a8 > 0 else { continue }
        let a = Float(a8) / 255
        let r = Float((pixel >> 16) & 0xFF) / 255 / a
        let g = Float((pixel >> 8) & 0xFF) / 255 / a
        let b = Float(pixel & 0xFF) / 255 / a
        func channel(_ i: Int) -> Float {
          min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4], 0), 1)
        }
        let alpha = channel(15)
        func stored(_ value: Float) -> UInt32 { UInt32((value * alpha * 255).rounded()) }
        row[x] =
          UInt32((alpha * 255).rounded()) << 24 | stored(channel(0)) << 16 | stored(channel(5)) << 8
          | stored(channel(10))
      }
    }
    cairo_surface_mark_dirty(image)
  }
}

import CCairo
import Foundation

/// A linear map of a pixel's red, green and blue, alpha left alone: what hue rotation (and
/// filters like it) do to every pixel of a layer. Applied to premultiplied pixels, which a
/// linear map keeps valid once each result is clamped to the pixel's alpha.
///
/// ```swift
/// canvas.withColorMatrix(.hueRotation(radians: .pi / 2)) { canvas.fill(card, with: .red) }
/// ```
public struct ColorMatrix: Hashable, Sendable {
  /// Rows for red, green and blue out; columns for red, green and blue in.
  public var rows: [[Double]]

  public init(rows: [[Double]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a colour matrix is 3 × 3")
    self.rows = rows
  }

  public static let identity = ColorMatrix(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

  /// Turns every hue around the colour wheel by `radians` while keeping each colour's
  /// luminance (the SVG and CSS `hue-rotate` matrix, in sRGB); greys stay as they are.
  public static func hueRotation(radians: Double) -> ColorMatrix {
    let c = cos(radians)
    let s = sin(radians)
    return ColorMatrix(rows: [
      [0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s],
      [0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s],
      [0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s],
    ])
  }

  /// True when the matrix changes no pixel (to within rounding).
  public var isIdentity: Bool {
    zip(rows, Self.identity.rows).allSatisfy { row, unit in zip(row, unit).allSatisfy { abs($0 - $1) < 1e-9 }
    }
  }

  /// Maps every pixel of a premultiplied ARGB32 image surface in place.
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
        let a = pixel >> 24
        guard a > 0 else { continue }
        let r = Float((pixel >> 16) & 0xFF)
        let g = Float((pixel >> 8) & 0xFF)
        let b = Float(pixel & 0xFF)
        let limit = Float(a)
        func channel(_ i: Int) -> UInt32 {
          UInt32(min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b, 0), limit).rounded())
        }
        row[x] = a << 24 | channel(0) << 16 | channel(3) << 8 | channel(6)
      }
    }
    cairo_surface_mark_dirty(image)
  }
}

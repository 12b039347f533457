import CCairo

/// The shadow of a large rectangle-like shape, blurred small and stretched.
///
/// Blurring costs in proportion to the pixels blurred, and the first frame of a window-sized
/// sheet or pane would blur hundreds of thousands of them. But for a shape that is four
/// corners joined by straight sides (`Path.cornerReach`: a rectangle with rounded or
/// continuous corners), every column of the blurred shadow between the corners is the same,
/// and so is every row. So the same corners joined by sides just long enough to keep one such
/// column and row are blurred (a few hundred pixels square whatever the shape's size), and the
/// whole mask is copied out of that: the corners as they are, the kept column and row repeated
/// along the sides. The result is the same, pixel for pixel, as blurring the whole shape, and
/// is kept and painted as any other mask.
extension Canvas {
  /// Sides shorter than this many device pixels are not worth shortening.
  static let shortestStretch = 48

  /// The whole blurred shadow of the shape `placement` places, built from the blur of a
  /// shorter copy; nil unless the shape has corners and straight sides long enough to gain by
  /// it and the transform only scales and moves.
  func stretchedShadowMask(for placement: ShadowPlacement, shadow: Shadow) -> ShadowMask? {
    let device = placement.geometry.device
    guard stretchesShadows, device.b == 0, device.c == 0, device.a > 0, device.d > 0,
      let reach = placement.shape.cornerReach
    else { return nil }
    let box = placement.shape.boundingBox
    let blur = placement.geometry.reach
    // Device pixels by which each side can be shortened and still leave, between the corners,
    // a stretch of side wider than the blur reaches from both ends (and two pixels either way
    // for the antialiased ends of the corners).
    func removable(length: Double, corner: Double, scale: Double) -> Int {
      max(0, Int(((length - 2 * corner) * scale - 2 * blur - 4).rounded(.down)))
    }
    let kx = removable(length: box.width, corner: reach.width, scale: device.a)
    let ky = removable(length: box.height, corner: reach.height, scale: device.d)
    guard max(kx, ky) >= Self.shortestStretch else { return nil }
    // Whole device pixels, so the short shape's far sides land on the same sub-pixel phase.
    let short = placement.shape.shortened(dx: Double(kx) / device.a, dy: Double(ky) / device.d)
    let geometry = ShadowGeometry(shadow: shadow, device: device, contentBounds: device.apply(to: short.boundingBox))
    let area = geometry.bounds.integral
    let whole = placement.geometry.bounds.integral
    // Rounding could leave the two a pixel apart; then the shadow is blurred whole.
    guard whole.origin == area.origin, whole.width == area.width + Double(kx),
      whole.height == area.height + Double(ky)
    else { return nil }
    let small = blurredShadow(of: short, area: area, geometry: geometry)
    // The column and row repeated: the middle of the short shape's straight sides, where they
    // fall with the shadow's offset.
    let middle = device.apply(to: short.boundingBox)
    let column = Int((middle.midX + geometry.offset.x - area.minX).rounded(.down))
    let row = Int((middle.midY + geometry.offset.y - area.minY).rounded(.down))
    guard (0..<Int(area.width)).contains(column), (0..<Int(area.height)).contains(row) else { return nil }
    return ShadowMask(stretching: small, column: column, row: row, by: kx, ky)
  }
}

extension ShadowMask {
  /// `small` with its pixel column `column` repeated `kx` more times and its row `row`
  /// repeated `ky` more times: the mask of the same shape with longer sides.
  convenience init(stretching small: ShadowMask, column: Int, row: Int, by kx: Int, _ ky: Int) {
    let width = Int(cairo_image_surface_get_width(small.surface))
    let height = Int(cairo_image_surface_get_height(small.surface))
    let (wide, tall) = (width + kx, height + ky)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(wide), Int32(tall))!
    cairo_surface_flush(surface)
    cairo_surface_flush(small.surface)
    let source = cairo_image_surface_get_data(small.surface)!
    let sourceStride = Int(cairo_image_surface_get_stride(small.surface))
    let pixels = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<tall {
      let from = source + (y < row ? y : y <= row + ky ? row : y - ky) * sourceStride
      let to = pixels + y * stride
      to.update(from: from, count: column)
      (to + column).initialize(repeating: from[column], count: kx + 1)
      (to + column + kx + 1).update(from: from + column + 1, count: width - column - 1)
    }
    cairo_surface_mark_dirty(surface)
    self.init(surface: surface, origin: small.origin)
  }
}

import CCairo

/// How an image is sampled when it is drawn larger or smaller than its pixels.
public enum ImageFilter: Hashable, Sendable {
  /// Blocky: each device pixel takes its nearest source pixel. For pixel art and tests.
  case nearest
  /// Smooth, and fast enough for every frame. The default.
  case good
  /// The highest quality cairo offers; slower when shrinking a lot.
  case best

  var cairoValue: cairo_filter_t {
    switch self {
    case .nearest: return CAIRO_FILTER_NEAREST
    case .good: return CAIRO_FILTER_GOOD
    case .best: return CAIRO_FILTER_BEST
    }
  }
}

/// How an image's shape is fitted to a rectangle of another shape.
public enum ContentMode: Hashable, Sendable {
  /// Fills the rectangle exactly, distorting the image's aspect ratio if they differ.
  case stretch
  /// As large as fits entirely inside the rectangle, centred, leaving bars on two sides.
  case fit
  /// As small as covers the whole rectangle, centred; what overflows is cropped.
  case fill

  /// Where an image of `imageSize` goes for `rect`. With `.fill` the result overflows `rect`.
  public func frame(for imageSize: Size, in rect: Rect) -> Rect {
    guard self != .stretch, imageSize.width > 0, imageSize.height > 0 else { return rect }
    let widthRatio = rect.width / imageSize.width
    let heightRatio = rect.height / imageSize.height
    let factor = self == .fit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
    let size = Size(width: imageSize.width * factor, height: imageSize.height * factor)
    return Rect(
      x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
  }
}

extension Canvas {
  /// Draws a bitmap scaled into `rect`.
  ///
  /// Edges are padded rather than faded, so a scaled image keeps crisp, opaque borders. An
  /// immutable image (`Bitmap.isImmutable`) drawn the same way twice is kept scaled, and later
  /// draws copy the kept pixels (see `ScaledImageCache`).
  /// `cornerRadii` round the corners of what is visible: the image itself for `.fit`, the
  /// rectangle otherwise.
  ///
  /// ```swift
  /// canvas.drawImage(avatar, in: Rect(x: 8, y: 8, width: 40, height: 40), contentMode: .fill,
  ///                  cornerRadii: CornerRadii(20))
  /// ```
  public func drawImage(
    _ image: Bitmap, in rect: Rect, contentMode: ContentMode = .stretch, opacity: Double = 1,
    filter: ImageFilter = .good, cornerRadii: CornerRadii = .zero
  ) {
    let frame = contentMode.frame(for: image.size, in: rect)
    let visible = frame.intersection(rect)
    guard !visible.isEmpty, opacity > 0 else { return }
    image.flush()
    withState {
      if cornerRadii == .zero {
        clip(to: visible)
      } else {
        clip(roundedRect: visible, radii: cornerRadii)
      }
      if drawScaledFromCache(image, frame: frame, opacity: opacity, filter: filter) { return }
      cairo_translate(context, frame.minX, frame.minY)
      cairo_scale(context, frame.width / image.size.width, frame.height / image.size.height)
      cairo_set_source_surface(context, image.surface, 0, 0)
      let pattern = cairo_get_source(context)
      cairo_pattern_set_filter(pattern, filter.cairoValue)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_paint_with_alpha(context, min(opacity, 1))
    }
  }
}

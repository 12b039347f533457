import CCairo

/// Draws into a bitmap with cairo, in logical pixels.
///
/// The canvas is where everything visible gets drawn: shapes (`Canvas+Shapes.swift`), images
/// (`Canvas+Image.swift`), text (`Canvas+Text.swift`), opacity groups and shadows. A base
/// `scale` maps logical pixels to device pixels, so a UI laid out in logical pixels draws
/// sharply on a 2× bitmap. State changes (transforms, clips) nest with `withState`.
///
/// ```swift
/// let bitmap = try Bitmap(width: 200, height: 100)
/// let canvas = Canvas(bitmap: bitmap, scale: 2)      // 100×50 logical pixels
/// canvas.withState {
///   canvas.clip(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), radii: CornerRadii(8))
///   canvas.fill(Rect(x: 0, y: 0, width: 100, height: 50), with: .blue)
/// }
/// ```
public final class Canvas {
  public let bitmap: Bitmap
  /// The cairo context; valid for the canvas's lifetime. Drawing on it directly is fine, but
  /// balance any state you change.
  public let context: OpaquePointer
  /// Device pixels per logical pixel.
  public let scale: Double

  /// Lays out text drawn with `drawText`; assign one to share its layout cache between canvases.
  public lazy var typesetter = Typesetter()
  /// Paint adaptive colours (`Color(light:dark:)`) with their dark-appearance variant.
  public var prefersDark = false
  /// Blurred shadows kept for reuse; see `drawShadow(for:shadow:)`.
  public lazy var shadowMasks = ShadowMaskCache()
  /// Whether a large shape with corners and straight sides has its shadow blurred small and
  /// stretched (`stretchedShadowMask`); off only to compare with blurring it whole.
  package var stretchesShadows = true
  /// Blurred shadows of `withShadow`, kept by the silhouette they were blurred from. Hand the
  /// same caches to each frame's canvas, so a shadow that did not change is not blurred again.
  public lazy var silhouetteMasks = SilhouetteMaskCache()
  /// Immutable images kept scaled to the sizes they are drawn at; see `drawImage`. Hand the
  /// same cache to each frame's canvas.
  public lazy var scaledImages = ScaledImageCache()

  /// A canvas covering the whole bitmap, with `scale` device pixels per logical pixel.
  public init(bitmap: Bitmap, scale: Double = 1) {
    precondition(scale > 0, "canvas scale must be positive, got \(scale)")
    self.bitmap = bitmap
    self.scale = scale
    context = cairo_create(bitmap.surface)
    cairo_scale(context, scale, scale)
  }

  deinit { cairo_destroy(context) }

  /// The bitmap's size in logical pixels.
  public var size: Size {
    Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
  }

  /// Sets every pixel within the current clip to `color`, replacing what was there.
  public func clear(to color: Color = .clear) {
    let color = color.resolved(dark: prefersDark)
    withState {
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_paint(context)
    }
  }

  // MARK: State

  /// Pushes the transform, clip and drawing settings; `restore()` brings them back.
  public func save() { cairo_save(context) }

  /// Pops the state saved by the matching `save()`.
  public func restore() { cairo_restore(context) }

  /// Runs `body` and then undoes every transform and clip it set, even when it throws.
  public func withState<Result>(_ body: () throws -> Result) rethrows -> Result {
    cairo_save(context)
    defer { cairo_restore(context) }
    return try body()
  }

  // MARK: Transforms

  /// Moves the origin of what is drawn next.
  public func translate(x: Double, y: Double) { cairo_translate(context, x, y) }

  /// Scales what is drawn next about the current origin.
  public func scale(x: Double, y: Double) { cairo_scale(context, x, y) }

  /// Rotates what is drawn next about the current origin; positive turns clockwise on screen.
  public func rotate(radians: Double) { cairo_rotate(context, radians) }

  /// Rotates what is drawn next about `point`.
  public func rotate(radians: Double, around point: Point) {
    cairo_translate(context, point.x, point.y)
    cairo_rotate(context, radians)
    cairo_translate(context, -point.x, -point.y)
  }

  /// Applies `transform` to what is drawn next, before the current transform.
  public func concat(_ transform: Transform) {
    var matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
    cairo_transform(context, &matrix)
  }

  /// The map from current drawing coordinates to the canvas's logical pixels (the base scale
  /// left out).
  public var transform: Transform {
    Transform.scale(x: 1 / scale, y: 1 / scale).concatenating(deviceTransform)
  }

  /// The map from current drawing coordinates to the bitmap's pixels.
  var deviceTransform: Transform {
    var m = cairo_matrix_t()
    cairo_get_matrix(context, &m)
    return Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  // MARK: Clipping

  /// Restricts drawing to `rect` as well as the current clip.
  public func clip(to rect: Rect) {
    cairo_new_path(context)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(context)
  }

  /// Restricts drawing to the inside of `path` as well as the current clip; edges are antialiased.
  public func clip(to path: Path, rule: FillRule = .winding) {
    setPath(path)
    cairo_set_fill_rule(context, rule.cairoValue)
    cairo_clip(context)
  }

  /// Restricts drawing to a rounded rectangle as well as the current clip.
  public func clip(roundedRect rect: Rect, radii: CornerRadii) {
    // Traced straight onto the context (the same outline as `Path(roundedRect:radii:)`): a
    // flying layer clips to one every frame, and building a path would allocate.
    let outline = RoundedRectOutline(rect, radii)
    cairo_new_path(context)
    cairo_move_to(context, outline.start.x, outline.start.y)
    outline.forEachCorner { corner in
      if corner.radius > 0 {
        cairo_arc(context, corner.center.x, corner.center.y, corner.radius, corner.startAngle, corner.startAngle + .pi / 2)
      } else {
        cairo_line_to(context, corner.center.x, corner.center.y)
      }
    }
    cairo_close_path(context)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    cairo_clip(context)
  }

  /// The bounding box of the area still drawable, in current drawing coordinates; empty when
  /// everything is clipped away.
  public var clipBounds: Rect {
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(context, &x0, &y0, &x1, &y1)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Replaces cairo's current path with `path`.
  func setPath(_ path: Path) { setPath(path, on: context) }

  /// Replaces the current path of any cairo context with `path`.
  func setPath(_ path: Path, on context: OpaquePointer) {
    cairo_new_path(context)
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(context, p.x, p.y)
      case .line(let p):
        cairo_line_to(context, p.x, p.y)
      case .cubic(let c1, let c2, let end):
        cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
      case .arc(let center, let radius, let start, let end, let clockwise):
        if clockwise {
          cairo_arc(context, center.x, center.y, radius, start, end)
        } else {
          cairo_arc_negative(context, center.x, center.y, radius, start, end)
        }
      case .close:
        cairo_close_path(context)
      }
    }
  }
}

import CCairo

/// Layers composed over a backdrop: how what the app drew becomes what a person sees.
///
/// The backdrop is what lies under the layers: a ground (a solid colour, or an image such as a
/// snapshot of the screen), and over it the windows' own pixels, each at its origin, bottom
/// first. The layers are then blended over the backdrop in order, each showing only through
/// its visible region when it has one.
///
/// Every host composes this one way, so that a headless test sees the pixels X11 shows: the
/// shaped X11 overlay (its layer over the app's windows and a root snapshot, only where
/// damaged), the main window drawing an in-window overlay over its own pixels, and
/// `HeadlessHost`'s images of the window and of the screen.
///
/// Coordinates are device pixels of the destination; pixels are premultiplied ARGB32.
public struct LayerComposition {
  /// What lies under the windows.
  public enum Ground {
    /// A solid colour everywhere (white where an overlay has no snapshot of the screen yet).
    case color(Color)
    /// An image from the destination's top-left corner (a snapshot of the screen under the
    /// overlay); beyond its edges the destination turns transparent.
    case image(Bitmap)
  }

  /// A bitmap placed in the destination.
  public struct Placement {
    public var bitmap: Bitmap
    /// Where the bitmap's top-left corner lands, in the destination's device pixels.
    public var origin: Point
    /// The only parts of the bitmap that show, in the bitmap's own device pixels; nil shows
    /// all of it. A headless overlay shows through this what a SHAPE region lets through on X11.
    public var visible: [Rect]?

    public init(_ bitmap: Bitmap, at origin: Point = .zero, visible: [Rect]? = nil) {
      self.bitmap = bitmap
      self.origin = origin
      self.visible = visible
    }
  }

  /// Painted first; nil keeps the destination's pixels under the windows.
  public var ground: Ground?
  /// The windows' pixels, bottom first. Each replaces what is under it in its rectangle, alpha
  /// and all: an X window shows its pixels as they are and blends with nothing below it.
  public var windows: [Placement]
  /// Blended over the windows (cairo's OVER), bottom first.
  public var layers: [Placement]

  public init(ground: Ground? = nil, windows: [Placement] = [], layers: [Placement] = []) {
    self.ground = ground
    self.windows = windows
    self.layers = layers
  }

  /// Composes into `destination`, touching only the pixels inside `damage` (made whole device
  /// pixels, so an edge never half-blends the old pixels in); nil composes everywhere and an
  /// empty list nowhere. Allocates nothing, so an overlay can compose every frame of a flight.
  public func compose(into destination: Bitmap, within damage: [Rect]? = nil) {
    if let damage, damage.isEmpty { return }
    let cr = cairo_create(destination.surface)!
    defer { cairo_destroy(cr) }
    if let damage {
      for rect in damage {
        let r = rect.integral
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      }
      cairo_clip(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    switch windowsCover(damage, of: destination) ? nil : ground {
    case .color(let color):
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      cairo_paint(cr)
    case .image(let image):
      cairo_set_source_surface(cr, image.surface, 0, 0)
      cairo_paint(cr)
    case nil:
      break
    }
    // Indexed: a for-in over these allocates in an unoptimised build (portal-bench counts it).
    for i in windows.indices {
      let window = windows[i]
      Self.draw(window, on: cr) {
        // Filled rather than painted: SOURCE would clear everything outside the window too.
        let (origin, bitmap) = (window.origin, window.bitmap)
        cairo_set_source_surface(cr, bitmap.surface, origin.x, origin.y)
        cairo_rectangle(cr, origin.x, origin.y, Double(bitmap.width), Double(bitmap.height))
        cairo_fill(cr)
      }
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    for i in layers.indices {
      let layer = layers[i]
      Self.draw(layer, on: cr) {
        cairo_set_source_surface(cr, layer.bitmap.surface, layer.origin.x, layer.origin.y)
        cairo_paint(cr)
      }
    }
  }

  /// Whether every damaged rectangle (or the whole destination) lies inside one window shown
  /// whole: the windows replace the ground there, so painting it first would be wasted (an
  /// overlay composes over the app's window every frame of a flight).
  private func windowsCover(_ damage: [Rect]?, of destination: Bitmap) -> Bool {
    guard ground != nil, !windows.isEmpty else { return false }
    guard let damage else {
      return windowCovering(Rect(x: 0, y: 0, width: Double(destination.width), height: Double(destination.height)))
    }
    for i in damage.indices where !windowCovering(damage[i].integral) { return false }
    return true
  }

  /// Whether one window shown whole holds `rect`.
  private func windowCovering(_ rect: Rect) -> Bool {
    for i in windows.indices where windows[i].visible == nil {
      let (origin, bitmap) = (windows[i].origin, windows[i].bitmap)
      if rect.minX >= origin.x, rect.minY >= origin.y, rect.maxX <= origin.x + Double(bitmap.width),
        rect.maxY <= origin.y + Double(bitmap.height)
      {
        return true
      }
    }
    return false
  }

  /// Runs `paint` clipped to the placement's visible region, if it has one; an empty region
  /// shows nothing, so nothing is painted.
  private static func draw(_ placement: Placement, on cr: OpaquePointer, _ paint: () -> Void) {
    guard let visible = placement.visible else {
      paint()
      return
    }
    guard !visible.isEmpty else { return }
    cairo_save(cr)
    for r in visible {
      cairo_rectangle(cr, r.minX + placement.origin.x, r.minY + placement.origin.y, r.width, r.height)
    }
    cairo_clip(cr)
    paint()
    cairo_restore(cr)
  }
}

import CCairo

/// Images kept already scaled to the size they are drawn at: a raster cache.
///
/// Shrinking a picture with a smooth filter reads every source pixel under each device pixel
/// (a 240 × 180 picture shown at 56 × 42 reads 18 source pixels for each one drawn), and a
/// window draws the same pictures at the same sizes frame after frame (a list scrolling, a grid
/// under a sheet). The cache keeps the scaled pixels of an image drawn at one device size and
/// sub-pixel position, so the next draw copies them 1:1. An image is scaled into the cache the
/// second time it is drawn the same way: one drawn at a new size each frame (a layer in
/// flight) is drawn directly and costs nothing more.
///
/// When full, it drops the copies never drawn from first (least recently used first), then the
/// others: a scene's pictures scaled ahead of its first appearance and the pictures drawn again
/// and again outlast the sizes a picture passed through in an animation's last frames.
///
/// Only images marked `Bitmap.isImmutable` are kept: their pixels cannot change under a kept copy.
public final class ScaledImageCache {
  struct Key: Hashable {
    let image: ObjectIdentifier
    /// The drawn size and the sub-pixel position of the image's frame, in device pixels.
    let width: Double
    let height: Double
    let phaseX: Double
    let phaseY: Double
    let filter: ImageFilter
  }

  final class Entry {
    /// The image the pixels were scaled from: a key's identifier may be reused once it is gone.
    weak var source: Bitmap?
    let scaled: Bitmap
    /// Copied from since it was scaled, or scaled ahead of its first appearance: kept over the
    /// entries that were not (see `scaled(_:for:render:)`).
    var isProtected: Bool
    init(source: Bitmap, scaled: Bitmap, isProtected: Bool) {
      self.source = source
      self.scaled = scaled
      self.isProtected = isProtected
    }
  }

  private let byteBudget: Int
  private var entries = RecentlyUsedTable<Key, Entry>()
  /// Draws seen once, not yet scaled into the cache.
  private var seenOnce: Set<Key> = []
  public private(set) var byteCount = 0
  /// Images scaled into the cache, and draws that copied kept pixels: what tests read.
  public private(set) var scalings = 0
  public private(set) var hits = 0
  /// While true, a draw seen for the first time is scaled into the cache at once: views drawn
  /// off screen ahead of their first appearance (a rehearsal) draw what that frame will.
  public var keepsFirstSightings = false

  /// A cache holding at most `byteBudget` bytes of scaled pixels.
  public init(byteBudget: Int = 16 << 20) { self.byteBudget = byteBudget }

  var count: Int { entries.count }

  /// The kept pixels for `key`, scaling them now if the same draw was seen before; nil when the
  /// image should be drawn directly.
  func scaled(_ image: Bitmap, for key: Key, render: () -> Bitmap?) -> Bitmap? {
    if let entry = entries.value(for: key) {
      if entry.source === image {
        hits += 1
        entry.isProtected = true
        return entry.scaled
      }
      remove(key, entry)
    }
    guard keepsFirstSightings || seenOnce.contains(key) else {
      // A bounded memory of first sightings: a flight's ever-new sizes must not grow it.
      if seenOnce.count >= 256 { seenOnce.removeAll(keepingCapacity: true) }
      seenOnce.insert(key)
      return nil
    }
    seenOnce.remove(key)
    guard let scaled = render() else { return nil }
    let size = scaled.stride * scaled.height
    guard size <= byteBudget else { return nil }
    // Room is made from the entries never copied from first, least recently used first: the
    // sizes a picture passed through as it grew or shrank (an animation's last frames repeat
    // sizes, so they are seen twice) go before a scene's pictures scaled ahead of its first
    // appearance, and before those drawn again and again. The budget holds either way.
    while byteCount + size > byteBudget,
      let oldest = entries.removeLeastRecentlyUsedEntry(preferring: { !$0.isProtected })
    {
      byteCount -= oldest.value.scaled.stride * oldest.value.scaled.height
    }
    entries.insert(Entry(source: image, scaled: scaled, isProtected: keepsFirstSightings), for: key)
    byteCount += size
    scalings += 1
    return scaled
  }

  private func remove(_ key: Key, _ entry: Entry) {
    entries.removeValue(for: key)
    byteCount -= entry.scaled.stride * entry.scaled.height
  }
}

extension Canvas {
  /// Draws `image` scaled to `frame` from kept scaled pixels when the current transform is a
  /// plain scale and translation (no rotation), the image is marked immutable and it is drawn
  /// smaller or larger than its pixels. Returns false, having drawn nothing, otherwise. Call
  /// with the clip already set to what shows of the image.
  func drawScaledFromCache(_ image: Bitmap, frame: Rect, opacity: Double, filter: ImageFilter) -> Bool {
    guard image.isImmutable else { return false }
    let device = deviceTransform
    guard device.b == 0, device.c == 0, device.a > 0, device.d > 0 else { return false }
    let origin = device.apply(to: frame.origin)
    let width = frame.width * device.a
    let height = frame.height * device.d
    // Drawn at its own size there is nothing to scale.
    guard abs(width - Double(image.width)) > 1e-9 || abs(height - Double(image.height)) > 1e-9 else { return false }
    let left = origin.x.rounded(.down)
    let top = origin.y.rounded(.down)
    let phase = Point(x: origin.x - left, y: origin.y - top)
    let pixelWidth = Int((phase.x + width).rounded(.up))
    let pixelHeight = Int((phase.y + height).rounded(.up))
    guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= 2048 * 2048 else { return false }
    let key = ScaledImageCache.Key(
      image: ObjectIdentifier(image), width: width, height: height, phaseX: phase.x, phaseY: phase.y, filter: filter)
    let kept = scaledImages.scaled(image, for: key) {
      guard let scaled = try? Bitmap(width: pixelWidth, height: pixelHeight) else { return nil }
      // The same sampling as a direct draw, shifted by whole pixels: the same pixels.
      let context = cairo_create(scaled.surface)!
      cairo_translate(context, phase.x, phase.y)
      cairo_scale(context, width / Double(image.width), height / Double(image.height))
      cairo_set_source_surface(context, image.surface, 0, 0)
      let pattern = cairo_get_source(context)
      cairo_pattern_set_filter(pattern, filter.cairoValue)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_paint(context)
      cairo_destroy(context)
      scaled.flush()
      return scaled
    }
    guard let kept else { return false }
    withState {
      cairo_identity_matrix(context)
      cairo_set_source_surface(context, kept.surface, left, top)
      cairo_paint_with_alpha(context, min(opacity, 1))
    }
    return true
  }
}

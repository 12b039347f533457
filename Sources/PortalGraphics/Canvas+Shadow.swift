import CCairo
import Foundation

/// Drop shadows. Cairo cannot blur, so a shadow is the silhouette rendered into an offscreen
/// alpha mask at device resolution, blurred there, and painted through in the shadow colour.
extension Canvas {
  /// Draws the shadow `path` would cast, without the shape itself; draw the shape next.
  ///
  /// The blurred shadow is remembered by the shape, wherever it lies: drawing the same shape
  /// with the same shadow again (moved by whole pixels, or only partly inside the clip, as a
  /// card scrolling past the edge of a pane) costs one blend and no blur.
  ///
  /// `coveredByShape`: the shape is filled opaque next (a card, a panel). The shadow under its
  /// inside would only be painted over, so it is painted around the inside alone: for a card,
  /// a ring of the blur's width instead of the card's whole area.
  public func drawShadow(for path: Path, shadow: Shadow, coveredByShape: Bool = false) {
    guard shadow.color.alpha > 0, !path.isEmpty else { return }
    let placement = ShadowPlacement(path: path, shadow: shadow, device: deviceTransform)
    let (key, shape, shift) = (placement.key, placement.shape, placement.shift)
    let inside = coveredByShape ? deviceInside(of: path) : []
    func paint(_ mask: ShadowMask, at origin: Point, color: Color) {
      self.paint(mask, at: origin, color: color, around: inside)
    }
    if let mask = shadowMasks.mask(for: key) {
      paint(mask, at: mask.origin + shift, color: shadow.color)
      return
    }

    let geometry = placement.geometry
    let clip = deviceClipBounds.offsetBy(dx: -shift.x, dy: -shift.y)
    let visible = geometry.bounds.intersection(clip)
    guard !visible.isEmpty else { return }
    // A shadow wholly visible is kept. One partly visible is blurred whole and kept when the
    // same shape was drawn before (it is likely to be again: a card scrolling past a pane's
    // edge) and it is not far larger than a window; otherwise only the visible part is painted,
    // blurred from the silhouette a reach beyond it (a shape changing size every frame, as a
    // flying card, is never drawn twice).
    let whole = geometry.bounds.integral
    if whole.width * whole.height <= Self.wholeShadowPixels,
      let mask = stretchedShadowMask(for: placement, shadow: shadow)
    {
      shadowMasks.insert(mask, for: key)
      paint(mask, at: mask.origin + shift, color: shadow.color)
      return
    }
    let keepsWhole =
      visible == geometry.bounds
      || (shadowMasks.wasSeenBefore(key) && whole.width * whole.height <= Self.wholeShadowPixels)
    let area = keepsWhole ? whole : geometry.maskArea(showing: visible)
    let mask = blurredShadow(of: shape, area: area, geometry: geometry)
    if keepsWhole { shadowMasks.insert(mask, for: key) }
    paint(mask, at: area.origin + shift, color: shadow.color)
  }

  /// The blurred shadow `geometry` casts from `shape` filled, over `area` (bitmap pixels).
  func blurredShadow(of shape: Path, area: Rect, geometry: ShadowGeometry) -> ShadowMask {
    ShadowMask(area: area, geometry: geometry) { context in
      setPath(shape, on: context)
      cairo_set_source_rgba(context, 0, 0, 0, 1)
      cairo_fill(context)
    }
  }

  /// A shape's shadow up to this many device pixels (a window-sized pane's) is blurred whole
  /// and kept, even when only part of it shows.
  static let wholeShadowPixels = 1400.0 * 1000

  /// Draws `body`, with the shadow of everything it draws underneath it.
  ///
  /// The blurred shadow is remembered by the silhouette it was blurred from, so what draws the
  /// same silhouette again (a grid of same-sized cards, a card redrawn in the next frame) costs
  /// no blur.
  ///
  /// ```swift
  /// canvas.withShadow(Shadow(radius: 8, y: 2)) {
  ///   canvas.fill(circleCenter: center, radius: 20, with: .color(.white))
  ///   canvas.draw(label, at: labelOrigin)
  /// }
  /// ```
  public func withShadow(_ shadow: Shadow, _ body: () throws -> Void) rethrows {
    guard shadow.color.alpha > 0 else { return try withState(body) }
    cairo_save(context)
    cairo_push_group(context)
    defer {
      let content = cairo_pop_group(context)!
      let clip = deviceClipBounds
      // What was drawn is confined to the clip, so the clip bounds the silhouette.
      let geometry = ShadowGeometry(shadow: shadow, device: deviceTransform, contentBounds: clip)
      let visible = geometry.bounds.intersection(clip)
      if !visible.isEmpty {
        let area = geometry.maskArea(showing: visible)
        let silhouette = ShadowSilhouette(area: area, geometry: geometry) { context in
          cairo_set_source(context, content)
          cairo_paint(context)
        }
        // Content that drew nothing (a portal source hidden while its layer flies) casts no
        // shadow: there is nothing to blur or paint.
        if !silhouette.isClear {
          // A mask blurred from a silhouette that differs only where it cannot change the
          // shadow by a level of the colour (a clip's antialiased corner over content that
          // scrolled under it) is as good as a new one.
          let tolerance = 1 / max(color(shadow.color).alpha, 1.0 / 255)
          if let kept = silhouetteMasks.mask(for: silhouette, toleranceInLevels: tolerance) {
            paint(kept, at: area.origin, color: shadow.color)
          } else {
            let blurred = ShadowMask(blurring: silhouette, sigma: geometry.sigma)
            silhouetteMasks.insert(blurred, for: silhouette)
            paint(blurred, at: area.origin, color: shadow.color)
          }
        }
      }
      cairo_set_source(context, content)
      cairo_paint(context)
      cairo_pattern_destroy(content)
      cairo_restore(context)
    }
    try body()
  }

  /// The current clip's bounding box in bitmap pixels.
  var deviceClipBounds: Rect {
    withState {
      cairo_identity_matrix(context)
      return clipBounds
    }
  }

  private func color(_ color: Color) -> Color { color.resolved(dark: prefersDark) }

  /// Paints `color` through a blurred mask whose top-left corner goes at `origin` in bitmap
  /// pixels, except inside the rectangles `inside` (bitmap pixels, apart from one another).
  private func paint(_ mask: ShadowMask, at origin: Point, color: Color, around inside: [Rect] = []) {
    let color = self.color(color)
    withState {
      cairo_identity_matrix(context)
      if !inside.isEmpty {
        // Whole pixels, so the clip is a set of boxes and the blend keeps its fast path.
        let width = Double(cairo_image_surface_get_width(mask.surface))
        let height = Double(cairo_image_surface_get_height(mask.surface))
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(context, origin.x, origin.y, width, height)
        for rect in inside { cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_clip(context)
      }
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
      cairo_mask_surface(context, mask.surface, origin.x, origin.y)
    }
  }

  /// The whole bitmap pixels inside `path` filled, as up to three rectangles apart from one
  /// another: the shape between its corners, spanning its height, and the straight strips of
  /// its left and right sides between the corners. Empty unless the shape is corners joined by
  /// straight sides (`Path.cornerReach`) and the transform only scales and moves.
  func deviceInside(of path: Path) -> [Rect] {
    let device = deviceTransform
    guard device.b == 0, device.c == 0, device.a > 0, device.d > 0, let reach = path.cornerReach else { return [] }
    let box = path.boundingBox
    /// The whole pixels inside `rect` (layout coordinates).
    func pixels(inside rect: Rect) -> Rect? {
      let minX = (device.a * rect.minX + device.tx).rounded(.up)
      let minY = (device.d * rect.minY + device.ty).rounded(.up)
      let maxX = (device.a * rect.maxX + device.tx).rounded(.down)
      let maxY = (device.d * rect.maxY + device.ty).rounded(.down)
      guard maxX > minX, maxY > minY else { return nil }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    let sides = box.height - 2 * reach.height
    let parts = [
      Rect(x: box.minX + reach.width, y: box.minY, width: box.width - 2 * reach.width, height: box.height),
      Rect(x: box.minX, y: box.minY + reach.height, width: reach.width, height: sides),
      Rect(x: box.maxX - reach.width, y: box.minY + reach.height, width: reach.width, height: sides),
    ]
    return parts.compactMap { $0.width > 0 && $0.height > 0 ? pixels(inside: $0) : nil }
  }
}

/// A shape's shadow as it is kept: the shape moved to the origin and the device transform
/// without its whole-pixel translation, so the same shape landing on the same sub-pixel phase
/// anywhere shares one blurred mask.
struct ShadowPlacement {
  let key: ShadowMaskCache.Key
  /// The shape, moved by whole points to the origin.
  let shape: Path
  /// The whole device pixels the mask is moved by when painted.
  let shift: Point
  let geometry: ShadowGeometry

  init(path: Path, shadow: Shadow, device transform: Transform) {
    let box = path.boundingBox
    let moved = Point(x: box.minX.rounded(.down), y: box.minY.rounded(.down))
    var device = transform
    device.tx += device.a * moved.x + device.c * moved.y
    device.ty += device.b * moved.x + device.d * moved.y
    shape = path.offsetBy(dx: -moved.x, dy: -moved.y)
    shift = Point(x: device.tx.rounded(.down), y: device.ty.rounded(.down))
    var local = device
    local.tx -= shift.x
    local.ty -= shift.y
    key = ShadowMaskCache.Key(path: shape, transform: local, shadow: shadow)
    geometry = ShadowGeometry(shadow: shadow, device: local, contentBounds: local.apply(to: shape.boundingBox))
  }
}

/// Where a shadow falls, in bitmap pixels.
struct ShadowGeometry {
  /// The map from drawing coordinates to mask pixels, before the mask's own origin.
  let device: Transform
  /// The shadow offset in bitmap pixels.
  let offset: Point
  /// The Gaussian's standard deviation in bitmap pixels.
  let sigma: Double
  /// How far the blur spreads beyond the silhouette.
  let reach: Double
  /// Everything the shadow can touch.
  let bounds: Rect

  init(shadow: Shadow, device: Transform, contentBounds: Rect) {
    self.device = device
    let deviceScale = abs(device.a * device.d - device.b * device.c).squareRoot()
    sigma = max(0, shadow.radius) * deviceScale / 2
    // One extra pixel covers the antialiased fringe of the silhouette's edge.
    reach = Double(GaussianBlur.reach(sigma: sigma) + 1)
    offset = Point(x: device.a * shadow.x + device.c * shadow.y, y: device.b * shadow.x + device.d * shadow.y)
    bounds = contentBounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -reach, dy: -reach)
  }

  /// The pixels a mask needs so that the part of the shadow in `visible` is blurred right.
  func maskArea(showing visible: Rect) -> Rect {
    visible.insetBy(dx: -reach, dy: -reach).intersection(bounds).integral
  }
}

/// A blurred silhouette: an A8 surface covering `origin` and the size of its area.
final class ShadowMask {
  let surface: OpaquePointer
  let origin: Point

  /// Renders the silhouette with `drawSilhouette` (on a context that maps drawing coordinates
  /// to the mask, offset included) and blurs it.
  convenience init(area: Rect, geometry: ShadowGeometry, drawSilhouette: (OpaquePointer) -> Void) {
    self.init(
      blurring: ShadowSilhouette(area: area, geometry: geometry, draw: drawSilhouette), sigma: geometry.sigma)
  }

  /// A mask of the pixels already in `surface` (an A8 image surface it now owns).
  init(surface: OpaquePointer, origin: Point) {
    self.surface = surface
    self.origin = origin
  }

  /// Blurs a copy of `silhouette`.
  init(blurring silhouette: ShadowSilhouette, sigma: Double) {
    origin = silhouette.origin
    let (width, height) = (silhouette.width, silhouette.height)
    surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = cairo_image_surface_get_data(surface)!
    silhouette.alpha.withUnsafeBufferPointer { alpha in
      for y in 0..<height {
        (pixels + y * stride).update(from: alpha.baseAddress! + y * width, count: width)
      }
    }
    GaussianBlur.blur(pixels, width: width, height: height, stride: stride, sigma: sigma)
    cairo_surface_mark_dirty(surface)
  }

  deinit { cairo_surface_destroy(surface) }
}

/// The unblurred alpha of what casts a shadow, one byte a pixel, rows packed, with the blur's
/// sigma: everything the blurred mask depends on, so equal silhouettes share one mask.
struct ShadowSilhouette: Hashable {
  let width: Int
  let height: Int
  let sigma: Double
  let alpha: [UInt8]
  /// Where the mask goes in bitmap pixels; not part of its identity.
  let origin: Point

  /// Renders the silhouette with `draw` on a context that maps drawing coordinates to the
  /// mask, offset included.
  init(area: Rect, geometry: ShadowGeometry, draw: (OpaquePointer) -> Void) {
    origin = area.origin
    width = Int(area.width)
    height = Int(area.height)
    sigma = geometry.sigma
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    cairo_translate(context, geometry.offset.x - area.minX, geometry.offset.y - area.minY)
    let d = geometry.device
    var matrix = cairo_matrix_t(xx: d.a, yx: d.b, xy: d.c, yy: d.d, x0: d.tx, y0: d.ty)
    cairo_transform(context, &matrix)
    draw(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = cairo_image_surface_get_data(surface)!
    let (width, height) = (width, height)
    alpha = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
      for y in 0..<height {
        (buffer.baseAddress! + y * width).initialize(from: pixels + y * stride, count: width)
      }
      count = width * height
    }
  }

  /// Whether no pixel of the silhouette is covered: its shadow is nothing.
  var isClear: Bool {
    alpha.withUnsafeBytes { bytes in
      // Eight pixels at a time, then the rest.
      let words = bytes.count / 8
      var index = 0
      while index < words {
        if bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) != 0 { return false }
        index += 1
      }
      var rest = words * 8
      while rest < bytes.count {
        if bytes[rest] != 0 { return false }
        rest += 1
      }
      return true
    }
  }

  static func == (a: ShadowSilhouette, b: ShadowSilhouette) -> Bool {
    guard a.width == b.width, a.height == b.height, a.sigma == b.sigma else { return false }
    guard !a.alpha.isEmpty else { return b.alpha.isEmpty }
    return a.alpha.withUnsafeBytes { x in
      b.alpha.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
    }
  }

  /// Hashes a sample of the pixels, spread over the whole silhouette: equal silhouettes have
  /// equal samples, and `==` compares every pixel. Hashing every pixel cost as much as a blend
  /// of the shadow (a grid's cards are each looked up on every frame that draws them).
  func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(sigma)
    alpha.withUnsafeBufferPointer { pixels in
      let step = max(1, pixels.count / Self.hashedSampleCount)
      var index = step / 2
      while index < pixels.count {
        hasher.combine(pixels[index])
        index += step
      }
    }
  }

  /// How many pixels a silhouette's hash reads at most (about).
  static let hashedSampleCount = 512
}

/// Blurred masks by the silhouette they were blurred from, the least recently used dropped
/// once they hold more than `byteBudget` bytes.
public final class SilhouetteMaskCache {
  private let byteBudget: Int
  private var masks = RecentlyUsedTable<ShadowSilhouette, ShadowMask>()
  /// The silhouette last blurred at each place, so one that changed a little where it lies
  /// (antialiased corners over content moving under them) finds its mask without hashing.
  private var lastAtPlace: [SilhouettePlace: (silhouette: ShadowSilhouette, mask: ShadowMask)] = [:]
  /// Bytes held: each silhouette and its blurred mask.
  private(set) var byteCount = 0
  /// Masks blurred because no equal silhouette was kept.
  private(set) var blurs = 0

  /// A cache holding at most `byteBudget` bytes of silhouettes and masks.
  public init(byteBudget: Int = 16 << 20) { self.byteBudget = byteBudget }

  var count: Int { masks.count }

  /// The mask blurred from `silhouette`, or from the silhouette last blurred at its place when
  /// the two blurred masks cannot differ by more than `toleranceInLevels` levels of alpha (out
  /// of 255) anywhere.
  func mask(for silhouette: ShadowSilhouette, toleranceInLevels: Double = 0) -> ShadowMask? {
    let place = SilhouettePlace(silhouette)
    if let last = lastAtPlace[place], last.silhouette.blurredDifferenceBound(to: silhouette) <= toleranceInLevels {
      return last.mask
    }
    return masks.value(for: silhouette)
  }

  func insert(_ mask: ShadowMask, for silhouette: ShadowSilhouette) {
    blurs += 1
    // The silhouette and its blurred mask are both kept.
    let size = 2 * silhouette.alpha.count
    guard size <= byteBudget else { return }
    while byteCount + size > byteBudget, let oldest = masks.removeLeastRecentlyUsed() {
      byteCount -= 2 * oldest.alpha.count
      lastAtPlace[SilhouettePlace(oldest)] = nil
    }
    masks.insert(mask, for: silhouette)
    lastAtPlace[SilhouettePlace(silhouette)] = (silhouette, mask)
    byteCount += size
  }
}

/// Where a silhouette lies and how it is blurred: what two silhouettes must share for one's
/// mask to stand in for the other's.
struct SilhouettePlace: Hashable {
  let x: Double
  let y: Double
  let width: Int
  let height: Int
  let sigma: Double

  init(_ silhouette: ShadowSilhouette) {
    x = silhouette.origin.x
    y = silhouette.origin.y
    width = silhouette.width
    height = silhouette.height
    sigma = silhouette.sigma
  }
}

extension ShadowSilhouette {
  /// At most how many levels of alpha (out of 255) a pixel of this silhouette's blurred mask
  /// can differ from `other`'s: infinite for silhouettes of another size or blur, 0 for equal
  /// ones.
  ///
  /// A blurred pixel is a weighted sum of the silhouette's pixels within the blur's reach, with
  /// weights that add up to 1 and none above `peak` (the blur is three box blurs per axis, so a
  /// weight is at most one over the widest box's area). The difference at a pixel is thus at
  /// most the largest single difference, and at most `peak` times the differences within
  /// reach added up; the bound is the smaller of the two, taken over every pixel.
  func blurredDifferenceBound(to other: ShadowSilhouette) -> Double {
    guard width == other.width, height == other.height, sigma == other.sigma, alpha.count == other.alpha.count
    else { return .infinity }
    // Differences are few where silhouettes nearly match; past this many they are not near.
    let most = 1024
    var differences: [(x: Int, y: Int, size: Int)] = []
    var largest = 0
    let found: Bool = alpha.withUnsafeBufferPointer { a in
      other.alpha.withUnsafeBufferPointer { b in
        var index = 0
        let count = a.count
        while index < count {
          // Rows that match are skipped with one comparison.
          let rowEnd = min(index + width, count)
          if memcmp(a.baseAddress! + index, b.baseAddress! + index, rowEnd - index) != 0 {
            for i in index..<rowEnd where a[i] != b[i] {
              let size = abs(Int(a[i]) - Int(b[i]))
              largest = max(largest, size)
              differences.append((i % width, i / width, size))
              if differences.count > most { return false }
            }
          }
          index = rowEnd
        }
        return true
      }
    }
    guard found else { return Double(largest) }
    guard !differences.isEmpty else { return 0 }
    let radii = GaussianBlur.boxRadii(sigma: sigma)
    guard let widest = radii.max(), widest > 0 else { return Double(largest) }
    let peak = 1 / Double((2 * widest + 1) * (2 * widest + 1))
    // Any pixel's reach holds differences at most twice the reach apart.
    let span = 2 * GaussianBlur.reach(sigma: sigma)
    var mostNearby = 0
    for p in differences {
      var sum = 0
      for q in differences where abs(q.x - p.x) <= span && abs(q.y - p.y) <= span { sum += q.size }
      mostNearby = max(mostNearby, sum)
    }
    return min(Double(largest), Double(mostNearby) * peak)
  }
}

/// Recently blurred shadow masks, so shapes redrawn every frame are not blurred every frame.
public final class ShadowMaskCache {
  struct Key: Hashable {
    var path: Path
    /// The canvas transform without its whole-pixel translation.
    var transform: Transform
    var radius: Double
    var x: Double
    var y: Double

    init(path: Path, transform: Transform, shadow: Shadow) {
      self.path = path
      self.transform = transform
      radius = shadow.radius
      x = shadow.x
      y = shadow.y
    }
  }

  /// A mask kept, and whether it outlasts others when the cache is full.
  final class Kept {
    let mask: ShadowMask
    /// Painted again since it was blurred, or blurred ahead of its first appearance.
    var isProtected: Bool
    init(_ mask: ShadowMask, isProtected: Bool) {
      self.mask = mask
      self.isProtected = isProtected
    }
  }

  private let capacity: Int
  private var masks = RecentlyUsedTable<Key, Kept>()
  /// While true, masks kept are protected at once: shadows drawn off screen ahead of their
  /// first appearance (a rehearsal) are the ones that appearance will paint.
  public var protectsNewMasks = false

  /// A cache keeping about `capacity` masks.
  public init(capacity: Int = 32) { self.capacity = capacity }

  var count: Int { masks.count }

  func mask(for key: Key) -> ShadowMask? {
    guard let kept = masks.value(for: key) else { return nil }
    kept.isProtected = true
    return kept.mask
  }

  /// Shapes drawn lately without a kept mask, so a second drawing can keep one.
  private var sightings = Set<Key>()

  /// Whether `key` was asked about here before; remembers it for the next time.
  func wasSeenBefore(_ key: Key) -> Bool {
    if sightings.contains(key) { return true }
    // Bounded: shapes that change every frame would otherwise pile up.
    if sightings.count >= 4 * capacity { sightings.removeAll(keepingCapacity: true) }
    sightings.insert(key)
    return false
  }

  func insert(_ mask: ShadowMask, for key: Key) {
    // Full: half goes at once, so a cache that keeps filling sorts rarely. The masks never
    // painted again go first (a shape growing through an animation keeps one a frame), so a
    // sheet sliding up does not push out the shadows of the cards under it, nor of a scene
    // rehearsed before it appears.
    if masks.count >= capacity {
      masks.removeLeastRecentlyUsed(max(1, capacity / 2), preferring: { !$0.isProtected })
    }
    masks.insert(Kept(mask, isProtected: protectsNewMasks), for: key)
  }
}

import CCairo

/// What went wrong reading or writing pixels, said so a person can act on it.
public enum GraphicsError: Error, CustomStringConvertible, Equatable {
  case cannotReadImage(path: String, reason: String)
  case cannotWriteImage(path: String, reason: String)
  case invalidSize(width: Int, height: Int)

  public var description: String {
    switch self {
    case .cannotReadImage(let path, let reason):
      return "cannot read image '\(path)': \(reason). Is it a PNG file that exists and is readable?"
    case .cannotWriteImage(let path, let reason):
      return "cannot write image '\(path)': \(reason). Does the folder exist and is it writable?"
    case .invalidSize(let width, let height):
      return "invalid bitmap size \(width)×\(height): both sides must be between 1 and 32767 pixels"
    }
  }
}

/// A rectangle of 32-bit pixels that cairo can draw into.
///
/// Pixels are premultiplied ARGB in native byte order (cairo's `ARGB32`), which is also the
/// layout of a 24- or 32-bit TrueColor X image on a little-endian machine, so an X11 presenter
/// can hand this memory to the server without converting it. The memory is either owned by the
/// bitmap or borrowed (a shared-memory segment, for example) for the bitmap's lifetime.
public final class Bitmap {
  /// The underlying cairo surface; valid for the bitmap's lifetime.
  public let surface: OpaquePointer
  public let width: Int
  public let height: Int
  /// Bytes from one row to the next.
  public let stride: Int
  /// What keeps borrowed memory alive for as long as the bitmap is; nil when cairo owns it.
  public private(set) var memoryOwner: AnyObject?

  /// A new, fully transparent bitmap.
  public init(width: Int, height: Int) throws {
    guard (1...32767).contains(width), (1...32767).contains(height) else {
      throw GraphicsError.invalidSize(width: width, height: height)
    }
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    self.width = width
    self.height = height
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  /// A bitmap over memory someone else owns: the caller keeps it alive for as long as the
  /// bitmap lives, or passes `owner`, an object that frees the memory when it is released, for
  /// the bitmap to hold. `stride` must be at least `width * 4` and a multiple of 4.
  public init(
    wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, owner: AnyObject? = nil
  ) throws {
    guard (1...32767).contains(width), (1...32767).contains(height), stride >= width * 4 else {
      throw GraphicsError.invalidSize(width: width, height: height)
    }
    surface = cairo_image_surface_create_for_data(
      data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      Int32(stride))
    self.width = width
    self.height = height
    self.stride = stride
    memoryOwner = owner
  }

  /// Reads a PNG file. Fails with a message naming the file when it is missing or not a PNG.
  public convenience init(pngFile path: String) throws {
    try self.init(normalizing: cairo_image_surface_create_from_png(path)!, source: path)
  }

  /// Takes over the image surface cairo decoded from `source` (a file's path, or a description
  /// of bytes in memory), or throws cairo's reason naming `source` when decoding failed.
  init(normalizing loaded: OpaquePointer, source: String) throws {
    let status = cairo_surface_status(loaded)
    guard status == CAIRO_STATUS_SUCCESS else {
      let reason = String(cString: cairo_status_to_string(status))
      cairo_surface_destroy(loaded)
      throw GraphicsError.cannotReadImage(path: source, reason: reason)
    }
    // Normalise whatever PNG flavour arrived (grey, RGB without alpha) to ARGB32.
    let w = Int(cairo_image_surface_get_width(loaded))
    let h = Int(cairo_image_surface_get_height(loaded))
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
    let cr = cairo_create(surface)
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_destroy(loaded)
    width = w
    height = h
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  /// Whether every pixel in `rect` (in pixels, clamped to the bitmap) has full alpha; false for
  /// an empty rectangle. Call `flush()` first if cairo drew the pixels.
  public func isOpaque(in rect: Rect) -> Bool {
    let left = max(0, Int(rect.minX.rounded(.up)))
    let top = max(0, Int(rect.minY.rounded(.up)))
    let right = min(width, Int(rect.maxX.rounded(.down)))
    let bottom = min(height, Int(rect.maxY.rounded(.down)))
    guard left < right, top < bottom else { return false }
    let base = data
    for y in top..<bottom {
      let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
      // Premultiplied ARGB in native order: alpha is the top byte.
      var all: UInt32 = 0xFF00_0000
      for x in left..<right { all &= row[x] }
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
    }
    return true
  }

  /// Set once the pixels will not change again (a decoded picture): a canvas may then keep
  /// copies of it scaled to the sizes it is drawn at (`ScaledImageCache`). Drawing into an
  /// immutable bitmap afterwards leaves those copies stale.
  public var isImmutable = false {
    didSet { knownOpaque = nil }
  }

  /// Whether every pixel is opaque, for an immutable bitmap (read once, then kept); false for a
  /// bitmap that may still change.
  public var isKnownOpaque: Bool {
    guard isImmutable else { return false }
    if let knownOpaque { return knownOpaque }
    flush()
    let opaque = isOpaque(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    knownOpaque = opaque
    return opaque
  }
  private var knownOpaque: Bool?

  public var size: Size { Size(width: Double(width), height: Double(height)) }

  /// The first byte of row 0. Call `flush()` before reading pixels cairo has drawn.
  public var data: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!) }

  /// Makes pending cairo drawing visible in `data`.
  public func flush() { cairo_surface_flush(surface) }

  /// Tells cairo that `data` was changed behind its back.
  public func markDirty() { cairo_surface_mark_dirty(surface) }

  /// The raw premultiplied `0xAARRGGBB` value at a pixel.
  public func rawPixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    flush()
    return data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
  }

  /// The colour at a pixel, un-premultiplied.
  public func pixel(x: Int, y: Int) -> Color {
    let v = rawPixel(x: x, y: y)
    let a = Double((v >> 24) & 0xFF) / 255
    guard a > 0 else { return .clear }
    func channel(_ shift: UInt32) -> Double { min(1, Double((v >> shift) & 0xFF) / 255 / a) }
    return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
  }

  /// Sets every pixel to a colour (transparent by default).
  public func clear(to color: Color = .clear) {
    let cr = cairo_create(surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_paint(cr)
    cairo_destroy(cr)
  }

  /// Copies another bitmap's pixels in, with its top-left corner at `origin` (no blending).
  public func copy(from other: Bitmap, to origin: (x: Int, y: Int) = (0, 0)) {
    let cr = cairo_create(surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, other.surface, Double(origin.x), Double(origin.y))
    cairo_rectangle(cr, Double(origin.x), Double(origin.y), Double(other.width), Double(other.height))
    cairo_fill(cr)
    cairo_destroy(cr)
  }

  /// Copies the pixels of `other` inside `rect` (its device pixels, made whole) here, moved by
  /// `offset` (no blending); what falls outside either bitmap is left alone.
  public func copy(_ rect: Rect, of other: Bitmap, offset: (x: Int, y: Int)) {
    let r = rect.integral.intersection(Rect(x: 0, y: 0, width: Double(other.width), height: Double(other.height)))
    guard !r.isEmpty else { return }
    let cr = cairo_create(surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, other.surface, Double(offset.x), Double(offset.y))
    cairo_rectangle(cr, r.minX + Double(offset.x), r.minY + Double(offset.y), r.width, r.height)
    cairo_fill(cr)
    cairo_destroy(cr)
  }

  /// Writes the bitmap as a PNG file.
  public func writePNG(to path: String) throws {
    flush()
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw GraphicsError.cannotWriteImage(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
  }
}

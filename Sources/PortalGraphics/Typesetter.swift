import CCairo
import Foundation

/// Lays out text with Pango, and remembers recent layouts so text measured while laying out a
/// frame is not shaped again when it is drawn, or in the next frame.
///
/// All layouts come from one Pango context whose metrics ignore hinting, so a layout measures
/// the same whatever the scale of the canvas it is later drawn on. A typesetter (and its
/// layouts) belongs to the thread that made it, like the Pango font map underneath it.
///
/// ```swift
/// let typesetter = Typesetter()
/// let title = typesetter.layout("Inbox", style: TextStyle(font: FontDescriptor(size: 20, weight: .bold)))
/// title.size        // measured before drawing
/// canvas.draw(title, at: Point(x: 16, y: 12))
/// ```
public final class Typesetter {
  /// The PangoContext every layout is made from.
  let context: OpaquePointer
  /// How many distinct layouts are kept.
  public let cacheCapacity: Int
  /// Cached layouts by text and style, each at a slot of `entries`.
  private var slots: [CacheKey: Int] = [:]
  /// Text wrapped at width 0 measured from pieces kept across texts.
  let narrowMeasure = NarrowTextMeasure()
  private var entries: [CacheEntry] = []
  /// Where the search for a layout to evict resumes ("clock" replacement: a layout used since
  /// the hand last passed is spared once). Each insertion evicts at most one layout, so no
  /// single frame pays for clearing out many.
  private var hand = 0
  private var fontFallback = FontFallback()

  /// Told once per family when text asks for a font family that is not installed: the name
  /// asked for and the family fontconfig draws instead. By default a warning on standard error.
  public var onMissingFamily: (_ requested: String, _ used: String) -> Void = { requested, used in
    FileHandle.standardError.write(
      Data(
        "portal: warning: font family '\(requested)' is not installed; text uses '\(used)' instead (fc-list lists the installed families)\n"
          .utf8))
  }

  private struct CacheKey: Hashable {
    var text: String
    var style: TextStyle
  }

  private struct CacheEntry {
    var key: CacheKey
    var shaped: ShapedText
    var recentlyUsed: Bool
  }

  /// A typesetter keeping up to `cacheCapacity` layouts (0 turns caching off).
  public init(cacheCapacity: Int = 512) {
    self.cacheCapacity = max(0, cacheCapacity)
    context = pango_font_map_create_context(pango_cairo_font_map_get_default())
    // Unhinted metrics make advances independent of the device scale, so a layout measured
    // once is exactly as wide when drawn at 1× or 2×. Greyscale by default: subpixel
    // (coloured) antialiasing would fringe text on translucent, composited surfaces.
    Self.setFontOptions(fontRendering, on: context)
    // Whole-pixel glyph positions would be whole logical pixels, uneven at 2×.
    pango_context_set_round_glyph_positions(context, 0)
  }

  /// How glyphs are rasterised (the desktop's antialiasing, hinting and subpixel order).
  /// Changing it forgets every kept layout, so text is shaped and drawn anew with it.
  public var fontRendering = FontRendering() {
    didSet {
      guard fontRendering != oldValue else { return }
      Self.setFontOptions(fontRendering, on: context)
      slots.removeAll()
      entries.removeAll()
      hand = 0
    }
  }

  private static func setFontOptions(_ rendering: FontRendering, on context: OpaquePointer) {
    let options = cairo_font_options_create()
    rendering.apply(to: options!)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

  /// Creates the calling thread's Pango font map, which starts fontconfig reading its
  /// configuration and font caches on a thread of Pango's own, and returns without waiting.
  /// A program calls it first thing, on the thread that lays out text, so that work overlaps
  /// the rest of its start-up instead of delaying the first text measured.
  public static func prepareFonts() { _ = pango_cairo_font_map_get_default() }

  /// The layout of `text` in `style`, from the cache when the same text and style (colour
  /// aside) were laid out recently.
  public func layout(_ text: String, style: TextStyle) -> TextLayout {
    let key = CacheKey(text: text, style: style.layoutKey)
    if let shaped = cached(key) { return TextLayout(text: text, style: style, shaped: shaped) }
    // Text measured at several widths while a frame is laid out (a stack asks its children
    // more than once) is shaped once when it fits on one line at each of them: that layout is
    // kept as the text's layout without a wrap width.
    var unwrapped: CacheKey?
    if let wrapWidth = key.style.wrapWidth {
      var withoutWidth = key
      withoutWidth.style.wrapWidth = nil
      if let shaped = cached(withoutWidth) {
        if shaped.fitsOnOneLine(within: wrapWidth) { return TextLayout(text: text, style: style, shaped: shaped) }
      } else {
        unwrapped = withoutWidth
      }
    }
    if let used = fontFallback.substitute(for: style.font, context: context) { onMissingFamily(style.font.family, used) }
    if let extents = narrowMeasure.extents(of: text, style: style, context: context) {
      let shaped = ShapedText(text: text, style: style, context: context, extents: extents)
      insert(shaped, for: key)
      return TextLayout(text: text, style: style, shaped: shaped)
    }
    let shaped = ShapedText(text: text, style: style, context: context)
    // Wrapping broke nothing, so this is also the text's layout without a wrap width, which
    // the cache does not hold yet.
    if let unwrapped, shaped.lineCount == 1, !shaped.isTruncated, !shaped.isEllipsized {
      insert(shaped, for: unwrapped)
      return TextLayout(text: text, style: style, shaped: shaped)
    }
    insert(shaped, for: key)
    return TextLayout(text: text, style: style, shaped: shaped)
  }

  private func cached(_ key: CacheKey) -> ShapedText? {
    guard let slot = slots[key] else { return nil }
    entries[slot].recentlyUsed = true
    return entries[slot].shaped
  }

  private func insert(_ shaped: ShapedText, for key: CacheKey) {
    guard cacheCapacity > 0 else { return }
    let entry = CacheEntry(key: key, shaped: shaped, recentlyUsed: false)
    if entries.count < cacheCapacity {
      slots[key] = entries.count
      entries.append(entry)
      return
    }
    while entries[hand].recentlyUsed {
      entries[hand].recentlyUsed = false
      hand = (hand + 1) % entries.count
    }
    slots[entries[hand].key] = nil
    entries[hand] = entry
    slots[key] = hand
    hand = (hand + 1) % entries.count
  }

  /// The size `text` takes in `style`, in logical pixels.
  public func measure(_ text: String, style: TextStyle) -> Size { layout(text, style: style).size }

  /// How many layouts the cache holds now.
  public var cachedLayoutCount: Int { entries.count }

}

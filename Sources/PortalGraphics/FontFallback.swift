import CCairo
import Foundation

/// Notices when a font family that text asks for is not installed, so fontconfig silently
/// draws another one, and says so once per family.
///
/// Generic names (`sans`, `serif`, `monospace`, …) stand for whatever fontconfig picks and are
/// never reported.
struct FontFallback {
  /// Families already checked, by the name asked for (lowercased).
  private var checked: Set<String> = []

  static let genericFamilies: Set<String> = [
    "sans", "sans-serif", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
  ]

  /// The family fontconfig draws for `font` when it is not the one asked for, checked once per
  /// family; nil when the family is installed, generic, or was checked before.
  mutating func substitute(for font: FontDescriptor, context: OpaquePointer) -> String? {
    let requested = font.family.lowercased()
    guard checked.insert(requested).inserted else { return nil }
    let wanted = requested.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard !wanted.contains(where: { Self.genericFamilies.contains($0) }) else { return nil }
    let description = font.makeDescription()
    defer { pango_font_description_free(description) }
    guard let loaded = pango_font_map_load_font(pango_cairo_font_map_get_default(), context, description)
    else { return "no font at all" }
    defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
    let used = pango_font_describe(loaded)!
    defer { pango_font_description_free(used) }
    let family = pango_font_description_get_family(used).map { String(cString: $0) } ?? ""
    return wanted.contains(family.lowercased()) ? nil : family
  }
}

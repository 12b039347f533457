import CCairo

extension FontDescriptor {
  /// The font families the system has, as Pango's font map lists them, sorted by name.
  public static var availableFamilies: [String] {
    let map = pango_cairo_font_map_get_default()
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(map, &families, &count)
    defer { g_free(families) }
    guard let families else { return [] }
    return (0..<Int(count)).compactMap { families[$0].map { String(cString: pango_font_family_get_name($0)) } }.sorted()
  }
}

import CCairo

/// How glyphs are rasterised: antialiasing, outline hinting and the order of a screen's
/// subpixels, as a desktop publishes them (XSETTINGS `Xft/Antialias`, `Xft/Hinting`,
/// `Xft/HintStyle`, `Xft/RGBA`).
///
/// Metrics are never hinted, whatever these say: a layout measures the same at every scale,
/// so hinting only moves outlines onto the pixel grid.
public struct FontRendering: Hashable, Sendable {
  /// How glyph edges are smoothed.
  public enum Antialias: String, Hashable, Sendable {
    /// Hard edges: each pixel is ink or not.
    case none
    /// Greyscale coverage.
    case gray
    /// Coverage per colour subpixel (sharper on an LCD whose subpixel order is known).
    case subpixel
  }

  /// How far outlines are moved onto the pixel grid.
  public enum HintStyle: String, Hashable, Sendable {
    case none, slight, medium, full
  }

  /// The order of a screen's colour subpixels, for subpixel antialiasing.
  public enum SubpixelOrder: String, Hashable, Sendable {
    case unknown, rgb, bgr, vrgb, vbgr
  }

  public var antialias: Antialias
  public var hintStyle: HintStyle
  public var subpixelOrder: SubpixelOrder

  /// Greyscale, unhinted outlines: the same on every screen, and what a desktop that says
  /// nothing gets.
  public init(antialias: Antialias = .gray, hintStyle: HintStyle = .none, subpixelOrder: SubpixelOrder = .unknown) {
    self.antialias = antialias
    self.hintStyle = hintStyle
    self.subpixelOrder = subpixelOrder
  }

  /// Sets these on cairo font options (hint metrics off, whatever else).
  func apply(to options: OpaquePointer) {
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    switch hintStyle {
    case .none: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    case .slight: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    case .medium: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_MEDIUM)
    case .full: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_FULL)
    }
    switch antialias {
    case .none: cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_NONE)
    case .gray: cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    case .subpixel: cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_SUBPIXEL)
    }
    switch subpixelOrder {
    case .unknown: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    case .rgb: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
    case .bgr: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_BGR)
    case .vrgb: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_VRGB)
    case .vbgr: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_VBGR)
    }
  }
}

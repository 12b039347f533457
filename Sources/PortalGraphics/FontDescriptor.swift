import CCairo

/// A typeface at a size in logical pixels, resolved by fontconfig through Pango.
///
/// When the family lacks a glyph (CJK, symbols), fontconfig falls back to another installed
/// font that has it.
///
/// ```swift
/// let title = FontDescriptor(size: 20, weight: .semibold)
/// let caption = FontDescriptor(size: 11, italic: true)
/// ```
public struct FontDescriptor: Hashable, Sendable {
  /// How heavy the strokes are, from thinnest to heaviest. A family without the exact weight
  /// uses its nearest one.
  public enum Weight: Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var pangoValue: PangoWeight {
      // SwiftUI's ultra-light is lighter than its thin, the reverse of the CSS names Pango uses.
      switch self {
      case .ultraLight: return PANGO_WEIGHT_THIN
      case .thin: return PANGO_WEIGHT_ULTRALIGHT
      case .light: return PANGO_WEIGHT_LIGHT
      case .regular: return PANGO_WEIGHT_NORMAL
      case .medium: return PANGO_WEIGHT_MEDIUM
      case .semibold: return PANGO_WEIGHT_SEMIBOLD
      case .bold: return PANGO_WEIGHT_BOLD
      case .heavy: return PANGO_WEIGHT_HEAVY
      case .black: return PANGO_WEIGHT_ULTRAHEAVY
      }
    }
  }

  /// The interface's own face: Inter, installed by the project's package script
  /// (`fonts-inter`), and DejaVu Sans where it is not. Pango takes the first of the
  /// comma-separated families that is installed.
  public static let systemFamily = "Inter, DejaVu Sans"

  /// A fontconfig family name, such as "DejaVu Sans" or "monospace", or a comma-separated list
  /// of them, the first installed one used (`systemFamily`).
  public var family: String
  /// The em size in logical pixels (not points).
  public var size: Double
  public var weight: Weight
  public var italic: Bool
  /// Whether digits all take the same width (the OpenType `tnum` feature), so columns of
  /// numbers line up and a changing number does not shift what follows it.
  public var monospacedDigits: Bool
  /// How wide the letters are, from -1 (narrowest) through 0 (the family's normal width) to 1
  /// (widest); fontconfig picks the family's face of the nearest width, when it has one.
  public var width: Double

  public init(
    family: String = FontDescriptor.systemFamily, size: Double = 13, weight: Weight = .regular, italic: Bool = false,
    monospacedDigits: Bool = false, width: Double = 0
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.monospacedDigits = monospacedDigits
    self.width = width
  }

  /// The same font with another weight.
  public func weight(_ weight: Weight) -> FontDescriptor {
    var font = self
    font.weight = weight
    return font
  }

  /// The same font at another size.
  public func size(_ size: Double) -> FontDescriptor {
    var font = self
    font.size = size
    return font
  }

  /// A new Pango font description; the caller frees it with `pango_font_description_free`.
  func makeDescription() -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(description, size * Double(portal_pango_scale()))
    pango_font_description_set_weight(description, weight.pangoValue)
    pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    if width != 0 { pango_font_description_set_stretch(description, stretch) }
    return description
  }

  /// Pango's nearest stretch to `width`.
  private var stretch: PangoStretch {
    switch width {
    case ..<(-0.45): PANGO_STRETCH_ULTRA_CONDENSED
    case ..<(-0.25): PANGO_STRETCH_EXTRA_CONDENSED
    case ..<(-0.15): PANGO_STRETCH_CONDENSED
    case ..<(-0.05): PANGO_STRETCH_SEMI_CONDENSED
    case ..<0.05: PANGO_STRETCH_NORMAL
    case ..<0.15: PANGO_STRETCH_SEMI_EXPANDED
    case ..<0.25: PANGO_STRETCH_EXPANDED
    case ..<0.45: PANGO_STRETCH_EXTRA_EXPANDED
    default: PANGO_STRETCH_ULTRA_EXPANDED
    }
  }
}

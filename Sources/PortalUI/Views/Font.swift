import Foundation
import PortalGraphics

/// A font for text, named like SwiftUI's: `.title`, `.headline`, `.system(size: 17, weight: .bold)`,
/// `.system(.body, design: .serif)`, `.caption.monospacedDigit()`.
///
/// System fonts are DejaVu: Sans for the default and rounded designs, Serif and Sans Mono for
/// the others.
public struct Font: Hashable, Sendable {
  public typealias Weight = FontDescriptor.Weight

  public var size: Double
  public var weight: Weight
  public var isItalic: Bool
  public var family: String
  /// The design of a system font; nil for a font of another family named outright, which
  /// `fontDesign` leaves alone.
  var design: Design?
  /// Whether digits all take the same width.
  var hasMonospacedDigits = false
  /// The width's value (`Font.Width`): 0 is the family's normal width.
  var widthValue: Double = 0

  /// A font of a family by its fontconfig name; in the default family it is the system font,
  /// which `fontDesign` changes.
  public init(family: String = FontDescriptor.systemFamily, size: Double, weight: Weight = .regular, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = italic
    design = family == Design.default.family ? .default : nil
  }

  /// The system font at a size, with an optional weight and design.
  ///
  /// ```swift
  /// Text("42").font(.system(size: 48, weight: .heavy, design: .rounded))
  /// ```
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular).design(design ?? .default)
  }

  /// The system font of a text style, with an optional weight and design.
  ///
  /// ```swift
  /// Text("Hello").font(.system(.body, design: .serif, weight: .bold))
  /// ```
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: style.size, weight: weight ?? style.weight).design(design ?? .default)
  }

  /// A font of an installed family by name, at a size.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(family: name, size: size) }

  /// A font of an installed family by name, at a size (text styles do not scale it here either).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(family: name, size: size)
  }

  /// A font of an installed family by name, at a size that never scales.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(family: name, size: fixedSize)
  }

  public static let largeTitle = Font.system(.largeTitle)
  public static let title = Font.system(.title)
  public static let title2 = Font.system(.title2)
  public static let title3 = Font.system(.title3)
  public static let headline = Font.system(.headline)
  public static let subheadline = Font.system(.subheadline)
  public static let body = Font.system(.body)
  public static let callout = Font.system(.callout)
  public static let footnote = Font.system(.footnote)
  public static let caption = Font.system(.caption)
  public static let caption2 = Font.system(.caption2)

  /// The same font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The same font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The same font in italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The same font with fixed-width characters: the monospaced design.
  public func monospaced() -> Font { design(.monospaced) }

  /// The same font with digits that all take the same width, so numbers line up in columns
  /// and a counting number does not make what follows it shift.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.hasMonospacedDigits = true
    return copy
  }

  /// The same font in another design, drawn with the design's family.
  package func design(_ design: Design) -> Font {
    var copy = self
    copy.design = design
    copy.family = design.family
    return copy
  }

  var graphicsFont: FontDescriptor {
    FontDescriptor(
      family: family, size: size, weight: weight, italic: isItalic, monospacedDigits: hasMonospacedDigits,
      width: widthValue)
  }
}

/// How lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

import Foundation
import PortalGraphics
import PortalUI

/// UIKit's font: a family, size, weight and slant, drawn by Pango through `Font(_:)`.
///
/// The metrics (`lineHeight`, `ascender`, …) are the usual proportions of a system font at
/// the point size (nearest: UIKit measures the font file).
open class UIFont: NSObject, @unchecked Sendable {
  /// The SwiftUI font this one is drawn as.
  package let font: Font

  package init(font: Font) { self.font = font }

  /// The font named `fontName` (a family, or a family and style such as "Avenir-Heavy") at
  /// `size` points, or nil when the name is empty. A family the system lacks falls back as
  /// Pango falls back.
  public init?(name fontName: String, size: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    var family = fontName
    var weight = Font.Weight.regular
    var italic = false
    if let dash = fontName.lastIndex(of: "-") {
      family = String(fontName[..<dash])
      let style = fontName[fontName.index(after: dash)...].lowercased()
      italic = style.contains("italic") || style.contains("oblique")
      weight = UIFont.weight(named: style) ?? .regular
    }
    font = Font(family: family, size: Double(size), weight: weight, italic: italic)
  }

  /// The system font at `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(font: .system(size: fontSize)) }

  /// The system font at `fontSize` points and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.fontWeight))
  }

  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: .bold))
  }

  /// The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: Font.system(size: fontSize).italic())
  }

  /// The system's monospaced font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(font: Font.system(size: fontSize, weight: weight.fontWeight, design: .monospaced))
  }

  /// The system font with digits of one width.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(font: Font.system(size: fontSize, weight: weight.fontWeight).monospacedDigit())
  }

  /// The font of a text style at the default text size (iOS's sizes: body 17, headline 17
  /// semibold, large title 34, …).
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(font: .system(size: style.pointSize, weight: style.weight))
  }

  /// The font of a text style; the traits are the desktop's.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    preferredFont(forTextStyle: style)
  }

  /// The families the system has, as Pango lists them.
  open class var familyNames: [String] { FontDescriptor.availableFamilies }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(font: Font(family: font.family, size: Double(fontSize), weight: font.weight, italic: font.isItalic))
  }

  /// The size in points.
  open var pointSize: CGFloat { CGFloat(font.size) }
  /// The family name.
  open var familyName: String { font.family }
  /// The family and style, as UIKit spells a font's name.
  open var fontName: String { font.weight == .regular && !font.isItalic ? font.family : "\(font.family)-\(styleName)" }
  /// The line height: 1.2 × the size.
  open var lineHeight: CGFloat { pointSize * 1.2 }
  /// The ascender: 0.95 × the size.
  open var ascender: CGFloat { pointSize * 0.95 }
  /// The descender (negative): −0.25 × the size.
  open var descender: CGFloat { -pointSize * 0.25 }
  /// The cap height: 0.7 × the size.
  open var capHeight: CGFloat { pointSize * 0.7 }
  /// The x-height: 0.52 × the size.
  open var xHeight: CGFloat { pointSize * 0.52 }
  /// The leading: none.
  open var leading: CGFloat { 0 }

  /// The font's description, to derive bold or italic variants from.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font) }

  /// A font from a descriptor; `size` 0 keeps the descriptor's.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    var font = descriptor.font
    if pointSize > 0 { font.size = Double(pointSize) }
    self.init(font: font)
  }

  private var styleName: String {
    let weight = UIFont.weightNames.first { $0.1 == font.weight }?.0.capitalized ?? ""
    return weight + (font.isItalic ? "Italic" : "")
  }

  private static let weightNames: [(String, Font.Weight)] = [
    ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]

  private static func weight(named style: String) -> Font.Weight? {
    if style.contains("demibold") { return .semibold }
    return weightNames.last { style.contains($0.0) && !(style.contains("semibold") && $0.0 == "bold") }?.1
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.font == font }
  open override var hash: Int { font.hashValue }
}

extension UIFont {
  /// A font weight on UIKit's scale, −1 (lightest) to 1 (heaviest).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nearest of SwiftUI's weights.
    var fontWeight: Font.Weight {
      let scale: [(CGFloat, Font.Weight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
        (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
  }

  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

    /// iOS's size for the style at the default text size.
    var pointSize: CGFloat {
      switch self {
      case .extraLargeTitle: 36
      case .extraLargeTitle2: 28
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }

    var weight: Font.Weight { self == .headline ? .semibold : .regular }
  }
}

/// A font's description, from which bold, italic or resized variants are derived.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  let font: Font

  init(font: Font) { self.font = font }

  /// The traits of a font UIKit names symbolically.
  public struct SymbolicTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }

  /// The font's designs.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
  }

  /// The descriptor of a text style's font.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style).font)
  }

  /// The same font with `symbolicTraits` (bold, italic, monospaced), or nil never.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var result = font
    if symbolicTraits.contains(.traitBold) { result = result.weight(.bold) }
    if symbolicTraits.contains(.traitItalic) { result = result.italic() }
    if symbolicTraits.contains(.traitMonoSpace) { result = result.monospaced() }
    return UIFontDescriptor(font: result)
  }

  /// The same font in another system design.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    switch design {
    case .monospaced: UIFontDescriptor(font: font.monospaced())
    case .serif: UIFontDescriptor(font: font.design(.serif))
    case .rounded: UIFontDescriptor(font: font.design(.rounded))
    default: self
    }
  }

  /// The size in points.
  open var pointSize: CGFloat { CGFloat(font.size) }
}

extension Font {
  /// The SwiftUI font of a UIKit font.
  public init(_ font: UIFont) { self = font.font }
}

import PortalGraphics

/// A font for text, named like SwiftUI's: `.title`, `.headline`, `.system(size: 17, weight: .bold)`.
public struct Font: Hashable, Sendable {
  public typealias Weight = FontDescriptor.Weight

  public var size: Double
  public var weight: Weight
  public var isItalic: Bool
  public var family: String

  public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = italic
  }

  /// The system sans-serif at a size.
  public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

  public static let largeTitle = Font(size: 30, weight: .bold)
  public static let title = Font(size: 24, weight: .bold)
  public static let title2 = Font(size: 20, weight: .bold)
  public static let title3 = Font(size: 18, weight: .semibold)
  public static let headline = Font(size: 15, weight: .semibold)
  public static let body = Font(size: 14)
  public static let callout = Font(size: 13)
  public static let subheadline = Font(size: 13)
  public static let footnote = Font(size: 12)
  public static let caption = Font(size: 11)
  public static let caption2 = Font(size: 10)

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  public func bold() -> Font { weight(.bold) }

  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  var graphicsFont: FontDescriptor {
    FontDescriptor(family: family, size: size, weight: weight, italic: isItalic)
  }
}

/// How lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

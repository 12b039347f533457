extension Image {
  /// The size of a symbol relative to the text around it (`.imageScale(_:)`).
  public enum Scale: Hashable, Sendable {
    /// About four fifths of the medium size.
    case small
    /// The standard size: as tall as 1.2 × the font size.
    case medium
    /// About a third larger than the medium size.
    case large

    /// The symbol's height relative to `.medium`.
    var factor: Double {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.3
      }
    }
  }

  /// Whether an image is drawn in its own colours or as a shape in the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// A shape filled with the foreground style, from the picture's opacity.
    case template
    /// The picture's own colours.
    case original
  }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
  /// The size symbols inside are drawn at, relative to the text around them.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Draws symbols inside smaller or larger than the text around them: `.small` is about
  /// 0.78, `.large` 1.3 times the standard size.
  ///
  /// ```swift
  /// Image(systemName: "bell").imageScale(.large)
  /// ```
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}

import PortalGraphics

extension Font {
  /// The roles of text, each with its size and weight: what `.body`, `.headline` and
  /// `.system(.caption)` are made of.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The size in logical pixels (a desktop window is read from further away than a phone,
    /// so these run a little smaller than iOS's points).
    var size: Double {
      switch self {
      case .largeTitle: 30
      case .title: 24
      case .title2: 20
      case .title3: 18
      case .headline: 15
      case .body: 14
      case .callout, .subheadline: 13
      case .footnote: 12
      case .caption: 11
      case .caption2: 10
      }
    }

    var weight: Weight {
      switch self {
      case .largeTitle, .title, .title2: .bold
      case .title3, .headline: .semibold
      default: .regular
      }
    }
  }

  /// The look of the system font's letters.
  public enum Design: Hashable, Sendable, CaseIterable {
    case `default`, serif, rounded, monospaced

    /// The installed family drawing the design: Inter for the default (DejaVu Sans without
    /// it); there is no rounded Inter or DejaVu, so rounded is the default sans.
    var family: String {
      switch self {
      case .default, .rounded: FontDescriptor.systemFamily
      case .serif: "DejaVu Serif"
      case .monospaced: "DejaVu Sans Mono"
      }
    }
  }
}

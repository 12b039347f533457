import Foundation

/// Symbols that have a character of their own in the text fonts, for `Text(Image(systemName:))`.
private let symbolCharacters: [String: String] = [
  "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓", "xmark": "✕",
  "plus": "+", "minus": "−", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
  "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "triangle": "△", "triangle.fill": "▲",
  "sun.max": "☀", "sun.max.fill": "☀", "cloud": "☁", "cloud.fill": "☁", "bolt": "⚡", "bolt.fill": "⚡",
  "music.note": "♪", "flag": "⚑", "flag.fill": "⚑", "envelope": "✉", "phone": "☎", "phone.fill": "☎",
  "pencil": "✎", "scissors": "✂", "bell": "🔔", "bell.fill": "🔔", "trash": "🗑", "house": "⌂",
  "house.fill": "⌂", "chevron.right": "›", "chevron.left": "‹", "ellipsis": "…", "info.circle": "ⓘ",
  "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠", "questionmark": "?",
  "exclamationmark": "!", "person": "👤", "person.fill": "👤", "globe": "🌐", "lock": "🔒", "lock.fill": "🔒",
]

extension Text {
  /// Text showing an image inline, as in `Text(Image(systemName: "star.fill")) + Text(" 4.5")`.
  ///
  /// Nearest: text here is one run of characters, so a symbol shows as its character where the
  /// fonts have one (★, ♥, ✓, →, …) and an image's name otherwise is left out.
  nonisolated public init(_ image: Image) {
    guard case .symbol(let name) = image.source else {
      self.init(verbatim: "")
      return
    }
    self.init(verbatim: symbolCharacters[name] ?? "")
  }
}

extension Text {
  /// Text showing an attributed string's characters. Nearest: its attributes (fonts, colours,
  /// links of runs) are not drawn; style the text with modifiers.
  nonisolated public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }
}

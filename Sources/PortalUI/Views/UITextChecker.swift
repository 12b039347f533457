import Foundation

/// UIKit's spelling checker, which iOS apps reach through `import SwiftUI`. Words are checked
/// against the system's word list: the first of `/usr/share/dict/words` (Debian's `wamerican`
/// and its kin), `/usr/share/dict/american-english` and `/usr/share/dict/british-english` that
/// exists. With no word list every word counts as correctly spelled, and one line on standard
/// error says how to install one.
public final class UITextChecker: @unchecked Sendable {
  public init() {}

  /// The range of the first misspelled word in `range` of `string` at or after `startingAt`
  /// (and, with `wrap`, before it); `NSNotFound` as its location when there is none.
  public func rangeOfMisspelledWord(
    in string: String, range: NSRange, startingAt: Int, wrap: Bool, language: String
  ) -> NSRange {
    guard let words = WordList.shared.words else { return NSRange(location: NSNotFound, length: 0) }
    let text = string as NSString
    let checked = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
    var wrapped = NSRange(location: NSNotFound, length: 0)
    for wordRange in Self.wordRanges(in: text, within: checked) {
      let word = text.substring(with: wordRange).lowercased()
      guard !words.contains(word) else { continue }
      if wordRange.location >= startingAt { return wordRange }
      if wrap, wrapped.location == NSNotFound { wrapped = wordRange }
    }
    return wrapped
  }

  /// Words close to `word` from the word list: those one edit away, most common spellings
  /// first as the list orders them; empty with no word list.
  public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
    guard let words = WordList.shared.words else { return [] }
    let word = (string as NSString).substring(with: range).lowercased()
    return words.filter { abs($0.count - word.count) <= 1 && Self.oneEditApart($0, word) }.sorted().prefix(10).map { $0 }
  }

  /// The runs of letters (with inner apostrophes, as in "don't") in `range` of `text`.
  static func wordRanges(in text: NSString, within range: NSRange) -> [NSRange] {
    var ranges: [NSRange] = []
    var start: Int?
    let end = range.location + range.length
    func isWordUnit(_ i: Int) -> Bool {
      guard i < end else { return false }
      guard let scalar = Unicode.Scalar(text.character(at: i)) else { return true }
      if CharacterSet.letters.contains(scalar) { return true }
      return scalar == "'" && start != nil && i + 1 < end
        && Unicode.Scalar(text.character(at: i + 1)).map(CharacterSet.letters.contains) == true
    }
    for i in range.location...end {
      if i < end, isWordUnit(i) {
        if start == nil { start = i }
      } else if let first = start {
        ranges.append(NSRange(location: first, length: i - first))
        start = nil
      }
    }
    return ranges
  }

  /// The languages checked.
  public static var availableLanguages: [String] { WordList.shared.words == nil ? [] : ["en"] }

  private static func oneEditApart(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a), Array(b))
    if x == y { return false }
    if x.count == y.count { return zip(x, y).filter { $0 != $1 }.count == 1 }
    let (short, long) = x.count < y.count ? (x, y) : (y, x)
    var i = 0
    while i < short.count, short[i] == long[i] { i += 1 }
    return Array(short[i...]) == Array(long[(i + 1)...])
  }
}

/// The system's word list, read once.
final class WordList: Sendable {
  static let shared = WordList()
  static let candidates = ["/usr/share/dict/words", "/usr/share/dict/american-english", "/usr/share/dict/british-english"]
  let words: Set<String>?

  init() {
    guard let path = Self.candidates.first(where: FileManager.default.fileExists(atPath:)),
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else {
      FileHandle.standardError.write(
        Data("portal: warning: no word list in /usr/share/dict, so UITextChecker accepts every word (install one: apt-get install wamerican)\n".utf8))
      words = nil
      return
    }
    words = Set(text.split(separator: "\n").map { $0.lowercased() })
  }
}

/// Finds where a JSON text first breaks the grammar, as a line and column a person can go to.
///
/// Foundation's parser on Linux reports only that the data is not valid JSON; a catalogue
/// edited by hand deserves the place of the mistake.
struct JSONSyntaxCheck {
  /// Where the first error is and what was expected there.
  struct Problem: Error, Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let expected: String
    var description: String { "line \(line), column \(column): expected \(expected)" }
  }

  private let bytes: [UInt8]
  private var index = 0

  /// The first syntax error in `text`, or nil when it is well-formed JSON.
  static func firstProblem(in text: [UInt8]) -> Problem? {
    var check = JSONSyntaxCheck(bytes: text)
    do {
      try check.value()
      check.skipSpace()
      if check.index < check.bytes.count { throw check.problem("the end of the file") }
      return nil
    } catch let problem as Problem {
      return problem
    } catch {
      return nil
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func problem(_ expected: String) -> Problem {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Problem(line: line, column: column, expected: expected)
  }

  private mutating func skipSpace() {
    while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws {
    skipSpace()
    guard current == byte else { throw problem(what) }
    index += 1
  }

  private mutating func value() throws {
    skipSpace()
    switch current {
    case UInt8(ascii: "{"):
      try elements(closing: UInt8(ascii: "}")) { check in
        check.skipSpace()
        try check.string()
        try check.expect(UInt8(ascii: ":"), "':' after a field name")
        try check.value()
      }
    case UInt8(ascii: "["):
      try elements(closing: UInt8(ascii: "]")) { try $0.value() }
    case UInt8(ascii: "\""):
      try string()
    case let c? where c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c):
      while let c = current, "+-.eE0123456789".utf8.contains(c) { index += 1 }
    default:
      for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
        index += literal.utf8.count
        return
      }
      throw problem("a value")
    }
  }

  /// An object's or array's elements, each read by `element`, from its opener (the current
  /// byte) to `closing`: none, or one and then one after each comma.
  private mutating func elements(closing: UInt8, _ element: (inout JSONSyntaxCheck) throws -> Void) throws {
    index += 1
    skipSpace()
    if current == closing {
      index += 1
      return
    }
    repeat {
      try element(&self)
      skipSpace()
    } while try separator(closing: closing)
  }

  /// After an element: true after a comma (another element follows), false after the closer.
  private mutating func separator(closing: UInt8) throws -> Bool {
    if current == UInt8(ascii: ",") {
      index += 1
      return true
    }
    guard current == closing else { throw problem("',' or '\(Character(Unicode.Scalar(closing)))'") }
    index += 1
    return false
  }

  private mutating func string() throws {
    guard current == UInt8(ascii: "\"") else { throw problem("a string in double quotes") }
    index += 1
    while let c = current, c != UInt8(ascii: "\"") {
      index += c == UInt8(ascii: "\\") ? 2 : 1
    }
    guard current != nil else { throw problem("the closing '\"' of a string") }
    index += 1
  }
}

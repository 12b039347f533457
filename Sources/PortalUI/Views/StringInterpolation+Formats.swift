import Foundation

// SwiftUI reads `"Volume \(level, specifier: "%.0f")"` as a `LocalizedStringKey`, and every
// control with a title takes one. Here controls also take titles as plain strings, so the same
// interpolations are offered on strings: a title written for SwiftUI reads the same wherever it
// is passed.
extension DefaultStringInterpolation {
  /// A number written with a printf specifier: `\(ratio, specifier: "%.2f")`.
  public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
    appendLiteral(String(format: specifier, value))
  }

  /// A value written with a format style: `\(price, format: .currency(code: "EUR"))`.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendLiteral(format.format(input))
  }
}

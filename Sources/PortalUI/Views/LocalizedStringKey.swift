import Foundation

/// The key a `Text` (and other views with a title) is made from when written with a string
/// literal, as in SwiftUI: `Text("Hello")`, and the interpolations SwiftUI accepts inside one:
///
/// ```swift
/// Text("Total: \(order.cost, format: .currency(code: "USD"))")
/// Text("\(distance, specifier: "%.1f") km")
/// Text("Launched \(mission.date, style: .date)")
/// ```
///
/// The key is looked up in the main bundle's `Localizable.strings` where the program ships
/// one; with none (the usual case on Linux) the text is the key itself, with its
/// interpolations formatted.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text with its interpolations formatted.
  let resolved: String
  /// Whether the text came from a literal without interpolations, and so may be a key in a
  /// strings table.
  let isPlainLiteral: Bool

  public init(_ value: String) {
    resolved = value
    isPlainLiteral = true
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    resolved = stringInterpolation.output
    isPlainLiteral = false
  }

  /// The string shown: the localized string for a plain key where the main bundle has one.
  var text: String {
    guard isPlainLiteral, Self.mainBundleHasStrings else { return resolved }
    return Bundle.main.localizedString(forKey: resolved, value: resolved, table: nil)
  }

  /// Whether the main bundle ships a strings table at all: asked once, so that the texts of a
  /// program without one (most, on Linux) are never looked up.
  private static let mainBundleHasStrings: Bool =
    Bundle.main.path(forResource: "Localizable", ofType: "strings") != nil
    || !Bundle.main.localizations.filter { $0 != "Base" }.isEmpty

  /// Builds a key's text from its literal parts and interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    public mutating func appendLiteral(_ literal: String) { output += literal }

    public mutating func appendInterpolation(_ string: String) { output += string }

    public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }

    /// A value written with a format style: `\(price, format: .currency(code: "EUR"))`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += format.format(input)
    }

    /// A number written with a printf specifier: `\(ratio, specifier: "%.2f")`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      output += String(format: specifier, value)
    }

    /// A value written by a `Formatter`; its description when the formatter gives nothing.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
      output += formatter?.string(for: subject) ?? String(describing: subject)
    }

    /// A value written by a `Formatter`; its description when the formatter gives nothing.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
      output += formatter?.string(for: subject) ?? String(describing: subject)
    }

    /// Another text's string (its styling does not carry into this one).
    public mutating func appendInterpolation(_ text: Text) { output += text.content }

    /// A date in one of `Text`'s date styles, as of now.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      output += style.string(for: date)
    }
  }
}

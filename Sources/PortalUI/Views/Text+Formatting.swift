import Foundation

extension Text {
  /// Text from a key: a string literal, with SwiftUI's interpolations (`LocalizedStringKey`).
  /// `tableName`, `bundle` and `comment` are accepted for SwiftUI's spelling; the main bundle's
  /// strings are used.
  nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(verbatim: key.text)
  }

  /// Text showing any string value as it is.
  nonisolated public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// A value formatted with a format style: `Text(total, format: .currency(code: "USD"))`.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// A value formatted by a `Formatter`.
  nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// A value formatted by a `Formatter`.
  nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// A date in one of the date styles, as of the moment the text is made (a `.relative` or
  /// `.timer` text here does not count on by itself; an app that wants it to re-evaluates it,
  /// for example from a `TimelineView` or a timer).
  nonisolated public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.string(for: date))
  }

  /// A range of dates: "28 Nov 2026, 09:00 – 10:30".
  nonisolated public init(_ dates: ClosedRange<Date>) {
    let formatter = DateIntervalFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .short
    self.init(verbatim: formatter.string(from: dates.lowerBound, to: dates.upperBound))
  }

  /// How `Text(_:style:)` writes a date.
  public struct DateStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time of day: "09:41".
    public static let time = DateStyle(kind: .time)
    /// The date: "28 November 2026".
    public static let date = DateStyle(kind: .date)
    /// From now: "in 2 hours", "3 minutes ago".
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A countdown or count-up from now: "2:05".
    public static let timer = DateStyle(kind: .timer)

    func string(for date: Date, now: Date = Date()) -> String {
      switch kind {
      case .time:
        return date.formatted(date: .omitted, time: .shortened)
      case .date:
        return date.formatted(date: .long, time: .omitted)
      case .relative:
        return date.formatted(.relative(presentation: .named))
      case .offset:
        let seconds = date.timeIntervalSince(now)
        let magnitude = abs(seconds)
        let (amount, unit): (Int, String) =
          magnitude >= 86_400 ? (Int(magnitude / 86_400), "d")
          : magnitude >= 3600 ? (Int(magnitude / 3600), "h")
          : magnitude >= 60 ? (Int(magnitude / 60), "min") : (Int(magnitude), "s")
        return (seconds < 0 ? "-" : "+") + "\(amount) \(unit)"
      case .timer:
        let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        return hours > 0
          ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
      }
    }
  }

  /// Two texts shown as one: `Text("Total: ") + Text(price).bold()`. The styles of the left text
  /// apply to the whole.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.content = lhs.content + rhs.content
    return joined
  }
}

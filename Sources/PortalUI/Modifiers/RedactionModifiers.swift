/// Why content is shown redacted (`.redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content stands in for data still to come: text draws as rounded bars, images as grey
  /// tiles, in their own sizes.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content marked `.privacySensitive()` is hidden (drawn as `.placeholder` draws).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content is out of date; drawn as it is.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Why content here is redacted; empty when it is shown as it is.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether content here is marked private (`.privacySensitive()`).
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether text and images here draw as placeholders instead of their content.
  var redactsContent: Bool {
    let reasons = redactionReasons
    guard !reasons.isEmpty else { return false }
    return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
  }
}

extension View {
  /// Draws the view as a placeholder for `reason`: with `.placeholder`, its text as rounded
  /// bars and its images as grey tiles, keeping their sizes, for a skeleton shown while data
  /// loads. Shapes, colours and controls draw as they are.
  ///
  /// ```swift
  /// ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
  /// ```
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows the view as it is inside a redacted view: it drops every reason to redact.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }

  /// Marks the view as private: it is redacted where an enclosing view is redacted for
  /// `.privacy`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment(\.isPrivacySensitive, sensitive)
  }
}

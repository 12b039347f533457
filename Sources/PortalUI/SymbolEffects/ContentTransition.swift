/// How a view's content changes when it changes inside an animation (`.contentTransition(_:)`).
///
/// Content here changes at once whatever the transition (as `.identity` does): text and
/// symbols show their new content in the next frame, while what surrounds them (frames,
/// opacity, colours) animates as usual.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  /// The new content shows at once.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade from the old content to the new; shown at once here.
  public static let opacity = ContentTransition(name: "opacity")
  /// The old content's glyphs morphed into the new ones; shown at once here.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits rolled to their new values; shown at once here.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText.down" : "numericText")
  }
  /// Digits rolled up or down as `value` rises or falls; shown at once here.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// One symbol replaced by another with the replace effect; shown at once here.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// One symbol replaced by another with `effect`; shown at once here.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
  /// The content transition of views inside.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// Sets how the view's content changes inside an animation. Content here changes at once
  /// (see `ContentTransition`); the transition is kept in the environment.
  ///
  /// ```swift
  /// Text(score, format: .number).contentTransition(.numericText(value: Double(score)))
  /// ```
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}

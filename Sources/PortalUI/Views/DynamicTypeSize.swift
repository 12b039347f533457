/// A size for text relative to the standard one (`.large`), as a reader's text-size setting
/// chooses it. Fonts inside a subtree scale with it: `.xxxLarge` sets body text at 23 points
/// instead of 17.
///
/// ```swift
/// SettingsView().dynamicTypeSize(...DynamicTypeSize.xxLarge)
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// How much larger than at `.large` text is: the body size at this setting over 17.
  var fontScale: Double {
    let body: Double =
      switch self {
      case .xSmall: 14
      case .small: 15
      case .medium: 16
      case .large: 17
      case .xLarge: 19
      case .xxLarge: 21
      case .xxxLarge: 23
      case .accessibility1: 28
      case .accessibility2: 33
      case .accessibility3: 40
      case .accessibility4: 47
      case .accessibility5: 53
      }
    return body / 17
  }
}

extension View {
  /// Sets the text size of everything inside: fonts scale by it.
  ///
  /// ```swift
  /// Text("Large print").dynamicTypeSize(.accessibility1)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of everything inside within `range`: a size set further out beyond
  /// it is brought to its nearest end.
  ///
  /// ```swift
  /// HeaderView().dynamicTypeSize(.small ... .xxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let sizes = DynamicTypeSize.allCases
      let index = sizes.firstIndex(of: size) ?? 3
      let allowed = sizes.indices.filter { range.contains(sizes[$0]) }
      if let nearest = allowed.min(by: { abs($0 - index) < abs($1 - index) }) { size = sizes[nearest] }
    }
  }
}

import Foundation

/// How wide or tall a window is, in iOS's two classes. A desktop window is `.regular` both
/// ways: it is laid out as an iPad's full screen is.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

/// Which way text runs.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft
}

/// Whether the system asks for increased contrast.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard
  case increased
}

/// Whether the system asks for bolder text.
public enum LegibilityWeight: Hashable, Sendable {
  case regular
  case bold
}

/// The size of text a person chose (iOS 13's spelling; `DynamicTypeSize` is today's).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge:
      return true
    default: return false
    }
  }
}

/// Opens a window for a scene (`@Environment(\.openWindow)`). Programs here have one window
/// per `WindowGroup`, opened at launch; the call is logged and opens nothing more.
public struct OpenWindowAction: Sendable {
  public func callAsFunction(id: String) { Self.note("id \(id)") }
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { Self.note("a value") }
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { Self.note("id \(id)") }

  private static func note(_ what: String) {
    FileHandle.standardError.write(Data("portal: openWindow(\(what)) opens no further window here\n".utf8))
  }
}

/// Closes a window (`@Environment(\.dismissWindow)`); see `OpenWindowAction`.
public struct DismissWindowAction: Sendable {
  public func callAsFunction() {}
  public func callAsFunction(id: String) {}
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private enum LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private enum LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

private enum CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

private enum TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

private enum IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

private enum ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}

private enum AccessibilityFlagKey: EnvironmentKey {
  static let defaultValue = false
}

private enum ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private enum InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private enum VoiceOverKey: EnvironmentKey { static let defaultValue = false }

private enum LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = .regular
}

private enum SizeCategoryKey: EnvironmentKey {
  static let defaultValue = ContentSizeCategory.large
}

extension EnvironmentValues {
  /// The window's horizontal size class: `.regular` on a desktop window.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The window's vertical size class: `.regular` on a desktop window.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Which way text runs. Views here are laid out left to right whatever it says; text itself
  /// runs as its script does (Pango).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The locale formatted values are shown in: the process's (`LANG`, `LC_*`).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are shown in.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the view is inside a presented sheet, cover or popover.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The width of one device pixel, in points.
  public var pixelLength: Double { 1 / max(displayScale, 1) }

  /// Whether the system asks for increased contrast.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// Whether the system asks for less transparency.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the system asks for differences shown by more than colour.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the system inverts colours.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether a screen reader runs (VoiceOver on Apple platforms). False until the desktop's
  /// screen reader is detected.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverKey.self] }
    set { self[VoiceOverKey.self] = newValue }
  }

  /// Whether the system asks for bolder text.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// The text size a person chose (iOS 13's spelling): `.large`, the default.
  public var sizeCategory: ContentSizeCategory {
    get { self[SizeCategoryKey.self] }
    set { self[SizeCategoryKey.self] = newValue }
  }

  /// Opens a window for a scene (see `OpenWindowAction`).
  public var openWindow: OpenWindowAction { OpenWindowAction() }

  /// Closes a window (see `DismissWindowAction`).
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// The space between a list's sections (`.listSectionSpacing(_:)`).
public struct ListSectionSpacing: Hashable, Sendable {
  let points: Double?

  /// The list style's own spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less space than the style's.
  public static let compact = ListSectionSpacing(points: 8)
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// A tint for list items (`.listItemTint(_:)`).
public struct ListItemTint: Hashable, Sendable {
  let color: Color?

  /// Always `tint`.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// `tint`, unless the system overrides it.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// No colour: the items' default tint.
  public static let monochrome = ListItemTint(color: nil)
}

/// What the list-wide spacing modifiers set, read by `List` for its rows.
struct ListSpacingOptions: Hashable, Sendable {
  var rowSpacing: Double?
  var sectionSpacing: Double?
}

private struct ListSpacingOptionsKey: EnvironmentKey { static let defaultValue = ListSpacingOptions() }

extension EnvironmentValues {
  /// The row and section spacing set for lists inside.
  var listSpacing: ListSpacingOptions {
    get { self[ListSpacingOptionsKey.self] }
    set { self[ListSpacingOptionsKey.self] = newValue }
  }
}

extension View {
  /// Puts `spacing` points between the rows of the lists inside (nil: the style's, none).
  ///
  /// ```swift
  /// List(tasks) { TaskRow(task: $0) }.listRowSpacing(8)
  /// ```
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    transformEnvironment(\.listSpacing) { $0.rowSpacing = spacing.map(Double.init) }
  }

  /// Sets the space between the sections of the lists inside.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    transformEnvironment(\.listSpacing) { $0.sectionSpacing = spacing.points }
  }

  /// Puts `spacing` points between the sections of the lists inside.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    transformEnvironment(\.listSpacing) { $0.sectionSpacing = spacing }
  }

  /// Tints the items inside (their symbols and controls) with `tint`: the view's tint.
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    transformEnvironment(\.tint) { if let color = tint?.color { $0 = color } }
  }

  /// Tints the items inside with `tint`: the view's tint.
  public func listItemTint(_ tint: Color?) -> some View {
    transformEnvironment(\.tint) { if let tint { $0 = tint } }
  }
}

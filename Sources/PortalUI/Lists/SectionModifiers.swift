/// How prominent a section's header is (`.headerProminence(.increased)`).
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
  /// The prominence of section headers in this subtree.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

extension View {
  /// Makes the headers of the sections in this subtree more prominent: with `.increased` a
  /// section's header is drawn in the headline font rather than the small caption style.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }

  /// Shows or hides the separators at a section's top and bottom. Sections here are set apart
  /// by space and their cards rather than by lines; accepted.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

  /// The colour of a section's separators; accepted (see `listSectionSeparator`).
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}

/// How a `Form` lays out its sections.
@preconcurrency @MainActor
public protocol FormStyle {}

/// The platform's form style: grouped sections on cards.
public struct AutomaticFormStyle: FormStyle {
  public nonisolated init() {}
}

/// Sections grouped on cards, as in iOS settings.
public struct GroupedFormStyle: FormStyle {
  public nonisolated init() {}
}

/// Labels in a column beside their controls (macOS). Shown grouped here.
public struct ColumnsFormStyle: FormStyle {
  public nonisolated init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of the forms in this subtree. Forms here always show grouped sections on
  /// cards, which is what `.grouped` and `.automatic` ask for; `.columns` is shown the same.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// How a `List` looks, set with `.listStyle(_:)` on the list or any view around it.
///
/// ```swift
/// List { … }.listStyle(.plain)
/// ```
///
/// `.insetGrouped` (also `.automatic`, `.sidebar`): each section's rows on a rounded card inset
/// from the list's edges, over a grey background, with the section headers above the cards in
/// small grey capitals. `.grouped`: the same with cards from edge to edge and square corners.
/// `.inset`: rounded cards inset from the edges over the plain background. `.plain`: rows from
/// edge to edge on the plain background, no cards.
public protocol ListStyle: Sendable {}

/// The styles a list knows how to draw.
enum ListStyleKind: Hashable, Sendable {
  case plain, grouped, insetGrouped, inset

  /// Rows sit on cards, with gaps between sections.
  var isGrouped: Bool { self != .plain }
  /// The cards are inset from the list's edges and have rounded corners.
  var isInset: Bool { self == .insetGrouped || self == .inset }
  /// The list's background is the grey of grouped content.
  var hasGroupedBackground: Bool { self == .grouped || self == .insetGrouped }
}

/// The list styles PortalUI draws.
protocol ResolvedListStyle {
  var kind: ListStyleKind { get }
}

/// The platform's list style: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle, ResolvedListStyle {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Rows from edge to edge on the plain background.
public struct PlainListStyle: ListStyle, ResolvedListStyle {
  public init() {}
  var kind: ListStyleKind { .plain }
}

/// Sections on cards from edge to edge over the grouped background.
public struct GroupedListStyle: ListStyle, ResolvedListStyle {
  public init() {}
  var kind: ListStyleKind { .grouped }
}

/// Sections on rounded cards inset from the edges over the grouped background.
public struct InsetGroupedListStyle: ListStyle, ResolvedListStyle {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Sections on rounded cards inset from the edges over the plain background.
public struct InsetListStyle: ListStyle, ResolvedListStyle {
  public init() {}
  var kind: ListStyleKind { .inset }
}

/// A sidebar's list; drawn as inset grouped.
public struct SidebarListStyle: ListStyle, ResolvedListStyle {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list style: inset grouped.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows from edge to edge on the plain background.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections on cards from edge to edge over the grouped background.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections on rounded cards inset from the edges over the grouped background.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Sections on rounded cards inset from the edges over the plain background.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar's list; drawn as inset grouped.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }

extension EnvironmentValues {
  /// The style lists inside draw with.
  var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the lists in this view (see `ListStyle`).
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, (style as? ResolvedListStyle)?.kind ?? .insetGrouped)
  }
}

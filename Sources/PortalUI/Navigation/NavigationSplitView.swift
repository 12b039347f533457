import Observation
import PortalGraphics

/// Two or three columns side by side, the natural shape of a desktop window: a sidebar, an
/// optional content column and a detail column, each with its own navigation title strip.
///
/// ```swift
/// NavigationSplitView {
///   List(folders, selection: $folder) { Text($0.name) }
///     .navigationTitle("Folders")
/// } detail: {
///   if let folder { FolderView(folder: folder) } else { Text("Pick a folder") }
/// }
/// ```
///
/// A `NavigationLink` in the sidebar shows its destination in the next column (the detail
/// column, or the content column when there are three), replacing what that column showed and
/// the pages pushed on it; in a `List` with a selection, it selects its row instead, and the
/// next column follows the selection as the app builds it. Links inside the detail column push
/// pages there. The sidebar is 260 points wide unless `.navigationSplitViewColumnWidth` on its
/// view says otherwise; `columnVisibility` `.detailOnly` hides the sidebar. On iOS a compact width collapses the columns into one stack; a desktop
/// window keeps them side by side.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  nonisolated(unsafe) let sidebar: Sidebar
  nonisolated(unsafe) let content: Content?
  nonisolated(unsafe) let detail: Detail

  public var body: some View {
    NavigationSplitColumns(
      columnVisibility: columnVisibility, sidebar: AnyView(sidebar),
      sidebarWidth: SplitColumnWidth.of(sidebar, default: 260),
      content: content.map { AnyView($0) }, contentWidth: content.map { SplitColumnWidth.of($0, default: 320) },
      detail: AnyView(detail))
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar beside a detail column.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.columnVisibility = nil
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  /// A sidebar beside a detail column, whose sidebar shows while `columnVisibility` says.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  /// A sidebar beside a detail column; `preferredCompactColumn` matters only to a compact
  /// width, which a desktop window does not have.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
  }

  /// A sidebar beside a detail column; `preferredCompactColumn` matters only to a compact width.
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

extension NavigationSplitView {
  /// A sidebar, a content column and a detail column.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns, whose sidebar shows while `columnVisibility` says.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns; `preferredCompactColumn` matters only to a compact width.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
  }
}

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  let name: String
  /// As the split view decides: every column here.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns (with two columns: the sidebar and the detail).
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a `NavigationSplitView`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  public static let content = NavigationSplitViewColumn(name: "content")
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a `NavigationSplitView` shares its width between columns.
public protocol NavigationSplitViewStyle: Sendable {}

/// The split view styles: columns side by side in each.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
}

/// Columns side by side, the detail column narrowed to make room for the others.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
}

/// Columns side by side, the detail column kept at its size (on iPad the others float over it).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  nonisolated public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets how split views inside share their width. Every style lays the columns side by side
  /// here.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

  /// The width of the split view column this view is the root of.
  public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
    SplitColumnWidthView(content: self, width: width)
  }

  /// The width of the split view column this view is the root of: its ideal width, kept
  /// between `min` and `max`.
  public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
    SplitColumnWidthView(content: self, width: Swift.max(min ?? 0, Swift.min(ideal, max ?? .infinity)))
  }
}

/// A column's root with the width it asks for.
struct SplitColumnWidthView<Content: View>: View, SingleChildModifier {
  let content: Content
  let width: Double
}

/// The width a column's root view asks for with `.navigationSplitViewColumnWidth`.
@MainActor
enum SplitColumnWidth {
  static func of(_ view: some View, default width: Double) -> Double {
    var found: Double?
    visitWrappedViews(of: view) { wrapped in
      if let sized = wrapped as? any SplitColumnWidthCarrying { found = sized.columnWidth }
      return found != nil
    }
    return found ?? width
  }
}

@MainActor
protocol SplitColumnWidthCarrying {
  var columnWidth: Double { get }
}

extension SplitColumnWidthView: SplitColumnWidthCarrying {
  var columnWidth: Double { width }
}

/// What a column's links show in the next column: a page built from a link's destination,
/// replacing what that column showed.
@MainActor
@Observable
final class SplitColumnTarget {
  /// The page a link put in the column; nil shows the column's own view.
  private(set) var shown: AnyView?
  /// Counts pages shown, so the column's stack starts afresh (its pushed pages dropped) with each.
  private(set) var generation = 0

  func show(_ page: AnyView) {
    shown = page
    generation += 1
  }
}

private enum SplitColumnTargetKey: EnvironmentKey {
  static var defaultValue: SplitColumnTarget? { nil }
}

extension EnvironmentValues {
  /// The column that links in this split view column show their destinations in; nil outside
  /// a split view's sidebar and content columns.
  var splitColumnTarget: SplitColumnTarget? {
    get { self[SplitColumnTargetKey.self] }
    set { self[SplitColumnTargetKey.self] = newValue }
  }
}

/// The columns of a split view: each a navigation stack, divided by hairlines.
private struct NavigationSplitColumns: View {
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let sidebar: AnyView
  let sidebarWidth: Double
  let content: AnyView?
  let contentWidth: Double?
  let detail: AnyView
  @State private var contentTarget = SplitColumnTarget()
  @State private var detailTarget = SplitColumnTarget()

  private var showsSidebar: Bool { columnVisibility?.wrappedValue != .detailOnly }

  var body: some View {
    HStack(spacing: 0) {
      if showsSidebar {
        NavigationStack { sidebar }
          .environment(\.splitColumnTarget, content == nil ? detailTarget : contentTarget)
          .frame(width: sidebarWidth)
          .background(Self.sidebarBackground)
        Divider()
      }
      if let content, let contentWidth {
        NavigationStack { contentTarget.shown ?? content }
          .id(contentTarget.generation)
          .environment(\.splitColumnTarget, detailTarget)
          .frame(width: contentWidth)
        Divider()
      }
      NavigationStack { detailTarget.shown ?? detail }
        .id(detailTarget.generation)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  static let sidebarBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
}

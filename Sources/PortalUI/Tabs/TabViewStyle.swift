/// How a `TabView` shows its children, set with `.tabViewStyle(_:)`.
///
/// `.automatic` shows one child at a time above a tab bar of the children's `.tabItem` labels;
/// `.page` lays the children side by side as pages that are swiped, scrolled or arrowed
/// through, with page dots at the bottom.
public protocol TabViewStyle: Sendable {}

/// The styles a tab view knows how to draw.
enum TabViewStyleKind: Hashable, Sendable {
  case tabBar
  case page(PageTabViewStyle.IndexDisplayMode)
}

/// The tab view styles PortalUI draws.
protocol ResolvedTabViewStyle {
  var kind: TabViewStyleKind { get }
}

/// One child at a time, above a tab bar of the children's `.tabItem` labels.
public struct DefaultTabViewStyle: TabViewStyle, ResolvedTabViewStyle {
  nonisolated public init() {}
  var kind: TabViewStyleKind { .tabBar }
}

/// Children side by side as pages, with an index of dots at the bottom.
public struct PageTabViewStyle: TabViewStyle, ResolvedTabViewStyle {
  /// When the page dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case automatic, always, never }
    let mode: Mode

    /// Dots when there is more than one page.
    public static let automatic = IndexDisplayMode(mode: .automatic)
    /// Dots whatever the number of pages.
    public static let always = IndexDisplayMode(mode: .always)
    /// No dots.
    public static let never = IndexDisplayMode(mode: .never)
  }

  let indexDisplayMode: IndexDisplayMode

  nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

  var kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// One child at a time above a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages side by side, with dots when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages side by side, with dots as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }

extension EnvironmentValues {
  /// The style tab views inside draw with.
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the tab views in this view (see `TabViewStyle`).
  ///
  /// ```swift
  /// TabView { … }.tabViewStyle(.page(indexDisplayMode: .always))
  /// ```
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, (style as? ResolvedTabViewStyle)?.kind ?? .tabBar)
  }
}

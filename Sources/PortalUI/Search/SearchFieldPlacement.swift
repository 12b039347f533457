/// Where a searchable view's search field goes, spelled as in SwiftUI. On the desktop every
/// placement is the same: a search field across the top of the searchable view.
public struct SearchFieldPlacement: Hashable, Sendable {
  /// When the field shows in a navigation bar drawer.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = NavigationBarDrawerDisplayMode(kind: 0)
    public static let always = NavigationBarDrawerDisplayMode(kind: 1)
  }

  let kind: Int
  public static let automatic = SearchFieldPlacement(kind: 0)
  public static let toolbar = SearchFieldPlacement(kind: 1)
  public static let sidebar = SearchFieldPlacement(kind: 2)
  public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)
  public static let toolbarPrincipal = SearchFieldPlacement(kind: 4)

  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(kind: 3)
  }
}

/// The order a menu's items are shown in, set with `.menuOrder(_:)`.
public struct MenuOrder: Hashable, Sendable {
  let kind: Int
  /// The system's choice: here, as written.
  public static let automatic = MenuOrder(kind: 0)
  /// The items as written, top to bottom.
  public static let fixed = MenuOrder(kind: 1)
  /// The first items nearest the button. Menus here open below their button, so this is
  /// the order as written too.
  public static let priority = MenuOrder(kind: 2)
}

/// Whether choosing an item closes the menu, set with `.menuActionDismissBehavior(_:)`.
public struct MenuActionDismissBehavior: Hashable, Sendable {
  let kind: Int
  public static let automatic = MenuActionDismissBehavior(kind: 0)
  public static let enabled = MenuActionDismissBehavior(kind: 1)
  public static let disabled = MenuActionDismissBehavior(kind: 2)
}

private struct MenuIndicatorKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// Whether menus inside a view show their chevron (`.hidden` hides it).
  public internal(set) var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorKey.self] }
    set { self[MenuIndicatorKey.self] = newValue }
  }
}

extension View {
  /// Sets the order of the items of menus inside this view. Accepted for SwiftUI's spelling:
  /// menus here open below their button and list their items as written, whatever the order.
  public func menuOrder(_ order: MenuOrder) -> some View { self }

  /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) the chevron of menus inside this view.
  public func menuIndicator(_ visibility: Visibility) -> some View {
    environment(\.menuIndicatorVisibility, visibility)
  }

  /// Sets whether choosing a menu item closes the menu. Accepted for SwiftUI's spelling:
  /// choosing an item always closes the menu here.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

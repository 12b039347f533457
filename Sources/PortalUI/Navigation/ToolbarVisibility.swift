/// A bar a `.toolbar(_:for:)` modifier speaks of.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Bar: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar, windowToolbar }
  let bar: Bar

  /// The bars the platform shows for the view.
  public static let automatic = ToolbarPlacement(bar: .automatic)
  /// A navigation stack's title strip.
  public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
  /// A tab view's tab bar.
  public static let tabBar = ToolbarPlacement(bar: .tabBar)
  /// A navigation stack's bottom bar.
  public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
  /// A macOS window's toolbar: here the title strip.
  public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
}

/// The part a toolbar plays (iOS 16): how its items are laid out. Here every role lays them
/// out alike.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar's title is shown (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  public static let large = ToolbarTitleDisplayMode(name: "large")
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

extension ToolbarItemPlacement {
  /// The title's place in the title strip (iOS 26): the centre, as `.principal`.
  public static let title = ToolbarItemPlacement(slot: .principal)
  /// The large title's place (iOS 26): here the centre of the title strip.
  public static let largeTitle = ToolbarItemPlacement(slot: .principal)
  /// The subtitle's place (iOS 26): here the centre of the title strip.
  public static let subtitle = ToolbarItemPlacement(slot: .principal)
}

/// Hides or shows the title strip while the page the view is on is on top.
struct NavigationStripVisibilityView<Content: View>: View, SingleChildModifier {
  let content: Content
  let hidden: Bool

  func didUpdate(node: Node) {
    node.environment.navigationContext?.setStripHidden(hidden, at: node.environment.navigationPageIndex)
  }
}

/// Hides or shows the back button of the page the view is on.
struct NavigationBackButtonVisibilityView<Content: View>: View, SingleChildModifier {
  let content: Content
  let hidden: Bool

  func didUpdate(node: Node) {
    node.environment.navigationContext?.setBackButtonHidden(hidden, at: node.environment.navigationPageIndex)
  }
}

extension View {
  /// Shows or hides bars while this view's page is on top: `.hidden` for `.navigationBar`
  /// (or `.automatic`) removes the navigation stack's title strip and gives its room to the
  /// page. The tab bar and the bottom bar keep showing here.
  ///
  /// ```swift
  /// PhotoViewer(photo: photo).toolbar(.hidden, for: .navigationBar)
  /// ```
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidesStrip =
      visibility == .hidden && (bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic })
    return NavigationStripVisibilityView(content: self, hidden: hidesStrip)
  }

  /// iOS 18's spelling of `toolbar(_:for:)`.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidesStrip =
      visibility == .hidden && (bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic })
    return NavigationStripVisibilityView(content: self, hidden: hidesStrip)
  }

  /// Hides the back button of this view's page; Escape and Alt+Left still go back.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    NavigationBackButtonVisibilityView(content: self, hidden: hidesBackButton)
  }

  /// The older spelling of hiding the title strip.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    NavigationStripVisibilityView(content: self, hidden: hidden)
  }

  /// Accepted: the title strip keeps its own background here.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted: the title strip keeps its own background here.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted (iOS 18): the title strip keeps its own background here.
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }

  /// Accepted: the title strip follows the window's colour scheme here.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

  /// Accepted: every role lays the toolbar out alike here.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// Accepted: the title shows in the title strip, at one size.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

  /// Accepted: the title strip's title is not a menu here.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

  /// Accepted (iOS 16): the stack's title strip shows the title alone.
  public func navigationSubtitle(_ subtitle: String) -> some View { self }

  /// Accepted (iOS 16): the stack's title strip shows the title alone.
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }

  /// Accepted: the system's sidebar toggle is not drawn here.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

/// A toolbar item the system adds by itself (iOS 17): the split view's sidebar toggle.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  public static let title = ToolbarDefaultItemKind(name: "title")
}

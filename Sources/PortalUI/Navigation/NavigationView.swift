/// SwiftUI's older navigation container. On iOS it is a stack on phones and a split view on
/// large screens; here it is always a `NavigationStack`, the nearest thing in one window.
///
/// ```swift
/// NavigationView {
///   List { … }.navigationTitle("Inbox")
/// }
/// ```
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View { NavigationStack { content } }
}

/// How a title shows in the navigation bar.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// How a `NavigationView` arranges its columns; here every style is a single stack.
public struct StackNavigationViewStyle: Sendable {
  public init() {}
}

extension StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
  /// How the title shows. The desktop title strip is always the compact bar iOS calls
  /// `.inline`: a `.large` title is shown there too (a window has no room to give a title
  /// its own scrolling banner; the flowing header is the way to get one).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }

  /// Accepted for SwiftUI's sake: a navigation view is always a single stack here.
  public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View { self }

  /// The older spelling of `navigationTitle` with a display mode.
  public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
    -> some View
  {
    navigationTitle(title)
  }
}

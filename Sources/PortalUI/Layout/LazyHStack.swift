import PortalGraphics

/// Children side by side, created only as they come into view when the stack is inside a
/// horizontal `ScrollView`.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack(alignment: .top, spacing: 10) {
///     ForEach(albums) { AlbumCover(album: $0) }
///   }
/// }
/// ```
///
/// Inside a scroll view that scrolls horizontally the stack is as tall as the scroll view and
/// builds only the children within `LazyStackLayout.buildMargin` of what shows (a `ForEach`
/// element at a time), dropping those that scroll away with their state, as SwiftUI does;
/// elements not built yet count as wide as the first one. Anywhere else it lays out every
/// child exactly as an `HStack` does. `pinnedViews` is accepted and not acted on (see
/// `PinnedScrollableViews`).
public struct LazyHStack<Content: View>: View, LazyStackView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  nonisolated(unsafe) let content: Content
  let reference = NodeReference()

  /// - Parameters:
  ///   - alignment: where children shorter than the stack sit across it.
  ///   - spacing: the distance between adjacent children; nil means the default (8).
  ///   - pinnedViews: the kinds of views to pin while scrolling (not pinned here).
  ///   - content: the children.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  static var axis: Axis { .horizontal }
}

extension LazyHStack: AnyHStack {}

import PortalGraphics

/// Children one below the other, created only as they come into view when the stack is inside
/// a vertical `ScrollView`.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading, spacing: 12) {
///     ForEach(messages) { MessageRow(message: $0) }
///   }
/// }
/// ```
///
/// Inside a scroll view that scrolls vertically the stack is as wide as the scroll view and
/// builds only the children within `LazyStackLayout.buildMargin` of what shows (a `ForEach`
/// element at a time), dropping those that scroll away with their state, as SwiftUI does;
/// elements not built yet count as tall as the first one. Anywhere else it lays out every
/// child exactly as a `VStack` does. `pinnedViews` is accepted and not acted on: headers scroll
/// with the rest (see `PinnedScrollableViews`).
public struct LazyVStack<Content: View>: View, LazyStackView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  nonisolated(unsafe) let content: Content
  let reference = NodeReference()

  /// - Parameters:
  ///   - alignment: where children narrower than the stack sit across it.
  ///   - spacing: the distance between adjacent children; nil means the default (8).
  ///   - pinnedViews: the kinds of views to pin while scrolling (not pinned here).
  ///   - content: the children.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  static var axis: Axis { .vertical }
}

extension LazyVStack: AnyVStack {}

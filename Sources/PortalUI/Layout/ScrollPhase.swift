/// What is moving a scroll view's content, named as in SwiftUI.
public enum ScrollPhase: Hashable, Sendable {
  /// Nothing: the content is at rest.
  case idle
  /// The primary button is down on the content but has not moved far enough to drag it.
  case tracking
  /// The pointer is dragging the content.
  case interacting
  /// The content coasts after a fling, or springs back from past an end.
  case decelerating
  /// The content moves to a place chosen for it: a wheel notch's glide.
  case animating

  /// Whether the content is moving or held by the pointer (every phase but `idle` and
  /// `tracking`): a scroll that has not come to rest.
  public var isScrolling: Bool { self != .idle && self != .tracking }
}

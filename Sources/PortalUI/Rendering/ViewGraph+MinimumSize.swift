import PortalGraphics

extension ViewGraph {
  /// The smallest a window may be made however little its views need: enough to grab and
  /// to read a title.
  static let smallestWindow = Size(width: 120, height: 80)

  /// The smallest size the window's views fit in (what the root view answers when offered no
  /// room at all, as SwiftUI on macOS derives a window's minimum size from its content), at
  /// least `smallestWindow` and at most `limit` (the size the window opens with): what the
  /// window manager is told as the window's minimum size.
  public func minimumContentSize(within limit: Size) -> Size {
    let fitted = root.sizeThatFits(.zero)
    func clamp(_ value: Double, _ smallest: Double, _ largest: Double) -> Double {
      guard value.isFinite else { return min(smallest, largest) }
      return min(largest, max(smallest, value.rounded(.up)))
    }
    return Size(
      width: clamp(fitted.width, Self.smallestWindow.width, limit.width),
      height: clamp(fitted.height, Self.smallestWindow.height, limit.height))
  }
}

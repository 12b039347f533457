/// The kinds of views a lazy stack or grid can pin to the bounds of its scroll view while the
/// rest scrolls, as `LazyVStack(pinnedViews: [.sectionHeaders])` asks.
///
/// PortalUI accepts the set and does not pin: section headers and footers scroll with the
/// content like any other view.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The headers of `Section`s.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The footers of `Section`s.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

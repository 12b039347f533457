/// A direction on the horizontal axis: towards the leading or the trailing edge.
public enum HorizontalDirection: Int8, Hashable, CaseIterable, Sendable {
  /// Towards the leading edge (the left, in a left-to-right layout).
  case leading
  /// Towards the trailing edge (the right, in a left-to-right layout).
  case trailing

  /// A set of horizontal directions.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding only `direction`.
    public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
    /// Towards the leading edge.
    public static let leading = Set(.leading)
    /// Towards the trailing edge.
    public static let trailing = Set(.trailing)
    /// Both directions.
    public static let all: Set = [.leading, .trailing]
  }
}

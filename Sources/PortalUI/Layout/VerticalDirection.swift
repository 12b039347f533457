/// A direction on the vertical axis: up or down.
public enum VerticalDirection: Int8, Hashable, CaseIterable, Sendable {
  /// Towards the top.
  case up
  /// Towards the bottom.
  case down

  /// A set of vertical directions.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding only `direction`.
    public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
    /// Towards the top.
    public static let up = Set(.up)
    /// Towards the bottom.
    public static let down = Set(.down)
    /// Both directions.
    public static let all: Set = [.up, .down]
  }
}

/// The top or bottom edge of a rectangle.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom

  /// A set of vertical edges, as `listRowSeparator(_:edges:)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1 << 0)
    public static let bottom = Set(rawValue: 1 << 1)
    public static let all: Set = [.top, .bottom]

    /// The set holding just `edge`.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
  }
}

import PortalGraphics

/// A horizontal or vertical direction.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical

  /// A set of axes, as `ScrollView(.vertical)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

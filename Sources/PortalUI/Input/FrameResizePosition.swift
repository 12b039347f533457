/// The position along the perimeter of a rectangular frame (its edges and corners) from which
/// it is resized: what `PointerStyle.frameResize(position:directions:)` points at.
public enum FrameResizePosition: Int8, Hashable, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing
  /// The top leading corner.
  case topLeading
  /// The top trailing corner.
  case topTrailing
  /// The bottom leading corner.
  case bottomLeading
  /// The bottom trailing corner.
  case bottomTrailing
}

/// The direction in which a rectangular frame can be resized: smaller or larger.
public enum FrameResizeDirection: Int8, Hashable, CaseIterable, Sendable {
  /// The frame can be resized inwards, to be smaller.
  case inward
  /// The frame can be resized outwards, to be larger.
  case outward

  /// A set of frame resize directions.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding only `direction`.
    public init(_ direction: FrameResizeDirection) { rawValue = 1 << direction.rawValue }
    /// Smaller.
    public static let inward = Set(.inward)
    /// Larger.
    public static let outward = Set(.outward)
    /// Both smaller and larger.
    public static let all: Set = [.inward, .outward]
  }
}

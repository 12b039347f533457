/// A part of the header that can flow into the title strip.
public enum FlowingHeaderDisplayComponent: String, Hashable, Sendable, CaseIterable {
  case title
  case accessory
}

/// How the accessory and title sit together in the title strip.
public enum FlowingHeaderLayout: String, Hashable, Sendable {
  /// The accessory beside the title (the default).
  case horizontal
  /// The accessory above the title.
  case vertical
}

/// What happens when scrolling stops with the header part-way through its flow.
public enum FlowingHeaderSnappingBehavior: String, Hashable, Sendable {
  /// Finish in the direction of the last scroll (down: into the strip, up: back to the header).
  case directional
  /// Finish on the nearer end, judged at the midpoint after projecting the scroll's velocity.
  case nearest
  /// Stay wherever the scroll stopped.
  case none
}

/// The latest release's names.
public typealias PortalHeaderDisplayComponent = FlowingHeaderDisplayComponent
public typealias PortalHeaderLayout = FlowingHeaderLayout
public typealias PortalHeaderSnappingBehavior = FlowingHeaderSnappingBehavior
/// The current release's name for how the accessory and title sit in the title strip.
public typealias AccessoryLayout = FlowingHeaderLayout
/// The current release's name for how the header finishes a flow when scrolling stops.
public typealias SnappingBehavior = FlowingHeaderSnappingBehavior

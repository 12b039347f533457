import PortalTransitions

/// Portal 4.x's logging facade of the header, over swift-log (label `portal.flowing-header`),
/// with the same levels, tags and in-memory history as `PortalLogs`.
public enum FlowingHeaderLogs {
  /// The shared logger.
  public static let logger = PortalLogger(label: "portal.flowing-header")

  /// Changes the subsystem shown with each message and which levels are written.
  public static func configure(subsystem: String? = nil, allowedLevels: Set<LogLevel>? = nil) {
    logger.configure(subsystem: subsystem, allowedLevels: allowedLevels)
  }

  /// Tags the header's messages carry.
  public enum Tags {
    public static let scroll = LogTag("Scroll")
    public static let snapping = LogTag("Snapping")
    public static let transition = LogTag("Transition")
    public static let anchors = LogTag("Anchors")
  }
}

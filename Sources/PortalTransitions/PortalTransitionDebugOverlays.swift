import PortalUI

/// What a debug overlay draws on an outlined element, as the original library names it.
public struct PortalTransitionDebugStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let label = PortalTransitionDebugStyle(rawValue: 1 << 0)
  public static let border = PortalTransitionDebugStyle(rawValue: 1 << 1)
  public static let background = PortalTransitionDebugStyle(rawValue: 1 << 2)
  public static let all: PortalTransitionDebugStyle = [.label, .border, .background]
  public static let none: PortalTransitionDebugStyle = []
}

/// Which elements of a transition debug overlays outline.
public struct PortalTransitionDebugTarget: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let source = PortalTransitionDebugTarget(rawValue: 1 << 0)
  public static let destination = PortalTransitionDebugTarget(rawValue: 1 << 1)
  public static let layer = PortalTransitionDebugTarget(rawValue: 1 << 2)
  public static let all: PortalTransitionDebugTarget = [.source, .destination, .layer]
}

extension View {
  /// Outlines and labels every source, destination and flying layer inside (the same as
  /// `.environment(\.portalDebugOverlays, enabled)`).
  public func portalTransitionDebugOverlays(_ enabled: Bool) -> some View {
    environment(\.portalDebugOverlays, enabled)
  }

  /// The original library's finer control. Here the outlines come as one set (a labelled
  /// border on every end and layer), so any style for any target turns them on and `.none`
  /// turns them off.
  public func portalTransitionDebugOverlays(
    _ style: PortalTransitionDebugStyle, for targets: PortalTransitionDebugTarget
  ) -> some View {
    environment(\.portalDebugOverlays, !style.isEmpty && !targets.isEmpty)
  }
}

import PortalTransitions
import PortalUI

/// Portal 4.x: which parts of the debug outlines to show on portal ends.
public struct PortalDebugOverlayComponent: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The label naming the end.
  public static let label = PortalDebugOverlayComponent(rawValue: 1 << 0)
  /// The border around the end.
  public static let border = PortalDebugOverlayComponent(rawValue: 1 << 1)
  /// Both.
  public static let all: PortalDebugOverlayComponent = [.label, .border]
}

extension View {
  /// Portal 2.1–4.x: outlines and labels every portal end and flying layer inside, or not.
  public func portalDebugOverlays(enabled: Bool) -> some View {
    portalTransitionDebugOverlays(enabled)
  }

  /// Portal 4.x: the outlines with the given parts. They come as one set here (a labelled
  /// border), so any part turns them on and none turns them off.
  public func portalDebugOverlays(showing components: PortalDebugOverlayComponent) -> some View {
    portalTransitionDebugOverlays(!components.isEmpty)
  }
}

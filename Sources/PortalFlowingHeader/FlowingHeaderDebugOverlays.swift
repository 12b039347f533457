import PortalTransitionsFlowingHeader
import PortalUI

/// Portal 4.x: which parts of the header's debug outlines to show.
public struct FlowingHeaderDebugOverlayComponent: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The label naming the outlined part.
  public static let label = FlowingHeaderDebugOverlayComponent(rawValue: 1 << 0)
  /// The border around it.
  public static let border = FlowingHeaderDebugOverlayComponent(rawValue: 1 << 1)
  /// Both.
  public static let all: FlowingHeaderDebugOverlayComponent = [.label, .border]
}

extension View {
  /// Portal 4.x: outlines of the header's sources and destinations. The header draws no debug
  /// outlines here (its trace, `.onFlowingHeaderTrace`, reports every frame's geometry
  /// instead), so this compiles and changes nothing on screen.
  public func flowingHeaderDebugOverlays(enabled: Bool) -> some View { self }

  /// Portal 4.x: the same with chosen parts; changes nothing on screen (see
  /// `flowingHeaderDebugOverlays(enabled:)`).
  public func flowingHeaderDebugOverlays(showing components: FlowingHeaderDebugOverlayComponent) -> some View {
    self
  }
}

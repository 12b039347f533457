import PortalTransitionsFlowingHeader
import PortalUI

/// Portal 5.x–6.x: what a header debug outline draws.
public struct PortalHeaderDebugStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let label = PortalHeaderDebugStyle(rawValue: 1 << 0)
  public static let border = PortalHeaderDebugStyle(rawValue: 1 << 1)
  public static let background = PortalHeaderDebugStyle(rawValue: 1 << 2)
  public static let all: PortalHeaderDebugStyle = [.label, .border, .background]
  public static let none: PortalHeaderDebugStyle = []
}

/// Portal 5.x–6.x: which parts of a header debug outlines cover.
public struct PortalHeaderDebugTarget: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let source = PortalHeaderDebugTarget(rawValue: 1 << 0)
  public static let destination = PortalHeaderDebugTarget(rawValue: 1 << 1)
  public static let accessory = PortalHeaderDebugTarget(rawValue: 1 << 2)
  public static let all: PortalHeaderDebugTarget = [.source, .destination, .accessory]
}

/// Portal 5.x–6.x: a style per target.
public struct PortalHeaderDebugSettings: Hashable, Sendable {
  private var styles: [Int: PortalHeaderDebugStyle] = [:]

  /// No outlines anywhere.
  public init() {}

  /// The style of `target`'s outlines.
  public func style(for target: PortalHeaderDebugTarget) -> PortalHeaderDebugStyle {
    styles[target.rawValue] ?? .none
  }

  /// Gives every target in `targets` the style `style`.
  public mutating func set(_ style: PortalHeaderDebugStyle, for targets: PortalHeaderDebugTarget) {
    for bit in [PortalHeaderDebugTarget.source, .destination, .accessory] where targets.contains(bit) {
      styles[bit.rawValue] = style
    }
  }
}

extension View {
  /// Portal 5.x–6.x: outlines of the header's parts. The header draws no debug outlines here
  /// (its trace, `.onFlowingHeaderTrace`, reports every frame's geometry instead), so this
  /// compiles and changes nothing on screen.
  public func portalHeaderDebugOverlays(_ enabled: Bool) -> some View { self }

  /// Portal 5.x–6.x: the same per style and target; changes nothing on screen.
  public func portalHeaderDebugOverlays(
    _ style: PortalHeaderDebugStyle, for targets: PortalHeaderDebugTarget
  ) -> some View {
    self
  }
}

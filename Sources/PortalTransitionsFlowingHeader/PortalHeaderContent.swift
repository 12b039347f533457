import PortalUI

/// What a header declares (its id, texts and behaviour), as the current release names it. The
/// header modifier puts it in the environment of the pane it wraps, as `portalHeaderContent`.
///
/// ```swift
/// @Environment(\.portalHeaderContent) private var header
/// …
/// Text(header?.title ?? "")
/// ```
public struct PortalHeaderContent: Sendable, Equatable {
  public let id: String
  public let title: String
  public let subtitle: String
  /// The parts that flow into the title strip.
  public let displays: Set<PortalHeaderDisplayComponent>
  /// How accessory and title sit together in the strip.
  public let layout: AccessoryLayout
  /// How a flow left part-way finishes when scrolling stops.
  public let snappingBehavior: SnappingBehavior

  public init(
    id: String = "default", title: String, subtitle: String, displays: Set<PortalHeaderDisplayComponent> = [.title],
    layout: AccessoryLayout = .horizontal, snappingBehavior: SnappingBehavior = .directional
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.displays = displays
    self.layout = layout
    self.snappingBehavior = snappingBehavior
  }
}

private struct PortalHeaderContentKey: EnvironmentKey {
  static let defaultValue: PortalHeaderContent? = nil
}

private struct PortalHeaderAccessoryViewKey: EnvironmentKey {
  static let defaultValue: AnyView? = nil
}

private struct PortalHeaderLayoutKey: EnvironmentKey {
  static let defaultValue = AccessoryLayout.horizontal
}

extension EnvironmentValues {
  /// The innermost header declared around this view, or nil.
  public var portalHeaderContent: PortalHeaderContent? {
    get { self[PortalHeaderContentKey.self] }
    set { self[PortalHeaderContentKey.self] = newValue }
  }

  /// The innermost header's accessory, or nil when it has none.
  public var portalHeaderAccessoryView: AnyView? {
    get { self[PortalHeaderAccessoryViewKey.self] }
    set { self[PortalHeaderAccessoryViewKey.self] = newValue }
  }

  /// How the innermost header lays out its accessory and title in the strip (`.horizontal`
  /// where no header is declared).
  public var portalHeaderLayout: AccessoryLayout {
    get { self[PortalHeaderLayoutKey.self] }
    set { self[PortalHeaderLayoutKey.self] = newValue }
  }
}

import PortalUI

private struct PortalLayerProgressKey: EnvironmentKey {
  static let defaultValue = 0.0
}

extension EnvironmentValues {
  /// Inside a flying layer: how far it is from the source (0) to the destination (1).
  public var portalLayerProgress: Double {
    get { self[PortalLayerProgressKey.self] }
    set { self[PortalLayerProgressKey.self] = newValue }
  }
}

/// A layer that dissolves from what the source shows into what the destination shows as it
/// flies, so a thumbnail can become a different detail view without a pop at either end.
///
/// ```swift
/// .portalTransition(id: "hero", isActive: $open, crossFade: true) {
///   PortalCrossFade(from: Thumbnail(), to: DetailHeader())
/// }
/// ```
public struct PortalCrossFade<Source: View, Destination: View>: View {
  @Environment(\.portalLayerProgress) private var progress
  let source: Source
  let destination: Destination

  public init(from source: Source, to destination: Destination) {
    self.source = source
    self.destination = destination
  }

  public var body: some View {
    ZStack {
      source.opacity(1 - progress)
      destination.opacity(progress)
    }
  }
}

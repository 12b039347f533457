import PortalUI

/// The corner radii a flying layer is clipped with at its two ends, as Portal 2.0–5.x pass
/// them (`in: PortalCorners(source: 8, destination: 16)`): the clip morphs from the source's
/// radius to the destination's as the layer flies, as `sourceCornerRadius:` and
/// `destinationCornerRadius:` do.
public struct PortalCorners: Hashable, Sendable {
  /// The radius at the source, in points.
  public let source: CGFloat
  /// The radius at the destination, in points.
  public let destination: CGFloat
  /// The corners' shape. The layer's clip takes the style of the end it is nearer (its
  /// `.clipShape`), so this value is kept for code that reads it.
  public let style: RoundedCornerStyle

  /// Radii for the two ends (0, square, by default).
  public init(source: CGFloat = 0, destination: CGFloat = 0, style: RoundedCornerStyle = .circular) {
    self.source = source
    self.destination = destination
    self.style = style
  }

  /// The pair the flight engine takes.
  package var radii: (source: Double, destination: Double) { (Double(source), Double(destination)) }
}

extension Optional where Wrapped == PortalCorners {
  /// The radii of these corners, or square ones.
  package var radii: (source: Double, destination: Double) { self?.radii ?? (0, 0) }
}

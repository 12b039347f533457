import Foundation
import PortalGraphics

/// Where a view is in its scroll view's viewport, for `.scrollTransition`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Leaving (or entering) past the top or leading edge.
  case topLeading
  /// Inside the viewport.
  case identity
  /// Leaving (or entering) past the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is inside the viewport.
  public var isIdentity: Bool { self == .identity }

  /// -1 past the top or leading edge, 0 inside, 1 past the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// How a scroll transition follows the scroll.
public struct ScrollTransitionConfiguration: Sendable {
  let threshold: Double

  /// Follows the view's position continuously: the effect is part way while the view crosses
  /// an edge.
  public static let interactive = ScrollTransitionConfiguration(threshold: 0)
  /// Here as `.interactive`: the effect follows the position.
  public static let animated = ScrollTransitionConfiguration(threshold: 0)
  /// Here as `.interactive`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(threshold: 0)
  }
  /// The identity effect for good: no transition.
  public static let identity = ScrollTransitionConfiguration(threshold: -1)

  /// Starts the transition once the view is `threshold` past an edge. Accepted; the
  /// transition starts at the edge.
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
    self
  }

  /// Accepted: the transition follows the position.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How far inside the viewport a view must be to count as inside.
  public struct Threshold: Sendable {
    public static let visible = Threshold()
    public static let hidden = Threshold()
    public static var centered: Threshold { Threshold() }
    public static func visible(_ amount: Double) -> Threshold { Threshold() }
    public static func inset(_ distance: Double) -> Threshold { Threshold() }
  }
}

extension View {
  /// Draws this view with an effect that follows where it is in its scroll view: the identity
  /// inside the viewport, and the `.topLeading` or `.bottomTrailing` effect as it leaves past
  /// an edge, part way while it crosses it.
  ///
  /// ```swift
  /// CardView(card: card)
  ///   .scrollTransition { content, phase in
  ///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
  ///   }
  /// ```
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// A scroll transition configured apart for each edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    VisualEffectView(content: self) { node in
      let identity = transition(EmptyVisualEffect(), .identity).visualEffectOperations
      guard let (fraction, phase) = ScrollTransitionPosition.of(node, axis: axis) else { return identity }
      let configuration = phase == .topLeading ? topLeading : bottomTrailing
      guard configuration.threshold >= 0, fraction > 0 else { return identity }
      let edge = transition(EmptyVisualEffect(), phase).visualEffectOperations
      return identity.interpolated(to: edge, fraction)
    }
  }
}

/// How far a view is past its scroll view's viewport.
@MainActor
enum ScrollTransitionPosition {
  /// The share of the view past an edge of its scroll view's viewport (0 inside, 1 wholly
  /// outside) and which edge; nil outside any scroll view.
  static func of(_ node: Node, axis: Axis?) -> (Double, ScrollTransitionPhase)? {
    guard
      let scroll = node.ancestry.dropFirst().first(where: { $0.clipsContent && $0.view is ScrollAxesDescribing }),
      let axes = (scroll.view as? ScrollAxesDescribing)?.scrollAxes
    else { return nil }
    let along = axis ?? (axes.contains(.vertical) ? .vertical : .horizontal)
    let viewport = scroll.frame
    let frame = node.frame
    let (start, end, low, high) =
      along == .vertical
      ? (frame.minY, frame.maxY, viewport.minY, viewport.maxY) : (frame.minX, frame.maxX, viewport.minX, viewport.maxX)
    let length = max(end - start, 1)
    if start < low {
      return (min(1, (low - start) / length), .topLeading)
    }
    if end > high {
      return (min(1, (end - high) / length), .bottomTrailing)
    }
    return (0, .identity)
  }
}

import Foundation
import PortalGraphics

/// Which parts of a matched view's geometry are taken from its match.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Where the view is.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// How big the view is.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Where each matched view (by namespace and id) was last placed, and by which node.
@MainActor
enum MatchedGeometryRegistry {
  struct Record {
    let frame: Rect
    let node: ObjectIdentifier
  }

  struct Key: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
  }

  private static var records: [Key: Record] = [:]

  static func record(for key: Key) -> Record? { records[key] }
  static func note(_ frame: Rect, of node: Node, for key: Key) {
    records[key] = Record(frame: frame, node: ObjectIdentifier(node))
  }
}

/// A view that, when it appears in place of another view with the same id in the same
/// namespace, moves (and scales) from where that view was to its own place, with the
/// transaction's animation.
struct MatchedGeometryView<Content: View>: View, SingleChildModifier {
  let content: Content
  let key: MatchedGeometryRegistry.Key
  let properties: MatchedGeometryProperties

  /// Laid out wherever it moves: it records where it is.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    var start = AnimatablePair(AnimatablePair(0.0, 0.0), AnimatablePair(1.0, 1.0))
    if node[MatchedGeometryPlaced.self] == nil, let previous = MatchedGeometryRegistry.record(for: key),
      previous.node != ObjectIdentifier(node), previous.frame != frame
    {
      // A new view taking another's place: it starts where that one was.
      let old = previous.frame
      if properties.contains(.position) {
        let (oldCentre, newCentre) = (Point(x: old.midX, y: old.midY), Point(x: frame.midX, y: frame.midY))
        start.first = AnimatablePair(oldCentre.x - newCentre.x, oldCentre.y - newCentre.y)
      }
      if properties.contains(.size), frame.width > 0, frame.height > 0 {
        start.second = AnimatablePair(old.width / frame.width, old.height / frame.height)
      }
      _ = node.animatedEffect("matchedGeometry", start)
    }
    node[MatchedGeometryPlaced.self] = true
    MatchedGeometryRegistry.note(frame, of: node, for: key)
    let shown = node.animatedEffect("matchedGeometry", AnimatablePair(AnimatablePair(0.0, 0.0), AnimatablePair(1.0, 1.0)))
    let centre = Point(x: frame.midX, y: frame.midY)
    let transform = Transform.translation(x: centre.x + shown.first.first, y: centre.y + shown.first.second)
      .concatenating(.scale(x: shown.second.first, y: shown.second.second))
      .translated(x: -centre.x, y: -centre.y)
    node.placeContent(in: frame, renderTransform: transform)
  }
}

/// Whether a matched view has been placed before.
enum MatchedGeometryPlaced: NodeStateSlot {
  typealias Value = Bool
}

extension View {
  /// Matches this view's geometry with the other views of the same `id` in `namespace`: when
  /// one replaces another (an `if` that swaps a small and a large version inside
  /// `withAnimation`), the new one moves and scales from where the old one was to its own
  /// place. The two ends of a match across windows fly with `.portal` instead.
  ///
  /// ```swift
  /// if isExpanded {
  ///   Card().matchedGeometryEffect(id: "card", in: namespace).frame(width: 300, height: 400)
  /// } else {
  ///   Card().matchedGeometryEffect(id: "card", in: namespace).frame(width: 80, height: 100)
  /// }
  /// ```
  ///
  /// Here the view is drawn scaled between the two sizes (its layout is at its own size), and
  /// two views with the same id shown at once each keep their own place (`isSource` is
  /// accepted).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    MatchedGeometryView(
      content: self, key: MatchedGeometryRegistry.Key(namespace: namespace, id: AnyHashable(id)),
      properties: properties)
  }
}

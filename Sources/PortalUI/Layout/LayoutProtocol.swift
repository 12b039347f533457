import Foundation
import PortalGraphics

/// A container's layout written by the app: how big the container is for a proposal, and
/// where each of its subviews goes, as SwiftUI's `Layout` protocol.
///
/// ```swift
/// struct Flow: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
///
/// Flow { ForEach(tags) { Text($0) } }
/// ```
///
/// `bounds` and the points given to `LayoutSubview.place(at:anchor:proposal:)` are in the same
/// space (the window's, in points). The cache is made once per container with `makeCache` and
/// brought up to date with `updateCache` each time the container's content changes. As in
/// SwiftUI, a layout is `Sendable` and its methods are not isolated to the main actor; they
/// are called on it. (SwiftUI's layouts are also `Animatable`; here a layout's
/// `animatableData` is not read, and its subviews move with the transaction's animation.)
@preconcurrency
public protocol Layout: Sendable {
  /// What the layout keeps between calls; `Void` for none.
  associatedtype Cache = Void
  /// The container's subviews, as the layout's methods see them.
  typealias Subviews = LayoutSubviews

  /// Facts about the layout that containers around it read (a stack's axis).
  static var layoutProperties: LayoutProperties { get }

  /// The size of the container for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview inside `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Where the container's guide lies, when the layout says (nil: as the subviews say).
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// Where the container's guide lies, when the layout says (nil: as the subviews say).
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The space the container wants around it.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Makes the cache for these subviews.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date after the subviews changed.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  /// Lays out `content` with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Facts about a layout that containers around it read.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, if it does.
  public var stackOrientation: Axis?

  public init() { stackOrientation = nil }
}

/// The space a view wants between itself and its neighbours. Here every view wants the
/// system's standard spacing (8 points), as the stacks give.
public struct ViewSpacing: Sendable {
  /// No spacing.
  public static let zero = ViewSpacing(preferred: 0)

  let preferred: Double

  public init() { preferred = 8 }
  init(preferred: Double) { self.preferred = preferred }

  /// The distance this view wants to `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    CGFloat(Swift.max(preferred, next.preferred))
  }

  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    self = union(other, edges: edges)
  }

  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    ViewSpacing(preferred: Swift.max(preferred, other.preferred))
  }
}

/// One subview of a custom layout: measured with `sizeThatFits(_:)`, placed with
/// `place(at:anchor:proposal:)`.
///
/// A subview is only used while its layout's methods run, on the main actor where the
/// framework calls them.
public struct LayoutSubview: Equatable, @unchecked Sendable {
  nonisolated(unsafe) let node: Node

  nonisolated public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

  /// The subview's size for `proposal`.
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    MainActor.assumeIsolated { CGSize(node.sizeThatFits(proposal)) }
  }

  /// The subview's size for `proposal`, with where its alignment guides lie.
  nonisolated public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    MainActor.assumeIsolated { ViewDimensions(size: node.sizeThatFits(proposal)) }
  }

  /// The subview's layout priority (`.layoutPriority(_:)`).
  nonisolated public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }

  /// The space the subview wants around it.
  nonisolated public var spacing: ViewSpacing { ViewSpacing() }

  /// Places the subview: its `anchor` point at `position`, at the size it takes for `proposal`.
  nonisolated public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    MainActor.assumeIsolated {
      let size = node.sizeThatFits(proposal)
      let origin = Point(
        x: Double(position.x) - size.width * anchor.x, y: Double(position.y) - size.height * anchor.y)
      node.place(in: Rect(origin: origin, size: size))
    }
  }

  /// The value of `key` the subview carries (`.layoutValue(key:value:)`), or its default.
  nonisolated public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    nonisolated(unsafe) var found: K.Value?
    MainActor.assumeIsolated {
      visitWrappedViews(of: node.view) { view in
        if let carrier = view as? LayoutValueCarrying, let value = carrier.layoutValue(for: ObjectIdentifier(key)) {
          found = value as? K.Value
        }
        return found != nil
      }
    }
    return found ?? K.defaultValue
  }
}

/// A custom layout's subviews, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let subviews: [LayoutSubview]

  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  nonisolated public var startIndex: Int { subviews.startIndex }
  nonisolated public var endIndex: Int { subviews.endIndex }
  nonisolated public subscript(index: Int) -> LayoutSubview { subviews[index] }
  nonisolated public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews: Array(subviews[bounds])) }

  nonisolated public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.subviews == b.subviews }
}

/// A key for a value a subview carries for its custom layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Views that carry layout values.
@MainActor
protocol LayoutValueCarrying {
  func layoutValue(for key: ObjectIdentifier) -> Any?
}

/// A view carrying a layout value.
struct LayoutValueView<Content: View>: View, SingleChildModifier, LayoutValueCarrying {
  let content: Content
  let key: ObjectIdentifier
  let value: Any

  func layoutValue(for key: ObjectIdentifier) -> Any? { key == self.key ? value : nil }
}

extension View {
  /// Gives this view a value its custom layout reads with `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    LayoutValueView(content: self, key: ObjectIdentifier(key), value: value)
  }
}

/// A container laid out by a custom `Layout`.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  nonisolated(unsafe) let content: Content

  nonisolated init(layout: L, content: Content) {
    self.layout = layout
    self.content = content
  }

  func children() -> [ChildView] { flattenedChildren(content) }

  func didUpdate(node: Node) {
    // The content may have changed: the cache is brought up to date before its next use.
    LayoutCacheState.of(node).isCurrent = false
  }

  private func subviews(_ node: Node) -> LayoutSubviews {
    LayoutSubviews(subviews: node.children.map { LayoutSubview(node: $0) })
  }

  private func withCache<R>(_ node: Node, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    let state = LayoutCacheState.of(node)
    var cache: L.Cache
    if let kept = state.cache as? L.Cache {
      cache = kept
      if !state.isCurrent { layout.updateCache(&cache, subviews: subviews) }
    } else {
      cache = layout.makeCache(subviews: subviews)
    }
    state.isCurrent = true
    let result = body(&cache)
    state.cache = cache
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let subviews = subviews(node)
    return Size(withCache(node, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) })
  }

  func place(in frame: Rect, node: Node) {
    let subviews = subviews(node)
    withCache(node, subviews) {
      layout.placeSubviews(in: CGRect(frame), proposal: ProposedViewSize(frame.size), subviews: subviews, cache: &$0)
    }
  }

  /// Laid out wherever it moves: the app's code may place by position.
  var placementFollowsTranslation: Bool { false }
}

/// What a custom layout keeps in its node: its cache, and whether the content changed since.
@MainActor
final class LayoutCacheState: NodeStateObject {
  var cache: Any?
  var isCurrent = false
}

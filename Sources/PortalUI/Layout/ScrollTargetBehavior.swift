import Foundation
import PortalGraphics

/// Where a scroll view comes to rest once a person lets it go (`.scrollTargetBehavior`).
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack { ForEach(cards) { CardView(card: $0) } }.scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
///
/// `.paging` rests on whole pages (the viewport's size); `.viewAligned` rests with a view of
/// the `.scrollTargetLayout()` container at the leading (or top) edge. When a drag, a fling or
/// a wheel notch stops, the content glides to the target nearest where it stopped, or, when
/// that is where it started, to the next one in the direction it moved, so a short drag or one
/// wheel notch turns one page.
public protocol ScrollTargetBehavior {
  /// Changes `target`, where the scroll would come to rest, to where it should.
  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// Where a scroll comes to rest: the content rectangle to show.
public struct ScrollTarget {
  /// The rectangle of the content to show.
  public var rect: CGRect
  /// Which point of `rect` lines up with the same point of the viewport; nil: the top leading.
  public var anchor: UnitPoint?
}

/// What a scroll target behaviour knows of the scroll.
public struct ScrollTargetBehaviorContext {
  /// Where the scroll would have come to rest.
  public var originalTarget: ScrollTarget
  /// How fast the content was moving, in points per second.
  public var velocity: CGVector
  /// The size of the content.
  public var contentSize: CGSize
  /// The size of the viewport.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set
}

/// Rests on whole pages, a page being the viewport's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  nonisolated public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
    let width = Double(context.containerSize.width)
    let height = Double(context.containerSize.height)
    var origin = Point(target.rect.origin)
    if context.axes.contains(.horizontal), width > 0 { origin.x = (origin.x / width).rounded() * width }
    if context.axes.contains(.vertical), height > 0 { origin.y = (origin.y / height).rounded() * height }
    target.rect.origin = CGPoint(origin)
  }
}

/// Rests with one of the views of the `.scrollTargetLayout()` container at the leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one scroll may go.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
  }

  let limitBehavior: LimitBehavior

  nonisolated public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  /// The views' positions are found by the scroll view; a target given here stays.
  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Rests on whole pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Rests with a view of the scroll target layout at the leading edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// Rests with a view of the scroll target layout at the leading edge.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

/// Marks the container whose views a `.viewAligned` scroll rests on.
struct ScrollTargetLayoutView<Content: View>: View, SingleChildModifier, ScrollTargetLayoutMarking {
  let content: Content
  let isEnabled: Bool
}

@MainActor
protocol ScrollTargetLayoutMarking {
  var isEnabled: Bool { get }
}

/// Marks a view as a scroll target of its own (`.scrollTarget()`).
struct ScrollTargetView<Content: View>: View, SingleChildModifier {
  let content: Content
}

private enum ScrollTargetBehaviorKey: EnvironmentKey {
  static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
  /// Where scroll views inside come to rest.
  var scrollTargetBehavior: (any ScrollTargetBehavior)? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}

extension View {
  /// Sets where scroll views inside come to rest once let go (see `ScrollTargetBehavior`).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(\.scrollTargetBehavior, behavior)
  }

  /// Makes this container's views the places a `.viewAligned` scroll view rests on.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
  }

  /// Makes this view a place a `.viewAligned` scroll rests on. Here the views of a
  /// `.scrollTargetLayout()` container are; this view alone is accepted and not followed.
  public func scrollTarget(isEnabled: Bool = true) -> some View { ScrollTargetView(content: self) }
}

extension ScrollViewState {
  /// Once the content comes to rest after a person moved it, glides it to where the scroll
  /// view's target behaviour says it rests.
  func settleOnTarget(from old: ScrollPhase, to new: ScrollPhase) {
    guard let node else { return }
    if old == .idle, new != .idle {
      if !isSettling { restOffset = offset }
      return
    }
    guard new == .idle else { return }
    if isSettling {
      isSettling = false
      restOffset = offset
      return
    }
    settleNow(node: node)
  }

  /// A touchpad scroll has no end event: the content settles once no scroll came for 150 ms.
  func noteTouchpadScroll(node: Node) {
    guard node.environment.scrollTargetBehavior != nil else { return }
    if touchpadEvents == 0 { restOffset = offset }
    touchpadEvents += 1
    let seen = touchpadEvents
    let handle = node.handle
    Task { @MainActor [weak self] in
      try? await Task.sleep(nanoseconds: 150_000_000)
      guard let self, self.touchpadEvents == seen, let node = handle.node, node.isAttached else { return }
      self.touchpadEvents = 0
      self.settleNow(node: node)
    }
  }

  /// Glides the content to where the scroll view's target behaviour says it rests.
  private func settleNow(node: Node) {
    guard let behavior = node.environment.scrollTargetBehavior,
      let scroll = node.view as? any ScrollAxesDescribing
    else { return }
    let axes = scroll.scrollAxes
    let moved = Point(x: offset.x - restOffset.x, y: offset.y - restOffset.y)
    guard abs(moved.x) > 0.5 || abs(moved.y) > 0.5 else { return }
    var candidates: [Point]
    if behavior is ViewAlignedScrollTargetBehavior {
      candidates = alignedOffsets(node: node, axes: axes)
    } else if behavior is PagingScrollTargetBehavior {
      candidates = pageOffsets(axes: axes)
    } else {
      var target = ScrollTarget(rect: CGRect(origin: CGPoint(offset), size: CGSize(viewportSize)), anchor: nil)
      let context = ScrollTargetBehaviorContext(
        originalTarget: target, velocity: CGVector(dx: 0, dy: 0), contentSize: CGSize(contentSize),
        containerSize: CGSize(viewportSize), axes: axes)
      behavior.updateTarget(&target, context: context)
      candidates = [Point(target.rect.origin)]
    }
    candidates = candidates.map(clamped)
    guard !candidates.isEmpty else { return }
    let target = Self.restingTarget(among: candidates, offset: offset, rest: restOffset, moved: moved)
    guard abs(target.x - offset.x) > 0.5 || abs(target.y - offset.y) > 0.5 else {
      restOffset = offset
      return
    }
    isSettling = true
    glide(node: node, to: target, with: .smooth(duration: 0.3))
  }

  /// The target nearest `offset`; when that is the one the scroll started from, the next one
  /// in the direction it moved.
  static func restingTarget(among candidates: [Point], offset: Point, rest: Point, moved: Point) -> Point {
    func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
    let nearest = candidates.min { distance($0, offset) < distance($1, offset) }!
    let startedFrom = candidates.min { distance($0, rest) < distance($1, rest) }!
    guard distance(nearest, startedFrom) < 0.5 else { return nearest }
    let ahead = candidates.filter { ($0.x - startedFrom.x) * moved.x + ($0.y - startedFrom.y) * moved.y > 0.5 }
    return ahead.min { distance($0, startedFrom) < distance($1, startedFrom) } ?? nearest
  }

  /// The offsets of whole pages.
  private func pageOffsets(axes: Axis.Set) -> [Point] {
    let width = max(1, viewportSize.width)
    let height = max(1, viewportSize.height)
    let columns = axes.contains(.horizontal) ? Int((contentSize.width / width).rounded(.up)) : 1
    let rows = axes.contains(.vertical) ? Int((contentSize.height / height).rounded(.up)) : 1
    var offsets: [Point] = []
    for row in 0..<max(1, rows) {
      for column in 0..<max(1, columns) {
        offsets.append(Point(x: Double(column) * width, y: Double(row) * height))
      }
    }
    return offsets
  }

  /// The offsets that put a view of the scroll target layout at the leading (top) edge, for
  /// the views built now (a lazy container's views near the viewport).
  private func alignedOffsets(node: Node, axes: Axis.Set) -> [Point] {
    var container: Node?
    func find(_ current: Node) {
      for child in current.children where container == nil {
        if let marker = child.view as? ScrollTargetLayoutMarking, marker.isEnabled {
          container = child
          return
        }
        if child.primitive?.dragScrollable == nil { find(child) }
      }
    }
    find(node)
    guard var layout = container else { return [] }
    // The marker wraps the container; its views are the container's children.
    while layout.children.count == 1, let only = layout.children.first, !only.children.isEmpty { layout = only }
    let margins = node.environment.scrollContentMargins
    return layout.children.map { item in
      Point(
        x: axes.contains(.horizontal) ? offset.x + item.frame.minX - node.frame.minX - margins.leading : offset.x,
        y: axes.contains(.vertical) ? offset.y + item.frame.minY - node.frame.minY - margins.top : offset.y)
    }
  }
}

/// Scroll views, telling the axes they scroll along.
@MainActor
protocol ScrollAxesDescribing {
  var scrollAxes: Axis.Set { get }
}

extension ScrollView: ScrollAxesDescribing {
  var scrollAxes: Axis.Set { axes }
}

import Foundation
import PortalGraphics

/// When a scroll view's indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let shows: Bool
  /// As the platform chooses: shown here.
  public static let automatic = ScrollIndicatorVisibility(shows: true)
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(shows: true)
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(shows: false)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(shows: false)
}

/// How a scroll dismisses the software keyboard (iOS). A desktop keyboard stays; accepted.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How content under a scroll view's edge bars fades (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

private enum ScrollIndicatorsHiddenKey: EnvironmentKey {
  static let defaultValue: Axis.Set = []
}

extension EnvironmentValues {
  /// The axes along which scroll views inside hide their indicators.
  var scrollIndicatorsHidden: Axis.Set {
    get { self[ScrollIndicatorsHiddenKey.self] }
    set { self[ScrollIndicatorsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the indicators of scroll views inside, along `axes`.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { Carousel() }.scrollIndicators(.hidden)
  /// ```
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    transformEnvironment(\.scrollIndicatorsHidden) { hidden in
      if visibility.shows { hidden.subtract(axes) } else { hidden.formUnion(axes) }
    }
  }

  /// Lets a scroll view's content draw past its edges (a card's shadow). Here a scroll view
  /// clips its content still; accepted.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Accepted: a desktop keyboard is not dismissed by scrolling.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Accepted (iOS 26): scroll views here draw no edge effect.
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

  /// Accepted (iOS 26): scroll views here draw no edge effect.
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

  /// Accepted (iOS 26): the view is not mirrored under the bars around it.
  public func backgroundExtensionEffect() -> some View { self }

  /// Where scroll views inside start: at `anchor`'s point of the content (`.bottom` for a
  /// chat). Here they start at the top leading corner; accepted.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

  /// Pads this view by the safe area's `length` on `edges`; windows here have no unsafe
  /// areas, so it pads the view as `.padding` does.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length.map(Double.init) ?? 16)
  }

  /// Pads this view by `insets` (see `safeAreaPadding(_:_:)`).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// Pads this view by `length` on every edge (see `safeAreaPadding(_:_:)`).
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(Double(length)) }

  /// Scrolls the scroll view inside to the view whose id `id` holds, each time the binding
  /// changes (animated inside `withAnimation`). The binding is not updated as a person
  /// scrolls here.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { ForEach(messages) { Bubble($0) } }.scrollTargetLayout() }
  ///   .scrollPosition(id: $visibleMessage)
  /// ```
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    ScrollViewReader { proxy in
      self.onChange(of: id.wrappedValue) { _, new in
        if let new { proxy.scrollTo(new, anchor: anchor) }
      }
    }
  }

  /// Scrolls the scroll view inside as `position` says each time it changes (iOS 18).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    ScrollViewReader { proxy in
      self.onChange(of: position.wrappedValue) { _, new in
        switch new.target {
        case .id(let id, let anchor)?: proxy.scrollTo(id, anchor: anchor)
        case .point(let point)?: proxy.scrollTo(point: point)
        case .edge(let edge)?:
          let geometry = proxy.currentGeometry
          let far = geometry.map { Point(x: Double($0.contentSize.width), y: Double($0.contentSize.height)) }
            ?? Point(x: 1e9, y: 1e9)
          let now = geometry.map { Point(x: Double($0.contentOffset.x), y: Double($0.contentOffset.y)) } ?? .zero
          switch edge {
          case .top: proxy.scrollTo(point: Point(x: now.x, y: 0))
          case .bottom: proxy.scrollTo(point: Point(x: now.x, y: far.y))
          case .leading: proxy.scrollTo(point: Point(x: 0, y: now.y))
          case .trailing: proxy.scrollTo(point: Point(x: far.x, y: now.y))
          }
        case nil: break
        }
      }
    }
  }
}

/// Where a scroll view is asked to scroll (iOS 18's `.scrollPosition(_:)`).
public struct ScrollPosition: Equatable, Sendable {
  enum Target: Equatable, @unchecked Sendable {
    case id(AnyHashable, UnitPoint?)
    case point(Point)
    case edge(Edge)
  }

  var target: Target?
  /// Counts requests, so asking for the same place twice scrolls twice.
  private var generation = 0

  public init(idType: (some Hashable).Type = Never.self) {}
  public init(edge: Edge) { target = .edge(edge) }
  public init(point: CGPoint) { target = .point(Point(point)) }
  public init(id: some Hashable, anchor: UnitPoint? = nil) { target = .id(AnyHashable(id), anchor) }

  /// Scrolls to the view with `id`.
  public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { ask(.id(AnyHashable(id), anchor)) }
  /// Scrolls to an edge of the content.
  public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
  /// Scrolls so `point` of the content shows at the top leading corner.
  public mutating func scrollTo(point: CGPoint) { ask(.point(Point(point))) }
  /// Scrolls horizontally to `x`.
  public mutating func scrollTo(x: CGFloat) { ask(.point(Point(x: Double(x), y: 0))) }
  /// Scrolls vertically to `y`.
  public mutating func scrollTo(y: CGFloat) { ask(.point(Point(x: 0, y: Double(y)))) }

  /// The id asked for last, when it was an id.
  public var viewID: AnyHashable? {
    if case .id(let id, _)? = target { return id }
    return nil
  }

  /// The id asked for last, as `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

  /// The edge asked for last, when it was an edge.
  public var edge: Edge? {
    if case .edge(let edge)? = target { return edge }
    return nil
  }

  /// The point asked for last, when it was a point.
  public var point: CGPoint? {
    if case .point(let point)? = target { return CGPoint(point) }
    return nil
  }

  /// Whether the position was set by scrolling (never here: it is only set by the app).
  public var isPositionedByUser: Bool { false }

  private mutating func ask(_ target: Target) {
    self.target = target
    generation += 1
  }
}

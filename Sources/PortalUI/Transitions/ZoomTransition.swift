import PortalGraphics

/// How a presented or pushed view arrives, for `.navigationTransition(_:)`. iOS 18's
/// `.zoom(sourceID:in:)` grows the view out of the element marked with
/// `.matchedTransitionSource(id:in:)`. Here, inside a `PortalContainer`, the source flies
/// through the overlay window into the presented view's frame and back when it is dismissed,
/// as a portal does; without a container the view arrives with its ordinary transition.
public struct NavigationTransition {
  enum Kind {
    case automatic
    case zoom(sourceID: AnyHashable, namespace: Namespace.ID)
  }

  let kind: Kind

  /// The platform's usual transition (a sheet slides up, a page slides in).
  public static var automatic: NavigationTransition { NavigationTransition(kind: .automatic) }

  /// The view zooms out of the source marked with the same id in the same namespace.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition(kind: .zoom(sourceID: AnyHashable(sourceID), namespace: namespace))
  }
}

/// How a zoom source looks while it flies, set in `.matchedTransitionSource`'s configuration:
///
/// ```swift
/// .matchedTransitionSource(id: "photo", in: ns) { source in
///   source.background(.green).clipShape(.rect(cornerRadius: 16))
/// }
/// ```
public struct MatchedTransitionSourceConfiguration {
  /// What the configuration set, for the flight that carries the source.
  package var flightBackground: Color?
  package var flightCornerRadius: Double = 0
  package var flightShadow: (color: Color, radius: Double, x: Double, y: Double)?

  package init() {}

  /// The colour behind the source while it flies.
  public func background(_ color: Color) -> Self {
    var copy = self
    copy.flightBackground = color
    return copy
  }

  /// The shape the flying source is clipped to; rounded rectangles keep their radius.
  public func clipShape(_ shape: RoundedRectangle) -> Self {
    var copy = self
    copy.flightCornerRadius = shape.cornerRadius
    return copy
  }

  /// A shadow under the flying source.
  public func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> Self {
    var copy = self
    copy.flightShadow = (color, radius, x, y)
    return copy
  }
}

/// SwiftUI's name for the configuration a `.matchedTransitionSource` closure starts from.
public typealias EmptyMatchedTransitionSourceConfiguration = MatchedTransitionSourceConfiguration

/// What carries zoom transitions out: a `PortalContainer` installs one, turning sources and
/// zoomed views into the ends of a flight.
@MainActor
package protocol ZoomTransitionProvider {
  func source(
    _ content: AnyView, id: AnyHashable, namespace: Namespace.ID, style: MatchedTransitionSourceConfiguration
  ) -> AnyView
  func destination(_ content: AnyView, sourceID: AnyHashable, namespace: Namespace.ID) -> AnyView
}

private struct ZoomTransitionProviderKey: EnvironmentKey {
  static var defaultValue: (any ZoomTransitionProvider)? { nil }
}

extension EnvironmentValues {
  package var zoomTransitionProvider: (any ZoomTransitionProvider)? {
    get { self[ZoomTransitionProviderKey.self] }
    set { self[ZoomTransitionProviderKey.self] = newValue }
  }
}

/// Marks a zoom source through the environment's provider.
struct MatchedTransitionSourceView<Content: View>: View {
  let content: Content
  let id: AnyHashable
  let namespace: Namespace.ID
  let style: MatchedTransitionSourceConfiguration
  @Environment(\.zoomTransitionProvider) private var provider

  var body: some View {
    if let provider {
      provider.source(AnyView(content), id: id, namespace: namespace, style: style)
    } else {
      content
    }
  }
}

/// Makes a view the far end of a zoom through the environment's provider.
struct NavigationTransitionView<Content: View>: View {
  let content: Content
  let transition: NavigationTransition
  @Environment(\.zoomTransitionProvider) private var provider

  var body: some View {
    if case .zoom(let id, let namespace) = transition.kind, let provider {
      provider.destination(AnyView(content), sourceID: id, namespace: namespace)
    } else {
      content
    }
  }
}

extension View {
  /// Marks this view as the element a `.zoom(sourceID:in:)` transition grows out of.
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
    MatchedTransitionSourceView(
      content: self, id: AnyHashable(id), namespace: namespace, style: MatchedTransitionSourceConfiguration())
  }

  /// The same, styling the source while it flies (background, clip shape, shadow).
  public func matchedTransitionSource<ID: Hashable>(
    id: ID, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> MatchedTransitionSourceConfiguration
  ) -> some View {
    MatchedTransitionSourceView(
      content: self, id: AnyHashable(id), namespace: namespace,
      style: configuration(MatchedTransitionSourceConfiguration()))
  }

  /// How this view arrives when it is presented or pushed (see `NavigationTransition`).
  public func navigationTransition(_ transition: NavigationTransition) -> some View {
    NavigationTransitionView(content: self, transition: transition)
  }
}

import PortalUI

/// Carries out SwiftUI's zoom transitions inside a `PortalContainer`: a
/// `.matchedTransitionSource(id:in:)` becomes a portal source, a view presented with
/// `.navigationTransition(.zoom(sourceID:in:))` its destination. The presented view's
/// appearance flies the source's look into its frame, and its dismissal flies it back.
@MainActor
struct PortalZoomProvider: ZoomTransitionProvider {
  let controller: PortalController

  /// The flight's animation: iOS's zoom is a quick spring.
  static let animation = Animation.smooth(duration: 0.4)

  static func key(_ id: AnyHashable, _ namespace: Namespace.ID) -> PortalKey {
    PortalKey(namespace: namespace.portalNamespace, id: "zoom:\(id)")
  }

  func source(
    _ content: AnyView, id: AnyHashable, namespace: Namespace.ID, style: MatchedTransitionSourceConfiguration
  ) -> AnyView {
    let key = Self.key(id, namespace)
    controller.zoomSources[key] = ZoomSource(content: content, style: style)
    return AnyView(PortalAnchor(content: content, key: key, role: .source))
  }

  func destination(_ content: AnyView, sourceID: AnyHashable, namespace: Namespace.ID) -> AnyView {
    AnyView(ZoomDestination(content: content, key: Self.key(sourceID, namespace), controller: controller))
  }
}

/// What a zoom source looks like in flight: its content, styled by its configuration.
@MainActor
struct ZoomSource {
  let content: AnyView
  let style: MatchedTransitionSourceConfiguration

  var layer: AnyView {
    var view = AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity))
    if let background = style.flightBackground { view = AnyView(view.background(background)) }
    if style.flightCornerRadius > 0 {
      view = AnyView(view.clipShape(RoundedRectangle(cornerRadius: style.flightCornerRadius)))
    }
    if let shadow = style.flightShadow {
      view = AnyView(view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))
    }
    return view
  }
}

/// The zoomed view: a portal destination that flies the source in when it appears and back
/// when it leaves.
struct ZoomDestination: View {
  let content: AnyView
  let key: PortalKey
  let controller: PortalController
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var state = ZoomDestinationState()

  var body: some View {
    let controller = self.controller
    let key = self.key
    let reduceMotion = self.reduceMotion || PortalEnvironment.reduceMotion
    func fly(_ active: Bool) {
      guard let source = controller.zoomSources[key] else { return }
      controller.request(
        FlightRequest(
          direction: FlightDirection(active: active), key: key, animation: PortalZoomProvider.animation,
          layer: { source.layer }, removal: .fade, cornerRadii: (source.style.flightCornerRadius, 0),
          reduceMotion: reduceMotion))
    }
    let state = self.state
    // The flight home starts as the presentation starts to leave (its slide), or, when it
    // leaves without a transition, as it disappears; whichever comes first.
    return PortalAnchor(content: content, key: key, role: .destination)
      .onAppear {
        state.isShown = true
        fly(true)
      }
      .onRemovalBegins {
        guard state.isShown else { return }
        state.isShown = false
        fly(false)
      }
      .onDisappear {
        guard state.isShown else { return }
        state.isShown = false
        fly(false)
      }
  }
}

/// Whether a zoomed view is shown, so its flight home starts once.
@MainActor
final class ZoomDestinationState {
  var isShown = false
}

import PortalUI

/// Installs the portal overlay for everything inside it: the transparent, click-through
/// surface above the window where layers fly. Wrap the root of your content in it.
///
/// ```swift
/// PortalContainer {
///   ContentView()
/// }
/// ```
///
/// A container inside another one, or in a window opened with `.window(isPresented:)` from
/// inside one, shares the outer container's controller: sources and destinations in every
/// window meet (a layer flies from a card in the main window into a destination in the second
/// window), and their layers share the one overlay. A container given its own controller, or
/// with none around it, starts a registry of its own.
public struct PortalContainer<Content: View>: View {
  @State private var model: CrossModel
  @Environment(\.portalController) private var enclosingController
  let content: Content
  let controllerOverride: PortalController?

  /// A container for `content`. `hideStatusBar` is the original library's flag; a desktop
  /// window has no status bar, so it changes nothing. `portalModel` shares a model (and its
  /// engine) you keep; without one the container makes its own.
  public init(hideStatusBar: Bool = false, portalModel: CrossModel? = nil, @ViewBuilder content: () -> Content) {
    _model = State(wrappedValue: portalModel ?? CrossModel())
    self.content = content()
    controllerOverride = portalModel?.controller
  }

  /// A container driven by a controller you keep (to read its trace, for example).
  public init(controller: PortalController, @ViewBuilder content: () -> Content) {
    _model = State(wrappedValue: CrossModel(controller: controller))
    self.content = content()
    controllerOverride = controller
  }

  @Environment(\.portalDebugOverlays) private var debugOverlays

  public var body: some View {
    let controller = controllerOverride ?? enclosingController ?? model.controller
    let model = controller === self.model.controller ? self.model : CrossModel(controller: controller)
    controller.debugOverlays = debugOverlays
    return content
      .environment(\.portalController, controller)
      .environment(\.zoomTransitionProvider, PortalZoomProvider(controller: controller))
      .environment(model)
      .layoutHook(report: { _, graph in controller.attach(to: graph) })
      .overlay {
        if debugOverlays { PortalDebugOverlay(model: controller.debugModel) }
      }
  }
}

private struct PortalControllerKey: EnvironmentKey {
  static let defaultValue: PortalController? = nil
}

private struct PortalLayerIsActiveKey: EnvironmentKey {
  static let defaultValue = false
}

private struct PortalLayerIsInFlightKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The portal engine of the nearest `PortalContainer`, for `transferActivePortal(from:to:)`.
  public internal(set) var portalController: PortalController? {
    get { self[PortalControllerKey.self] }
    set { self[PortalControllerKey.self] = newValue }
  }

  /// Inside a flying layer: true while it flies forward, false while it flies back.
  public var portalLayerIsActive: Bool {
    get { self[PortalLayerIsActiveKey.self] }
    set { self[PortalLayerIsActiveKey.self] = newValue }
  }

  /// True inside a flying layer; an animated layer at an end reads its portal's state instead.
  var portalLayerIsInFlight: Bool {
    get { self[PortalLayerIsInFlightKey.self] }
    set { self[PortalLayerIsInFlightKey.self] = newValue }
  }
}

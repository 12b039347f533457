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
  @State private var controller = PortalController()
  @Environment(\.portalController) private var enclosingController
  let content: Content
  let controllerOverride: PortalController?

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    controllerOverride = nil
  }

  /// A container driven by a controller you keep (to read its trace, for example).
  public init(controller: PortalController, @ViewBuilder content: () -> Content) {
    self.content = content()
    controllerOverride = controller
  }

  /// The original library's spelling; the status bar does not exist here, so the flag is ignored.
  public init(hideStatusBar: Bool, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  @Environment(\.portalDebugOverlays) private var debugOverlays

  public var body: some View {
    let controller = controllerOverride ?? enclosingController ?? self.controller
    controller.debugOverlays = debugOverlays
    return content
      .environment(\.portalController, controller)
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
}

import Logging
import PortalUI

/// Registers its content as one end of a portal and hides it while a layer flies in its place.
struct PortalAnchor<Content: View>: View {
  let content: Content
  let key: PortalKey
  let role: PortalRole
  @Environment(\.portalController) private var controller
  @State private var token = AnchorToken()

  var body: some View {
    let token = self.token
    let key = self.key
    let role = self.role
    let controller = self.controller
    if controller == nil { AnchorToken.warnMissingContainer(key: key) }
    return content
      .layoutHook(
        reportView: { placed, graph in
          guard let controller else { return }
          controller.attach(to: graph)
          let registration = token.registration(in: controller.registry, key: key, role: role)
          controller.registry.update(registration, placed: placed, graph: graph)
        },
        hidden: { controller?.registry.isHidden(key, role) ?? false }
      )
      .onDisappear { token.unregister() }
  }
}

/// Holds an anchor's registration for as long as its view lives.
@MainActor
final class AnchorToken {
  private var registration: PortalRegistry.Registration?
  private weak var registry: PortalRegistry?
  private static var warned: Set<String> = []

  func registration(in registry: PortalRegistry, key: PortalKey, role: PortalRole) -> PortalRegistry.Registration {
    if let registration, registration.key == key, registration.role == role, self.registry === registry {
      return registration
    }
    unregister()
    let new = registry.register(key: key, role: role)
    registration = new
    self.registry = registry
    return new
  }

  func unregister() {
    if let registration { registry?.unregister(registration) }
    registration = nil
  }

  static func warnMissingContainer(key: PortalKey) {
    guard warned.insert(key.description).inserted else { return }
    Logger(label: "portal.transitions").warning(
      "portal '\(key)' is not inside a PortalContainer, so it cannot fly. Wrap your root view in PortalContainer { … }.")
  }
}

extension View {
  /// Marks this view as the place a portal layer leaves from.
  public func portalSource(id: String, in namespace: String? = nil) -> some View {
    PortalAnchor(content: self, key: PortalKey(namespace: namespace, id: id), role: .source)
  }

  /// Marks this view as the place a portal layer flies to.
  public func portalDestination(id: String, in namespace: String? = nil) -> some View {
    PortalAnchor(content: self, key: PortalKey(namespace: namespace, id: id), role: .destination)
  }

  /// Marks this view as one end of the portal `id`.
  public func portal(id: String, _ role: PortalRole, in namespace: String? = nil) -> some View {
    PortalAnchor(content: self, key: PortalKey(namespace: namespace, id: id), role: role)
  }

  /// Marks this view as one end of the portal of `item` (keyed by its id).
  public func portal<Item: Identifiable>(item: Item, _ role: PortalRole, in namespace: String? = nil) -> some View {
    PortalAnchor(content: self, key: PortalKey(namespace: namespace, id: "\(item.id)"), role: role)
  }
}

import PortalHost

/// Shows a popup next to its content while `isPresented` is true (see `PopupLayer`): a press
/// outside it or Escape sets `isPresented` back to false. The popup closes when the content
/// leaves the tree.
struct PopupPresenter<Content: View>: View, SingleChildModifier, LifecycleHandling {
  let content: Content
  let isPresented: Binding<Bool>
  let popup: () -> AnyView
  /// Keys while the popup is open (Escape closes it before this is asked).
  let keyHandler: (Key) -> Bool
  var placement: PopupPlacement = .below

  func didUpdate(node: Node) {
    let graph = node.graph
    let handle = node.handle
    guard isPresented.wrappedValue else {
      graph.afterUpdate { if let node = handle.node { graph.popups.close(owner: node) } }
      return
    }
    let content = popup()
    let environment = node.environment
    let binding = isPresented
    let keys = keyHandler
    let placement = self.placement
    graph.afterUpdate {
      guard let node = handle.node, node.isAttached else { return }
      graph.popups.show(
        owner: node, content: content, environment: environment, keyHandler: keys,
        dismiss: { binding.wrappedValue = false }, placement: placement)
    }
  }

  func appeared(node: Node) {}
  func disappeared(node: Node) { node.graph.popups.close(owner: node) }
}

extension View {
  /// Shows `popup` below this view (or where `placement` says) while `isPresented` is true.
  func popup(
    isPresented: Binding<Bool>, placement: PopupPlacement = .below, keys: @escaping (Key) -> Bool = { _ in false },
    @ViewBuilder content: @escaping () -> some View
  ) -> some View {
    PopupPresenter(
      content: self, isPresented: isPresented, popup: { AnyView(content()) }, keyHandler: keys, placement: placement)
  }
}

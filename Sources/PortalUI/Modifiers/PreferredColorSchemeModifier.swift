/// Sets the colour scheme of the window the view is in, as SwiftUI's `preferredColorScheme`
/// sets its presentation's: the whole window (its title strip and background included) takes
/// it while the view is in the tree, over the desktop's preferred appearance, and returns to
/// the desktop's (or the app's) when the view leaves.
struct PreferredColorSchemeView<Content: View>: View, SingleChildModifier, LifecycleHandling {
  let content: Content
  let scheme: ColorScheme?

  func didUpdate(node: Node) { apply(on: node) }

  func appeared(node: Node) { apply(on: node) }

  func disappeared(node: Node) {
    let state = PreferredSchemeState.of(node)
    guard state.applies else { return }
    state.applies = false
    let graph = node.graph
    graph.afterUpdate { graph.setPreferredColorScheme(nil) }
  }

  private func apply(on node: Node) {
    let graph = node.graph
    let state = PreferredSchemeState.of(node)
    // nil asks for the window's own scheme: a preference set before by this view is dropped.
    guard scheme != nil || state.applies else { return }
    state.applies = scheme != nil
    guard graph.appearance.preferredColorScheme != scheme else { return }
    let scheme = scheme
    graph.afterUpdate { graph.setPreferredColorScheme(scheme) }
  }
}

/// Whether this view's preference is the one its window follows.
@MainActor
final class PreferredSchemeState: NodeStateObject {
  var applies = false
}

extension View {
  /// Shows the window this view is in with `colorScheme` (nil: the window's own, which follows
  /// the desktop) while the view is in the tree.
  ///
  /// ```swift
  /// ContentView().preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    PreferredColorSchemeView(content: self, scheme: colorScheme)
  }
}

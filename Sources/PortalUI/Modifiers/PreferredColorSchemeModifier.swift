/// Sets the colour scheme of the window the view is in, as SwiftUI's `preferredColorScheme`
/// sets its presentation's: the whole window (its title strip and background included) takes
/// it while the view is in the tree, and returns to the scheme it had when the view leaves.
struct PreferredColorSchemeView<Content: View>: View, SingleChildModifier, LifecycleHandling {
  let content: Content
  let scheme: ColorScheme?

  func didUpdate(node: Node) { apply(on: node) }

  func appeared(node: Node) { apply(on: node) }

  func disappeared(node: Node) {
    let state = PreferredSchemeState.of(node)
    guard let previous = state.replaced else { return }
    state.replaced = nil
    let graph = node.graph
    graph.afterUpdate {
      if graph.environment.colorScheme != previous { graph.updateEnvironment { $0.colorScheme = previous } }
    }
  }

  private func apply(on node: Node) {
    guard let scheme else { return }
    let graph = node.graph
    let state = PreferredSchemeState.of(node)
    if state.replaced == nil { state.replaced = graph.environment.colorScheme }
    guard graph.environment.colorScheme != scheme else { return }
    graph.afterUpdate {
      if graph.environment.colorScheme != scheme { graph.updateEnvironment { $0.colorScheme = scheme } }
    }
  }
}

/// The scheme a `preferredColorScheme` replaced, to give back when it leaves.
@MainActor
final class PreferredSchemeState: NodeStateObject {
  var replaced: ColorScheme?
}

extension View {
  /// Shows the window this view is in with `colorScheme` (nil: the window's own) while the
  /// view is in the tree.
  ///
  /// ```swift
  /// ContentView().preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    PreferredColorSchemeView(content: self, scheme: colorScheme)
  }
}

/// Lets a primitive view value reach the node it was given to.
///
/// `PrimitiveView.children()` has no node parameter, but a few views (a lazy grid, a geometry
/// reader, a scroll view reader) build their children from what their node stored during
/// layout. They keep one of these, filled in by `didUpdate(node:)`, which always runs first.
@MainActor
final class NodeReference {
  var node: Node? {
    get { nodeHandle?.node }
    set { nodeHandle = newValue?.handle }
  }
  private var nodeHandle: NodeHandle?
}

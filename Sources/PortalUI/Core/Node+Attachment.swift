import PortalGraphics

extension Node {
  /// True while the node is part of its graph's tree (or of a live overlay layer).
  var isAttached: Bool {
    var node: Node = self
    while let parent = node.parent {
      guard parent.children.contains(where: { $0 === node }) else { return false }
      node = parent
    }
    return node === graph.root || graph.overlayLayers.contains(root: node) || graph.popups.contains(root: node)
  }

}

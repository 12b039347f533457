/// While a sheet or cover slides in or out, the content behind it and the card it presents
/// are retained layers: the backdrop's fade changes every pixel of the window every frame, and
/// without layers each of those frames would draw the whole content again under it. With them
/// a frame composites the content's kept pixels, fills the backdrop, and composites the card
/// where it has slid to.
extension SheetLayer {
  /// What the window draws before the presentation `layer` (a `SheetLayer`'s node): at each
  /// level from it up to the root, the siblings drawn before its branch (the content it was
  /// attached to, a sidebar beside that); and the presented cards or panels under their
  /// transitions (the transitions' own effects move them, outside their layers).
  static func partsKeptAsLayers(_ layer: Node) -> [Node] {
    var nodes: [Node] = []
    var branch = layer
    while let parent = branch.parent {
      for sibling in layer.graph.hitOrder(parent.drawnChildren) {
        if sibling === branch { break }
        nodes.append(sibling)
      }
      branch = parent
    }
    for presented in layer.drawnChildren {
      presented.forEachDescendant { node in
        if node.view is SheetCard || node.view is FullScreenCoverPanel { nodes.append(node) }
      }
    }
    return nodes
  }
}

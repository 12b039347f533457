/// While a sheet or cover slides in or out, the content behind it and the card it presents
/// are retained layers: the backdrop's fade changes every pixel of the window every frame, and
/// without layers each of those frames would draw the whole content again under it. With them
/// a frame composites the content's kept pixels, fills the backdrop, and composites the card
/// where it has slid to.
extension SheetLayer {
  /// The content behind the presentation `layer` (a `SheetLayer`'s node), and the presented
  /// cards or panels under their transitions (the transitions' own effects move them, outside
  /// their layers).
  static func partsKeptAsLayers(_ layer: Node) -> [Node] {
    var nodes = layer.parent?.children.filter { $0 !== layer } ?? []
    for presented in layer.drawnChildren {
      presented.forEachDescendant { node in
        if node.view is SheetCard || node.view is FullScreenCoverPanel { nodes.append(node) }
      }
    }
    return nodes
  }
}

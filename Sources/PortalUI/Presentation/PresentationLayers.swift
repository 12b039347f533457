import PortalGraphics

/// While a sheet or cover slides in or out, the content behind it and the card it presents
/// are retained layers: the backdrop's fade changes every pixel of the window every frame, and
/// without layers each of those frames would draw the whole content again under it. With them
/// a frame composites the content's kept pixels, fills the backdrop, and composites the card
/// where it has slid to. The layers are freed when the presentation rests.
extension ViewGraph {
  /// Starts keeping the layers of the presentation `layer` (a `SheetLayer`'s node) for as long
  /// as anything it presents moves.
  func keepLayersWhilePresentationMoves(_ layer: Node) {
    let handle = layer.handle
    runEachFrame(for: handle) { [unowned self] _ in
      // A node that leaves the tree frees its layer as it goes.
      guard let layer = handle.node, layer.isAttached else { return false }
      let nodes = layersOfPresentation(layer)
      guard hasMotion(inside: layer) else {
        for node in nodes where node.retainedLayer?.reason == .animating { stopKeepingAsLayer(node) }
        return false
      }
      for node in nodes where node.retainedLayer == nil { keepAsLayer(node, reason: .animating) }
      return true
    }
  }

  /// The content behind the presentation, and the presented cards or panels under their
  /// transitions (the transitions' own effects move them, outside their layers).
  private func layersOfPresentation(_ layer: Node) -> [Node] {
    var nodes = layer.parent?.children.filter { $0 !== layer } ?? []
    for presented in layer.drawnChildren {
      presented.forEachDescendant { node in
        if node.view is SheetCard || node.view is FullScreenCoverPanel { nodes.append(node) }
      }
    }
    return nodes
  }

  /// Whether a node inside `ancestor` has a motion under way.
  private func hasMotion(inside ancestor: Node) -> Bool {
    animatingNodes.values.contains { entry in entry.node.ancestry.contains { $0 === ancestor } }
  }
}

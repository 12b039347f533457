import PortalGraphics

/// Layers kept while something moves as a unit: a container whose parts slide or fade over
/// each other (a sheet over the content behind it, a page pushed over the page it covers)
/// keeps those parts as retained layers, so a frame of the motion composites their kept pixels
/// instead of drawing them again. The layers are freed when nothing inside the container moves
/// any more, and the parts are then drawn straight once (see `stopKeepingAsLayer`).
extension ViewGraph {
  /// From this frame's draw on, while any node inside `container` has a motion under way,
  /// keeps the nodes `parts` names (read again each frame, as parts come and go) as layers.
  /// The first frame of the motion draws them into their layers rather than into the window,
  /// so the next one composites them. When the motion rests, the parts `keepsAtRest` names keep
  /// their layers (`awaitingDismissal`) until they go on changing (see
  /// `RetainedLayer.redrawsChangeAtRest`); the others are drawn straight again.
  func keepLayersWhileMotion(
    inside container: Node, of parts: @escaping (Node) -> [Node], keepsAtRest: @escaping (Node) -> Bool = { _ in false }
  ) {
    let handle = container.handle
    // The frame the motion ends in often damages much (a backdrop leaving the whole window):
    // the layers serve that frame, and are freed in the next, which then draws only what they
    // blended.
    var restedBefore = false
    let keep = { [unowned self] in
      // A node that leaves the tree frees its layer as it goes.
      guard let container = handle.node, container.isAttached else { return false }
      let nodes = parts(container)
      guard hasMotion(inside: container) else {
        if !restedBefore {
          restedBefore = true
          return true
        }
        for node in nodes {
          guard let layer = node.retainedLayer, layer.reason != .requested else { continue }
          if keepsAtRest(node), layer.isValid {
            layer.reason = .awaitingDismissal
          } else {
            stopKeepingAsLayer(node)
          }
        }
        return false
      }
      restedBefore = false
      for node in nodes {
        if let layer = node.retainedLayer {
          // Kept behind a presentation that now moves again: a change inside draws it again.
          if layer.reason == .awaitingDismissal { layer.reason = .animating }
        } else if !node.isPlainColor {
          // A plain colour is filled as fast as its pixels would be copied: it is not kept.
          keepAsLayer(node, reason: .animating)
        }
      }
      return true
    }
    beforeDraw { _ = keep() }
    runEachFrame(for: handle) { _ in keep() }
  }

  /// Whether a node inside `ancestor` has a motion under way.
  private func hasMotion(inside ancestor: Node) -> Bool {
    // Walks up from each moving node without building its ancestry: it runs every frame of a slide.
    for entry in animatingNodes.values {
      var node: Node? = entry.node
      while let current = node {
        if current === ancestor { return true }
        node = current.parent
      }
    }
    return false
  }
}

extension Node {
  /// A colour and nothing else.
  var isPlainColor: Bool { children.isEmpty && view is Color }
}

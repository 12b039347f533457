import PortalGraphics

/// Retained layers: which nodes keep their subtree's pixels, and forgetting those pixels when
/// something inside changes.
///
/// Damage a node reports because its content changed (`addDamage(_:from:changed:)`) forgets
/// the pixels of every layer that holds it. A node that only moved forgets nothing: a layer
/// compares, when it draws, where its nodes are relative to its root with where they were when
/// it drew them, so a subtree moving as a whole keeps its pixels and one moving inside does not.
/// Damage from outside the tree (`addDamage(_:overlay:)`: a focus ring, a portal end shown
/// again) forgets the pixels of every layer it touches on screen.
extension ViewGraph {
  /// Makes `node`'s subtree a retained layer.
  func keepAsLayer(_ node: Node, reason: RetainedLayerReason) {
    guard !node.isOverlayTree, node.retainedLayer == nil else { return }
    node.retainedLayer = RetainedLayer(reason: reason, pool: layerBitmaps)
    retainedLayerNodes[ObjectIdentifier(node)] = node
  }

  /// Draws `node`'s subtree directly again, freeing its pixels. Called during a frame (a view
  /// leaving, a presentation coming to rest), which draws what it damages.
  func stopKeepingAsLayer(_ node: Node) {
    guard let layer = node.retainedLayer else { return }
    node.retainedLayer = nil
    retainedLayerNodes[ObjectIdentifier(node)] = nil
    // Kept pixels blended once more than pixels drawn straight (a translucent edge rounds a
    // step or two), so where they were blended a subtree that rests shows once more drawn
    // straight; where they were only ever copied one for one (opaque) they are already that.
    if layer.isValid, node.isAttached, !node.isOverlayTree {
      for rect in layer.blendedWindowAreas(of: node) { damage.add(rect) }
    }
    layer.invalidate()
  }

  /// The layers kept now.
  var retainedLayers: [RetainedLayer] { retainedLayerNodes.values.compactMap(\.retainedLayer) }

  /// Bytes held by the kept pixels of every layer.
  package var retainedLayerMemory: Int { retainedLayerNodes.values.reduce(0) { $0 + ($1.retainedLayer?.memory ?? 0) } }

  /// `retainedLayerMemory` and the bytes of freed pixels kept for the next layers
  /// (`LayerBitmapPool`): what the layers hold in all, as the trace reports it.
  package var layerMemoryInAll: Int { retainedLayerMemory + layerBitmaps.memory }

  /// Marks `rect` for redrawing because `node` changed (`changed`) or only moved. A change
  /// forgets the pixels of the layers holding `node`; a move leaves them to compare, when they
  /// are next drawn, where their nodes are with where they were drawn.
  /// `drawnWithin`: the clip above `node` in the window, when known; the window is drawn
  /// again only inside it, while the layers forget their pixels in all of `rect`.
  func addDamage(_ rect: Rect, from node: Node, changed: Bool, drawnWithin clip: Rect? = nil) {
    if changed, !retainedLayerNodes.isEmpty { layerContentChanged(at: node, in: rect) }
    markForRedrawing(clip.map { rect.intersection($0) } ?? rect, overlay: node.isOverlayTree, from: node)
  }

  /// Forgets the pixels of the layers of `node` and its ancestors: in `rect` (window
  /// coordinates) where it is known, all of them otherwise.
  func layerContentChanged(at node: Node, in rect: Rect? = nil) {
    guard !retainedLayerNodes.isEmpty else { return }
    var current: Node? = node
    while let n = current {
      if let layer = n.retainedLayer { forget(layer, of: n, in: rect) }
      current = n.parent
    }
  }

  /// Forgets the pixels of every layer whose subtree shows in `rect` (window coordinates).
  func layerContentChanged(in rect: Rect) {
    var touched: [Node] = []
    for node in retainedLayerNodes.values {
      guard let layer = node.retainedLayer, layer.isValid else { continue }
      if layer.windowArea(of: node).intersects(rect) { touched.append(node) }
    }
    for node in touched { if let layer = node.retainedLayer { forget(layer, of: node, in: rect) } }
  }

  /// A layer kept only for a dismissal to come draws a change in a known place again into its
  /// pixels, a few times (a portal end hidden as the dismissal starts), and is freed rather
  /// than drawn again when the subtree goes on changing while it rests (a grid scrolled behind
  /// a sheet): drawing that damage straight costs less than drawing it into the layer too.
  private func forget(_ layer: RetainedLayer, of node: Node, in rect: Rect?) {
    if layer.reason == .awaitingDismissal {
      guard let rect, layer.redrawsChangeAtRest(pass: updatePass), layer.invalidatePart(rect, of: node) else {
        return stopKeepingAsLayer(node)
      }
    } else if let rect {
      layer.invalidate(rect, of: node)
    } else {
      layer.invalidate()
    }
  }
}

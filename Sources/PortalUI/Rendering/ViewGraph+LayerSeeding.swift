import PortalGraphics

/// A retained layer's first pixels taken from the window.
///
/// A layer is usually made at the start of a motion (a sheet rising over the content, a page
/// pushed over another), for a subtree the window showed, drawn straight, a frame ago. Where
/// nothing of that subtree changed since, and nothing else was drawn over it, the window's
/// pixels are already the ones the layer would draw: they are copied, and only the rest is
/// drawn. The first frame of a sheet then costs a copy of the window and the source card that
/// took off, rather than drawing all the content behind the sheet.
///
/// The window's pixels are the layer's only where the layer draws over an opaque ground: the
/// window's background, for a subtree drawn first (`isDrawnFirstOverWindowBackground`), a
/// plain colour drawn right under it (`opaqueColorBelow`), or the subtree's own ground filling
/// its frame (a navigation page). What the window shows there that the layer must not hold is
/// drawn again from the subtree:
/// - what the views above the subtree paint beside or over it, or clip away of it (a page's
///   edge shadow and dimming, the stack's clip; `Node.windowPixelsNotDrawnStraight`);
/// - damage this frame from a node inside the subtree, or from outside the tree (a node that
///   left, a layer freed);
/// - damage from a node outside the subtree that the window showed before (it may have been
///   drawn over the subtree), and everything drawn after the subtree's branch by nodes the
///   window showed before. Nodes created since the last frame (the sheet), or that appeared
///   fully faded and have not shown since (its backdrop; `Node.shownFromPass`), were never
///   drawn there and are left out.
extension ViewGraph {
  /// Gives each retained layer that has never been drawn, and whose subtree the window shows as
  /// it was drawn straight, its first pixels from `window` (this graph's surface, before the
  /// frame draws on it).
  func seedRetainedLayersFromWindow(_ window: Bitmap, scale: Double) {
    guard seedsLayersFromWindow, drawsRetainedLayers, !retainedLayerNodes.isEmpty, scrollCopy == nil, popups.isEmpty,
      damage.sourcesComplete, updatePassAtLastPresent >= 0
    else { return }
    for node in retainedLayerNodes.values {
      guard let layer = node.retainedLayer, layer.isFresh, node.isAttached, !node.isOverlayTree,
        node.shownFromPass <= updatePassAtLastPresent, let area = node.subtreePaintBounds(),
        let notDrawnStraight = node.windowPixelsNotDrawnStraight(in: area)
      else { continue }
      // Where this frame's damage shows little of the subtree (the first frame of a sheet, whose
      // backdrop is still clear: only the card that took off changes), that part is drawn
      // straight (`RetainedLayer.draw`), and the pixels are taken on a frame that shows more.
      guard node.showsAQuarter(in: damage.rects) else { continue }
      layer.seed(node, from: window, scale: scale) { covered in
        windowPixelsStale(for: node, in: covered) + notDrawnStraight.map { $0.intersection(covered) }.filter { !$0.isEmpty }
      }
    }
  }

  /// Where, inside `covered`, the window's pixels are not `node`'s subtree as it is now (over
  /// what is under it): see the type's notes.
  private func windowPixelsStale(for node: Node, in covered: Rect) -> [Rect] {
    let shown = updatePassAtLastPresent
    var stale: [Rect] = []
    func add(_ rect: Rect) {
      let part = rect.intersection(covered)
      if !part.isEmpty { stale.append(part) }
    }
    for (rect, source) in damage.sources {
      guard let source else {
        add(rect)
        continue
      }
      // A container that paints only where its children paint changes no pixel by itself:
      // its children speak for their own changes and moves.
      guard source.paintsPixelsOfItsOwn(shownIn: shown) else { continue }
      // Never shown in the window and not the layer's: nothing of it is there to take.
      if source.shownFromPass > shown, !source.isInside(node) { continue }
      add(rect)
    }
    // Whatever the window showed drawn after the subtree's branch may lie over it.
    var branch = node
    while let parent = branch.parent {
      var after = false
      for sibling in hitOrder(parent.drawnChildren) {
        if sibling === branch {
          after = true
        } else if after {
          sibling.forEachPainterShown(in: shown, near: covered) { add($0.paintedBounds ?? $0.paintBounds) }
        }
      }
      branch = parent
    }
    return stale
  }
}

extension Node {
  /// Whether the node painted pixels of its own in the frames up to update pass `shown`: a
  /// leaf that draws something, or a view that paints beyond its children (a shadow, a fill,
  /// a stroke); not a container that only shows its children, nor a presenter whose children
  /// all came later.
  func paintsPixelsOfItsOwn(shownIn shown: Int) -> Bool {
    let nothingAlone = primitive?.drawsNothingWithoutChildren ?? false
    let shownChildren = children.contains { $0.shownFromPass <= shown }
      || disappearingChildren.contains { $0.node.shownFromPass <= shown }
    if !shownChildren { return !nothingAlone && (children.isEmpty || !(primitive?.paintsOnlyWhereChildrenPaint ?? true)) }
    return !(primitive?.paintsOnlyWhereChildrenPaint ?? true)
  }

  /// Calls `body` with each node of the subtree, created by update pass `shown`, that painted
  /// pixels of its own; with `area` (window coordinates, the subtree drawn under no render
  /// transform), only in subtrees whose bounds reach it.
  ///
  /// A subtree's bounds hold where its nodes paint now; where one painted before it moved, its
  /// move damaged (the first part of `windowPixelsStale`). Below a render transform the bounds
  /// are not window coordinates, and the walk goes on without them.
  func forEachPainterShown(in shown: Int, near area: Rect? = nil, _ body: (Node) -> Void) {
    guard shownFromPass <= shown else { return }
    var area = area
    if let near = area {
      if renderTransform == nil {
        // The rest of the window (the grid beside a sidebar kept as a layer) is passed over.
        guard subtreeBounds.intersects(near) else { return }
      } else {
        area = nil
      }
    }
    if paintsPixelsOfItsOwn(shownIn: shown) { body(self) }
    for child in children { child.forEachPainterShown(in: shown, near: area, body) }
    for entry in disappearingChildren { entry.node.forEachPainterShown(in: shown, near: area, body) }
  }

  /// Whether `ancestor` is this node or holds it.
  func isInside(_ ancestor: Node) -> Bool {
    var node: Node? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  /// Where, inside `area` (window layout coordinates), the window does not show this subtree
  /// drawn straight at its layout position because of the views above it: what they paint of
  /// their own over or beside it, and what they clip away (`PrimitiveView.pixelsNotOfChild`).
  /// Nil when it shows the subtree otherwise throughout: under a render transform, a fade, a
  /// retained layer (whose pixels may have been blended), or a view that cannot say.
  func windowPixelsNotDrawnStraight(in area: Rect) -> [Rect]? {
    guard renderTransform == nil else { return nil }
    var notDrawnStraight: [Rect] = []
    var child = self
    while let current = child.parent {
      guard current.renderTransform == nil, current.retainedLayer == nil,
        current[PresentedOpacity.self].map({ $0 >= 1 }) ?? true
      else { return nil }
      if let primitive = current.primitive {
        guard let own = primitive.pixelsNotOfChild(child, node: current, in: area) else { return nil }
        notDrawnStraight += own
      }
      child = current
    }
    return notDrawnStraight
  }
}

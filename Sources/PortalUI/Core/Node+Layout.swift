import PortalGraphics

/// Layout: measuring a node (with a cache per proposal) and placing it, translating a subtree
/// that only moved instead of laying it out again.
extension Node {

  /// Forgets the sizes measured for this node and its ancestors, whose sizes may depend on it.
  /// Everything else keeps its measurements, so a change re-measures only its own path.
  func invalidateSizes() {
    // A node invalidated since the last size kept or placement made anywhere in the graph has
    // its ancestors invalidated too: a subtree built anew (each node invalidating as it
    // evaluates) walks to the root once, not once for every node.
    let stamp = graph.layoutStamp
    var node: Node? = self
    while let current = node, current.sizesInvalidatedAt != stamp {
      current.sizesInvalidatedAt = stamp
      current.sizeCache.removeAll()
      current.placementIsCurrent = false
      node = current.parent
    }
  }

  /// The size this node wants for a proposal (cached for the current layout pass).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    if let cached = sizeCache[proposal] { return cached }
    let size: Size
    if let primitive {
      size = readingEnvironment { primitive.sizeThatFits(proposal, node: self) }
    } else {
      size = readingEnvironment { contentSize(proposal) }
    }
    sizeCache.keep(size, for: proposal)
    graph.layoutStamp &+= 1
    return size
  }

  /// Gives the node its frame and places its children.
  public func place(in proposed: Rect) {
    // Edges land on device pixels, as SwiftUI rounds them: pictures and hairlines stay sharp.
    let rect = proposed.snapped(toScale: displayScale)
    if let target = targetFrame, target.size == rect.size, canTranslatePlacement {
      translatePlacement(to: rect, from: target, around: TranslationSurroundings(above: self))
      return
    }
    graph.fullPlacements += 1
    placedStamp = graph.placementStamp
    let old = frame
    let now = graph.now
    if targetFrame != rect {
      // A floating layer's root is moved by its owner every frame, never by a transaction.
      let ownerPlaced = isOverlayTree && parent == nil
      if targetFrame != nil, !ownerPlaced, let animation = graph.animation(for: self) {
        frameMotion.animate(to: RectVector(rect), with: animation, at: now)
        graph.startAnimating(self)
      } else {
        frameMotion.set(RectVector(rect))
      }
      targetFrame = rect
    }
    frame = frameMotion.isAnimating ? frameMotion.value(at: now).rect : rect
    // Marked before the children are placed: a change inside the subtree while they are (a
    // scroll view clamping its offset) leaves it marked for the next pass.
    placementIsCurrent = true
    graph.layoutStamp &+= 1
    readingEnvironment {
      if let primitive {
        placeKeepingRenderTransform(primitive, in: rect)
      } else {
        renderTransform = nil
        placeContent(in: rect)
      }
    }
    if old != frame || contentChanged {
      graph.nodeMoved(self, from: old)
    }
  }

  /// Whether a move of this node to a frame of the same size can skip layout: its subtree is
  /// current, nothing in it animates its frame, and its placement does not depend on where it is.
  private var canTranslatePlacement: Bool { canTranslateWithinBlock && graph.placesByTranslation }

  /// `canTranslatePlacement` for a node inside a subtree being translated: the pass is known to
  /// place by translation, so the graph is not asked again for each node.
  private var canTranslateWithinBlock: Bool {
    placementIsCurrent && !frameMotion.isAnimating && renderTransform == nil && placementFollowsTranslation
  }

  /// Moves the node to `rect`, the same size as its last frame `target`, and its subtree with
  /// it: a full layout would give every descendant the same frame moved by the same distance,
  /// so each is only moved (or laid out, where that does not hold). `surroundings` describes
  /// the node's ancestors, so no descendant has to walk up to them again.
  private func translatePlacement(to rect: Rect, from target: Rect, around surroundings: TranslationSurroundings) {
    guard rect.origin != target.origin else { return }
    let (dx, dy) = (rect.minX - target.minX, rect.minY - target.minY)
    let old = frame
    let bounds = keptSubtreeBounds
    targetFrame = rect
    frameMotion.set(RectVector(rect))
    frame = rect
    let inner = surroundings.inside(self)
    // Whether every child moved by exactly this distance: then so did where the subtree paints.
    var rigid = old == target
    for child in children {
      guard let childTarget = child.targetFrame else {
        rigid = false
        continue
      }
      let moved = childTarget.offsetBy(dx: dx, dy: dy)
      let childRect = moved.snapped(toScale: child.displayScale)
      if childRect.size == childTarget.size, child.canTranslateWithinBlock {
        if childRect != moved || child.frame != childTarget { rigid = false }
        child.translatePlacement(to: childRect, from: childTarget, around: inner)
      } else {
        rigid = false
        child.place(in: moved)
      }
    }
    if rigid { subtreeTranslated(keeping: bounds, dx: dx, dy: dy) }
    guard old != frame || contentChanged else { return }
    if let bounds = surroundings.paintBounds(of: self) {
      graph.nodeMoved(self, from: old, paintBounds: bounds, insideScrolledContent: surroundings.isInsideScrolledContent)
    } else {
      graph.nodeMoved(self, from: old)
    }
  }

  /// Bounds this node paints, in window coordinates, including render transforms and outsets.
  var paintBounds: Rect {
    let outset = paintOutset
    var bounds = frame.insetBy(dx: -outset, dy: -outset)
    var node: Node? = self
    while let current = node {
      if current !== self, current.clipsContent { bounds = bounds.intersection(current.frame) }
      if let t = current.renderTransform { bounds = t.apply(to: bounds) }
      node = current.parent
    }
    return bounds
  }

  /// Where the clipping ancestors (`ClipsContent`: a scroll view, a navigation stack's pages)
  /// let this node show, in window coordinates (under a rotation, the box around each clip);
  /// nil when none clips it.
  var windowClip: Rect? {
    var clip: Rect?
    var ancestor = parent
    while let current = ancestor {
      if current.clipsContent {
        let shown = current.transformToWindow.apply(to: current.frame)
        clip = clip.map { $0.intersection(shown) } ?? shown
      }
      ancestor = current.parent
    }
    return clip
  }

  /// The transform from this node's layout coordinates to window coordinates.
  public var transformToWindow: Transform {
    var result = Transform.identity
    var node: Node? = self
    while let current = node {
      if let t = current.renderTransform { result = t.concatenating(result) }
      node = current.parent
    }
    return result
  }

  /// The frame as it appears in the window, render transforms included.
  public var windowFrame: Rect { transformToWindow.apply(to: frame) }

  /// This node and its ancestors, innermost first.
  var ancestry: [Node] {
    var chain: [Node] = []
    var node: Node? = self
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    return chain
  }

  /// Every node of the subtree, in tree (drawing) order.
  func forEachDescendant(_ body: (Node) -> Void) {
    body(self)
    for child in children { child.forEachDescendant(body) }
  }

  /// The first node of the subtree, in tree order, that satisfies `condition`: the walk stops
  /// there instead of visiting the rest of the subtree.
  func firstDescendant(where condition: (Node) -> Bool) -> Node? {
    if condition(self) { return self }
    for child in children {
      if let found = child.firstDescendant(where: condition) { return found }
    }
    return nil
  }
}

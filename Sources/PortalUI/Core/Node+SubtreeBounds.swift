import PortalGraphics

/// Where a subtree paints, kept between frames so that drawing a small piece of the window
/// skips whole subtrees that miss it, not only their leaves.
///
/// A piece of damage (the strip a scroll brought in, a hovered card) is drawn by walking the
/// tree from the root. Without bounds for containers, each piece visits every node of the
/// window; with them, it visits the nodes on the way to what it covers.
///
/// The bounds are those `RetainedLayer` rasters: each node's frame with 8 points and its paint
/// outset around, under the render transforms between it and the subtree's root. They are
/// worked out when first asked and kept until something that could widen them changes: a
/// frame, a render transform, a paint outset, the children (disappearing ones too). A change
/// forgets the bounds of the node and its ancestors. Bounds kept too wide only cost a visit;
/// they are never too narrow.
///
/// Invariant: a node keeps bounds only while each of its children does (they are worked out
/// from the children's), so forgetting walks up only as far as the first node without them.
extension Node {
  /// The bounds the subtree paints in, in this node's layout coordinates (those of `frame`,
  /// inside its own render transform).
  var subtreeBounds: Rect {
    if let kept = keptSubtreeBounds { return kept }
    let outset = 8 + paintOutset
    var bounds = frame.insetBy(dx: -outset, dy: -outset)
    for child in children { bounds = bounds.union(child.boundsInParent) }
    for entry in disappearingChildren { bounds = bounds.union(entry.node.boundsInParent) }
    keptSubtreeBounds = bounds
    return bounds
  }

  /// `subtreeBounds` under this node's render transform: where the subtree paints in its
  /// parent's layout coordinates.
  private var boundsInParent: Rect {
    let bounds = subtreeBounds
    return renderTransform.map { $0.apply(to: bounds) } ?? bounds
  }

  /// Forgets the kept bounds of this node and of its ancestors.
  func subtreeBoundsChanged() {
    var node: Node? = self
    while let current = node, current.keptSubtreeBounds != nil {
      current.keptSubtreeBounds = nil
      node = current.parent
    }
  }

  /// Keeps `bounds` moved by `dx`, `dy` as the subtree's bounds after the whole subtree moved
  /// by exactly that distance (a translated block), when every child kept its own.
  func subtreeTranslated(keeping bounds: Rect?, dx: Double, dy: Double) {
    guard let bounds, keptSubtreeBounds == nil, disappearingChildren.isEmpty else { return }
    for child in children where child.keptSubtreeBounds == nil { return }
    keptSubtreeBounds = bounds.offsetBy(dx: dx, dy: dy)
  }
}

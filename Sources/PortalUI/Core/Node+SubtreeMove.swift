import PortalGraphics

extension Node {
  /// Reports every node of the subtree as moved, as `graph.nodeMoved` for each would: each is
  /// damaged where it was painted and where it paints now. Used when where the whole subtree
  /// shows changed without its layout changing (a render transform or an effect above it
  /// moved), once per frame of the motion.
  ///
  /// Each node's painted bounds are worked out from its parent's transform to the window and
  /// the clips above it, carried down the walk, instead of walking up from every node
  /// (`paintBounds`), which made the walk quadratic in the depth of a page.
  func subtreeMoved() {
    reportMoved(under: parent?.transformToWindow ?? .identity, clip: windowClip)
  }

  private func reportMoved(under parentTransform: Transform, clip: Rect?) {
    let transform = renderTransform.map { parentTransform.concatenating($0) } ?? parentTransform
    // A rotation or skew makes the carried bounds a looser box than `paintBounds` gives; such
    // a subtree is reported node by node.
    guard transform.isAxisAligned else { return forEachDescendant { graph.nodeMoved($0) } }
    let outset = paintOutset
    var bounds = transform.apply(to: frame.insetBy(dx: -outset, dy: -outset))
    if let clip { bounds = bounds.intersection(clip) }
    graph.nodeMoved(self, paintBounds: bounds)
    let inner = clipsContent ? intersect(clip, transform.apply(to: frame)) : clip
    for child in children { child.reportMoved(under: transform, clip: inner) }
  }

  private func intersect(_ clip: Rect?, _ rect: Rect) -> Rect { clip.map { $0.intersection(rect) } ?? rect }
}

extension Transform {
  /// True when the transform only scales and translates: it maps rectangles onto rectangles,
  /// and the intersection of two onto the intersection of their images.
  var isAxisAligned: Bool { b == 0 && c == 0 }
}

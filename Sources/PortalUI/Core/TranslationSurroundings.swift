import PortalGraphics

/// What the ancestors of a translated node do to the pixels it paints: the clips above it,
/// and whether it lies inside the scroll view whose pixels this frame moves.
///
/// A scroll moves hundreds of nodes as blocks (`Node.translatePlacement`). Each moved node
/// needs its painted bounds and whether it moved with the scrolled content; found on their
/// own, both walk up to the root from every node. Found once at the top of a block and
/// carried down, they cost one walk per block.
@MainActor
struct TranslationSurroundings {
  /// The intersection of the frames of the ancestors that clip, in window coordinates; nil
  /// when none does.
  private(set) var clip: Rect?
  /// True when an ancestor has a render transform. Painted bounds then depend on it, and each
  /// node finds them by walking up.
  private(set) var isTransformed = false
  /// Whether an ancestor is the scroll view whose pixels this frame's scroll copy moves.
  private(set) var isInsideScrolledContent = false
  /// That scroll view, found once for the block rather than once for each node in it.
  private let scrolled: ObjectIdentifier?

  /// The surroundings of `node`'s position: what its ancestors (not itself) do.
  init(above node: Node) {
    let scrolled = node.graph.damage.scrollCopy?.node
    self.scrolled = scrolled.map(ObjectIdentifier.init)
    var ancestor = node.parent
    while let current = ancestor {
      if current.clipsContent { clip = clip.map { $0.intersection(current.frame) } ?? current.frame }
      if current.renderTransform != nil { isTransformed = true }
      if current === scrolled { isInsideScrolledContent = true }
      ancestor = current.parent
    }
  }

  /// The surroundings of `node`'s children, `node` being in these surroundings.
  func inside(_ node: Node) -> TranslationSurroundings {
    var inner = self
    if node.clipsContent { inner.clip = clip.map { $0.intersection(node.frame) } ?? node.frame }
    if node.renderTransform != nil { inner.isTransformed = true }
    if !isInsideScrolledContent, let scrolled, ObjectIdentifier(node) == scrolled { inner.isInsideScrolledContent = true }
    return inner
  }

  /// The bounds `node`, placed in these surroundings, paints: what `Node.paintBounds` gives,
  /// or nil when an ancestor's transform leaves that to `paintBounds`.
  func paintBounds(of node: Node) -> Rect? {
    guard !isTransformed, node.renderTransform == nil else { return nil }
    let outset = node.paintOutset
    let bounds = node.frame.insetBy(dx: -outset, dy: -outset)
    return clip.map { bounds.intersection($0) } ?? bounds
  }
}

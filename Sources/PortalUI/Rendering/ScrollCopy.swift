import PortalGraphics

/// A scroll view whose content moved inside an unchanged viewport during this frame.
///
/// Most of a scrolled viewport shows, one frame later, the same pixels moved by the distance
/// scrolled. Rather than drawing the whole viewport again, the frame moves those pixels in the
/// window's bitmap and draws only the strip that scrolled in, plus whatever else changed. That
/// holds only when every pixel of the viewport moves with the content: nothing is drawn over
/// the content there (except the scroll view's own indicator, redrawn), and nothing but plain
/// colours covering the whole viewport is drawn under it. When that cannot be shown, the frame
/// draws the whole viewport, as any other damage.
@MainActor
struct ScrollCopy {
  /// The scroll view (nil once it is freed).
  var node: Node? { nodeHandle.node }
  private let nodeHandle: NodeHandle
  /// The scroll view's painted bounds when it first moved this frame (window coordinates).
  let viewport: Rect
  /// Where the scroll view's content was laid out before it moved.
  let contentFrame: Rect?
  /// The scroll indicators before the move.
  let indicators: [Rect]
  /// How far nodes that moved with the content moved; one distance when all moved together.
  var moves: Set<Point> = []
  /// False once something ruled the copy out (a second scroll view moved).
  var isPossible = true

  init(node: Node, viewport: Rect, contentFrame: Rect?, indicators: [Rect]) {
    nodeHandle = node.handle
    self.viewport = viewport
    self.contentFrame = contentFrame
    self.indicators = indicators
  }
}

extension ViewGraph {
  /// Called by a scroll view about to move its content within `viewport`.
  func noteScroll(of node: Node, indicators: [Rect]) {
    input.contentScrolled = true
    // The content moves inside the scroll view: layers holding it draw it again.
    layerContentChanged(at: node)
    let viewport = visibleViewport(of: node)
    if var copy = scrollCopy {
      guard copy.node !== node else { return }
      // Two scroll views in one frame: both are drawn again in full.
      copy.isPossible = false
      scrollCopy = copy
      addDamage(viewport)
      return
    }
    guard !node.isOverlayTree, !viewport.isEmpty else {
      addDamage(viewport)
      return
    }
    scrollCopy = ScrollCopy(
      node: node, viewport: viewport, contentFrame: node.children.first?.frame, indicators: indicators)
  }

  /// The part of the scroll view `node` that shows: inside the clips above it and the window.
  /// (A scroll view reaching past the window's edge has no pixels there to move.)
  private func visibleViewport(of node: Node) -> Rect {
    node.paintBounds.intersection(Rect(origin: .zero, size: surface.size))
  }

  /// Whether `node`, which moved from `old` to its frame, moved with the content of the scroll
  /// view being copied; such a move needs no damage (its pixels are moved). Records the move.
  func movedWithScrolledContent(_ node: Node, from old: Rect) -> Bool {
    guard let scrolled = scrollCopy?.node, node !== scrolled else { return false }
    var ancestor = node.parent
    while let current = ancestor, current !== scrolled { ancestor = current.parent }
    guard ancestor != nil else { return false }
    return movedWithScrolledContent(insideIt: node, from: old)
  }

  /// `movedWithScrolledContent` for a node known to be inside the scroll view being copied.
  func movedWithScrolledContent(insideIt node: Node, from old: Rect) -> Bool {
    guard scrollCopy?.isPossible == true, !node.contentChanged, old.size == node.frame.size, node.paintedBounds != nil
    else { return false }
    scrollCopy?.moves.insert(Point(x: node.frame.minX - old.minX, y: node.frame.minY - old.minY))
    return true
  }

  /// Moves the viewport's pixels for this frame's scroll and returns the rectangles still to
  /// draw in it, or nil when the viewport must be drawn in full (its damage is then added).
  func copyScrolledPixels(otherDamage: [Rect], bitmap: Bitmap, scale: Double) -> [Rect]? {
    guard let copy = scrollCopy else { return nil }
    scrollCopy = nil
    guard let distance = copyDistance(copy, scale: scale) else {
      addDamage(copy.viewport)
      if let node = copy.node, node.isAttached { addDamage(node.paintBounds) }
      return nil
    }
    let viewport = copy.viewport
    bitmap.shiftPixels(
      in: viewport.scaled(by: scale), dx: Int((distance.x * scale).rounded()), dy: Int((distance.y * scale).rounded()))
    // The bands of the viewport nothing moved into.
    var rects: [Rect] = []
    if distance.y < 0 { rects.append(Rect(x: viewport.minX, y: viewport.maxY + distance.y, width: viewport.width, height: -distance.y)) }
    if distance.y > 0 { rects.append(Rect(x: viewport.minX, y: viewport.minY, width: viewport.width, height: distance.y)) }
    if distance.x < 0 { rects.append(Rect(x: viewport.maxX + distance.x, y: viewport.minY, width: -distance.x, height: viewport.height)) }
    if distance.x > 0 { rects.append(Rect(x: viewport.minX, y: viewport.minY, width: distance.x, height: viewport.height)) }
    // Other changes: where they were and, inside the viewport, where their pixels moved to.
    for rect in otherDamage {
      rects.append(rect)
      let inside = rect.intersection(viewport)
      if !inside.isEmpty { rects.append(inside.offsetBy(dx: distance.x, dy: distance.y).intersection(viewport)) }
    }
    // The indicators are drawn over the content: where they were, where those pixels went, and
    // where they are now.
    var indicators: [Rect] = []
    if let node = copy.node, let scrollView = node.view as? ScrollIndicating {
      indicators = scrollView.indicatorRects(node: node)
    }
    // One thin piece for all of those: each piece drawn walks the tree.
    var bars = (copy.indicators + indicators).map { $0.insetBy(dx: -1, dy: -1) }
    bars += copy.indicators.map { $0.insetBy(dx: -1, dy: -1).offsetBy(dx: distance.x, dy: distance.y) }
    if let first = bars.first {
      rects.append(bars.dropFirst().reduce(first) { $0.union($1) }.intersection(viewport))
    }
    return rects.filter { !$0.isEmpty }
  }

  /// How far the viewport's pixels move, when moving them is enough: the content moved by one
  /// whole-device-pixel distance, the viewport stayed, and nothing else paints in it.
  private func copyDistance(_ copy: ScrollCopy, scale: Double) -> Point? {
    guard copy.isPossible, let node = copy.node, node.isAttached, visibleViewport(of: node) == copy.viewport,
      let before = copy.contentFrame, let after = node.children.first?.frame, before.size == after.size
    else { return nil }
    let distance = Point(x: after.minX - before.minX, y: after.minY - before.minY)
    guard copy.moves.allSatisfy({ $0 == distance }),
      abs(distance.x) < copy.viewport.width, abs(distance.y) < copy.viewport.height,
      (distance.x * scale).rounded() == distance.x * scale, (distance.y * scale).rounded() == distance.y * scale,
      viewportShowsOnlyContent(of: node, copy.viewport)
    else { return nil }
    return distance
  }

  /// True when, inside `viewport`, only the content of the scroll view `node` paints (over
  /// plain colours that cover the whole viewport): what the window draws there moves with it.
  private func viewportShowsOnlyContent(of node: Node, _ viewport: Rect) -> Bool {
    var child = node
    guard node.renderTransform == nil else { return false }
    while let parent = child.parent {
      guard parent.primitive?.drawsOnlyChildren ?? true, parent.renderTransform == nil else { return false }
      var below = true
      for sibling in hitOrder(parent.drawnChildren) {
        if sibling === child {
          below = false
        } else if !paintsNothingBut(below ? .wholeColor(viewport) : .nothing, in: viewport, sibling) {
          return false
        }
      }
      child = parent
    }
    return child === root
  }

  /// What a subtree drawn beside the scroll view may paint inside the viewport.
  private enum AllowedPaint {
    case nothing
    /// Colours filling at least this rectangle.
    case wholeColor(Rect)
  }

  private func paintsNothingBut(_ allowed: AllowedPaint, in viewport: Rect, _ node: Node) -> Bool {
    guard node.paintBounds.intersects(viewport) else { return true }
    if node.children.isEmpty {
      guard case .wholeColor(let area) = allowed, node.view is Color else { return false }
      return node.frame.encloses(area) && node.renderTransform == nil
    }
    guard node.primitive?.drawsOnlyChildren ?? true else { return false }
    return node.drawnChildren.allSatisfy { paintsNothingBut(allowed, in: viewport, $0) }
  }
}

extension Rect {
  /// Whether `other` lies wholly inside this rectangle.
  func encloses(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}

/// Scroll views tell where their indicators are, for a copied scroll to draw them anew.
@MainActor
protocol ScrollIndicating {
  func indicatorRects(node: Node) -> [Rect]
}

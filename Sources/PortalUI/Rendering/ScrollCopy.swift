import PortalGraphics

/// A scroll view whose content moved inside an unchanged viewport during this frame.
///
/// Most of a scrolled viewport shows, one frame later, the same pixels moved by the distance
/// scrolled. Rather than drawing the whole viewport again, the frame moves those pixels in the
/// window's bitmap and draws only the strip that scrolled in, plus whatever else changed. That
/// holds where every pixel of the viewport moves with the content: nothing but plain colours
/// covering the whole viewport may be drawn under it, and what is drawn over it (the scroll
/// view's own indicator, a title strip over the top of the content) is drawn again where it is
/// and where its pixels were moved to. When that cannot be shown, or what lies over the content
/// covers much of the viewport, the frame draws the whole viewport, as any other damage.
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
  /// The distance last added to `moves`: a scroll moves hundreds of nodes by the same one.
  var lastMove: Point?
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
  /// Called by a scroll view about to move its content within `viewport`; its indicators are
  /// noted where they are before the move.
  func noteScroll(of node: Node) {
    input.contentScrolled = true
    // The content moves inside the scroll view: layers holding it draw it again.
    layerContentChanged(at: node)
    let viewport = visibleViewport(of: node)
    if var copy = scrollCopy {
      guard copy.node !== node else { return }
      // Two scroll views in one frame: both are drawn again in full.
      copy.isPossible = false
      scrollCopy = copy
      redrawScrolled(viewport, of: node)
      return
    }
    guard !node.isOverlayTree, !viewport.isEmpty else {
      addDamage(viewport)
      return
    }
    let indicators = (node.view as? ScrollIndicating)?.indicatorRects(node: node) ?? []
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
    guard let scrolled = damage.scrollCopy?.node, node !== scrolled else { return false }
    var ancestor = node.parent
    while let current = ancestor, current !== scrolled { ancestor = current.parent }
    guard ancestor != nil else { return false }
    return movedWithScrolledContent(insideIt: node, from: old)
  }

  /// `movedWithScrolledContent` for a node known to be inside the scroll view being copied.
  func movedWithScrolledContent(insideIt node: Node, from old: Rect) -> Bool {
    guard !node.contentChanged, old.size == node.frame.size, node.paintedBounds != nil else { return false }
    return damage.recordScrolledMove(Point(x: node.frame.minX - old.minX, y: node.frame.minY - old.minY))
  }

  /// Moves the viewport's pixels for this frame's scroll and returns the rectangles still to
  /// draw in it, or nil when the viewport must be drawn in full (its damage is then added).
  func copyScrolledPixels(otherDamage: [Rect], bitmap: Bitmap, scale: Double) -> [Rect]? {
    guard let copy = scrollCopy else { return nil }
    scrollCopy = nil
    guard let (distance, around) = copyDistance(copy, scale: scale) else {
      redrawScrolled(copy.viewport, of: copy.node)
      if let node = copy.node, node.isAttached { redrawScrolled(node.paintBounds, of: node) }
      return nil
    }
    let viewport = copy.viewport
    let covered = around.redrawn
    // Every node of a subtree that moved or faded damages the same rectangle: counted once.
    let otherDamage = Self.withoutEnclosed(otherDamage)
    /// A piece drawn again inside the viewport, reaching as far as a shadow above needs.
    func reaching(_ rect: Rect) -> Rect {
      let inside = rect.intersection(viewport)
      guard around.reach > 0, !inside.isEmpty else { return rect }
      return rect.union(inside.insetBy(dx: -around.reach, dy: -around.reach).intersection(viewport))
    }
    let stillToDraw = Self.withoutEnclosed((otherDamage + covered).map { reaching($0).intersection(viewport) })
      .reduce(0) { $0 + $1.width * $1.height }
    guard stillToDraw < viewport.width * viewport.height / 2 else {
      // Most of the viewport is drawn anyway: once, in one piece.
      redrawScrolled(viewport, of: copy.node)
      return nil
    }
    bitmap.shiftPixels(
      in: viewport.scaled(by: scale), dx: Int((distance.x * scale).rounded()), dy: Int((distance.y * scale).rounded()))
    // The bands of the viewport nothing moved into.
    var rects: [Rect] = []
    if distance.y < 0 { rects.append(Rect(x: viewport.minX, y: viewport.maxY + distance.y, width: viewport.width, height: -distance.y)) }
    if distance.y > 0 { rects.append(Rect(x: viewport.minX, y: viewport.minY, width: viewport.width, height: distance.y)) }
    if distance.x < 0 { rects.append(Rect(x: viewport.maxX + distance.x, y: viewport.minY, width: -distance.x, height: viewport.height)) }
    if distance.x > 0 { rects.append(Rect(x: viewport.minX, y: viewport.minY, width: distance.x, height: viewport.height)) }
    // Other changes, and what is drawn over the content: where they were and, inside the
    // viewport, where their pixels moved to.
    for rect in otherDamage + covered {
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
    return Self.coalesced(rects.filter { !$0.isEmpty }.map(reaching))
  }

  /// Marks `rect` of the scroll view `node` for drawing in full. The layers holding the scroll
  /// view forgot its content when it moved (`noteScroll`); a layer that only lies over the
  /// viewport (a sheet's card over a grid scrolled behind it) keeps its pixels.
  private func redrawScrolled(_ rect: Rect, of node: Node?) {
    guard let node, node.isAttached else { return addDamage(rect) }
    markForRedrawing(rect, overlay: false, from: node)
  }

  /// `rects` without those that another of them encloses.
  static func withoutEnclosed(_ rects: [Rect]) -> [Rect] {
    var kept: [Rect] = []
    for rect in rects.sorted(by: { $0.width * $0.height > $1.width * $1.height })
    where !rect.isEmpty && !kept.contains(where: { $0.encloses(rect) }) {
      kept.append(rect)
    }
    return kept
  }

  /// `rects` with those that lie close together joined: each piece drawn walks the whole tree,
  /// so a few slightly larger pieces cost less than many small ones. Two join when their union
  /// is at most 1.5 times their areas added up, plus 4,000 pt² (a 64 pt square).
  static func coalesced(_ rects: [Rect]) -> [Rect] {
    var pieces = rects
    var joined = true
    while joined {
      joined = false
      search: for i in pieces.indices {
        for j in pieces.indices where j > i {
          let (a, b) = (pieces[i], pieces[j])
          let union = a.union(b)
          if union.width * union.height <= (a.width * a.height + b.width * b.height) * 1.5 + 4000 {
            pieces[i] = union
            pieces.remove(at: j)
            joined = true
            break search
          }
        }
      }
    }
    return pieces
  }

  /// How far the viewport's pixels move, when moving them is enough: the content moved by one
  /// whole-device-pixel distance, the viewport stayed, and nothing else paints in it but plain
  /// colours under it and, over it, what lies in `covered` (to be drawn again).
  private func copyDistance(_ copy: ScrollCopy, scale: Double) -> (distance: Point, around: ScrollCopyEffect)? {
    guard copy.isPossible, let node = copy.node, node.isAttached, visibleViewport(of: node) == copy.viewport,
      let before = copy.contentFrame, let after = node.children.first?.frame, before.size == after.size
    else { return nil }
    let distance = Point(x: after.minX - before.minX, y: after.minY - before.minY)
    guard copy.moves.allSatisfy({ $0 == distance }),
      abs(distance.x) < copy.viewport.width, abs(distance.y) < copy.viewport.height,
      (distance.x * scale).rounded() == distance.x * scale, (distance.y * scale).rounded() == distance.y * scale,
      let around = paintsAroundContent(of: node, copy.viewport)
    else { return nil }
    return (distance, around)
  }

  /// What is drawn around the content of the scroll view `node` inside `viewport`: where
  /// something paints over it (at most a quarter of the viewport) and how far pieces drawn again
  /// must reach; nil unless under the content there are only plain colours filling the viewport
  /// and everything drawn around it is known to move with it or to be drawn again.
  private func paintsAroundContent(of node: Node, _ viewport: Rect) -> ScrollCopyEffect? {
    var child = node
    guard node.renderTransform == nil else { return nil }
    var around = ScrollCopyEffect()
    // Whether an opaque colour filling the viewport lies under the content, hiding what the
    // views further up draw under their children there.
    var opaqueBelow = false
    while let parent = child.parent {
      guard parent.renderTransform == nil else { return nil }
      var below = true
      for sibling in hitOrder(parent.drawnChildren) {
        if sibling === child {
          below = false
        } else if below {
          guard paintsOnlyWholeColor(in: viewport, sibling) else { return nil }
          if let colour = sibling.view as? Color, (sibling[PresentedColor.self] ?? colour).alpha >= 1 {
            opaqueBelow = true
          }
        } else {
          collectPaint(of: sibling, in: viewport, into: &around.redrawn)
        }
      }
      if let opacity = parent[PresentedOpacity.self], opacity < 1 { opaqueBelow = false }
      let own =
        parent.primitive.map { $0.scrollCopyEffect(node: parent, viewport: viewport, opaqueBelow: opaqueBelow) }
        ?? ScrollCopyEffect()
      guard let own else { return nil }
      around.redrawn += own.redrawn
      around.reach = max(around.reach, own.reach)
      child = parent
    }
    let area = around.redrawn.reduce(0) { $0 + $1.width * $1.height }
    guard child === root, area <= viewport.width * viewport.height / 4 else { return nil }
    return around
  }

  /// Appends where `node`'s subtree paints inside `viewport`: the painted bounds of the nodes
  /// that draw something of their own, looking inside those that only draw their children (a
  /// layer the size of the viewport that shows a strip at its top adds only the strip).
  private func collectPaint(of node: Node, in viewport: Rect, into rects: inout [Rect]) {
    let bounds = node.paintBounds.intersection(viewport)
    guard !bounds.isEmpty else { return }
    if node.children.isEmpty {
      if node.primitive?.drawsNothingWithoutChildren != true { rects.append(bounds) }
    } else if node.primitive?.paintsOnlyWhereChildrenPaint ?? true, node.renderTransform == nil {
      for child in node.drawnChildren { collectPaint(of: child, in: viewport, into: &rects) }
    } else {
      rects.append(bounds)
    }
  }

  /// Whether `node`'s subtree paints nothing inside `viewport` but colours that fill all of it.
  private func paintsOnlyWholeColor(in viewport: Rect, _ node: Node) -> Bool {
    guard node.paintBounds.intersects(viewport) else { return true }
    if node.children.isEmpty {
      if node.primitive?.drawsNothingWithoutChildren == true { return true }
      return node.view is Color && node.frame.encloses(viewport) && node.renderTransform == nil
    }
    guard node.primitive?.drawsOnlyChildren ?? true else { return false }
    return node.drawnChildren.allSatisfy { paintsOnlyWholeColor(in: viewport, $0) }
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

/// What a view drawn around a scroll view means for moving the scroll's pixels: parts of the
/// viewport to draw again rather than move, and how far beyond itself (inside the viewport)
/// every piece drawn again must reach.
struct ScrollCopyEffect {
  var redrawn: [Rect] = []
  var reach = 0.0
}

import PortalGraphics

/// What a window must draw in its next frame, and what its last frame presented.
///
/// Damage is kept both as one bounding rectangle and, while they are few, as the rectangles
/// behind it: a frame that moves a scroll view's pixels (`scrollCopy`) draws the other changes
/// where they were and where their pixels moved to, which a bounding rectangle would blur into
/// the whole viewport.
@MainActor
final class DamageTracker {
  /// The union of everything damaged since the last frame (window coordinates).
  private(set) var bounds: Rect = .zero
  /// The rectangles behind `bounds`, at most 32: a new one inside one kept is not kept, and past
  /// 32 a new one is merged into the rectangle it grows least, so changes far apart (the row a
  /// sidebar marks and the scene it switches to) stay apart however many come.
  private(set) var rects: [Rect] = []
  /// Which node each rectangle came from, while there are at most 1,024 of them: nil for damage
  /// from outside the tree (a node leaving, a layer freed, a flight's end shown again). A layer
  /// drawn for the first time takes the window's pixels where nothing of its own changed
  /// (`ViewGraph.seedRetainedLayersFromWindow`).
  private(set) var sources: [(rect: Rect, node: Node?)] = []
  /// False once more than 1,024 rectangles came in this frame: `sources` is then incomplete.
  private(set) var sourcesComplete = true
  /// A scroll view moving its content this frame, whose pixels may be moved, not redrawn.
  var scrollCopy: ScrollCopy?
  /// The region presented by the last frame.
  private(set) var lastPresented: Rect = .zero
  /// Frames that presented pixels.
  private(set) var framesPresented = 0

  /// Marks `rect` for drawing, because `source` changed or moved (nil: from outside the tree).
  func add(_ rect: Rect, from source: Node? = nil) {
    bounds = bounds.union(rect)
    keep(rect)
    if sources.count < 1024 { sources.append((rect, source)) } else { sourcesComplete = false }
  }

  // Plain loops, not `contains(where:)` and `removeAll(where:)`: a closure formed on the main
  // actor and handed to the standard library checks its executor on every call, and a scene
  // switch keeps hundreds of rectangles.
  private func keep(_ rect: Rect) {
    for index in rects.indices where rects[index].contains(rect) { return }
    if rects.count < 32 {
      rects.append(rect)
      return
    }
    var best = 0
    var bestGrowth = Double.infinity
    for index in rects.indices {
      let kept = rects[index]
      let union = kept.union(rect)
      let growth = union.width * union.height - kept.width * kept.height
      if growth < bestGrowth {
        best = index
        bestGrowth = growth
      }
    }
    let merged = rects[best].union(rect)
    // The merged rectangle may now hold others: they go, so the list stays without nesting.
    var remaining: [Rect] = []
    remaining.reserveCapacity(rects.count)
    for index in rects.indices where index != best && !merged.contains(rects[index]) { remaining.append(rects[index]) }
    remaining.append(merged)
    rects = remaining
  }

  /// Records that a node moved `distance` with the content of the scroll view being copied;
  /// false when no copy is possible. Works on `scrollCopy` in place: it runs for every node a
  /// scroll moves, and a copy of the struct would retain and release all it holds.
  func recordScrolledMove(_ distance: Point) -> Bool {
    guard scrollCopy?.isPossible == true else { return false }
    if scrollCopy?.lastMove != distance {
      scrollCopy?.moves.insert(distance)
      scrollCopy?.lastMove = distance
    }
    return true
  }

  /// Everything damaged so far, cleared for the next frame.
  func take() -> (bounds: Rect, rects: [Rect]) {
    defer {
      bounds = .zero
      rects = []
      sources.removeAll(keepingCapacity: true)
      sourcesComplete = true
    }
    return (bounds, rects)
  }

  /// Records a presented frame.
  func presented(_ region: Rect) {
    lastPresented = region
    framesPresented += 1
  }
}

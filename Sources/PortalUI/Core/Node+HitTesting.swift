import PortalGraphics

extension Node {
  /// The deepest node under `point` (window coordinates, before this node's render transform).
  func hitTest(_ point: Point, purpose: HitTestPurpose = .pointer) -> Node? {
    var local = point
    if let t = renderTransform {
      guard let inverse = t.inverted else { return nil }
      local = inverse.apply(to: point)
    }
    if let target = hitTestable { return target.hitTest(local, node: self, purpose: purpose) }
    return hitTestChildren(local, purpose: purpose)
  }

  func hitTestChildren(_ point: Point, purpose: HitTestPurpose) -> Node? {
    for child in graph.hitOrder(children).reversed() {
      if let hit = child.hitTest(point, purpose: purpose) { return hit }
    }
    return nil
  }
}

/// What a hit test is for: some views let one kind of input through and catch another.
enum HitTestPurpose {
  /// Presses, releases and hover.
  case pointer
  /// A wheel or touchpad scroll (a sheet's dimmed backdrop lets it through to the content
  /// behind, so the page under a sheet still scrolls).
  case scroll
}

/// Primitive views that decide what a point inside them hits.
@MainActor
protocol HitTestable {
  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node?
}

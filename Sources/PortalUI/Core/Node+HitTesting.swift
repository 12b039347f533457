import PortalGraphics

extension Node {
  /// The deepest node under `point` (window coordinates, before this node's render transform).
  func hitTest(_ point: Point) -> Node? {
    var local = point
    if let t = renderTransform {
      guard let inverse = t.inverted else { return nil }
      local = inverse.apply(to: point)
    }
    if let target = hitTestable { return target.hitTest(local, node: self) }
    return hitTestChildren(local)
  }

  func hitTestChildren(_ point: Point) -> Node? {
    for child in graph.hitOrder(children).reversed() {
      if let hit = child.hitTest(point) { return hit }
    }
    return nil
  }
}

/// Builtin views that decide what a point inside them hits.
@MainActor
protocol HitTestable {
  func hitTest(_ point: Point, node: Node) -> Node?
}

import Foundation

/// Shapes that are four corners joined by straight sides (rectangles with any corners), and
/// the same shape with its sides shortened: what a shadow needs to blur such a shape small and
/// stretch the blur (see `Canvas.stretchedShadowMask`).
extension Path {
  /// How far from the bounding box's sides the shape's corners reach, when the shape is four
  /// corners joined by straight sides: every point of the path lies within `width` of the
  /// left or right side and within `height` of the top or bottom, a curve stays in one
  /// quarter of the box, and a line from one half to the other is horizontal or vertical.
  /// Then every column of the box between the corners looks the same, and so does every row.
  /// Nil for other shapes (and for arcs of more than a quarter turn).
  var cornerReach: Size? {
    let box = boundingBox
    guard box.width > 0, box.height > 0 else { return nil }
    var reach = Size(width: 0, height: 0)
    func note(_ p: Point) {
      reach.width = max(reach.width, min(p.x - box.minX, box.maxX - p.x))
      reach.height = max(reach.height, min(p.y - box.minY, box.maxY - p.y))
    }
    func quarter(_ p: Point) -> (right: Bool, below: Bool) { (p.x > box.midX, p.y > box.midY) }
    /// A straight segment that crosses from one half to the other runs along that axis.
    func straightCrossingIsAligned(_ a: Point, _ b: Point) -> Bool {
      let (qa, qb) = (quarter(a), quarter(b))
      // Within a billionth of a point: an arc's ends are worked out from its centre.
      if qa.right != qb.right, abs(a.y - b.y) > 1e-9 { return false }
      if qa.below != qb.below, abs(a.x - b.x) > 1e-9 { return false }
      return true
    }
    var current: Point?
    var start: Point?
    for element in elements {
      switch element {
      case .move(let p):
        note(p)
        current = p
        start = p
      case .line(let p):
        note(p)
        if let from = current, !straightCrossingIsAligned(from, p) { return nil }
        current = p
      case .cubic(let c1, let c2, let end):
        guard let from = current else { return nil }
        let q = quarter(from)
        guard quarter(c1) == q, quarter(c2) == q, quarter(end) == q else { return nil }
        note(c1)
        note(c2)
        note(end)
        current = end
      case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
        // A line runs from the current point to where the arc starts; the arc, its ends and
        // the points where it meets an axis through its centre, stays in that one quarter.
        func point(_ angle: Double) -> Point {
          Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(startAngle)
        if let from = current, !straightCrossingIsAligned(from, first) { return nil }
        let sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
        guard sweep >= 0, sweep <= .pi / 2 + 1e-9 else { return nil }
        var points = [first, point(endAngle)]
        let (low, high) = (min(startAngle, endAngle), max(startAngle, endAngle))
        var axis = (low / (.pi / 2)).rounded(.up) * (.pi / 2)
        while axis < high {
          points.append(point(axis))
          axis += .pi / 2
        }
        let q = quarter(first)
        guard points.allSatisfy({ quarter($0) == q }) else { return nil }
        points.forEach(note)
        current = points[1]
      case .close:
        if let from = current, let to = start, !straightCrossingIsAligned(from, to) { return nil }
        current = start
      }
    }
    return reach
  }

  /// The shape with its right half moved left by `dx` and its bottom half moved up by `dy`:
  /// for a shape with `cornerReach`, the same corners joined by sides shorter by that much.
  func shortened(dx: Double, dy: Double) -> Path {
    let box = boundingBox
    return mappingPoints { p in Point(x: p.x > box.midX ? p.x - dx : p.x, y: p.y > box.midY ? p.y - dy : p.y) }
  }
}

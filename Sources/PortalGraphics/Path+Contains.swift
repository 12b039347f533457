import Foundation

extension Path {
  /// Whether `point` lies inside the path when it is filled with `rule`; what hit testing
  /// of shapes asks. Curves and arcs are followed to within a small fraction of a pixel.
  ///
  /// ```swift
  /// Path(circleCenter: Point(x: 10, y: 10), radius: 10).contains(Point(x: 1, y: 1))  // false
  /// ```
  public func contains(_ point: Point, rule: FillRule = .winding) -> Bool {
    guard boundingBox.insetBy(dx: -0.5, dy: -0.5).contains(point) else { return false }
    var winding = 0
    var crossings = 0
    for (a, b) in flattenedEdges() {
      // Crossings of a ray from `point` towards +x, half-open in y so a vertex counts once.
      guard (a.y <= point.y) != (b.y <= point.y) else { continue }
      let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
      guard x > point.x else { continue }
      crossings += 1
      winding += b.y > a.y ? 1 : -1
    }
    switch rule {
    case .winding: return winding != 0
    case .evenOdd: return crossings % 2 == 1
    }
  }

  /// The outline as straight edges, every subpath closed (as filling closes them).
  private func flattenedEdges() -> [(Point, Point)] {
    var edges: [(Point, Point)] = []
    var current: Point?
    var start: Point?
    func line(to p: Point) {
      if let c = current { edges.append((c, p)) } else { start = p }
      current = p
    }
    func closeSubpath() {
      if let c = current, let s = start, c != s { edges.append((c, s)) }
      current = start
    }
    for element in elements {
      switch element {
      case .move(let p):
        closeSubpath()
        current = p
        start = p
      case .line(let p):
        line(to: p)
      case .cubic(let c1, let c2, let end):
        let p0 = current ?? c1
        let steps = 16
        for i in 1...steps {
          let t = Double(i) / Double(steps)
          let u = 1 - t
          let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
          let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
          line(to: Point(x: x, y: y))
        }
      case .arc(let center, let radius, let startAngle, var endAngle, let clockwise):
        // As cairo does: clockwise arcs run to an end angle above the start, the others below.
        if clockwise {
          while endAngle < startAngle { endAngle += 2 * .pi }
        } else {
          while endAngle > startAngle { endAngle -= 2 * .pi }
        }
        let steps = max(4, Int((abs(endAngle - startAngle) / (.pi / 32)).rounded(.up)))
        for i in 0...steps {
          let angle = startAngle + (endAngle - startAngle) * Double(i) / Double(steps)
          line(to: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
      case .close:
        closeSubpath()
      }
    }
    closeSubpath()
    return edges
  }
}

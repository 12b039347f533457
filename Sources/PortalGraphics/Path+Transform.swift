import Foundation

extension Path {
  /// The outline with every point mapped by `transform`. Arcs become cubic curves first (at
  /// most a quarter turn each), since a skewed or unevenly scaled circle is no longer one.
  public func applying(_ transform: Transform) -> Path {
    if transform.isIdentity { return self }
    var result = Path()
    var current: Point?
    for element in elements {
      switch element {
      case .move(let p):
        result.move(to: transform.apply(to: p))
        current = p
      case .line(let p):
        result.line(to: transform.apply(to: p))
        current = p
      case .cubic(let c1, let c2, let end):
        result.curve(
          to: transform.apply(to: end), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
        current = end
      case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if current == nil { result.move(to: transform.apply(to: start)) } else { result.line(to: transform.apply(to: start)) }
        for curve in Path.cubicSegments(
          center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        {
          result.curve(
            to: transform.apply(to: curve.end), control1: transform.apply(to: curve.c1),
            control2: transform.apply(to: curve.c2))
        }
        current = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
      case .close:
        result.close()
      }
    }
    return result
  }

  /// An arc as cubic Bézier curves of at most a quarter turn each. The sweep follows cairo:
  /// increasing angles when `clockwise`, the end moved by whole turns to lie on that side.
  static func cubicSegments(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) -> [(c1: Point, c2: Point, end: Point)] {
    var end = endAngle
    if clockwise {
      while end < startAngle { end += 2 * .pi }
    } else {
      while end > startAngle { end -= 2 * .pi }
    }
    let sweep = end - startAngle
    guard abs(sweep) > 1e-12, radius > 0 else { return [] }
    let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    var segments: [(c1: Point, c2: Point, end: Point)] = []
    var a = startAngle
    for _ in 0..<count {
      let b = a + step
      let p0 = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
      let p3 = Point(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
      let c1 = Point(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
      let c2 = Point(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
      segments.append((c1, c2, p3))
      a = b
    }
    return segments
  }
}

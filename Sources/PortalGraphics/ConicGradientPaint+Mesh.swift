import CCairo
import Foundation

extension [Gradient.Stop] {
  /// The colour at `location` along stops in order of location (as `drawnStops` gives them),
  /// blended between the stops around it; beyond the first or last stop, that stop's colour.
  func color(at location: Double) -> Color {
    guard let first, let last else { return .clear }
    guard location > first.location else { return first.color }
    for (a, b) in zip(self, dropFirst()) where location <= b.location {
      let span = b.location - a.location
      let t = span > 0 ? (location - a.location) / span : 1
      return a.color.interpolated(to: b.color, t)
    }
    return last.color
  }
}

// Cairo has no conic gradient, so one is built from a mesh: a fan of patches around the
// centre, each a thin wedge whose colour runs from one edge to the other, its outer side a
// cubic arc. Wedges are at most 15° wide and meet at every stop, so the blend follows the
// angle closely and each stop's colour lands exactly on its ray.
extension ConicGradientPaint {
  private static let widestWedge = Double.pi / 12

  /// A new mesh pattern for this gradient; the caller destroys it.
  func makeMeshPattern(dark: Bool) -> OpaquePointer {
    let mesh = cairo_pattern_create_mesh()!
    let turn = 2 * Double.pi
    var span = endAngle - startAngle
    if span == 0 { span = turn }
    let direction: Double = span < 0 ? -1 : 1
    var start = startAngle
    if abs(span) > turn {
      start = endAngle - direction * turn
      span = direction * turn
    }
    func angle(_ location: Double) -> Double { start + location * span }
    let stops = gradient.drawnStops(dark: dark)

    // The sweep, cut at each stop inside it.
    let cuts = ([0, 1] + gradient.stops.map(\.location).filter { $0 > 0 && $0 < 1 }).sorted()
    for (from, to) in zip(cuts, cuts.dropFirst()) where to > from {
      addWedges(to: mesh, from: angle(from), to: angle(to)) { fraction in
        stops.color(at: from + (to - from) * fraction)
      }
    }
    // The gap left by a sweep shorter than a turn: the last colour, then the first.
    let gap = turn - abs(span)
    if gap > 0 {
      let end = angle(1)
      let middle = end + direction * gap / 2
      let last = stops.color(at: 1)
      let first = stops.color(at: 0)
      addWedges(to: mesh, from: end, to: middle) { _ in last }
      addWedges(to: mesh, from: middle, to: end + direction * gap) { _ in first }
    }
    return mesh
  }

  /// Wedges from `a0` to `a1`, each no wider than `widestWedge`, coloured by `color` at the
  /// fraction of the way from `a0` to `a1`.
  private func addWedges(to mesh: OpaquePointer, from a0: Double, to a1: Double, color: (Double) -> Color) {
    let count = max(1, Int((abs(a1 - a0) / Self.widestWedge).rounded(.up)))
    for i in 0..<count {
      let f0 = Double(i) / Double(count)
      let f1 = Double(i + 1) / Double(count)
      addWedge(to: mesh, from: a0 + (a1 - a0) * f0, to: a0 + (a1 - a0) * f1, color(f0), color(f1))
    }
  }

  /// One patch: centre, out along `a0`, round the arc to `a1`, back to the centre; `c0` on the
  /// `a0` edge and `c1` on the `a1` edge.
  private func addWedge(to mesh: OpaquePointer, from a0: Double, to a1: Double, _ c0: Color, _ c1: Color) {
    let r = max(radius, 1)
    let handle = 4.0 / 3.0 * tan((a1 - a0) / 4) * r
    let p0 = Point(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
    let p1 = Point(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
    cairo_mesh_pattern_begin_patch(mesh)
    cairo_mesh_pattern_move_to(mesh, center.x, center.y)
    cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
    cairo_mesh_pattern_curve_to(
      mesh, p0.x - handle * sin(a0), p0.y + handle * cos(a0),
      p1.x + handle * sin(a1), p1.y - handle * cos(a1), p1.x, p1.y)
    cairo_mesh_pattern_line_to(mesh, center.x, center.y)
    for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
      cairo_mesh_pattern_set_corner_color_rgba(
        mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
    }
    cairo_mesh_pattern_end_patch(mesh)
  }
}

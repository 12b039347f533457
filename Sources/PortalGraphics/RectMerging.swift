extension Array where Element == Rect {
  /// Adds `rect`, merged with every rectangle already here that it meets (or, with `touching`,
  /// comes within a pixel of), and those with each other, so the rectangles stay apart: each is
  /// drawn as one walk down the tree, or composed and sent once.
  public mutating func appendMerging(_ rect: Rect, touching: Bool = false) {
    var merged = rect
    let reach = touching ? 1.0 : 0.0
    var index = 0
    while index < count {
      if self[index].insetBy(dx: -reach, dy: -reach).intersects(merged) {
        merged = merged.union(remove(at: index))
        index = 0
      } else {
        index += 1
      }
    }
    append(merged)
  }
}

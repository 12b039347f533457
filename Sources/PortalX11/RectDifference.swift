import PortalGraphics

extension Rect {
  /// The parts of this rectangle that none of `others` covers, as non-overlapping rectangles.
  func subtracting(_ others: [Rect]) -> [Rect] {
    others.reduce([self]) { pieces, hole in pieces.flatMap { $0.cutting(hole) } }
  }

  /// This rectangle minus `hole`: up to four bands (above, below, left, right of the hole).
  private func cutting(_ hole: Rect) -> [Rect] {
    let cut = intersection(hole)
    guard !cut.isEmpty else { return [self] }
    return [
      Rect(x: minX, y: minY, width: width, height: cut.minY - minY),
      Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY),
      Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height),
      Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height),
    ].filter { !$0.isEmpty }
  }
}

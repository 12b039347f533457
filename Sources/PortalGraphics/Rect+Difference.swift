extension Rect {
  /// The parts of this rectangle that none of `others` covers, as non-overlapping rectangles.
  public func subtracting(_ others: [Rect]) -> [Rect] {
    var result: [Rect] = []
    var work: [Rect] = []
    appendDifference(minus: others, to: &result, work: &work)
    return result
  }

  /// Appends to `result` the parts of this rectangle that none of `others` covers, using
  /// `work` as scratch space: with buffers kept between calls, this allocates nothing.
  public func appendDifference(minus others: [Rect], to result: inout [Rect], work: inout [Rect]) {
    let start = result.count
    result.append(self)
    for hole in others {
      work.removeAll(keepingCapacity: true)
      for piece in result[start...] { piece.appendCut(by: hole, to: &work) }
      result.removeSubrange(start...)
      result.append(contentsOf: work)
      if result.count == start { return }
    }
  }

  /// Appends this rectangle minus `hole`: up to four bands (above, below, left, right of it).
  private func appendCut(by hole: Rect, to pieces: inout [Rect]) {
    let cut = intersection(hole)
    guard !cut.isEmpty else {
      pieces.append(self)
      return
    }
    func add(_ band: Rect) { if !band.isEmpty { pieces.append(band) } }
    add(Rect(x: minX, y: minY, width: width, height: cut.minY - minY))
    add(Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY))
    add(Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height))
    add(Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height))
  }
}

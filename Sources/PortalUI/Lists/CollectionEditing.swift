extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions from the start), as an `onDelete` action
  /// does with its argument.
  ///
  /// ```swift
  /// ForEach(notes) { NoteRow(note: $0) }.onDelete { notes.remove(atOffsets: $0) }
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` (positions from the start) so they sit, in their order,
  /// before the element that was at `destination` (or at the end), as an `onMove` action
  /// does with its arguments.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    var rest: [Element] = []
    var insertion = 0
    for (offset, element) in enumerated() where !source.contains(offset) {
      if offset < destination { insertion += 1 }
      rest.append(element)
    }
    rest.insert(contentsOf: moving, at: insertion)
    for (offset, element) in rest.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
  }
}

/// Views made from a collection of identified data; each child's identity is its element's id,
/// so state follows the element when the collection is reordered.
///
/// ```swift
/// ForEach(photos) { photo in PhotoView(photo: photo) }
/// ForEach(0..<10, id: \.self) { Text("Row \($0)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, ViewList {
  nonisolated(unsafe) public let data: Data
  nonisolated(unsafe) let id: (Data.Element) -> ID
  nonisolated(unsafe) public let content: (Data.Element) -> Content

  nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    for element in data {
      flattenView(content(element), into: &list, prefix: prefix.appending(any: id(element)))
    }
  }

  /// The child for the element at a position, for lazy containers that build only what shows.
  func child(at offset: Int, prefix: ViewKey) -> [ChildView] {
    let element = data[data.index(data.startIndex, offsetBy: offset)]
    var list: [ChildView] = []
    flattenView(content(element), into: &list, prefix: prefix.appending(any: id(element)))
    return list
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A constant range: the offsets are the ids.
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.id = { $0 }
    self.content = content
  }
}

/// Lazy containers ask for children by position without building the others.
@MainActor
protocol IndexedViewList {
  var count: Int { get }
  func child(at offset: Int, prefix: ViewKey) -> [ChildView]
}

extension ForEach: IndexedViewList {
  var count: Int { data.count }
}
